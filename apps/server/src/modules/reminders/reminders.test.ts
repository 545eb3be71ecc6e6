import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { crowd, type TestUser } from '../../test/accounts.ts';
import { connectChat, listen } from '../../test/chat.ts';
import { createEvent } from '../../test/events.ts';
import { cancel, join, outboxTo } from '../../test/participation.ts';
import { createTestApp, TEST_NOW, type TestApp } from '../../test/test-app.ts';
import { queryRows } from '../../test/test-database.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { QUOTA_EVENTS_PER_DAY: '1000' } });
});
beforeEach(async () => {
  t.clock.set(TEST_NOW);
  // Every sweep looks at every event: each test starts with none but its own.
  await t.database.db.execute(sql`delete from events`);
});
afterAll(() => t.close());

const HOUR = 3_600_000;
/** The test events start 2026-03-14 14:30 in Korea (05:30 UTC). */
const START = Date.parse('2026-03-14T05:30:00Z');
const before = (hours: number, start = START) => new Date(start - hours * HOUR);

interface Told {
  reminders: Array<{ detail: string | null; link: string; event: { id: number; name: string } | null }>;
  mails: Array<{ subject: string; text: string; html: string }>;
}

/** The reminder notifications and mails a person has had. */
async function told(user: TestUser): Promise<Told> {
  const list = await t.app.inject({ method: 'GET', url: '/api/notifications?limit=50', headers: user.auth });
  expect(list.statusCode).toBe(200);
  const reminders = (list.json().notifications as Array<Told['reminders'][number] & { kind: string }>)
    .filter((n) => n.kind === 'reminder')
    .map(({ detail, link, event }) => ({ detail, link, event }));
  const mails = (await outboxTo(t, user.email)).filter((m) => m.subject.includes('Reminder'));
  return { reminders, mails };
}
const hoursTold = async (user: TestUser) => (await told(user)).reminders.map((r) => r.detail);

/** A First-come event (2026-03-14 14:30 Korea time) with its host and `count` guests, each with a seat. */
async function eventWithGuests(count: number, overrides: Record<string, unknown> = {}) {
  const [host, ...guests] = await crowd(t, count + 1);
  const event = await createEvent(t, host!, { name: 'Board games', ...overrides });
  for (const guest of guests) expect((await join(t, guest, event.id)).statusCode).toBe(201);
  return { host: host!, guests, event };
}

const settings = (user: TestUser, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PATCH', url: '/api/notifications/settings', headers: user.auth, payload });

/** Sweeps at `at`. */
function sweepAt(at: Date): Promise<number> {
  t.clock.set(at);
  return t.app.sweepReminders();
}

describe('the reminder 24 hours before', () => {
  it('reaches the host and every approved guest once, in the app and by mail, not a minute early', async () => {
    const { host, guests, event } = await eventWithGuests(2);
    expect(await sweepAt(new Date(before(24).getTime() - 60_000))).toBe(0);
    expect(await hoursTold(guests[0]!)).toEqual([]);

    expect(await sweepAt(before(24))).toBe(3);
    for (const person of [host, ...guests]) {
      const { reminders, mails } = await told(person);
      expect(reminders).toEqual([
        { detail: '24', link: `/events/${event.id}`, event: { id: event.id, name: 'Board games' } },
      ]);
      expect(mails.map((m) => m.subject)).toEqual(['[Moim] Reminder: Board games starts in 24 hours']);
    }

    // Later sweeps, the minute after or an hour later, send nothing again.
    expect(await sweepAt(new Date(before(24).getTime() + 60_000))).toBe(0);
    expect(await sweepAt(before(23))).toBe(0);
    for (const person of [host, ...guests]) {
      expect(await hoursTold(person)).toEqual(['24']);
      expect((await told(person)).mails).toHaveLength(1);
    }
  });

  it("says when (Korea time) and where with map links, the guest's answer and the chat, in the reader's language", async () => {
    const { host, guests, event } = await eventWithGuests(2, { venue: 'Café Sol' });
    await t.database.db.execute(sql`update users set locale = 'ko' where user_id = ${guests[1]!.userId}`);
    await sweepAt(before(24));

    const [guestMail] = (await told(guests[0]!)).mails;
    expect(guestMail!.text).toContain('Hi Mina Park, the event you joined starts in 24 hours.');
    expect(guestMail!.text).toContain('When: Sat, Mar 14, 2026 2:30 PM (Korea time)');
    expect(guestMail!.text).toContain('Where: Café Sol, 서울특별시 마포구 (Mapo-gu, Seoul)');
    expect(guestMail!.text).toContain('Meeting point: Mangwon Hangang Park, exit 1');
    // The exact point, labelled with the venue.
    expect(guestMail!.text).toContain(
      `Naver Map: https://map.naver.com/p/directions/-/14126654.8867325,4518338.4213271,${encodeURIComponent('Café Sol')}/-/transit`,
    );
    expect(guestMail!.text).toContain(
      `Kakao Map: https://map.kakao.com/link/map/${encodeURIComponent('Café Sol')},37.5663,126.9019`,
    );
    expect(guestMail!.text).toContain('Google Maps: https://www.google.com/maps/search/?api=1&query=37.5663,126.9019');
    expect(guestMail!.text).toContain('Your answer to the host\'s question "Any allergies?": No allergies');
    expect(guestMail!.text).toContain(`Open the event chat: http://moim.test/chat?event=${event.id}`);
    expect(guestMail!.html).toContain(`href="http://moim.test/chat?event=${event.id}"`);

    const hostMail = (await outboxTo(t, host.email)).find((m) => m.subject.includes('Reminder'));
    expect(hostMail!.text).toContain('the event you are hosting starts in 24 hours');
    expect(hostMail!.text).not.toContain("host's question");

    const [korean] = await outboxTo(t, guests[1]!.email);
    expect(korean!.subject).toBe('[Moim] 알림: Board games 시작 24시간 전');
    expect(korean!.text).toContain('2026년 3월 14일 (토) 오후 2:30');
    expect(korean!.text).toContain('네이버 지도: https://map.naver.com/');
    expect(korean!.text).toContain('호스트 질문 "Any allergies?"에 남긴 답변: No allergies');
  });

  it('raises the bell of a person who is connected, live', async () => {
    const { guests } = await eventWithGuests(1);
    const client = await connectChat(await listen(t), guests[0]!);
    try {
      await sweepAt(before(24));
      expect(await client.next('notificationsUpdated')).toEqual({ unreadCount: 1 });
    } finally {
      client.close();
    }
  });

  it("respects each person's channels for reminders", async () => {
    const { guests } = await eventWithGuests(3);
    const [noMail, noBell, nothing] = guests as [TestUser, TestUser, TestUser];
    expect((await settings(noMail, { channels: { reminder: { email: false } } })).statusCode).toBe(200);
    expect((await settings(noBell, { channels: { reminder: { inApp: false } } })).statusCode).toBe(200);
    expect((await settings(nothing, { channels: { reminder: { inApp: false, email: false } } })).statusCode).toBe(200);
    expect(await sweepAt(before(24))).toBe(4);

    expect(await told(noMail)).toMatchObject({ reminders: [{ detail: '24' }], mails: [] });
    expect(await told(noBell)).toMatchObject({ reminders: [], mails: [{ subject: expect.any(String) }] });
    expect(await told(nothing)).toEqual({ reminders: [], mails: [] });
  });
});

describe('the short reminder 2 hours before', () => {
  it('comes only to those who turned it on, after the 24-hour one', async () => {
    const { host, guests } = await eventWithGuests(2);
    expect((await settings(guests[0]!, { shortReminder: true })).statusCode).toBe(200);
    await sweepAt(before(24));
    expect(await sweepAt(new Date(before(2).getTime() - 60_000))).toBe(0);

    expect(await sweepAt(before(2))).toBe(1);
    expect(await hoursTold(guests[0]!)).toEqual(['2', '24']);
    expect((await told(guests[0]!)).mails.map((m) => m.subject)).toEqual([
      '[Moim] Reminder: Board games starts in 24 hours',
      '[Moim] Reminder: Board games starts in 2 hours',
    ]);
    expect(await hoursTold(guests[1]!)).toEqual(['24']);
    expect(await hoursTold(host)).toEqual(['24']);
    expect(await sweepAt(before(1))).toBe(0);
  });
});

describe('catching up', () => {
  it('sends a reminder that fell due while the server was down, late', async () => {
    const { guests } = await eventWithGuests(1);
    expect(await sweepAt(before(30))).toBe(0);
    // Down from 30 hours before until 5 hours before.
    expect(await sweepAt(before(5))).toBe(2);
    expect(await hoursTold(guests[0]!)).toEqual(['24']);
  });

  it('sends only the short one once it is due, not also a late 24-hour one', async () => {
    const { host, guests } = await eventWithGuests(1);
    expect((await settings(guests[0]!, { shortReminder: true })).statusCode).toBe(200);
    expect(await sweepAt(before(90 / 60))).toBe(1);
    expect(await hoursTold(guests[0]!)).toEqual(['2']);
    expect(await hoursTold(host)).toEqual([]);
  });

  it('sends nothing for an event that has started', async () => {
    const { host, guests } = await eventWithGuests(1);
    expect((await settings(guests[0]!, { shortReminder: true })).statusCode).toBe(200);
    expect(await sweepAt(new Date(START))).toBe(0);
    expect(await sweepAt(new Date(START + 60_000))).toBe(0);
    expect(await hoursTold(host)).toEqual([]);
    expect(await hoursTold(guests[0]!)).toEqual([]);
  });
});

describe('what changed before the reminder', () => {
  it('a deleted event gets none', async () => {
    const { host, guests, event } = await eventWithGuests(1);
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/events/${event.id}`, headers: host.auth });
    expect(deleted.statusCode).toBe(200);
    expect(await sweepAt(before(24))).toBe(0);
    expect(await hoursTold(guests[0]!)).toEqual([]);
  });

  it('a moved event gets none for its old time, and one for its new time', async () => {
    const { host, event } = await eventWithGuests(1);
    await sweepAt(before(24));
    expect(await hoursTold(host)).toEqual(['24']);

    // Three days later (as an admin or the seed would move it).
    const moved = START + 72 * HOUR;
    await t.database.db.execute(
      sql`update events set starts_at = ${new Date(moved).toISOString()}::timestamptz, date = '2026-03-17',
            ends_at = ${new Date(moved + 2 * HOUR).toISOString()}::timestamptz
          where id = ${event.id}`,
    );
    expect(await sweepAt(before(2))).toBe(0);
    expect(await sweepAt(new Date(START + HOUR))).toBe(0);
    expect(await sweepAt(before(24, moved))).toBe(2);
    expect(await hoursTold(host)).toEqual(['24', '24']);
    const mails = (await told(host)).mails;
    expect(mails[1]!.text).toContain('When: Tue, Mar 17, 2026 2:30 PM (Korea time)');

    // Moved earlier, into a window before the last reminder's start: the old reminder is stale.
    const earlier = moved - 20 * HOUR;
    await t.database.db.execute(
      sql`update events set starts_at = ${new Date(earlier).toISOString()}::timestamptz where id = ${event.id}`,
    );
    expect(await sweepAt(before(24, moved))).toBe(2);
    expect(await hoursTold(host)).toEqual(['24', '24', '24']);
  });

  it('a guest who gave up their seat gets none; the host still does', async () => {
    const { host, guests } = await eventWithGuests(2);
    t.clock.set(before(48));
    expect((await cancel(t, guests[0]!, (await eventIdOf(host))!)).statusCode).toBe(200);
    expect(await sweepAt(before(24))).toBe(2);
    expect(await hoursTold(guests[0]!)).toEqual([]);
    expect(await hoursTold(guests[1]!)).toEqual(['24']);
    expect(await hoursTold(host)).toEqual(['24']);
  });
});

describe('after a restart', () => {
  it('a new server on the same data sends nothing again, and still sends what is newly due', async () => {
    const { guests } = await eventWithGuests(1);
    expect((await settings(guests[0]!, { shortReminder: true })).statusCode).toBe(200);
    await sweepAt(before(24));
    const restarted = await createTestApp({ database: t.database });
    try {
      restarted.clock.set(before(23));
      expect(await restarted.app.sweepReminders()).toBe(0);
      restarted.clock.set(before(2));
      expect(await restarted.app.sweepReminders()).toBe(1);
    } finally {
      await restarted.app.close();
    }
    expect(await hoursTold(guests[0]!)).toEqual(['2', '24']);
  });
});

/** The newest event a host posted. */
async function eventIdOf(host: TestUser): Promise<number | undefined> {
  const [row] = await queryRows<{ id: number }>(
    t.database,
    sql`select e.id from events e join users u on u.id = e.host_id where u.user_id = ${host.userId} order by e.id desc limit 1`,
  );
  return row?.id;
}
