import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { anotherSession, crowd, nextIp, registerUser, signIn, type TestUser } from '../../test/accounts.ts';
import { connectChat, eventWithGuests, listen, storeMessages } from '../../test/chat.ts';
import { createEvent } from '../../test/events.ts';
import { join, outboxTo, seats } from '../../test/participation.ts';
import { createTestApp, TEST_NOW, type TestApp } from '../../test/test-app.ts';
import { queryRows } from '../../test/test-database.ts';

let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await createTestApp({ env: { QUOTA_EVENTS_PER_DAY: '1000' } });
  baseUrl = await listen(t);
});
beforeEach(() => t.clock.set(TEST_NOW));
afterAll(() => t.close());

const deleteAccount = (user: TestUser, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/deleteAccount',
    headers: user.auth,
    payload,
    remoteAddress: nextIp(),
  });
const profile = (userId: string) => t.app.inject({ method: 'GET', url: `/api/user/getUser/${userId}` });
const rowsOf = (userId: string) =>
  queryRows<{ id: string }>(t.database, sql`select id from users where lower(user_id) = lower(${userId})`);

describe('deleting one’s account', () => {
  it('asks for the current password, then closes the account at once and erases the person', async () => {
    const mina = await registerUser(t, { termsAccepted: true, email: 'mina.leaving@example.com' });
    const chat = await connectChat(baseUrl, mina);
    const disconnected = new Promise((resolve) => chat.socket.once('disconnect', resolve));

    for (const payload of [{}, { password: 'Wrong12!x' }]) {
      const refused = await deleteAccount(mina, payload);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBe('currentPasswordIncorrect');
    }
    expect(await rowsOf(mina.userId)).toHaveLength(1);

    const done = await deleteAccount(mina, { password: mina.password });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({
      success: true,
      message: 'Your account was deleted. Thank you for being part of Moim.',
    });
    expect(String(done.headers['set-cookie'])).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
    // Sessions and sockets end at once; signing in is impossible.
    expect(await disconnected).toBe('io server disconnect');
    expect((await t.app.inject({ method: 'GET', url: '/api/user/me', headers: mina.auth })).statusCode).toBe(401);
    expect((await signIn(t, mina.userId, mina.password)).statusCode).toBe(401);

    // The row and every field of the person are gone; only the law's records are kept, apart.
    expect(await rowsOf(mina.userId)).toEqual([]);
    const anywhere = await queryRows<{ n: number }>(
      t.database,
      sql`select count(*)::int as n from users where email = 'mina.leaving@example.com'`,
    );
    expect(anywhere).toEqual([{ n: 0 }]);
    const kept = await queryRows<{ kind: string; email: string; years: number }>(
      t.database,
      sql`select kind, data->>'email' as email,
            round(extract(epoch from expires_at - created_at) / 31557600)::int as years
          from retained_records where closed_user_id = ${mina.userId.toLowerCase()}`,
    );
    expect(kept).toEqual([{ kind: 'contract', email: 'mina.leaving@example.com', years: 5 }]);

    // The profile page says the account was deleted.
    const gone = await profile(mina.userId);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ code: 'accountDeleted', message: 'This account was deleted.' });

    // The ID and the e-mail can be registered again, by someone new.
    const again = await registerUser(t, { userId: mina.userId, email: 'mina.leaving@example.com' });
    expect((await profile(again.userId)).statusCode).toBe(200);
  });

  it('cancels the events it hosts (guests told why), gives up its places (the waitlist moves up) and keeps counts right', async () => {
    const leaving = await registerUser(t);
    const [guest, host, waiting] = await crowd(t, 3);
    const own = await createEvent(t, leaving, { name: 'Leaving’s picnic' });
    expect((await join(t, guest!, own.id)).statusCode).toBe(201);
    const full = await createEvent(t, host!, { name: 'Tiny dinner', minParticipants: 1, maxParticipants: 2 });
    expect((await join(t, leaving, full.id)).statusCode).toBe(201);
    expect((await join(t, waiting!, full.id, { waitlist: true })).json().participant.status).toBe('Waitlisted');
    await t.app.inject({ method: 'POST', url: `/api/likes/${full.id}/like`, headers: leaving.auth, payload: {} });
    const { roomId } = await eventWithGuests(t, host!, [leaving]);
    await storeMessages(t, roomId, leaving, ['A message that goes with its writer']);

    // Within 24 hours of the start: a seat is given up all the same.
    t.clock.set('2026-03-14T00:00:00Z');
    const now = await anotherSession(t, leaving);
    expect((await deleteAccount(now, { password: leaving.password })).statusCode).toBe(200);

    expect((await t.app.inject({ method: 'GET', url: `/api/events/getEvents/${own.id}` })).statusCode).toBe(404);
    const [notice] = await outboxTo(t, guest!.email);
    expect(notice?.text).toContain('The host closed their Moim account');

    const after = await seats(t, full.id);
    expect(after).toMatchObject({ count: 2, approved: 2, waitlisted: 0, members: 2 });
    const waitingPlace = await t.app.inject({
      method: 'GET',
      url: `/api/participants/checkParticipation?eventId=${full.id}&userId=${waiting!.userId}`,
      headers: waiting!.auth,
    });
    expect(waitingPlace.json().status).toBe('Approved');
    const [likes] = await queryRows<{ n: number }>(
      t.database,
      sql`select likes_count as n from events where id = ${full.id}`,
    );
    expect(likes).toEqual({ n: 0 });
    const [messages] = await queryRows<{ n: number }>(
      t.database,
      sql`select count(*)::int as n from chat_messages where content = 'A message that goes with its writer'`,
    );
    expect(messages).toEqual({ n: 0 });
  });

  it('lets an account without a password (Google) go only from a sign-in of the last minutes', async () => {
    const google = await registerUser(t);
    await t.database.db.execute(sql`update users set password_hash = null where user_id = ${google.userId}`);
    t.clock.advance(11 * 60_000);
    const stale = await deleteAccount(google, {});
    expect(stale.statusCode).toBe(403);
    expect(stale.json().code).toBe('reauthenticateFirst');

    await t.database.db.execute(
      sql`update users set password_hash = (select password_hash from users where password_hash is not null limit 1)
          where user_id = ${google.userId}`,
    );
    const fresh = await anotherSession(t, google);
    await t.database.db.execute(sql`update users set password_hash = null where user_id = ${google.userId}`);
    expect((await deleteAccount(fresh, {})).statusCode).toBe(200);
    expect(await rowsOf(google.userId)).toEqual([]);
  });
});

describe('keeping personal data no longer than its period', () => {
  it('deletes e-mail codes, ended sessions, old complaints and what was kept of closed accounts, each after its time', async () => {
    const now = new Date(TEST_NOW).getTime();
    const ago = (ms: number) => new Date(now - ms).toISOString();
    const DAY = 86_400_000;
    await t.database.db.execute(sql`
      insert into email_verifications (email, code_hash, sent_at, expires_at)
      values ('old.code@example.com', 'x', ${ago(2 * DAY)}, ${ago(2 * DAY)}),
             ('new.code@example.com', 'x', ${ago(60_000)}, ${ago(-DAY)})`);
    await t.database.db.execute(sql`
      insert into retained_records (kind, closed_user_id, data, created_at, expires_at)
      values ('contract', 'expiredone', '{}', ${ago(6 * 365 * DAY)}, ${ago(DAY)}),
             ('contract', 'keptone', '{}', ${ago(DAY)}, ${ago(-4 * 365 * DAY)})`);
    const user = await registerUser(t);
    await t.database.db.execute(sql`
      insert into reports (reporter_id, target_type, target_id, snapshot, reason, created_at)
      select id, 'event', 1, 'x', 'old complaint', ${ago(4 * 365 * DAY)} from users where user_id = ${user.userId}`);
    await t.database.db.execute(sql`
      update sessions set expires_at = ${ago(31 * DAY)}
      where user_id = (select id from users where user_id = ${user.userId})`);

    await t.database.db.execute(sql`
      insert into moderation_log (admin_user_id, action, reason, created_at)
      values ('oldmod', 'dismiss', 'old entry', ${ago(4 * 365 * DAY)}), ('newmod', 'dismiss', 'new entry', ${ago(DAY)})`);

    const swept = await t.app.sweepRetention();
    expect(swept).toMatchObject({ emailCodes: expect.any(Number), reports: 1, moderationLog: 1, retained: 1 });
    const log = await queryRows<{ reason: string }>(
      t.database,
      sql`select reason from moderation_log where admin_user_id in ('oldmod', 'newmod')`,
    );
    expect(log).toEqual([{ reason: 'new entry' }]);
    expect(swept.sessions).toBeGreaterThanOrEqual(1);
    const codes = await queryRows<{ email: string }>(
      t.database,
      sql`select email from email_verifications where email like '%.code@example.com' order by email`,
    );
    expect(codes).toEqual([{ email: 'new.code@example.com' }]);
    const kept = await queryRows<{ id: string }>(
      t.database,
      sql`select closed_user_id as id from retained_records where closed_user_id in ('expiredone', 'keptone')`,
    );
    expect(kept).toEqual([{ id: 'keptone' }]);
  });
});
