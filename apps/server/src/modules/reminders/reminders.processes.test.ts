import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crowd } from '../../test/accounts.ts';
import { createEvent } from '../../test/events.ts';
import { secondProcess } from '../../test/processes.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { queryRows } from '../../test/test-database.ts';

/** The test events start 2026-03-14 14:30 in Korea: their 24-hour reminder is due from here. */
const DAY_BEFORE = '2026-03-13T05:30:00Z';

/** An event whose host and `guests` approved guests (written straight to the database) are due a reminder. */
async function eventWithGuests(t: TestApp, guests: number): Promise<{ eventId: number; people: number }> {
  const [host, ...others] = await crowd(t, guests + 1);
  const event = await createEvent(t, host!, { maxParticipants: 10 });
  const ids = others.map((user) => user.userId);
  await t.database.db.execute(sql`
    insert into participants (event_id, user_id, status, answer, created_at, updated_at)
    select ${event.id}, id, 'Approved', '', now(), now() from users
    where user_id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`);
  return { eventId: event.id, people: guests + 1 };
}

/** How many reminder notifications, mails and ledger rows each person of the event has, as [person, n] where n ≠ 1. */
async function notOnce(t: TestApp, eventId: number) {
  return queryRows<{ userId: string; notifications: number; mails: number; ledger: number }>(
    t.database,
    sql`select u.user_id as "userId",
          (select count(*)::int from notifications n where n.recipient_id = u.id and n.kind = 'reminder'
             and n.event_id = ${eventId}) as notifications,
          (select count(*)::int from mail_outbox m where m.recipient = u.email and m.subject like '%Reminder%') as mails,
          (select count(*)::int from event_reminders r where r.user_id = u.id and r.event_id = ${eventId}) as ledger
        from participants p join users u on u.id = p.user_id
        where p.event_id = ${eventId}
        and not (
          (select count(*) from notifications n where n.recipient_id = u.id and n.kind = 'reminder' and n.event_id = ${eventId}) = 1
          and (select count(*) from mail_outbox m where m.recipient = u.email and m.subject like '%Reminder%') = 1
          and (select count(*) from event_reminders r where r.user_id = u.id and r.event_id = ${eventId}) = 1
        )`,
  );
}

// Sweeps at the same moment really run side by side only on PostgreSQL (TEST_DATABASE_URL); on
// PGlite, one connection, they take turns, and each person must still be told once.
describe('sweeps at the same moment', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { QUOTA_EVENTS_PER_DAY: '1000' } });
  });
  afterAll(() => t?.close());

  it('three sweeps at once tell each person once, in the app and by mail', async () => {
    const { eventId, people } = await eventWithGuests(t, 40);
    t.clock.set(DAY_BEFORE);
    const counts = await Promise.all([t.app.sweepReminders(), t.app.sweepReminders(), t.app.sweepReminders()]);
    expect(counts.reduce((sum, n) => sum + n, 0)).toBe(people);
    expect(await notOnce(t, eventId)).toEqual([]);
  });
});

// Every server process sweeps; two of them on one PostgreSQL database, as behind a load balancer.
describe.runIf(process.env.TEST_DATABASE_URL)('reminders with two server processes on one PostgreSQL database', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp({ env: { QUOTA_EVENTS_PER_DAY: '1000' } });
    b = await secondProcess(a);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('each person is told once when both sweep a backlog of several batches at the same time', async () => {
    const { eventId, people } = await eventWithGuests(a, 1200);
    a.clock.set(DAY_BEFORE);
    b.clock.set(DAY_BEFORE);
    const counts = await Promise.all([
      a.app.sweepReminders(),
      b.app.sweepReminders(),
      a.app.sweepReminders(),
      b.app.sweepReminders(),
    ]);
    expect(counts.reduce((sum, n) => sum + n, 0)).toBe(people);
    expect(await notOnce(a, eventId)).toEqual([]);
  });

  it('a process started again on the same database sends nothing again', async () => {
    const { eventId, people } = await eventWithGuests(a, 5);
    a.clock.set(DAY_BEFORE);
    expect(await a.app.sweepReminders()).toBe(people);
    const restarted = await secondProcess(a);
    try {
      restarted.clock.set('2026-03-13T06:30:00Z');
      expect(await restarted.app.sweepReminders()).toBe(0);
    } finally {
      await restarted.close();
    }
    expect(await notOnce(a, eventId)).toEqual([]);
  });
});
