import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crowd, registerUser } from '../../test/accounts.ts';
import { createEvent } from '../../test/events.ts';
import { secondProcess } from '../../test/processes.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { queryRows } from '../../test/test-database.ts';

/** A new host with `count` followers (written straight to the database) and the event they post. */
async function postWithFollowers(t: TestApp, count: number) {
  const host = await registerUser(t);
  const followers = await crowd(t, count);
  await t.database.db.execute(sql`
    insert into follows (follower_id, host_id, created_at)
    select f.id, h.id, now() from users f, users h
    where h.user_id = ${host.userId}
      and f.user_id in (${sql.join(
        followers.map((f) => sql`${f.userId}`),
        sql`, `,
      )})`);
  return createEvent(t, host);
}

/** The followers of the event's host not told exactly once, in the app and by mail. */
async function notOnce(t: TestApp, eventId: number) {
  return queryRows<{ userId: string }>(
    t.database,
    sql`select u.user_id as "userId" from events e join follows f on f.host_id = e.host_id
        join users u on u.id = f.follower_id
        where e.id = ${eventId} and not (
          (select count(*) from notifications n where n.recipient_id = u.id and n.kind = 'followedHostEvent'
             and n.event_id = ${eventId}) = 1
          and (select count(*) from mail_outbox m where m.recipient = u.email
               and (m.template->'values'->'event'->>'id')::int = ${eventId}) = 1
        )`,
  );
}

// Fan-outs at the same moment really run side by side only on PostgreSQL (TEST_DATABASE_URL); on
// PGlite, one connection, they take turns, and each follower must still be told once.
describe('fan-outs at the same moment', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { QUOTA_EVENTS_PER_DAY: '1000' } });
  });
  afterAll(() => t?.close());

  it('three at once tell each follower once', async () => {
    const event = await postWithFollowers(t, 500);
    const counts = await Promise.all([t.app.fanOutFollows(), t.app.fanOutFollows(), t.app.fanOutFollows()]);
    expect(counts.reduce((sum, n) => sum + n, 0)).toBe(500);
    expect(await notOnce(t, event.id)).toEqual([]);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('fan-out with two server processes on one PostgreSQL database', () => {
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

  it('each follower is told once when both work through several batches at the same time', async () => {
    const event = await postWithFollowers(a, 1200);
    const counts = await Promise.all([
      a.app.fanOutFollows(),
      b.app.fanOutFollows(),
      a.app.fanOutFollows(),
      b.app.fanOutFollows(),
    ]);
    expect(counts.reduce((sum, n) => sum + n, 0)).toBe(1200);
    expect(await notOnce(a, event.id)).toEqual([]);
  });

  it('a process started again on the same database tells nobody again', async () => {
    const event = await postWithFollowers(a, 5);
    expect(await a.app.fanOutFollows()).toBe(5);
    const restarted = await secondProcess(a);
    try {
      expect(await restarted.app.fanOutFollows()).toBe(0);
    } finally {
      await restarted.close();
    }
    expect(await notOnce(a, event.id)).toEqual([]);
  });
});
