import { CHAT_PAGE_SIZE, type ChatRoomDetail, type ChatRoomSummary } from '@moim/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crowd, type TestUser } from '../../test/accounts.ts';
import { eventWithGuests, storeMessages } from '../../test/chat.ts';
import { createTestApp, TEST_NOW, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** `count` messages from `from`, numbered from 1, a minute apart. */
const post = (roomId: number, from: TestUser, count: number) =>
  storeMessages(
    t,
    roomId,
    from,
    Array.from({ length: count }, (_, i) => `message ${i + 1}`),
  );

/** A room of a host and a guest, with `count` messages from the guest; the clock starts at TEST_NOW. */
async function roomWithMessages(count: number) {
  t.clock.set(TEST_NOW);
  const [host, ana] = (await crowd(t, 2)) as [TestUser, TestUser];
  const { roomId } = await eventWithGuests(t, host, [ana]);
  return { host, ana, roomId, ids: await post(roomId, ana, count) };
}

const list = async (user: TestUser) => {
  const r = await t.app.inject({ method: 'GET', url: '/api/chatrooms/', headers: user.auth });
  expect(r.statusCode).toBe(200);
  return r.json() as ChatRoomSummary[];
};

const open = (user: TestUser, roomId: number | string, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/chatrooms/${roomId}${query}`, headers: user.auth });

const opened = async (user: TestUser, roomId: number, query = '') => {
  const r = await open(user, roomId, query);
  expect(r.statusCode, r.body).toBe(200);
  return r.json() as ChatRoomDetail;
};

describe('GET /chatrooms', () => {
  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/chatrooms' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/chatrooms/1' })).statusCode).toBe(401);
  });

  it("lists only the caller's rooms, newest activity first, with members, last message and unread count", async () => {
    t.clock.set(TEST_NOW);
    const [host, ana, ben, outsider] = await crowd(t, 4);
    const quiet = await eventWithGuests(t, host!, [ana!]);
    t.clock.advance(60_000);
    const busy = await eventWithGuests(t, host!, [ana!, ben!]);
    t.clock.advance(60_000);
    const newest = await eventWithGuests(t, host!, []);
    await post(busy.roomId, ana!, 3);

    const rooms = await list(host!);
    expect(rooms.map((r) => r.id)).toEqual([busy.roomId, newest.roomId, quiet.roomId]);
    const [first] = rooms as [ChatRoomSummary];
    expect(first).toMatchObject({
      name: 'Hangang picnic',
      type: 'event',
      eventId: busy.eventId,
      unreadCount: 3,
      lastMessage: { content: 'message 3', roomId: busy.roomId, sender: { userId: ana!.userId } },
    });
    expect(first.eventImage).toMatch(/^http:\/\/moim\.test\/uploads\//);
    expect(first.lastActivityAt).toBe(first.lastMessage!.timestamp);
    expect(first.users.map((u) => u.userId)).toEqual([host!.userId, ana!.userId, ben!.userId]);
    expect(Object.keys(first.users[0]!).sort()).toEqual(['id', 'profileImage', 'userId', 'username']);
    expect(rooms[1]).toMatchObject({ lastMessage: null, unreadCount: 0 });
    expect(rooms[1]!.lastActivityAt).toBe(rooms[1]!.createdAt);

    expect((await list(ana!)).map((r) => r.id)).toEqual([busy.roomId, quiet.roomId]);
    expect((await list(ana!))[0]!.unreadCount).toBe(0);
    expect((await list(ben!)).map((r) => r.unreadCount)).toEqual([3]);
    expect(await list(outsider!)).toEqual([]);
  });
});

describe('GET /chatrooms/{roomId}', () => {
  it('answers 404 for a room that does not exist, 403 to someone not a member, 400 for a bad id', async () => {
    const [host, outsider] = await crowd(t, 2);
    const { roomId } = await eventWithGuests(t, host!, []);
    expect((await open(outsider!, 999_999)).json()).toMatchObject({ code: 'chatRoomNotFound' });
    expect((await open(outsider!, 999_999)).statusCode).toBe(404);
    const refused = await open(outsider!, roomId);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'chatNotMember', message: 'You are not a member of this chat room.' });
    expect((await open(outsider!, 'abc')).statusCode).toBe(400);
    expect((await open(host!, roomId, '?after=-1')).statusCode).toBe(400);
  });

  it('gives the latest page oldest first, pages older ones with before, and marks read only what it opened', async () => {
    const { host, ana, roomId, ids } = await roomWithMessages(CHAT_PAGE_SIZE + 10);

    // Paging back first: nothing is marked read.
    const older = await opened(host!, roomId, `?before=${ids[10]}`);
    expect(older.messages.map((m) => m.id)).toEqual(ids.slice(0, 10));
    expect(older).toMatchObject({ hasOlder: false, hasNewer: true, unreadCount: CHAT_PAGE_SIZE + 10 });

    // The spec's userId and cache-busting _t are accepted.
    const latest = await opened(host!, roomId, `?userId=${host!.userId}&_t=1772420400000`);
    expect(latest.messages.map((m) => m.id)).toEqual(ids.slice(10));
    expect(latest.messages[0]).toMatchObject({ content: 'message 11', sender: { userId: ana!.userId } });
    expect(latest).toMatchObject({ hasOlder: true, hasNewer: false, unreadCount: 0 });
    expect(latest.users.map((u) => u.userId)).toEqual([host!.userId, ana!.userId]);
    expect((await list(host!))[0]!.unreadCount).toBe(0);
  });

  it('catches up after an id in order, a page at a time, and marks read what it gave', async () => {
    const { host, roomId, ids } = await roomWithMessages(CHAT_PAGE_SIZE + 5);

    const first = await opened(host!, roomId, `?after=${ids[2]}`);
    expect(first.messages.map((m) => m.id)).toEqual(ids.slice(3, 3 + CHAT_PAGE_SIZE));
    expect(first).toMatchObject({ hasOlder: true, hasNewer: true, unreadCount: 2 });
    const rest = await opened(host!, roomId, `?after=${first.messages.at(-1)!.id}`);
    expect(rest.messages.map((m) => m.id)).toEqual(ids.slice(3 + CHAT_PAGE_SIZE));
    expect(rest).toMatchObject({ hasNewer: false, unreadCount: 0 });
    const nothing = await opened(host!, roomId, `?after=${ids.at(-1)}`);
    expect(nothing).toMatchObject({ messages: [], hasOlder: true, hasNewer: false });
  });

  it('opens an empty room', async () => {
    const [host] = await crowd(t, 1);
    const { roomId } = await eventWithGuests(t, host!, []);
    expect(await opened(host!, roomId)).toMatchObject({
      messages: [],
      hasOlder: false,
      hasNewer: false,
      unreadCount: 0,
    });
  });
});
