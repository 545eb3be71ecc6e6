import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTransactionRunner } from '../../db/repositories.ts';
import { crowd, registerUser, type TestUser } from '../../test/accounts.ts';
import { createEvent } from '../../test/events.ts';
import { join, outboxTo } from '../../test/participation.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { queryRows } from '../../test/test-database.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { QUOTA_EVENTS_PER_DAY: '1000' } });
});
afterAll(() => t.close());

const follow = (user: TestUser | undefined, userId: string, method: 'POST' | 'DELETE' = 'POST') =>
  t.app.inject({ method, url: `/api/user/follow/${encodeURIComponent(userId)}`, headers: user?.auth ?? {} });
const profile = (user: TestUser | undefined, userId: string) =>
  t.app.inject({ method: 'GET', url: `/api/user/getUser/${userId}`, headers: user?.auth ?? {} });

/** The followedHostEvent notifications of an event, per recipient's login ID. */
async function told(eventId: number) {
  const rows = await queryRows<{ userId: string; n: number }>(
    t.database,
    sql`select u.user_id as "userId", count(*)::int as n from notifications n join users u on u.id = n.recipient_id
        where n.kind = 'followedHostEvent' and n.event_id = ${eventId} group by u.user_id`,
  );
  return new Map(rows.map((row) => [row.userId, row.n]));
}

/** `count` followers of a new host, written straight to the database. */
async function hostWithFollowers(count: number) {
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
  return { host, followers };
}

describe('following a host', () => {
  it('follows, counts, lists and unfollows; twice is once', async () => {
    const host = await registerUser(t);
    const [fan] = await crowd(t, 1);
    const before = (await profile(fan, host.userId)).json();
    expect(before).toMatchObject({ followersCount: 0, isFollowing: false });

    expect((await follow(fan, host.userId)).json()).toEqual({ following: true, followersCount: 1 });
    expect((await follow(fan, host.userId)).json()).toEqual({ following: true, followersCount: 1 });
    expect((await profile(fan, host.userId)).json()).toMatchObject({ followersCount: 1, isFollowing: true });
    // A visitor sees the count, and no "do I follow".
    const visitorView = (await profile(undefined, host.userId)).json();
    expect(visitorView.followersCount).toBe(1);
    expect(visitorView).not.toHaveProperty('isFollowing');

    const list = await t.app.inject({ method: 'GET', url: '/api/user/following', headers: fan!.auth });
    expect(list.json()).toEqual({
      hosts: [{ id: expect.any(String), userId: host.userId, username: expect.any(String), profileImage: null }],
    });

    expect((await follow(fan, host.userId, 'DELETE')).json()).toEqual({ following: false, followersCount: 0 });
    expect((await follow(fan, host.userId, 'DELETE')).json()).toEqual({ following: false, followersCount: 0 });
    expect((await t.app.inject({ method: 'GET', url: '/api/user/following', headers: fan!.auth })).json()).toEqual({
      hosts: [],
    });
  });

  it('two follows at once make one row', async () => {
    const host = await registerUser(t);
    const [fan] = await crowd(t, 1);
    await Promise.all([follow(fan, host.userId), follow(fan, host.userId), follow(fan, host.userId)]);
    expect((await profile(undefined, host.userId)).json().followersCount).toBe(1);
  });

  it('refuses oneself, an unknown user, a visitor and hostile input', async () => {
    const host = await registerUser(t);
    const self = await follow(host, host.userId);
    expect(self.statusCode).toBe(400);
    expect(self.json().code).toBe('followSelf');
    const unknown = await follow(host, 'nobody_here_42');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('userNotFound');
    expect((await follow(host, 'nobody_here_42', 'DELETE')).statusCode).toBe(404);
    expect((await follow(undefined, host.userId)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/user/following' })).statusCode).toBe(401);
    for (const hostile of ["' or 1=1 --", 'x'.repeat(5000), '%00', '../../etc']) {
      const r = await follow(host, hostile);
      expect(r.statusCode).toBeGreaterThanOrEqual(400);
      expect(r.statusCode).toBeLessThan(500);
    }
  });
});

describe("telling followers of a host's new event", () => {
  it("queues each mail as its values, and the outbox sends it rendered in the reader's language with one-click unsubscribe", async () => {
    const { host, followers } = await hostWithFollowers(2);
    await t.database.db.execute(sql`update users set locale = 'ja' where user_id = ${followers[0]!.userId}`);
    const event = await createEvent(t, host, { name: 'Board games' });
    await t.app.fanOutFollows();
    const rows = await queryRows<{ subject: string | null; html: string | null; name: string; eventName: string }>(
      t.database,
      sql`select subject, html, template->>'name' as name, template->'values'->'event'->>'name' as "eventName"
          from mail_outbox where recipient = ${followers[0]!.email}`,
    );
    // Nothing rendered while telling 10,000 people: only what the mail is made of.
    expect(rows).toEqual([{ subject: null, html: null, name: 'followedHostEvent', eventName: 'Board games' }]);

    await t.app.processOutbox();
    const sent = t.mail.lastTo(followers[0]!.email)!;
    expect(sent.subject).toContain('Board games');
    expect(sent.text).toContain(`http://moim.test/events/${event.id}`);
    expect(sent.text).toMatch(/[ぁ-んァ-ン]/);
    expect(sent.headers?.['List-Unsubscribe']).toMatch(
      /^<http:\/\/moim\.test\/api\/notifications\/unsubscribe\?token=.+>$/,
    );
    expect(sent.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(t.mail.lastTo(followers[1]!.email)!.subject).toMatch(/^\[Moim\] .+ posted a new event: Board games$/);
  });

  it('sends bulk mails paced, never before a mail of one person queued after them, and each once', async () => {
    const { host, followers } = await hostWithFollowers(250);
    await createEvent(t, host, { name: 'Bulk backlog' });
    await t.app.fanOutFollows();
    // Queued after the 250 bulk mails: an application to a host, rendered at once.
    const dinner = await createEvent(t, followers[0]!, { name: 'Small dinner', type: 'Register' });
    expect((await join(t, followers[1]!, dinner.id)).statusCode).toBe(201);
    t.mail.messages.length = 0;

    // One run (4 s) sends at most 50 bulk mails a second, and the application meanwhile.
    await t.app.processOutbox();
    expect(t.mail.messages.some((m) => m.to === followers[0]!.email && m.subject.includes('Small dinner'))).toBe(true);
    const bulkSent = () => t.mail.messages.filter((m) => m.subject.includes('Bulk backlog'));
    expect(bulkSent().length).toBeLessThanOrEqual(201);
    while ((await t.app.processOutbox()) > 0);
    expect(bulkSent()).toHaveLength(250);
    expect(new Set(bulkSent().map((m) => m.to)).size).toBe(250);
  });

  it('tells each follower once, in the app and by mail in their language, after the post', async () => {
    const { host, followers } = await hostWithFollowers(450);
    const [korean] = followers;
    await t.database.db.execute(sql`update users set locale = 'ko' where user_id = ${korean!.userId}`);
    const event = await createEvent(t, host, { name: 'Hangang picnic' });
    // Nobody is told on the request path.
    expect((await told(event.id)).size).toBe(0);

    expect(await t.app.fanOutFollows()).toBe(450);
    const counts = await told(event.id);
    expect(counts.size).toBe(450);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    expect(await t.app.fanOutFollows()).toBe(0);

    const [mail] = await outboxTo(t, korean!.email);
    expect(mail!.subject).toContain('새 이벤트를 올렸습니다');
    expect(mail!.text).toContain(`/events/${event.id}`);
    expect(await outboxTo(t, followers[1]!.email)).toHaveLength(1);
    expect((await outboxTo(t, followers[1]!.email))[0]!.subject).toContain('posted a new event: Hangang picnic');

    const [row] = await queryRows<{ link: string; actor: string }>(
      t.database,
      sql`select n.link, a.user_id as actor from notifications n join users a on a.id = n.actor_id
          where n.kind = 'followedHostEvent' and n.event_id = ${event.id} limit 1`,
    );
    expect(row).toEqual({ link: `/events/${event.id}`, actor: host.userId });
  });

  it('respects each follower’s channels', async () => {
    const { host, followers } = await hostWithFollowers(2);
    const [noApp, noMail] = followers as [TestUser, TestUser];
    const settings = (user: TestUser, channel: object) =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/notifications/settings',
        headers: user.auth,
        payload: { channels: { followedHostEvent: channel } },
      });
    expect((await settings(noApp, { inApp: false })).statusCode).toBe(200);
    expect((await settings(noMail, { email: false })).statusCode).toBe(200);
    const event = await createEvent(t, host);
    await t.app.fanOutFollows();
    expect(await told(event.id)).toEqual(new Map([[noMail.userId, 1]]));
    expect(await outboxTo(t, noApp.email)).toHaveLength(1);
    expect(await outboxTo(t, noMail.email)).toHaveLength(0);
  });

  it('a post that rolls back queues nothing; a deleted event tells nobody', async () => {
    const { host, followers } = await hostWithFollowers(3);
    // The fan-out's job is written in the post's transaction: one that rolls back leaves none.
    const posted = await createEvent(t, host, { name: 'Rolled back' });
    await t.database.db.execute(sql`delete from follow_fanouts where event_id = ${posted.id}`);
    const transaction = createTransactionRunner(t.database.db);
    await expect(
      transaction(async (tx) => {
        await tx.follows.enqueueFanout(posted.id, t.clock.now());
        throw new Error('the post failed after its job was queued');
      }),
    ).rejects.toThrow();
    expect(await t.app.fanOutFollows()).toBe(0);
    expect((await told(posted.id)).size).toBe(0);

    const event = await createEvent(t, host);
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/events/${event.id}`, headers: host.auth });
    expect(deleted.statusCode).toBe(200);
    expect(await t.app.fanOutFollows()).toBe(0);
    expect((await told(event.id)).size).toBe(0);
    for (const f of followers) {
      expect((await outboxTo(t, f.email)).filter((m) => m.subject.includes('posted a new event'))).toEqual([]);
    }
  });

  it('resumes after a crash mid-way without telling anyone twice', async () => {
    const { host, followers } = await hostWithFollowers(450);
    const event = await createEvent(t, host, { name: 'Crash course in kimchi' });
    // The 300th follower (id order) makes the second batch fail, as a crash in the middle would.
    const [victim] = await queryRows<{ id: string }>(
      t.database,
      sql`select f.follower_id as id from follows f join users h on h.id = f.host_id
          where h.user_id = ${host.userId} order by f.follower_id offset 299 limit 1`,
    );
    await t.database.db.execute(
      sql.raw(`alter table notifications add constraint test_crash check (recipient_id <> '${victim!.id}')`),
    );
    await expect(t.app.fanOutFollows()).rejects.toThrow();
    expect((await told(event.id)).size).toBe(200);
    await t.database.db.execute(sql`alter table notifications drop constraint test_crash`);

    expect(await t.app.fanOutFollows()).toBe(250);
    const counts = await told(event.id);
    expect(counts.size).toBe(followers.length);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    const mails = await queryRows<{ n: number }>(
      t.database,
      sql`select count(*)::int as n from mail_outbox where template->'values'->'event'->>'name' = ${event.name}`,
    );
    expect(mails[0]!.n).toBe(450);
  });
});
