import {
  JoinRoomInputSchema,
  MarkReadInputSchema,
  SendMessageInputSchema,
  isMessageKey,
  translateMessage,
  type ChatAck,
  type ChatMessage,
  type ChatRoomClosed,
  type ChatRoomUpdate,
  type MessageKey,
} from '@moim/contract';
import type { FastifyBaseLogger } from 'fastify';
import { ZodError } from 'zod';
import type { Clock } from '../lib/clock.ts';
import { AppError } from '../lib/errors.ts';
import type { Signals } from '../lib/signals.ts';
import type { Caller } from '../modules/access/caller.ts';
import type { SessionChange } from '../modules/auth/sessions.service.ts';
import type { ChatChange } from '../modules/chat/chat.changes.ts';
import type { ChatService } from '../modules/chat/chat.service.ts';
import { rewriteImageFields } from '../plugins/image-urls.ts';
import { createEventBudgets, SOCKET_EVENT_BUDGET, type EventBudgetLimits } from './event-budget.ts';
import { createFanOut } from './fan-out.ts';
import type { ChatNamespace, ChatServer, ChatSocket } from './socket-types.ts';

export interface ChatSocketOptions {
  io: ChatServer;
  /** Every namespace clients connect to (`/` and `/api`); each is told everything. */
  namespaces: ChatNamespace[];
  /** Whether other server processes share the rooms: they are told of each stored message too. */
  clustered: boolean;
  chat: ChatService;
  chatChanges: Signals<ChatChange>;
  sessionChanges: Signals<SessionChange>;
  /** The live session a token names, or null (the HTTP API's check). */
  authenticate(token: string): Promise<Caller | null>;
  /** Makes a stored image path absolute, as the HTTP answers give it. */
  imageUrl: (url: string) => string;
  log: FastifyBaseLogger;
  clock: Clock;
  /** What one person may ask over sockets (decision 43); SOCKET_EVENT_BUDGET unless a test says otherwise. */
  budget?: EventBudgetLimits;
}

/**
 * Socket.IO rooms (decision 0028). A chat room's messages go to the sockets that have it open;
 * the unread counts of the others go to every socket of every member; a user's and a session's
 * own rooms reach all their sockets, on every server process.
 */
const openRoom = (roomId: number) => `room:${roomId}`;
const memberRoom = (roomId: number) => `members:${roomId}`;
export const userRoom = (userId: string) => `user:${userId}`;
const sessionRoom = (sessionId: string) => `session:${sessionId}`;

type Reply = (answer: ChatAck) => void;

/** The message key of a failed chat action, and whether it was expected. */
function failureCode(error: unknown, fallback: MessageKey): { code: MessageKey; expected: boolean } {
  if (error instanceof AppError) return { code: error.code, expected: true };
  if (error instanceof ZodError) {
    const key = error.issues[0]?.message ?? '';
    return { code: isMessageKey(key) ? key : 'invalidInput', expected: true };
  }
  return { code: fallback, expected: false };
}

/**
 * The chat's socket events, as the spec names them: `join`, `leave`, `sendMessage` and
 * `markRead` in; `newMessage`, `roomUpdated` and `roomClosed` out. Each event is answered with
 * an acknowledgement (`{success: true, …}` or `{success: false, error, code}` in the socket's
 * language). The handlers only translate: the chat service holds the rules.
 */
export function registerChatSocket(options: ChatSocketOptions): void {
  const { io, namespaces, chat, log } = options;
  const absolute = <T>(payload: T): T => rewriteImageFields(payload, options.imageUrl) as T;
  const everywhere = (act: (namespace: ChatNamespace) => void) => namespaces.forEach(act);
  const fanOut = createFanOut();
  const budgets = createEventBudgets(options.budget ?? SOCKET_EVENT_BUDGET, options.clock);

  const replyOf = (ack: unknown): Reply => (typeof ack === 'function' ? (ack as Reply) : () => {});
  const refusal = (socket: ChatSocket, code: MessageKey): ChatAck => ({
    success: false,
    error: translateMessage(code, socket.data.locale),
    code,
  });

  /** Refuses an event past its person's budget: no work at all; past the refusals too, the socket goes. */
  function refuse(socket: ChatSocket, reply: Reply, verdict: 'refused' | 'disconnect'): void {
    reply(refusal(socket, 'tooManyRequests'));
    if (verdict === 'disconnect' && socket.connected) {
      log.warn({ userId: socket.data.caller.id }, 'a socket kept going past its budget: disconnected');
      socket.disconnect(true);
    }
  }

  /** Runs an event's work within its person's budget and acknowledges it, if the client asked for an acknowledgement. */
  function answer<T extends object>(
    socket: ChatSocket,
    ack: unknown,
    fallback: MessageKey,
    work: () => Promise<T>,
  ): void {
    const reply = replyOf(ack);
    const userId = socket.data.caller.id;
    const verdict = budgets.start(userId);
    if (verdict !== 'allowed') return refuse(socket, reply, verdict);
    work()
      .then(
        (result) => reply({ success: true, ...result }),
        (error: unknown) => {
          const { code, expected } = failureCode(error, fallback);
          if (!expected) log.error({ err: error }, 'a chat socket event failed');
          reply(refusal(socket, code));
          // A session that ended elsewhere (expired, or its end was missed) ends here too.
          if (code === 'chatSessionEnded') socket.disconnect(true);
        },
      )
      .finally(() => budgets.done(userId));
  }

  /** Refuses when the socket's session has ended since it connected. */
  async function assertLive(socket: ChatSocket): Promise<void> {
    if (!(await options.authenticate(socket.data.token))) {
      throw new AppError('chatSessionEnded');
    }
  }

  /**
   * Tells the members of a message's room connected to this process who do not have it open:
   * the room's new unread count for them and its last message. One query for all of them, and
   * one emit per namespace and count (the packet is encoded once for all its sockets).
   */
  async function updateListsHere(message: ChatMessage): Promise<void> {
    const listeners: Array<{ namespace: ChatNamespace; socketId: string; userId: string }> = [];
    for (const namespace of namespaces) {
      const members = namespace.adapter.rooms.get(memberRoom(message.roomId));
      const viewers = namespace.adapter.rooms.get(openRoom(message.roomId));
      for (const socketId of members ?? []) {
        const socket = namespace.sockets.get(socketId);
        if (socket && !viewers?.has(socketId)) {
          listeners.push({ namespace, socketId, userId: socket.data.caller.id });
        }
      }
    }
    if (listeners.length === 0) return;
    const unread = await chat.unreadCounts(message.roomId, [...new Set(listeners.map((l) => l.userId))]);
    const groups = new Map<string, { namespace: ChatNamespace; unreadCount: number; socketIds: string[] }>();
    for (const { namespace, socketId, userId } of listeners) {
      const unreadCount = unread.get(userId);
      if (unreadCount === undefined) continue;
      const key = `${namespace.name} ${unreadCount}`;
      const group = groups.get(key) ?? { namespace, unreadCount, socketIds: [] };
      group.socketIds.push(socketId);
      groups.set(key, group);
    }
    for (const { namespace, unreadCount, socketIds } of groups.values()) {
      const update: ChatRoomUpdate = { roomId: message.roomId, unreadCount, lastMessage: message };
      namespace.local.to(socketIds).emit('roomUpdated', update);
    }
  }

  /** A stored message, to this process's sockets: those with the room open, then the members' lists. */
  function deliverHere(message: ChatMessage): void {
    everywhere((namespace) => fanOut.emitMessage(namespace, openRoom(message.roomId), message));
    updateListsHere(message).catch((error: unknown) => log.error({ err: error }, 'chat room lists not updated'));
  }

  /**
   * A stored message, to every process: one adapter message carries it to the others (rather than
   * one per namespace and kind of delivery), and each delivers it to its own sockets.
   */
  function announce(message: ChatMessage): void {
    if (options.clustered) io.serverSideEmit('chat:messageStored', message);
    deliverHere(message);
  }
  io.on('chat:messageStored', deliverHere);

  /**
   * A new member, in this process: the sockets it holds of theirs follow the room and get its list
   * entry. Nothing to read or send when it holds none (most joins: the person is on the web page).
   */
  function memberAddedHere({ roomId, userId }: { roomId: number; userId: string }): void {
    const here = namespaces.filter((namespace) => namespace.adapter.rooms.has(userRoom(userId)));
    if (here.length === 0) return;
    for (const namespace of here) namespace.local.in(userRoom(userId)).socketsJoin(memberRoom(roomId));
    chat
      .roomUpdate(userId, roomId)
      .then((update) => {
        if (!update) return;
        for (const namespace of here) namespace.local.to(userRoom(userId)).emit('roomUpdated', absolute(update));
      })
      .catch((error: unknown) => log.error({ err: error }, 'a new member was not told'));
  }
  io.on('chat:memberAdded', memberAddedHere);

  function onConnection(socket: ChatSocket): void {
    const { caller } = socket.data;
    void socket.join([userRoom(caller.id), sessionRoom(caller.sessionId)]);
    // Every event, known or not, is counted as it arrives, before its handler runs.
    socket.use((packet, next) => {
      const verdict = budgets.arrive(caller.id);
      if (verdict === 'allowed') return next();
      refuse(socket, replyOf(packet.at(-1)), verdict);
    });

    socket.on('join', (payload: unknown, ack: unknown) =>
      answer(socket, ack, 'internalError', async () => {
        const { roomId } = JoinRoomInputSchema.parse(payload);
        await assertLive(socket);
        await chat.assertCanJoin(caller, roomId);
        await socket.join([openRoom(roomId), memberRoom(roomId)]);
        try {
          // Removed between the check and the join: their removal may have missed this socket.
          await chat.assertCanJoin(caller, roomId);
        } catch (error) {
          await socket.leave(openRoom(roomId));
          await socket.leave(memberRoom(roomId));
          throw error;
        }
        return {};
      }),
    );

    // The room is closed on this socket; its list still follows it.
    socket.on('leave', (payload: unknown, ack: unknown) =>
      answer(socket, ack, 'internalError', async () => {
        const { roomId } = JoinRoomInputSchema.parse(payload);
        await socket.leave(openRoom(roomId));
        return {};
      }),
    );

    socket.on('sendMessage', (payload: unknown, ack: unknown) =>
      answer(socket, ack, 'chatSendFailed', async () => {
        // Whatever `sender` the client names is dropped here: the sender is the caller.
        const input = SendMessageInputSchema.parse(payload);
        const { message, stored } = await chat.send(caller, input);
        const shown = absolute(message);
        // Stored: the sender is acknowledged first, then the room is told (a fan-out to a big
        // room takes milliseconds the acknowledgement need not wait for).
        if (stored) setImmediate(() => announce(shown));
        return { message: shown };
      }),
    );

    socket.on('markRead', (payload: unknown, ack: unknown) =>
      answer(socket, ack, 'internalError', async () => {
        const update = await chat.markRead(caller, MarkReadInputSchema.parse(payload));
        return { unreadCount: update.unreadCount };
      }),
    );

    // Every room's list entry follows, open or not.
    chat
      .roomIdsOf(caller.id)
      .then((roomIds) => socket.join(roomIds.map(memberRoom)))
      .catch((error: unknown) => log.error({ err: error }, 'chat rooms not subscribed'));
  }
  for (const namespace of namespaces) namespace.on('connection', onConnection);

  options.chatChanges.subscribe((change) => {
    const closed = (roomId: number, reason: ChatRoomClosed['reason']): ChatRoomClosed => ({ roomId, reason });
    switch (change.kind) {
      case 'member-added':
        // One adapter message for every process (not one per namespace and kind), as a message.
        if (options.clustered) io.serverSideEmit('chat:memberAdded', { roomId: change.roomId, userId: change.userId });
        memberAddedHere(change);
        break;
      case 'member-removed':
        everywhere((namespace) => {
          namespace.in(userRoom(change.userId)).socketsLeave([openRoom(change.roomId), memberRoom(change.roomId)]);
          namespace.to(userRoom(change.userId)).emit('roomClosed', closed(change.roomId, change.reason));
        });
        break;
      case 'room-closed':
        everywhere((namespace) => {
          // To the members themselves: the room's own Socket.IO rooms may be left first elsewhere.
          if (change.memberIds.length > 0) {
            namespace.to(change.memberIds.map(userRoom)).emit('roomClosed', closed(change.roomId, 'eventDeleted'));
          }
          namespace.in(memberRoom(change.roomId)).socketsLeave([openRoom(change.roomId), memberRoom(change.roomId)]);
        });
        break;
      case 'read':
        everywhere((namespace) => namespace.to(userRoom(change.userId)).emit('roomUpdated', absolute(change.update)));
        break;
      case 'message':
        announce(absolute(change.message));
        break;
    }
  });

  options.sessionChanges.subscribe((change) => {
    everywhere((namespace) => {
      if (change.kind === 'ended') namespace.in(sessionRoom(change.sessionId)).disconnectSockets(true);
      else if (change.kind === 'all-ended') namespace.in(userRoom(change.userId)).disconnectSockets(true);
      else namespace.in(userRoom(change.userId)).except(sessionRoom(change.keepSessionId)).disconnectSockets(true);
    });
  });
}
