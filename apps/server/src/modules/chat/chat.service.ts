import {
  CHAT_PAGE_SIZE,
  CHAT_RATE_LIMIT,
  CHAT_RATE_WINDOW_SECONDS,
  type ChatMember,
  type ChatMessage,
  type ChatRoomDetail,
  type ChatRoomSummary,
  type ChatRoomUpdate,
  type Locale,
  translateMessage,
} from '@moim/contract';
import { detectLanguage } from '../../lib/detect-language.ts';
import type { Clock } from '../../lib/clock.ts';
import { uniqueViolation } from '../../lib/db-errors.ts';
import { AppError } from '../../lib/errors.ts';
import { assertMember } from '../access/access.ts';
import type { Caller } from '../access/caller.ts';
import type { Quotas } from '../quotas/quotas.service.ts';
import type { Limit, RateLimiter } from '../rate-limits/rate-limits.service.ts';
import type { ChatChanges } from './chat.changes.ts';
import type { ChatRepository, MessageRow, RoomRow } from './chat.repository.ts';

interface Repos {
  chat: ChatRepository;
}

export interface ChatServiceDeps {
  repos: Repos;
  limiter: RateLimiter;
  quotas: Quotas;
  clock: Clock;
  changes: ChatChanges;
}

/** Messages one person may send in a short window, counted in the database for every process. */
const sendRate: Limit = { max: CHAT_RATE_LIMIT, windowMs: CHAT_RATE_WINDOW_SECONDS * 1000 };

/**
 * A message as the API answers it. One a moderator hid (decision 76) says so in `locale`, the
 * reader's language where the caller knows it, and is marked `removed`.
 */
export function toChatMessage(row: MessageRow, locale: Locale = 'en'): ChatMessage {
  return {
    id: row.id,
    content: row.hidden ? translateMessage('contentRemoved', locale) : row.content,
    roomId: row.roomId,
    timestamp: row.createdAt.toISOString(),
    sender: row.sender,
    clientId: row.clientId,
    ...(row.announcement ? { announcement: true as const } : {}),
    ...(row.hidden ? { removed: true as const } : { textLanguage: row.textLanguage }),
  };
}

function toSummary(room: RoomRow, users: ChatMember[], locale: Locale): ChatRoomSummary {
  return {
    id: room.id,
    name: room.name,
    type: room.type,
    eventId: room.eventId,
    eventImage: room.eventImage,
    createdAt: room.createdAt.toISOString(),
    updatedAt: room.updatedAt.toISOString(),
    users,
    lastMessage: room.lastMessage ? toChatMessage(room.lastMessage, locale) : null,
    lastActivityAt: (room.lastMessage?.createdAt ?? room.createdAt).toISOString(),
    unreadCount: room.unreadCount,
  };
}

const toUpdate = (room: RoomRow): ChatRoomUpdate => ({
  roomId: room.id,
  unreadCount: room.unreadCount,
  lastMessage: room.lastMessage ? toChatMessage(room.lastMessage) : null,
});

/**
 * The chat rooms of events: who may read and write in them, their messages and each member's
 * read position (decision 0028). Membership itself follows participation (participants and
 * events services); this service only reads it.
 */
export function createChatService(deps: ChatServiceDeps) {
  const { repos, limiter, quotas, clock, changes } = deps;

  /** `chatRoomNotFound` for a room that does not exist, `chatNotMember` for one the caller is not in. */
  async function requireMember(caller: Caller, roomId: number): Promise<void> {
    const found = await repos.chat.membership(roomId, caller.id);
    if (!found.room) throw new AppError('chatRoomNotFound');
    assertMember(caller, found.member ? [caller.id] : []);
  }

  /** The room as the caller sees it; `chatNotMember` when they stopped being a member meanwhile. */
  async function roomOf(caller: Caller, roomId: number): Promise<RoomRow> {
    const room = await repos.chat.roomOf(caller.id, roomId);
    if (!room) assertMember(caller, []);
    return room!;
  }

  /** Moves the caller's read position to a message's number; tells their sockets when it moved. */
  async function markReadUpTo(caller: Caller, roomId: number, seq: number): Promise<RoomRow> {
    const moved = await repos.chat.markRead(roomId, caller.id, seq);
    const room = await roomOf(caller, roomId);
    if (moved) changes.publish({ kind: 'read', userId: caller.id, update: toUpdate(room) });
    return room;
  }

  return {
    /** The caller's rooms, newest activity first, with every member. */
    async listRooms(caller: Caller, locale: Locale): Promise<ChatRoomSummary[]> {
      const rooms = await repos.chat.roomsOf(caller.id);
      const byRoom = new Map<number, ChatMember[]>();
      for (const { roomId, ...member } of await repos.chat.members(rooms.map((room) => room.id))) {
        byRoom.set(roomId, [...(byRoom.get(roomId) ?? []), member]);
      }
      return rooms.map((room) => toSummary(room, byRoom.get(room.id) ?? [], locale));
    },

    /**
     * A room with a page of its messages, oldest first: the newest `CHAT_PAGE_SIZE`, those
     * before `before`, or those after `after` (catch-up). Opening it (anything but paging back)
     * marks what it shows as read.
     */
    async openRoom(
      caller: Caller,
      roomId: number,
      cursor: { after?: number; before?: number },
      locale: Locale,
    ): Promise<ChatRoomDetail> {
      await requireMember(caller, roomId);
      const page = await repos.chat.page(roomId, cursor, CHAT_PAGE_SIZE);
      const first = page.rows[0];
      const last = page.rows.at(-1);
      const forward = cursor.after !== undefined;
      const [hasOlder, hasNewer] = forward
        ? [await repos.chat.hasMessage(roomId, 'older', first?.id ?? cursor.after! + 1), page.more]
        : [
            page.more,
            cursor.before !== undefined &&
              (await repos.chat.hasMessage(roomId, 'newer', last?.id ?? cursor.before - 1)),
          ];
      const room =
        cursor.before === undefined && last
          ? await markReadUpTo(caller, roomId, last.seq)
          : await roomOf(caller, roomId);
      const members = await repos.chat.members([roomId]);
      return {
        ...toSummary(
          room,
          members.map(({ roomId: _room, ...member }) => member),
          locale,
        ),
        messages: page.rows.map((row) => toChatMessage(row, locale)),
        hasOlder,
        hasNewer,
      };
    },

    /** Refuses (`chatRoomNotFound`, `chatNotMember`) unless the caller is a member of the room. */
    assertCanJoin: requireMember,

    /**
     * Stores a message from the caller (never from whoever the client names) and returns it,
     * when the caller is a member of the room: decided by the statement that stores it
     * (`decidedInStatements.chatSenderIsMember` in access.ts). A `clientId` the caller already
     * used returns the message stored then, unchanged and not stored again (`stored: false`),
     * even once the limits are reached. Limited per person (the send rate and the message
     * quota) across every server process, counted in the statement that stores the message: a
     * send waits for one round trip to the database.
     */
    async send(
      caller: Caller,
      input: { roomId: number; content: string; clientId?: string },
    ): Promise<{ message: ChatMessage; stored: boolean }> {
      const clientId = input.clientId ?? null;
      const earlier = async () => (clientId ? repos.chat.findByClientId(caller.id, clientId) : undefined);
      const limits = [
        limiter.counter(`chat:user:${caller.id}`, sendRate, 'chatRateLimited'),
        quotas.counter('messages', caller.id),
      ];
      let result: Awaited<ReturnType<ChatRepository['append']>>;
      try {
        result = await repos.chat.append(
          { ...input, clientId, senderId: caller.id, textLanguage: detectLanguage(input.content), at: clock.now() },
          limits,
        );
      } catch (error) {
        // A retried send (or the same one arriving twice at once): the other one was stored.
        const stored = uniqueViolation(error) ? await earlier() : undefined;
        if (stored) return { message: toChatMessage(stored), stored: false };
        throw error;
      }
      if (result.message) return { message: toChatMessage(result.message), stored: true };
      try {
        limits.forEach((limit, i) => limit.judge(result.counts[i]!));
      } catch (refusal) {
        const retried = await earlier();
        if (retried) return { message: toChatMessage(retried), stored: false };
        throw refusal;
      }
      await requireMember(caller, input.roomId);
      // A member at that check only if they joined right after the store was refused.
      throw new AppError('chatSendFailed');
    },

    /** The caller has seen the room up to a message of it; answers the room's unread count after. */
    async markRead(caller: Caller, input: { roomId: number; messageId: number }): Promise<ChatRoomUpdate> {
      await requireMember(caller, input.roomId);
      const message = await repos.chat.findMessage(input.messageId);
      if (!message || message.roomId !== input.roomId) throw new AppError('notFound');
      return toUpdate(await markReadUpTo(caller, input.roomId, message.seq));
    },

    /** A member's unread count and last message of a room; undefined when they are not a member. */
    async roomUpdate(userId: string, roomId: number): Promise<ChatRoomUpdate | undefined> {
      const room = await repos.chat.roomOf(userId, roomId);
      return room && toUpdate(room);
    },

    /** The unread counts of those of `userIds` who are members of the room. */
    unreadCounts: (roomId: number, userIds: string[]) => repos.chat.unreadCounts(roomId, userIds),

    /** The rooms a user is a member of. */
    roomIdsOf: (userId: string) => repos.chat.roomIdsOf(userId),
  };
}

export type ChatService = ReturnType<typeof createChatService>;
