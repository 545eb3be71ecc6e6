import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { crowd, nextIp, registerUser, signIn, type TestUser } from '../../test/accounts.ts';
import { connectChat, eventWithGuests, listen, storeMessages } from '../../test/chat.ts';
import { createEvent } from '../../test/events.ts';
import { outboxTo } from '../../test/participation.ts';
import { createTestApp, TEST_NOW, type TestApp } from '../../test/test-app.ts';
import { queryRows } from '../../test/test-database.ts';

let t: TestApp;
let baseUrl: string;
let admin: TestUser;
beforeAll(async () => {
  // Visitors' pages are cached, as in production: a moderator's change must show at once all the same.
  t = await createTestApp({
    env: { ADMIN_USER_IDS: 'chiefmod', QUOTA_EVENTS_PER_DAY: '1000', VISITOR_CACHE_MS: '60000' },
  });
  baseUrl = await listen(t);
  admin = await registerUser(t, { userId: 'chiefmod' });
});
beforeEach(() => t.clock.set(TEST_NOW));
afterAll(() => t.close());

type Payload = Record<string, unknown>;
const api = (user: TestUser | null, method: 'GET' | 'POST', url: string, payload?: Payload, locale = 'en') =>
  t.app.inject({
    method,
    url: `/api${url}`,
    ...(payload ? { payload } : {}),
    headers: { ...user?.auth, 'accept-language': locale },
    remoteAddress: nextIp(),
  });
const report = (user: TestUser, targetType: string, targetId: number | string, reason = 'Not okay') =>
  api(user, 'POST', '/reports', { targetType, targetId, reason });
const moderate = (payload: Payload, by: TestUser = admin) => api(by, 'POST', '/admin/moderate', payload);
const queueItem = async (targetType: string, targetId: string) =>
  ((await api(admin, 'GET', '/admin/reports?limit=50')).json().items as Array<Record<string, unknown>>).find(
    (item) => item.targetType === targetType && item.targetId === targetId,
  );
const notificationsOf = async (user: TestUser) =>
  (await api(user, 'GET', '/notifications')).json().notifications as Array<{
    kind: string;
    detail: string | null;
    event: { id: number } | null;
  }>;
const reviewBy = async (guest: TestUser, eventId: number, comment: string) => {
  const [row] = await queryRows<{ id: number }>(
    t.database,
    sql`insert into reviews (event_id, user_id, rating, comment, created_at)
        select ${eventId}, id, 1, ${comment}, now() from users where user_id = ${guest.userId} returning id`,
  );
  return row!.id;
};

describe('the admin console API', () => {
  it('is for admins only: a signed-in person gets 403, a visitor 401, on every endpoint', async () => {
    const [someone] = await crowd(t, 1);
    const calls: Array<['GET' | 'POST', string, Payload?]> = [
      ['GET', '/admin/reports'],
      ['POST', '/admin/moderate', { action: 'dismiss', targetType: 'event', targetId: '1', reason: 'x' }],
      ['GET', '/admin/audit'],
      ['POST', '/admin/audit/1/undo', { reason: 'x' }],
      ['GET', '/admin/admins'],
      ['POST', '/admin/admins', { userId: someone!.userId, reason: 'x' }],
      ['POST', `/admin/admins/${admin.userId}/revoke`, { reason: 'x' }],
    ];
    for (const [method, url, payload] of calls) {
      const refused = await api(someone!, method, url, payload);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().code).toBe('forbidden');
      expect((await api(null, method, url, payload)).statusCode, url).toBe(401);
    }
    expect((await api(admin, 'GET', '/admin/reports')).statusCode).toBe(200);
  });

  it('lists the open reports by what they are about, the first reported first, with the words reported', async () => {
    const [host, guest, r1, r2] = await crowd(t, 4);
    const { roomId } = await eventWithGuests(t, host!, [guest!, r1!, r2!]);
    const [messageId] = await storeMessages(t, roomId, guest!, ['Send me money']);
    expect((await report(r1!, 'message', messageId!, 'Scam')).statusCode).toBe(201);
    t.clock.advance(60_000);
    expect((await report(r2!, 'message', messageId!, 'Asking for money')).statusCode).toBe(201);
    expect((await report(r1!, 'user', guest!.userId, 'Scammer')).statusCode).toBe(201);

    const item = await queueItem('message', String(messageId));
    expect(item).toMatchObject({
      snapshot: 'Send me money',
      reportedUser: { userId: guest!.userId },
      link: null,
      hidden: false,
      count: 2,
      reports: [
        { reporter: { userId: r1!.userId }, reason: 'Scam' },
        { reporter: { userId: r2!.userId }, reason: 'Asking for money' },
      ],
    });
    const items = (await api(admin, 'GET', '/admin/reports?limit=50')).json().items as Array<{
      firstReportedAt: string;
    }>;
    const times = items.map((i) => i.firstReportedAt);
    expect([...times].sort()).toEqual(times);
    const person = (await queueItem('user', ''))?.targetId;
    expect(person).toBeUndefined();
    const userItems = items.filter((i) => (i as { targetType?: string }).targetType === 'user');
    expect(userItems.some((i) => (i as { link?: string }).link === `/userPage/${guest!.userId}`)).toBe(true);
  });

  it('needs a reason and a known action; refuses hiding a person and acting on what nobody reported and does not exist', async () => {
    const refusedReason = await moderate({ action: 'dismiss', targetType: 'event', targetId: '1', reason: '  ' });
    expect(refusedReason.statusCode).toBe(400);
    expect(refusedReason.json()).toMatchObject({
      code: 'moderationReasonRequired',
      message: 'Please write why you are taking this action.',
    });
    expect((await moderate({ action: 'delete', targetType: 'event', targetId: '1', reason: 'x' })).statusCode).toBe(
      400,
    );
    const days = await moderate({ action: 'suspend', targetType: 'user', targetId: 'x', reason: 'x', days: 0 });
    expect(days.json().code).toBe('suspensionLengthInvalid');
    // Ids of every shape, past an integer's range too, are a 404, never a failing query.
    for (const targetId of ['999999', '9999999999', '0', '-1', 'abc', '1.5', '']) {
      const missing = await moderate({ action: 'dismiss', targetType: 'event', targetId, reason: 'x' });
      expect(missing.statusCode, targetId).toBe(404);
      expect(missing.json().code).toBe('moderationTargetNotFound');
    }
    for (const targetType of ['message', 'review', 'user']) {
      const missing = await moderate({ action: 'dismiss', targetType, targetId: '9999999999', reason: 'x' });
      expect(missing.statusCode, targetType).toBe(404);
    }
    const [someone] = await crowd(t, 1);
    const [row] = await queryRows<{ id: string }>(
      t.database,
      sql`select id from users where user_id = ${someone!.userId}`,
    );
    const hidePerson = await moderate({ action: 'hide', targetType: 'user', targetId: row!.id, reason: 'x' });
    expect(hidePerson.json().code).toBe('moderationActionInvalid');
    const [adminRow] = await queryRows<{ id: string }>(
      t.database,
      sql`select id from users where user_id = 'chiefmod'`,
    );
    const self = await moderate({ action: 'suspend', targetType: 'user', targetId: adminRow!.id, reason: 'x' });
    expect(self.json().code).toBe('moderationActionInvalid');
  });
});

describe('hiding', () => {
  it('takes an event down (no list, its page says so, host and guests told), tells the reporter, and undoes', async () => {
    const [host, guest, reporter] = await crowd(t, 3);
    const { eventId } = await eventWithGuests(t, host!, [guest!]);
    await report(reporter!, 'event', eventId, 'Fake event');
    const publicList = async () =>
      ((await api(null, 'GET', '/events?limit=50&sort=latest')).json() as Array<{ id: number }>).map((e) => e.id);
    expect(await publicList()).toContain(eventId);
    expect((await api(null, 'GET', `/events/getEvents/${eventId}`)).statusCode).toBe(200);

    const done = await moderate({
      action: 'hide',
      targetType: 'event',
      targetId: String(eventId),
      reason: 'Spam event',
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ resolved: 1, entry: { action: 'hide', admin: 'chiefmod', undoable: true } });

    const page = await api(guest!, 'GET', `/events/getEvents/${eventId}`, undefined, 'ko');
    expect(page.statusCode).toBe(404);
    expect(page.json()).toEqual({ code: 'eventRemoved', message: '운영자가 삭제한 이벤트입니다.' });
    expect((await api(null, 'GET', `/events/getEvents/${eventId}`)).json().code).toBe('eventRemoved');
    const seenByAdmin = await api(admin, 'GET', `/events/getEvents/${eventId}`);
    expect(seenByAdmin.statusCode).toBe(200);
    expect(seenByAdmin.json().hidden).toBe(true);
    expect(await publicList()).not.toContain(eventId);
    const listed = (await api(null, 'GET', `/events/getEventsByHostId/${host!.userId}`)).body;
    expect(listed).not.toContain(`"id":${eventId},`);
    const [latecomer] = await crowd(t, 1);
    const join = await api(latecomer!, 'POST', '/participants/createParticipant', { eventId, answer: 'hi' });
    expect(join.json().code).toBe('eventRemoved');

    for (const person of [host!, guest!]) {
      expect(await notificationsOf(person)).toContainEqual(
        expect.objectContaining({
          kind: 'eventCancelled',
          detail: 'moderated',
          event: expect.objectContaining({ id: eventId }),
        }),
      );
      expect((await outboxTo(t, person.email)).at(-1)?.text).toContain("Moim's moderators have taken down an event");
    }
    expect(await notificationsOf(reporter!)).toContainEqual(
      expect.objectContaining({ kind: 'reportOutcome', detail: 'actioned' }),
    );
    const mail = (await outboxTo(t, reporter!.email)).at(-1);
    expect(mail?.subject).toBe('[Moim] About your report');
    expect(mail?.text).toContain('took action');
    expect(await queueItem('event', String(eventId))).toBeUndefined();

    const undo = await api(admin, 'POST', `/admin/audit/${done.json().entry.id}/undo`, {
      reason: 'Checked again: fine',
    });
    expect(undo.statusCode).toBe(200);
    expect(undo.json().entry).toMatchObject({ action: 'undo', undoes: done.json().entry.id, undoable: false });
    expect((await api(null, 'GET', `/events/getEvents/${eventId}`)).statusCode).toBe(200);
    expect(await publicList()).toContain(eventId);
    const again = await api(admin, 'POST', `/admin/audit/${done.json().entry.id}/undo`, { reason: 'Twice' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('moderationNotUndoable');
    expect((await api(admin, 'POST', `/admin/audit/${undo.json().entry.id}/undo`, { reason: 'x' })).statusCode).toBe(
      409,
    );
  });

  it('replaces a chat message and a review with "removed by a moderator" in the reader’s language, and undoes', async () => {
    const [host, guest, other] = await crowd(t, 3);
    const { eventId, roomId } = await eventWithGuests(t, host!, [guest!, other!]);
    const [messageId] = await storeMessages(t, roomId, guest!, ['You are all idiots']);
    const reviewId = await reviewBy(guest!, eventId, '<p>Terrible</p>');
    await report(other!, 'message', messageId!);
    await report(host!, 'review', reviewId);

    const hideMessage = await moderate({
      action: 'hide',
      targetType: 'message',
      targetId: String(messageId),
      reason: 'Insult',
    });
    const hideReview = await moderate({
      action: 'hide',
      targetType: 'review',
      targetId: String(reviewId),
      reason: 'Insult',
    });
    expect([hideMessage.statusCode, hideReview.statusCode]).toEqual([200, 200]);

    const room = (await api(other!, 'GET', `/chatrooms/${roomId}`, undefined, 'ko')).json();
    expect(room.messages.find((m: { id: number }) => m.id === messageId)).toMatchObject({
      content: '운영자가 삭제한 내용입니다.',
      removed: true,
    });
    expect(room.lastMessage).toMatchObject({ removed: true });
    const reviews = (await api(null, 'GET', `/reviews/event/${eventId}`)).json();
    expect(reviews.find((r: { id: number }) => r.id === reviewId)).toMatchObject({
      comment: 'Removed by a moderator.',
      images: [],
      removed: true,
    });
    expect(await queueItem('message', String(messageId))).toBeUndefined();

    await api(admin, 'POST', `/admin/audit/${hideMessage.json().entry.id}/undo`, { reason: 'Misread' });
    const restored = (await api(other!, 'GET', `/chatrooms/${roomId}`)).json();
    const message = restored.messages.find((m: { id: number }) => m.id === messageId);
    expect(message.content).toBe('You are all idiots');
    expect(message.removed).toBeUndefined();
  });
});

describe('dismissing and warning', () => {
  it('dismisses (the reporter told it stays), and undoing it puts the reports back in the queue', async () => {
    const [host, reporter] = await crowd(t, 2);
    const { eventId } = await eventWithGuests(t, host!, []);
    await report(reporter!, 'event', eventId, 'I do not like it');
    const done = await moderate({
      action: 'dismiss',
      targetType: 'event',
      targetId: String(eventId),
      reason: 'Within the rules',
    });
    expect(done.json().resolved).toBe(1);
    expect(await queueItem('event', String(eventId))).toBeUndefined();
    expect(await notificationsOf(reporter!)).toContainEqual(
      expect.objectContaining({ kind: 'reportOutcome', detail: 'dismissed' }),
    );
    expect((await outboxTo(t, reporter!.email)).at(-1)?.text).toContain('does not break');
    expect((await api(null, 'GET', `/events/getEvents/${eventId}`)).statusCode).toBe(200);

    await api(admin, 'POST', `/admin/audit/${done.json().entry.id}/undo`, { reason: 'Look again' });
    expect(await queueItem('event', String(eventId))).toMatchObject({ count: 1 });
  });

  it('warns the person behind a report, in-app and by mail, with the moderator’s words', async () => {
    const [host, guest, reporter] = await crowd(t, 3);
    const { roomId } = await eventWithGuests(t, host!, [guest!, reporter!]);
    const [messageId] = await storeMessages(t, roomId, guest!, ['rude words']);
    await report(reporter!, 'message', messageId!);
    const done = await moderate({
      action: 'warn',
      targetType: 'message',
      targetId: String(messageId),
      reason: 'Please be kind in the chat',
    });
    expect(done.json().entry).toMatchObject({ action: 'warn', undoable: false, targetUser: { userId: guest!.userId } });
    expect(await notificationsOf(guest!)).toContainEqual(
      expect.objectContaining({ kind: 'accountWarning', detail: 'Please be kind in the chat' }),
    );
    expect((await outboxTo(t, guest!.email)).at(-1)?.text).toContain('Please be kind in the chat');
    const undo = await api(admin, 'POST', `/admin/audit/${done.json().entry.id}/undo`, { reason: 'x' });
    expect(undo.json().code).toBe('moderationNotUndoable');
  });
});

describe('suspending', () => {
  it('ends sessions and sockets at once, refuses sign-in with a clear message, cancels the events to come; ends when its time is over', async () => {
    const troll = await registerUser(t);
    const [guest, reporter] = await crowd(t, 2);
    const event = await createEvent(t, troll);
    await api(guest!, 'POST', '/participants/createParticipant', { eventId: event.id, answer: 'hi' });
    await report(reporter!, 'user', troll.userId, 'Harassing people');
    const chat = await connectChat(baseUrl, troll);
    const disconnected = new Promise((resolve) => chat.socket.once('disconnect', resolve));
    const [row] = await queryRows<{ id: string }>(
      t.database,
      sql`select id from users where user_id = ${troll.userId}`,
    );

    const done = await moderate({
      action: 'suspend',
      targetType: 'user',
      targetId: row!.id,
      reason: 'Harassment',
      days: 7,
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().entry.until).toBe(new Date(Date.parse(TEST_NOW) + 7 * 86_400_000).toISOString());
    expect(await disconnected).toBe('io server disconnect');
    expect((await api(troll, 'GET', '/user/me')).statusCode).toBe(401);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/user/signIn',
      payload: { userId: troll.userId, password: troll.password },
      headers: { 'accept-language': 'ko' },
      remoteAddress: nextIp(),
    });
    expect(refused.json()).toMatchObject({ code: 'accountSuspended' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('이용이 정지된 계정');
    expect((await outboxTo(t, troll.email)).at(-1)?.subject).toBe('[Moim] Your account is suspended');
    expect((await api(null, 'GET', `/events/getEvents/${event.id}`)).statusCode).toBe(404);
    expect(await notificationsOf(guest!)).toContainEqual(
      expect.objectContaining({ kind: 'eventCancelled', detail: 'moderated' }),
    );
    expect((await outboxTo(t, guest!.email)).at(-1)?.text).toContain("The host's account was suspended");

    t.clock.advance(7 * 86_400_000 + 1000);
    expect((await signIn(t, troll.userId, troll.password)).statusCode).toBe(200);
  });

  it('for good, until an admin undoes it', async () => {
    const person = await registerUser(t);
    const [row] = await queryRows<{ id: string }>(
      t.database,
      sql`select id from users where user_id = ${person.userId}`,
    );
    const done = await moderate({ action: 'suspend', targetType: 'user', targetId: row!.id, reason: 'Spam account' });
    expect(done.statusCode).toBe(200);
    expect(done.json().entry.until).toBeNull();
    t.clock.advance(3650 * 86_400_000);
    expect((await signIn(t, person.userId, person.password)).statusCode).toBe(403);
    t.clock.set(TEST_NOW);
    await api(admin, 'POST', `/admin/audit/${done.json().entry.id}/undo`, { reason: 'Appeal accepted' });
    expect((await signIn(t, person.userId, person.password)).statusCode).toBe(200);
  });
});

describe('the audit log', () => {
  it('lists every action, the newest first, and nobody can change or delete it', async () => {
    const log = (await api(admin, 'GET', '/admin/audit?limit=5')).json();
    expect(log.entries.length).toBe(5);
    expect(log.hasMore).toBe(true);
    const times = log.entries.map((e: { createdAt: string }) => e.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const refusal = (statement: ReturnType<typeof sql>) =>
      queryRows(t.database, statement).then(
        () => 'changed',
        (error: Error) => `${error.message} ${error.cause instanceof Error ? error.cause.message : ''}`,
      );
    expect(await refusal(sql`update moderation_log set reason = 'edited'`)).toMatch(/cannot be changed/);
    expect(await refusal(sql`delete from moderation_log`)).toMatch(/cannot be changed/);
    expect(await queryRows(t.database, sql`select 1 from moderation_log where reason = 'edited'`)).toEqual([]);
  });
});

describe('admins in the console', () => {
  it('grants and revokes by login ID with a reason, written to the audit log; the last admin stays', async () => {
    const [helper] = await crowd(t, 1);
    const granted = await api(admin, 'POST', '/admin/admins', { userId: helper!.userId, reason: 'Joins the team' });
    expect(granted.statusCode).toBe(200);
    expect(granted.json().admins).toContainEqual(
      expect.objectContaining({ userId: helper!.userId, grantedBy: 'chiefmod' }),
    );
    expect((await api(helper!, 'GET', '/admin/reports')).statusCode).toBe(200);
    const missing = await api(admin, 'POST', '/admin/admins', { userId: 'nobody404', reason: 'x' });
    expect(missing.json().code).toBe('userNotFound');

    // The helper is the only admin in the database (chiefmod is one by ADMIN_USER_IDS).
    const last = await api(admin, 'POST', `/admin/admins/${helper!.userId}/revoke`, { reason: 'Leaves' });
    expect(last.statusCode).toBe(409);
    expect(last.json().code).toBe('lastAdmin');
    const [second] = await crowd(t, 1);
    await api(admin, 'POST', '/admin/admins', { userId: second!.userId, reason: 'Second moderator' });
    const revoked = await api(second!, 'POST', `/admin/admins/${helper!.userId}/revoke`, { reason: 'Leaves the team' });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().admins.map((a: { userId: string }) => a.userId)).toEqual([second!.userId]);
    expect((await api(helper!, 'GET', '/admin/reports')).statusCode).toBe(403);

    const actions = (await api(admin, 'GET', '/admin/audit?limit=50')).json().entries as Array<{ action: string }>;
    const changes = actions.filter((e) => e.action === 'grantAdmin' || e.action === 'revokeAdmin');
    expect(changes.slice(0, 3)).toMatchObject([
      {
        action: 'revokeAdmin',
        admin: second!.userId,
        reason: 'Leaves the team',
        targetUser: { userId: helper!.userId },
      },
      { action: 'grantAdmin', admin: 'chiefmod', targetUser: { userId: second!.userId } },
      { action: 'grantAdmin', admin: 'chiefmod', reason: 'Joins the team', targetUser: { userId: helper!.userId } },
    ]);
  });
});
