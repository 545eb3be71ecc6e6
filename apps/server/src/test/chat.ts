import type { AddressInfo } from 'node:net';
import { type ChatAck, type ChatMessage, type ChatRoomSummary } from '@moim/contract';
import type { ClientToServerEvents, ServerToClientEvents } from '@moim/contract/socket-events';
import { sql } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { commitModeOf } from '../db/repositories.ts';
import { createChatRepository } from '../modules/chat/chat.repository.ts';
import type { TestUser } from './accounts.ts';
import { createEvent } from './events.ts';
import { join } from './participation.ts';
import type { TestApp } from './test-app.ts';
import { queryRows } from './test-database.ts';

/** Starts the app's HTTP server on a free port and returns its address. */
export async function listen(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}

/** Everything the server sent, by event. */
type Received = { [E in keyof ServerToClientEvents]: Array<Parameters<ServerToClientEvents[E]>[0]> };

/** A signed-in chat socket that keeps everything the server sent it. */
export interface ChatClient {
  socket: Socket;
  received: Received;
  /** Emits an event and resolves with its acknowledgement; the payload may be anything (tests send bad ones). */
  ask<T extends object = object>(event: keyof ClientToServerEvents, payload: unknown): Promise<ChatAck<T>>;
  /** The first event of a kind (already received or still to come) that `match` accepts. */
  next<K extends keyof Received>(kind: K, match?: (item: Received[K][number]) => boolean): Promise<Received[K][number]>;
  /**
   * Resolves once everything the server queued for this socket so far has arrived: a round trip
   * on the same connection comes back after it. What comes from another process (or, with the
   * PostgreSQL adapter, a room change published first) is queued later: wait first for another
   * socket of this process to get it.
   */
  flush(): Promise<void>;
  close(): void;
}

const WAIT_MS = 5000;

/** Connects `user` to the chat (default namespace unless given) and waits until connected. */
export async function connectChat(
  baseUrl: string,
  user: TestUser,
  options: { namespace?: string; locale?: string } = {},
): Promise<ChatClient> {
  const socket = connect(`${baseUrl}${options.namespace ?? ''}`, {
    path: '/socket.io',
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
    auth: { token: user.token, ...(options.locale ? { locale: options.locale } : {}) },
  });
  const received: Received = { newMessage: [], roomUpdated: [], roomClosed: [], notificationsUpdated: [] };
  const waiters: Array<() => void> = [];
  for (const kind of Object.keys(received) as Array<keyof Received>) {
    socket.on(kind, (item: Received[typeof kind][number]) => {
      (received[kind] as Array<typeof item>).push(item);
      for (const wake of waiters.splice(0)) wake();
    });
  }
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  const ask = <T extends object>(event: keyof ClientToServerEvents, payload: unknown) =>
    socket.timeout(WAIT_MS).emitWithAck(event, payload) as Promise<ChatAck<T>>;
  return {
    socket,
    received,
    ask,
    async next(kind, match = () => true) {
      const deadline = Date.now() + WAIT_MS;
      for (;;) {
        const found = (received[kind] as Array<Received[typeof kind][number]>).find(match);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no ${kind} came`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
    },
    async flush() {
      await ask('leave', { roomId: 2_000_000_000 });
    },
    close: () => socket.disconnect(),
  };
}

/** The id of the chat room of an event, as its host sees it in their list. */
export async function roomOfEvent(t: TestApp, host: TestUser, eventId: number): Promise<number> {
  const rooms = (
    await t.app.inject({ method: 'GET', url: '/api/chatrooms', headers: host.auth })
  ).json() as ChatRoomSummary[];
  const room = rooms.find((r) => r.eventId === eventId);
  if (!room) throw new Error(`no room for event ${eventId}`);
  return room.id;
}

/** An event hosted by `host` that every guest joined (FirstCome: approved, so members of its room). */
export async function eventWithGuests(t: TestApp, host: TestUser, guests: TestUser[]) {
  const event = await createEvent(t, host, { maxParticipants: Math.max(10, guests.length + 1) });
  for (const guest of guests) {
    const r = await join(t, guest, event.id);
    if (r.statusCode !== 201) throw new Error(`join: ${r.statusCode} ${r.body}`);
  }
  return { eventId: event.id, roomId: await roomOfEvent(t, host, event.id) };
}

/** Sends a message and returns it, failing the test when the server refused it. */
export async function say(
  client: ChatClient,
  roomId: number,
  content: string,
  clientId?: string,
): Promise<ChatMessage> {
  const ack = await client.ask<{ message: ChatMessage }>('sendMessage', { roomId, content, clientId });
  if (!ack.success) throw new Error(`sendMessage refused: ${ack.error}`);
  return ack.message;
}

/** Stores messages from `from` the way a send does (through the chat repository), a minute apart. */
export async function storeMessages(t: TestApp, roomId: number, from: TestUser, contents: string[]): Promise<number[]> {
  const [user] = await queryRows<{ id: string }>(t.database, sql`select id from users where user_id = ${from.userId}`);
  const chat = createChatRepository(t.database.db, commitModeOf(t.database));
  const ids: number[] = [];
  for (const content of contents) {
    t.clock.advance(60_000);
    const { message } = await chat.append({ roomId, senderId: user!.id, content, clientId: null, at: t.clock.now() });
    ids.push(message!.id);
  }
  return ids;
}
