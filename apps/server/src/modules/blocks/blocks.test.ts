import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

const block = (user: TestUser | undefined, userId: string, method: 'POST' | 'DELETE' = 'POST') =>
  t.app.inject({ method, url: `/api/user/block/${encodeURIComponent(userId)}`, headers: user?.auth ?? {} });
const blockedList = (user: TestUser) => t.app.inject({ method: 'GET', url: '/api/user/blocked', headers: user.auth });
const follow = (user: TestUser, userId: string) =>
  t.app.inject({ method: 'POST', url: `/api/user/follow/${userId}`, headers: user.auth });
const checkParticipation = (user: TestUser, eventId: number) =>
  t.app.inject({
    method: 'GET',
    url: `/api/participants/checkParticipation?eventId=${eventId}&userId=${user.userId}`,
    headers: user.auth,
  });

/** The notifications a person has, as kind and event. */
async function notificationsOf(user: TestUser) {
  return queryRows<{ kind: string; eventId: number | null }>(
    t.database,
    sql`select n.kind, n.event_id as "eventId" from notifications n join users u on u.id = n.recipient_id
        where u.user_id = ${user.userId} order by n.id`,
  );
}

describe('blocking a person', () => {
  it('blocks, lists and unblocks; twice is once; the blocked person is not told', async () => {
    const [me, them] = await crowd(t, 2);
    expect((await block(me, them!.userId)).json()).toEqual({ blocked: true });
    expect((await block(me, them!.userId)).json()).toEqual({ blocked: true });
    expect((await blockedList(me!)).json()).toEqual({
      people: [
        {
          id: expect.any(String),
          userId: them!.userId,
          username: expect.any(String),
          profileImage: null,
          blockedAt: expect.any(String),
        },
      ],
    });
    // Blocking is private: the blocked person's own list is empty and nothing tells them.
    expect((await blockedList(them!)).json()).toEqual({ people: [] });
    expect(await notificationsOf(them!)).toEqual([]);
    expect(await outboxTo(t, them!.email)).toEqual([]);

    expect((await block(me, them!.userId, 'DELETE')).json()).toEqual({ blocked: false });
    expect((await block(me, them!.userId, 'DELETE')).json()).toEqual({ blocked: false });
    expect((await blockedList(me!)).json()).toEqual({ people: [] });
  });

  it('refuses oneself, an unknown user, a visitor and hostile input', async () => {
    const me = await registerUser(t);
    const self = await block(me, me.userId);
    expect(self.statusCode).toBe(400);
    expect(self.json().code).toBe('blockSelf');
    const unknown = await block(me, 'nobody_here_42');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('userNotFound');
    expect((await block(undefined, me.userId)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/user/blocked' })).statusCode).toBe(401);
    for (const hostile of ["' or 1=1 --", 'x'.repeat(5000), '%00', '../../etc']) {
      const r = await block(me, hostile);
      expect(r.statusCode).toBeGreaterThanOrEqual(400);
      expect(r.statusCode).toBeLessThan(500);
    }
  });

  it("keeps the blocked person from joining the blocker's events, on the server, until unblocked", async () => {
    const host = await registerUser(t);
    const [blocked, other] = await crowd(t, 2);
    const firstCome = await createEvent(t, host, { type: 'FirstCome' });
    const register = await createEvent(t, host, { type: 'Register' });
    await block(host, blocked!.userId);

    for (const event of [firstCome, register]) {
      const refused = await join(t, blocked!, event.id);
      expect(refused.statusCode).toBe(403);
      // The answer does not say why.
      expect(refused.json()).toMatchObject({ code: 'joinUnavailable', message: 'You cannot join this event.' });
      expect((await checkParticipation(blocked!, event.id)).json()).toMatchObject({ status: null, joinClosed: true });
      // Everyone else joins as before, and is told nothing of it.
      expect((await join(t, other!, event.id)).statusCode).toBe(201);
      expect((await checkParticipation(other!, event.id)).json()).not.toHaveProperty('joinClosed');
    }
    // The host was told of the other's application and of nobody else's.
    expect(await notificationsOf(host)).toEqual([{ kind: 'applicationReceived', eventId: register.id }]);

    // One way only: the blocker may still join the blocked person's events.
    const theirs = await createEvent(t, blocked!, { type: 'FirstCome' });
    expect((await join(t, host, theirs.id)).statusCode).toBe(201);

    await block(host, blocked!.userId, 'DELETE');
    expect((await join(t, blocked!, firstCome.id)).statusCode).toBe(201);
  });

  it('tells neither about the other, whichever blocks: no notification, no mail', async () => {
    const host = await registerUser(t);
    const [blockedByHost, blockingHost, fan] = await crowd(t, 3);
    for (const follower of [blockedByHost!, blockingHost!, fan!]) await follow(follower, host.userId);
    await block(host, blockedByHost!.userId);
    await block(blockingHost, host.userId);

    const event = await createEvent(t, host, { name: 'Rooftop supper' });
    await t.app.fanOutFollows();
    expect(await notificationsOf(fan!)).toEqual([{ kind: 'followedHostEvent', eventId: event.id }]);
    expect(await outboxTo(t, fan!.email)).toHaveLength(1);
    for (const quiet of [blockedByHost!, blockingHost!]) {
      expect(await notificationsOf(quiet)).toEqual([]);
      expect(await outboxTo(t, quiet.email)).toEqual([]);
    }

    // The host is not told of an application from someone who blocks them (it is on Manage).
    const register = await createEvent(t, host, { type: 'Register' });
    expect((await join(t, blockingHost!, register.id)).statusCode).toBe(201);
    expect((await notificationsOf(host)).filter((n) => n.eventId === register.id)).toEqual([]);
  });
});
