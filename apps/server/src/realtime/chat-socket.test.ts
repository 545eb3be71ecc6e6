import {
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_RATE_LIMIT,
  CHAT_RATE_WINDOW_SECONDS,
  type ChatMessage,
  type ChatRoomDetail,
  messages,
} from '@moim/contract';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { anotherSession, changePassword, crowd, nextIp, registerUser, type TestUser } from '../test/accounts.ts';
import { type ChatClient, connectChat, eventWithGuests, listen, say } from '../test/chat.ts';
import { cancel, decide, participantId } from '../test/participation.ts';
import { createTestApp, TEST_NOW, type TestApp } from '../test/test-app.ts';
import { queryRows } from '../test/test-database.ts';

let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await createTestApp({
    env: { SOCKET_MAX_CONNECTIONS_PER_ADDRESS: '500', QUOTA_MESSAGES_PER_MINUTE: '1000' },
  });
  baseUrl = await listen(t);
});
afterAll(() => t.close());

const clients: ChatClient[] = [];
async function chatAs(user: TestUser, options: { namespace?: string; locale?: string } = {}) {
  const client = await connectChat(baseUrl, user, options);
  clients.push(client);
  return client;
}
beforeEach(() => t.clock.set(TEST_NOW));
afterEach(() => {
  for (const client of clients.splice(0)) client.close();
});

/** A host and two guests in one event's room, each connected with the room open. */
async function room() {
  const [host, ana, ben] = await crowd(t, 3);
  const { eventId, roomId } = await eventWithGuests(t, host!, [ana!, ben!]);
  const sockets = await Promise.all([host!, ana!, ben!].map((user) => chatAs(user)));
  for (const client of sockets) expect(await client.ask('join', { roomId })).toEqual({ success: true });
  const [hostChat, anaChat, benChat] = sockets as [ChatClient, ChatClient, ChatClient];
  return { eventId, roomId, host: host!, ana: ana!, ben: ben!, hostChat, anaChat, benChat };
}

const open = (user: TestUser, roomId: number, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/chatrooms/${roomId}${query}`, headers: user.auth });

describe('joining a room', () => {
  it('is refused for someone who is not a member, and for a room that does not exist', async () => {
    const { roomId } = await room();
    const [stranger] = await crowd(t, 1);
    const chat = await chatAs(stranger!);
    expect(await chat.ask('join', { roomId })).toEqual({
      success: false,
      code: 'chatNotMember',
      error: 'You are not a member of this chat room.',
    });
    expect(await chat.ask('join', { roomId: 999_999 })).toMatchObject({
      success: false,
      code: 'chatRoomNotFound',
    });
    expect(await chat.ask('join', { roomId: 'x' })).toMatchObject({ success: false, code: 'invalidInput' });
    // Nor can they write there, and nothing of the room reaches them.
    expect(await chat.ask('sendMessage', { roomId, content: 'hi' })).toMatchObject({
      success: false,
      code: 'chatNotMember',
    });
    expect(await queryRows(t.database, sql`select 1 from chat_messages where room_id = ${roomId}`)).toEqual([]);
    expect(chat.received.newMessage).toEqual([]);
  });

  it('answers in the language the socket asked for', async () => {
    const [stranger] = await crowd(t, 1);
    const chat = await chatAs(stranger!, { locale: 'ko' });
    expect(await chat.ask('join', { roomId: 999_999 })).toEqual({
      success: false,
      code: 'chatRoomNotFound',
      error: '존재하지 않는 채팅방입니다.',
    });
  });
});

describe('sending a message', () => {
  it('stores it, then tells everyone with the room open, with the caller as the sender', async () => {
    const { roomId, ana, anaChat, benChat, hostChat } = await room();
    const ack = await anaChat.ask<{ message: ChatMessage }>('sendMessage', {
      roomId,
      content: '  Hello everyone!  ',
      // A client naming someone else as the sender is ignored.
      sender: { id: 'someone-else', userId: 'admin', username: 'Admin' },
    });
    expect(ack.success).toBe(true);
    const message = ack.success ? ack.message : undefined;
    expect(message).toMatchObject({
      roomId,
      content: 'Hello everyone!',
      timestamp: TEST_NOW,
      sender: { userId: ana.userId, username: 'Mina Park', profileImage: null },
    });
    expect(message!.sender).not.toHaveProperty('email');
    const [stored] = await queryRows<{ content: string; userId: string }>(
      t.database,
      sql`select m.content, u.user_id as "userId" from chat_messages m join users u on u.id = m.sender_id
          where m.id = ${message!.id}`,
    );
    expect(stored).toEqual({ content: 'Hello everyone!', userId: ana.userId });
    for (const client of [benChat, hostChat, anaChat]) {
      expect(await client.next('newMessage', (m) => m.id === message!.id)).toEqual(message);
    }
  });

  it('refuses blank and too long messages, storing nothing', async () => {
    const { roomId, anaChat, benChat } = await room();
    for (const content of ['', '   \n\t ']) {
      expect(await anaChat.ask('sendMessage', { roomId, content })).toEqual({
        success: false,
        code: 'chatMessageEmpty',
        error: 'Please enter a message.',
      });
    }
    expect(await anaChat.ask('sendMessage', { roomId, content: 'a'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1) })).toEqual({
      success: false,
      code: 'chatMessageTooLong',
      error: 'Your message is too long. Please limit it to 1,000 characters.',
    });
    expect(await anaChat.ask('sendMessage', 'not an object')).toMatchObject({ success: false });
    // Exactly the limit, once trimmed, is fine.
    const longest = await say(anaChat, roomId, ` ${'가'.repeat(CHAT_MESSAGE_MAX_LENGTH)} `);
    await benChat.next('newMessage', (m) => m.id === longest.id);
    await benChat.flush();
    expect(benChat.received.newMessage.map((m) => m.content.length)).toEqual([CHAT_MESSAGE_MAX_LENGTH]);
  });

  it(`allows ${CHAT_RATE_LIMIT} messages in ${CHAT_RATE_WINDOW_SECONDS} seconds per person, then refuses until the window passes`, async () => {
    const { roomId, anaChat, benChat } = await room();
    const sent: ChatMessage[] = [];
    for (let i = 0; i < CHAT_RATE_LIMIT; i++) sent.push(await say(anaChat, roomId, `message ${i}`, `send-${i}`));
    expect(await anaChat.ask('sendMessage', { roomId, content: 'one too many' })).toEqual({
      success: false,
      code: 'chatRateLimited',
      error: 'You are sending messages too quickly. Please wait a few seconds.',
    });
    // A retry of what was stored is still answered with it (after a reconnect, say).
    expect(await say(anaChat, roomId, 'message 0', 'send-0')).toEqual(sent[0]);
    // Another person is not held back.
    await say(benChat, roomId, 'my turn');
    t.clock.advance(CHAT_RATE_WINDOW_SECONDS * 1000);
    await say(anaChat, roomId, 'back again');
    const [{ count }] = (await queryRows<{ count: number }>(
      t.database,
      sql`select count(*)::int as count from chat_messages where room_id = ${roomId}`,
    )) as [{ count: number }];
    expect(count).toBe(CHAT_RATE_LIMIT + 2);
  });

  it('holds a person to their message quota, stores nothing past it, and counts nothing for a retry', async () => {
    const { roomId, ana, anaChat, benChat } = await room();
    const first = await say(anaChat, roomId, 'Before the quota', 'q-1');
    const quotaKey = sql`(select 'quota:messages:user:' || id from users where user_id = ${ana.userId})`;
    const hits = async () =>
      (await queryRows<{ hits: number }>(t.database, sql`select hits from rate_limits where key = ${quotaKey}`))[0]!
        .hits;
    expect(await hits()).toBe(1);
    // A retry of a stored send is not counted again.
    expect(await say(anaChat, roomId, 'Before the quota', 'q-1')).toEqual(first);
    expect(await hits()).toBe(1);

    await t.database.db.execute(sql`update rate_limits set hits = 1000 where key = ${quotaKey}`);
    expect(await anaChat.ask('sendMessage', { roomId, content: 'past the quota' })).toEqual({
      success: false,
      code: 'messageQuotaReached',
      error: messages.en.messageQuotaReached,
    });
    // The retry is still answered with what was stored; another person is not held back.
    expect(await say(anaChat, roomId, 'Before the quota', 'q-1')).toEqual(first);
    await say(benChat, roomId, 'still here');
    const stored = await queryRows<{ content: string }>(
      t.database,
      sql`select content from chat_messages where room_id = ${roomId} order by id`,
    );
    expect(stored.map((m) => m.content)).toEqual(['Before the quota', 'still here']);
  });

  it('stores a send retried with the same clientId once, and answers the retry with the first message', async () => {
    const { roomId, anaChat, benChat, ana } = await room();
    const first = await say(anaChat, roomId, 'Are we still on?', 'c-123');
    expect(first.clientId).toBe('c-123');
    // The retry comes on a new connection, as after a reconnect.
    const again = await chatAs(ana);
    const retried = await say(again, roomId, 'Are we still on?', 'c-123');
    expect(retried).toEqual(first);
    // Twice at once: one is stored.
    const [x, y] = await Promise.all([
      say(anaChat, roomId, 'See you there', 'c-456'),
      say(again, roomId, 'See you there', 'c-456'),
    ]);
    expect(x.id).toBe(y.id);
    await benChat.next('newMessage', (m) => m.id === x.id);
    await benChat.flush();
    expect(benChat.received.newMessage.map((m) => m.content)).toEqual(['Are we still on?', 'See you there']);
    const rows = await queryRows(t.database, sql`select id from chat_messages where room_id = ${roomId}`);
    expect(rows).toHaveLength(2);
    // Another person may use the same client id.
    expect((await say(benChat, roomId, 'me too', 'c-123')).id).not.toBe(first.id);
  });

  it('reaches sockets on both namespaces, with image URLs absolute', async () => {
    const { roomId, ana, anaChat } = await room();
    await t.database.db.execute(
      sql`update users set profile_image = '/uploads/profile/ana.webp' where user_id = ${ana.userId}`,
    );
    const viaApi = await chatAs(ana, { namespace: '/api' });
    expect(await viaApi.ask('join', { roomId })).toEqual({ success: true });
    const sent = await say(viaApi, roomId, 'from /api');
    expect(sent.sender.profileImage).toBe('http://moim.test/uploads/profile/ana.webp');
    expect(await anaChat.next('newMessage', (m) => m.id === sent.id)).toEqual(sent);
  });
});

describe('read positions and unread counts', () => {
  it("counts what came after the read position, tells the member's other sockets, and never goes back", async () => {
    const { roomId, host, ana, anaChat, hostChat } = await room();
    // The host's list is open in another tab, with no room open.
    const hostList = await chatAs(host);
    const anaList = await chatAs(ana);
    const sent: ChatMessage[] = [];
    for (const text of ['one', 'two', 'three']) sent.push(await say(anaChat, roomId, text));
    // The update of each message counts what is unread when it is sent: on PostgreSQL the second
    // message's may already count the third (the list keeps the newest last message it was told).
    const update = await hostList.next('roomUpdated', (u) => u.roomId === roomId && u.lastMessage?.id === sent[2]!.id);
    expect(update.unreadCount).toBe(3);
    expect(update.lastMessage).toEqual(sent[2]);
    // Each member gets their own count for the same message: the sender has read their own.
    expect(await anaList.next('roomUpdated', (u) => u.lastMessage?.id === sent[2]!.id)).toMatchObject({
      unreadCount: 0,
    });
    // Only sockets without the room open get list updates.
    await hostChat.flush();
    expect(hostChat.received.roomUpdated).toEqual([]);

    const listed = async (user: TestUser) =>
      (
        (await t.app.inject({ method: 'GET', url: '/api/chatrooms', headers: user.auth })).json() as Array<{
          id: number;
          unreadCount: number;
        }>
      ).find((r) => r.id === roomId)!.unreadCount;
    expect(await listed(host)).toBe(3);
    // The sender has read their own messages.
    expect(await listed(ana)).toBe(0);

    expect(await hostChat.ask('markRead', { roomId, messageId: sent[0]!.id })).toEqual({
      success: true,
      unreadCount: 2,
    });
    expect(await hostList.next('roomUpdated', (u) => u.unreadCount === 2)).toMatchObject({ roomId });
    expect(await listed(host)).toBe(2);
    // Marking an older message read does not move the position back.
    await hostChat.ask('markRead', { roomId, messageId: sent[2]!.id });
    expect(await hostChat.ask('markRead', { roomId, messageId: sent[1]!.id })).toEqual({
      success: true,
      unreadCount: 0,
    });
    expect(await listed(host)).toBe(0);
    // A message of another room, or none, is not a read position.
    expect(await hostChat.ask('markRead', { roomId, messageId: 999_999 })).toMatchObject({
      success: false,
      code: 'notFound',
    });
  });

  it('marks a room read when it is opened, and tells the other sockets', async () => {
    const { roomId, host, anaChat } = await room();
    const hostList = await chatAs(host);
    await say(anaChat, roomId, 'one');
    await say(anaChat, roomId, 'two');
    await hostList.next('roomUpdated', (u) => u.unreadCount === 2);
    const opened = (await open(host, roomId, '?userId=whoever&_t=1740000000000')).json() as ChatRoomDetail;
    expect(opened.unreadCount).toBe(0);
    expect(await hostList.next('roomUpdated', (u) => u.unreadCount === 0)).toMatchObject({ roomId });
  });

  it('starts a new member with nothing unread, and tells their sockets about the room', async () => {
    const [host, ana, late] = await crowd(t, 3);
    const { eventId, roomId } = await eventWithGuests(t, host!, [ana!]);
    const anaChat = await chatAs(ana!);
    await say(anaChat, roomId, 'before you came');
    const lateList = await chatAs(late!);
    const joined = await t.app.inject({
      method: 'POST',
      url: '/api/participants/createParticipant',
      payload: { eventId, userId: late!.userId, answer: '' },
      headers: late!.auth,
    });
    expect(joined.statusCode).toBe(201);
    const added = await lateList.next('roomUpdated', (u) => u.roomId === roomId);
    expect(added).toMatchObject({ unreadCount: 0, lastMessage: { content: 'before you came' } });
    // Their list now follows the room without opening it.
    await say(anaChat, roomId, 'welcome!');
    expect(await lateList.next('roomUpdated', (u) => u.unreadCount === 1)).toMatchObject({
      lastMessage: { content: 'welcome!' },
    });
  });
});

describe('membership follows participation', () => {
  it('removes a cancelled participant at once: told roomClosed, receiving nothing more, refused a rejoin', async () => {
    const { eventId, roomId, host, ben, benChat, anaChat } = await room();
    const benList = await chatAs(ben);
    const hostList = await chatAs(host);
    expect((await cancel(t, ben, eventId)).statusCode).toBe(200);
    for (const client of [benChat, benList]) {
      expect(await client.next('roomClosed')).toEqual({ roomId, reason: 'left' });
    }
    const after = await say(anaChat, roomId, 'after Ben left');
    // What Ben would have been sent went out with what the others got.
    await anaChat.next('newMessage', (m) => m.id === after.id);
    await hostList.next('roomUpdated', (u) => u.lastMessage?.id === after.id);
    await benChat.flush();
    await benList.flush();
    expect(benChat.received.newMessage).toEqual([]);
    expect(benList.received.roomUpdated).toEqual([]);
    expect(await benChat.ask('join', { roomId })).toMatchObject({ success: false, code: 'chatNotMember' });
    expect(await benChat.ask('sendMessage', { roomId, content: 'hello?' })).toMatchObject({
      success: false,
      code: 'chatNotMember',
    });
    expect((await open(ben, roomId)).statusCode).toBe(403);
  });

  it('removes someone the host rejects, with the reason "removed"', async () => {
    const { eventId, roomId, host, ana, anaChat } = await room();
    const id = await participantId(t, ana, eventId);
    expect((await decide(t, host, id, eventId, 'Rejected')).statusCode).toBe(200);
    expect(await anaChat.next('roomClosed')).toEqual({ roomId, reason: 'removed' });
  });

  it('closes the room for every member when the event is deleted', async () => {
    const { eventId, roomId, host, ana, hostChat, anaChat, benChat } = await room();
    const anaList = await chatAs(ana);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/events/${eventId}`,
      payload: { reason: 'Other', detail: 'Rain' },
      headers: host.auth,
    });
    expect(deleted.statusCode).toBe(200);
    for (const client of [hostChat, anaChat, benChat, anaList]) {
      expect(await client.next('roomClosed')).toEqual({ roomId, reason: 'eventDeleted' });
    }
    expect(await anaChat.ask('sendMessage', { roomId, content: 'hello?' })).toMatchObject({
      success: false,
      code: 'chatRoomNotFound',
    });
    expect((await open(ana, roomId)).statusCode).toBe(404);
  });
});

describe('catch-up', () => {
  it('gives a client back exactly the messages it missed while disconnected, in order, once', async () => {
    const { roomId, ben, anaChat, benChat } = await room();
    const seen = await say(anaChat, roomId, 'before the tunnel');
    await benChat.next('newMessage', (m) => m.id === seen.id);
    benChat.close();
    const missed: ChatMessage[] = [];
    for (let i = 1; i <= 5; i++) missed.push(await say(anaChat, roomId, `missed ${i}`));

    const back = await chatAs(ben);
    expect(await back.ask('join', { roomId })).toEqual({ success: true });
    const caughtUp = (await open(ben, roomId, `?after=${seen.id}`)).json() as ChatRoomDetail;
    expect(caughtUp.messages).toEqual(missed);
    expect(caughtUp.hasNewer).toBe(false);
    expect(caughtUp.hasOlder).toBe(true);
    expect(caughtUp.unreadCount).toBe(0);
    const after = await say(anaChat, roomId, 'welcome back');
    expect(await back.next('newMessage')).toEqual(after);
  });
});

describe('sessions', () => {
  it("refuses to open a room once the socket's session has expired, and ends the socket", async () => {
    const [host, guest] = await crowd(t, 2);
    const { roomId } = await eventWithGuests(t, host!, [guest!]);
    const chat = await chatAs(guest!);
    await t.database.db.execute(
      sql`update sessions set expires_at = ${TEST_NOW}::timestamptz
          where user_id = (select id from users where user_id = ${guest!.userId})`,
    );
    const disconnected = new Promise((resolve) => chat.socket.once('disconnect', resolve));
    expect(await chat.ask('join', { roomId })).toMatchObject({ success: false, code: 'chatSessionEnded' });
    expect(await disconnected).toBe('io server disconnect');
  });

  it('ends the sockets of a session that logs out, and those of other sessions at a password change', async () => {
    const user = await registerUser(t);
    const chat = await chatAs(user);
    const disconnected = new Promise((resolve) => chat.socket.once('disconnect', resolve));
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/user/logout',
      headers: user.auth,
      remoteAddress: nextIp(),
    });
    expect(out.statusCode).toBe(200);
    expect(await disconnected).toBe('io server disconnect');

    const other = await registerUser(t);
    const elsewhere = await chatAs(other);
    const here = await anotherSession(t, other);
    const kept = await chatAs(here);
    const ended = new Promise((resolve) => elsewhere.socket.once('disconnect', resolve));
    const changed = await changePassword(t, here, 'Brandnew9#');
    expect(changed.statusCode).toBe(200);
    expect(await ended).toBe('io server disconnect');
    await kept.flush();
    expect(kept.socket.connected).toBe(true);
  });
});
