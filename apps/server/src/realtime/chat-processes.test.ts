import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { crowd, nextIp, type TestUser } from '../test/accounts.ts';
import { type ChatClient, connectChat, eventWithGuests, listen, say } from '../test/chat.ts';
import { cancel, join } from '../test/participation.ts';
import { secondProcess } from '../test/processes.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

// Two server processes on one PostgreSQL database, as in production behind a load balancer:
// only PostgreSQL (TEST_DATABASE_URL) has the adapter that joins them.
const url = process.env.TEST_DATABASE_URL;

describe.runIf(url)('chat across two server processes on one PostgreSQL database', () => {
  let a: TestApp;
  let b: TestApp;
  let urlA: string;
  let urlB: string;
  beforeAll(async () => {
    const env = { SOCKET_MAX_CONNECTIONS_PER_ADDRESS: '500', QUOTA_MESSAGES_PER_MINUTE: '1000' };
    a = await createTestApp({ env });
    b = await secondProcess(a, { env });
    urlA = await listen(a);
    urlB = await listen(b);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const clients: ChatClient[] = [];
  const chatOn = async (baseUrl: string, user: TestUser, namespace?: string) => {
    const client = await connectChat(baseUrl, user, { namespace });
    clients.push(client);
    return client;
  };
  afterEach(() => {
    for (const client of clients.splice(0)) client.close();
  });

  /** Resolves once each process sees every socket of both, on both namespaces: both listen to the other. */
  async function connected(count: number) {
    const seen = async (app: TestApp) => {
      const [plain, api] = await Promise.all(['/', '/api'].map((name) => app.app.io.of(name).fetchSockets()));
      return plain!.length + api!.length;
    };
    for (const app of [a, b]) await expect.poll(() => seen(app), { timeout: 20_000 }).toBe(count);
  }

  it('delivers messages, list updates and removals from one process to members on the other', async () => {
    const [host, ana, ben] = await crowd(a, 3);
    const { eventId, roomId } = await eventWithGuests(a, host!, [ana!, ben!]);
    const hostChat = await chatOn(urlA, host!);
    const anaChat = await chatOn(urlB, ana!, '/api');
    const benChat = await chatOn(urlB, ben!);
    const benList = await chatOn(urlB, ben!);
    await connected(4);
    for (const client of [hostChat, anaChat, benChat]) {
      expect(await client.ask('join', { roomId })).toEqual({ success: true });
    }

    const fromA = await say(hostChat, roomId, 'Sent to process A');
    expect(await anaChat.next('newMessage', (m) => m.id === fromA.id)).toEqual(fromA);
    expect(await benChat.next('newMessage', (m) => m.id === fromA.id)).toEqual(fromA);
    // Ben's other tab, on process B with no room open, gets the unread count.
    expect(await benList.next('roomUpdated', (u) => u.lastMessage?.id === fromA.id)).toMatchObject({
      roomId,
      unreadCount: 1,
    });
    const fromB = await say(anaChat, roomId, 'Sent to process B');
    expect(await hostChat.next('newMessage', (m) => m.id === fromB.id)).toEqual(fromB);

    // Ben cancels through process A: his sockets on B leave the room at once.
    expect((await cancel(a, ben!, eventId)).statusCode).toBe(200);
    expect(await benChat.next('roomClosed')).toEqual({ roomId, reason: 'left' });
    expect(await benList.next('roomClosed')).toEqual({ roomId, reason: 'left' });
    const afterBen = await say(hostChat, roomId, 'Ben is gone');
    await anaChat.next('newMessage', (m) => m.id === afterBen.id);
    await benChat.flush();
    expect(benChat.received.newMessage.map((m) => m.id)).toEqual([fromA.id, fromB.id]);
  });

  it('gives a new member on the other process the room: its list entry, then its messages', async () => {
    const [host, cleo] = await crowd(a, 2);
    const { eventId, roomId } = await eventWithGuests(a, host!, []);
    const hostChat = await chatOn(urlA, host!);
    const cleoList = await chatOn(urlB, cleo!, '/api');
    await connected(2);
    expect(hostChat.received.roomUpdated).toEqual([]);

    // Cleo joins through process A; her socket is on B.
    expect((await join(a, cleo!, eventId)).statusCode).toBe(201);
    expect(await cleoList.next('roomUpdated', (u) => u.roomId === roomId)).toMatchObject({ roomId, unreadCount: 0 });
    expect((await hostChat.ask('join', { roomId })).success).toBe(true);
    const hello = await say(hostChat, roomId, 'Welcome, Cleo');
    expect(await cleoList.next('roomUpdated', (u) => u.lastMessage?.id === hello.id)).toMatchObject({
      roomId,
      unreadCount: 1,
    });
  });

  it('ends sockets on the other process when their session logs out', async () => {
    const [user] = await crowd(a, 1);
    const onB = await chatOn(urlB, user!);
    await connected(1);
    const ended = new Promise((resolve) => onB.socket.once('disconnect', resolve));
    const out = await a.app.inject({
      method: 'POST',
      url: '/api/user/logout',
      headers: user!.auth,
      remoteAddress: nextIp(),
    });
    expect(out.statusCode).toBe(200);
    expect(await ended).toBe('io server disconnect');
  });

  it('counts the send limit across both processes', async () => {
    const [host, ana] = await crowd(a, 2);
    const { roomId } = await eventWithGuests(a, host!, [ana!]);
    const onA = await chatOn(urlA, ana!);
    const onB = await chatOn(urlB, ana!);
    // Both processes' clocks stand still at the same time.
    b.clock.set(a.clock.now());
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => (i % 2 ? onA : onB).ask('sendMessage', { roomId, content: `m${i}` })),
    );
    expect(answers.filter((answer) => answer.success)).toHaveLength(10);
    expect(answers.filter((answer) => !answer.success)).toEqual([
      expect.objectContaining({ code: 'chatRateLimited' }),
      expect.objectContaining({ code: 'chatRateLimited' }),
    ]);
  });
});
