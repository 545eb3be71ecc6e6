import { DEFAULT_NOTIFICATION_CHANNELS } from '@moim/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createRepositories, createTransactionRunner } from '../../db/repositories.ts';
import { createSignals } from '../../lib/signals.ts';
import { crowd, registerUser, type TestUser } from '../../test/accounts.ts';
import { connectChat, listen } from '../../test/chat.ts';
import { createEvent } from '../../test/events.ts';
import { cancel, decide, join, outboxTo, participantId } from '../../test/participation.ts';
import { createTestApp, TEST_NOW, type TestApp } from '../../test/test-app.ts';
import { queryRows } from '../../test/test-database.ts';
import type { NotificationChange } from './notifications.changes.ts';
import { createTokenService } from '../../lib/tokens.ts';
import { createNotificationsService } from './notifications.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { QUOTA_EVENTS_PER_DAY: '1000' } });
});
beforeEach(() => t.clock.set(TEST_NOW));
afterAll(() => t.close());

/** The test events start 2026-03-14 14:30 in Korea (05:30 UTC). */
const AFTER_END = '2026-03-14T08:00:00Z';

const request = (user: TestUser | undefined, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) =>
  t.app.inject({ method, url: `/api/notifications${url}`, headers: user?.auth ?? {}, ...(payload ? { payload } : {}) });
const list = async (user: TestUser, query = '') => {
  const r = await request(user, 'GET', query);
  expect(r.statusCode).toBe(200);
  return r.json() as {
    notifications: Array<Record<string, unknown> & { id: number; kind: string; count: number; read: boolean }>;
    unreadCount: number;
    hasMore: boolean;
  };
};
const kinds = async (user: TestUser) => (await list(user)).notifications.map((n) => n.kind);
const patch = (user: TestUser, body: unknown) => request(user, 'PATCH', '/settings', body);

const idOf = async (user: TestUser) =>
  (await queryRows<{ id: string }>(t.database, sql`select id from users where user_id = ${user.userId}`))[0]!.id;

/** A new host and the event they posted (`Register` unless said). */
async function hostedEvent(overrides: Record<string, unknown> = {}) {
  const host = await registerUser(t);
  const event = await createEvent(t, host, { type: 'Register', name: 'Board games', ...overrides });
  return { host, event };
}

describe('what causes a notification', () => {
  it('an application tells the host, grouped while unread, a new one after it is read', async () => {
    const { host, event } = await hostedEvent();
    const applicants = await crowd(t, 4);
    for (const user of applicants.slice(0, 3)) expect((await join(t, user, event.id)).statusCode).toBe(201);

    const first = await list(host);
    expect(first.unreadCount).toBe(1);
    expect(first.notifications).toEqual([
      {
        id: expect.any(Number),
        kind: 'applicationReceived',
        read: false,
        createdAt: TEST_NOW,
        link: `/manage/${event.id}`,
        event: { id: event.id, name: 'Board games' },
        actor: { userId: applicants[2]!.userId, username: 'Mina Park' },
        count: 3,
        detail: null,
      },
    ]);
    // The host's application mail is on by default: one per applicant, as before.
    expect(await outboxTo(t, host.email)).toHaveLength(3);

    expect((await request(host, 'POST', `/${first.notifications[0]!.id}/read`)).json()).toEqual({ unreadCount: 0 });
    await join(t, applicants[3]!, event.id);
    const after = await list(host);
    expect(after.notifications.map((n) => [n.count, n.read])).toEqual([
      [1, false],
      [3, true],
    ]);
  });

  it('the host accepting, rejecting and removing tells the guest, linking to the event', async () => {
    const { host, event } = await hostedEvent({ maxParticipants: 10 });
    const [accepted, rejected, removed] = await crowd(t, 3);
    for (const user of [accepted!, rejected!, removed!]) await join(t, user, event.id);
    await decide(t, host, await participantId(t, accepted!, event.id), event.id, 'Approved');
    await decide(t, host, await participantId(t, rejected!, event.id), event.id, 'Rejected');
    await decide(t, host, await participantId(t, removed!, event.id), event.id, 'Approved');
    await decide(t, host, await participantId(t, removed!, event.id), event.id, 'Rejected');

    expect(await kinds(accepted!)).toEqual(['accepted']);
    expect(await kinds(rejected!)).toEqual(['rejected']);
    expect(await kinds(removed!)).toEqual(['removed', 'accepted']);
    const [notice] = (await list(accepted!)).notifications;
    expect(notice).toMatchObject({ link: `/events/${event.id}`, actor: { userId: host.userId } });
  });

  it('a guest who cancels tells the host (grouped), and the first on the waitlist hears they moved up', async () => {
    const { host, event } = await hostedEvent({ type: 'FirstCome', maxParticipants: 3 });
    const [a, b, waiting] = await crowd(t, 3);
    await join(t, a!, event.id);
    await join(t, b!, event.id);
    expect((await join(t, waiting!, event.id, { waitlist: true })).json().participant.status).toBe('Waitlisted');

    expect((await cancel(t, a!, event.id)).statusCode).toBe(200);
    expect(await kinds(waiting!)).toEqual(['promoted']);
    expect((await cancel(t, b!, event.id)).statusCode).toBe(200);
    const [notice] = (await list(host)).notifications;
    expect(notice).toMatchObject({ kind: 'guestCancelled', count: 2, link: `/manage/${event.id}` });
    // Off e-mail by default: the host gets no mail of it.
    expect(await outboxTo(t, host.email)).toEqual([]);
  });

  it("a deleted event tells everyone with a place, keeping the event's name", async () => {
    const { host, event } = await hostedEvent({ type: 'FirstCome' });
    const [guest, other] = await crowd(t, 2);
    await join(t, guest!, event.id);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/events/${event.id}`,
      payload: {},
      headers: host.auth,
    });
    expect(deleted.statusCode).toBe(200);
    expect((await list(guest!)).notifications).toEqual([
      expect.objectContaining({ kind: 'eventCancelled', event: { id: event.id, name: 'Board games' } }),
    ]);
    expect(await kinds(other!)).toEqual([]);
    expect(await kinds(host)).toEqual([]);
  });

  it('a review tells the host, grouped', async () => {
    const { host, event } = await hostedEvent({ type: 'FirstCome' });
    const guests = await crowd(t, 2);
    for (const user of guests) await join(t, user, event.id);
    t.clock.set(AFTER_END);
    for (const user of guests) {
      const r = await t.app.inject({
        method: 'POST',
        url: '/api/reviews/submit',
        payload: { userId: user.userId, eventId: event.id, rating: 5, comment: '<p>Great</p>', imageUrls: [] },
        headers: user.auth,
      });
      expect(r.statusCode).toBe(201);
    }
    // The host's session has run out by then: they read their list as it was.
    t.clock.set(TEST_NOW);
    expect((await list(host)).notifications).toEqual([
      expect.objectContaining({ kind: 'newReview', count: 2, link: `/events/${event.id}` }),
    ]);
  });

  it('a change that rolls back leaves no notification and tells no socket', async () => {
    const { host, event } = await hostedEvent();
    const [applicant] = await crowd(t, 1);
    const told: string[][] = [];
    const changes = createSignals<NotificationChange>();
    changes.subscribe(({ userIds }) => told.push(userIds));
    const transaction = createTransactionRunner(t.database.db);
    const service = createNotificationsService({
      repos: createRepositories(t.database.db),
      transaction,
      clock: t.clock,
      changes,
      tokens: createTokenService('a test secret of at least thirty-two characters', t.clock),
      publicUrl: 'http://moim.test',
    });
    const [hostId, applicantId] = [await idOf(host), await idOf(applicant!)];
    const round = service.round();
    const failed = transaction(async (tx) => {
      const input = { recipientId: hostId, kind: 'applicationReceived' as const, eventId: event.id };
      await round.notify(tx, { ...input, eventName: 'Board games', actorId: applicantId, link: '/' });
      // The notification is there inside the transaction…
      expect(await tx.notifications.unreadCount(hostId)).toBe(1);
      throw new Error('the change failed after notify');
    }).then(() => round.announce());
    await expect(failed).rejects.toThrow('the change failed after notify');
    // …and gone with it.
    expect(await list(host)).toMatchObject({ notifications: [], unreadCount: 0 });
    expect(told).toEqual([]);
  });
});

describe('settings', () => {
  it('are the defaults until changed; a PATCH changes only what it names', async () => {
    const [user] = await crowd(t, 1);
    expect((await request(user, 'GET', '/settings')).json()).toEqual({
      channels: DEFAULT_NOTIFICATION_CHANNELS,
      shortReminder: false,
      marketing: false,
    });
    const r = await patch(user!, { channels: { accepted: { email: false } }, shortReminder: true });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({
      channels: { ...DEFAULT_NOTIFICATION_CHANNELS, accepted: { inApp: true, email: false, push: true } },
      shortReminder: true,
      marketing: false,
    });
    await patch(user!, { channels: { accepted: { push: false }, rejected: { inApp: false } } });
    const after = (await request(user, 'GET', '/settings')).json();
    expect(after.channels.accepted).toEqual({ inApp: true, email: false, push: false });
    expect(after.channels.rejected).toEqual({ inApp: false, email: true, push: true });
    expect(after.shortReminder).toBe(true);
  });

  it('marketing is the consent kept on the account', async () => {
    const [user] = await crowd(t, 1);
    const consent = async () =>
      (
        await queryRows<{ at: Date | null }>(
          t.database,
          sql`select marketing_consent_at as at from users where user_id = ${user!.userId}`,
        )
      )[0]?.at ?? null;
    expect((await patch(user!, { marketing: true })).json().marketing).toBe(true);
    expect(new Date((await consent())!).toISOString()).toBe(TEST_NOW);
    expect((await patch(user!, { marketing: false })).json().marketing).toBe(false);
    expect(await consent()).toBeNull();
  });

  it('in-app off stores nothing; e-mail off sends no mail, each for its kind only', async () => {
    const { host, event } = await hostedEvent({ maxParticipants: 10 });
    const [quiet, noMail] = await crowd(t, 2);
    await patch(quiet!, { channels: { accepted: { inApp: false } } });
    await patch(noMail!, { channels: { accepted: { email: false } } });
    for (const user of [quiet!, noMail!]) {
      await join(t, user, event.id);
      await decide(t, host, await participantId(t, user, event.id), event.id, 'Approved');
    }
    expect(await kinds(quiet!)).toEqual([]);
    expect(await outboxTo(t, quiet!.email)).toHaveLength(1);
    expect(await kinds(noMail!)).toEqual(['accepted']);
    expect(await outboxTo(t, noMail!.email)).toEqual([]);
  });

  it('a host who turned application mails off gets none', async () => {
    const { host, event } = await hostedEvent();
    await patch(host, { channels: { applicationReceived: { email: false } } });
    await join(t, (await crowd(t, 1))[0]!, event.id);
    expect(await kinds(host)).toEqual(['applicationReceived']);
    expect(await outboxTo(t, host.email)).toEqual([]);
  });

  it('refuses bad bodies with 4xx', async () => {
    const [user] = await crowd(t, 1);
    for (const body of [
      { channels: { nonsense: { email: false } } },
      { channels: { accepted: { email: 'no' } } },
      { channels: { accepted: { sms: true } } },
      { marketing: 'yes' },
      { other: 1 },
      [],
      'x',
    ]) {
      const r = await patch(user!, body);
      expect(r.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(r.statusCode, JSON.stringify(body)).toBeLessThan(500);
    }
  });
});

describe('the list and reading', () => {
  it('pages newest first and says whether more are left', async () => {
    const { host } = await hostedEvent();
    const events = [];
    for (let i = 0; i < 3; i++) {
      t.clock.set(new Date(Date.parse(TEST_NOW) + i * 60_000).toISOString());
      const event = await createEvent(t, host, { type: 'Register' });
      await join(t, (await crowd(t, 1))[0]!, event.id);
      events.push(event.id);
    }
    const page = await list(host, '?limit=2');
    expect(page.notifications.map((n) => (n.event as { id: number }).id)).toEqual([events[2], events[1]]);
    expect(page.hasMore).toBe(true);
    const rest = await list(host, '?limit=2&offset=2');
    expect(rest.notifications.map((n) => (n.event as { id: number }).id)).toEqual([events[0]]);
    expect(rest.hasMore).toBe(false);
    expect(rest.unreadCount).toBe(3);

    expect((await request(host, 'GET', '/unreadCount')).json()).toEqual({ unreadCount: 3 });
    expect((await request(host, 'POST', '/readAll')).json()).toEqual({ unreadCount: 0 });
    expect((await list(host)).notifications.every((n) => n.read)).toBe(true);
  });

  it("is the caller's own: someone else's notification is not found", async () => {
    const { host, event } = await hostedEvent();
    const [applicant, stranger] = await crowd(t, 2);
    await join(t, applicant!, event.id);
    const [notice] = (await list(host)).notifications;
    const r = await request(stranger, 'POST', `/${notice!.id}/read`);
    expect(r.statusCode).toBe(404);
    expect(r.json().code).toBe('notificationNotFound');
    expect((await list(host)).unreadCount).toBe(1);
    expect(await list(stranger!)).toMatchObject({ notifications: [], unreadCount: 0 });
    await request(stranger, 'POST', '/readAll');
    expect((await list(host)).unreadCount).toBe(1);
  });

  it('answers 401 to a visitor and 4xx to hostile input', async () => {
    for (const [method, url] of [
      ['GET', ''],
      ['GET', '/unreadCount'],
      ['POST', '/1/read'],
      ['POST', '/readAll'],
      ['GET', '/settings'],
      ['PATCH', '/settings'],
    ] as const) {
      expect((await request(undefined, method, url, method === 'PATCH' ? {} : undefined)).statusCode).toBe(401);
    }
    const [user] = await crowd(t, 1);
    for (const id of ['-1', '0', '1.5', '99999999999999999999', 'abc', '%00', '2147483648']) {
      const r = await request(user, 'POST', `/${id}/read`);
      expect(r.statusCode, id).toBeGreaterThanOrEqual(400);
      expect(r.statusCode, id).toBeLessThan(500);
    }
    for (const query of ['?limit=0', '?limit=51', '?offset=-1', '?limit=abc', '?offset=%00']) {
      expect((await request(user, 'GET', query)).statusCode, query).toBe(400);
    }
  });
});

describe('the socket', () => {
  it("sends the recipient's unread count when a notification comes and when it is read", async () => {
    const base = await listen(t);
    const { host, event } = await hostedEvent();
    const client = await connectChat(base, host);
    try {
      await join(t, (await crowd(t, 1))[0]!, event.id);
      expect(await client.next('notificationsUpdated')).toEqual({ unreadCount: 1 });
      await request(host, 'POST', '/readAll');
      expect(await client.next('notificationsUpdated', (u) => u.unreadCount === 0)).toEqual({ unreadCount: 0 });
    } finally {
      client.close();
    }
  });
});
