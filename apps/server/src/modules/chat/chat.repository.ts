import { and, asc, desc, eq, gt, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { insertInBulk } from '../../db/bulk.ts';
import type { Queryable } from '../../db/client.ts';
import { executePrepared } from '../../db/prepared.ts';
import { chatMessages, chatRoomMembers, chatRooms, events, users } from '../../db/schema.ts';
import {
  commitModeStatement,
  hitStatement,
  type CommitMode,
  windowStateOf,
  type WindowHit,
  type WindowState,
} from '../rate-limits/rate-limits.repository.ts';

/** A message with its sender's public fields. */
export interface MessageRow {
  id: number;
  roomId: number;
  seq: number;
  content: string;
  clientId: string | null;
  /** The language the content was found to be in (decision 77), or null. */
  textLanguage: string | null;
  /** The host's message to the event's people (decision 68). */
  announcement: boolean;
  /** A moderator hid it (decision 76). */
  hidden: boolean;
  createdAt: Date;
  sender: { id: string; userId: string; username: string; profileImage: string | null };
}

/** A room as one member sees it in the list. */
export interface RoomRow {
  id: number;
  name: string;
  type: string;
  eventId: number;
  eventImage: string;
  createdAt: Date;
  updatedAt: Date;
  unreadCount: number;
  lastMessage: MessageRow | null;
}

export interface MemberRow {
  roomId: number;
  id: string;
  userId: string;
  username: string;
  profileImage: string | null;
}

/**
 * What storing a message answers: the message's fields are null when it was not stored (the
 * driver may give the time as text, and the counts as JSON text).
 */
type StoredRow = {
  id: number | null;
  seq: number;
  createdAt: Date | string;
  senderId: string;
  userId: string;
  username: string;
  profileImage: string | null;
  counts: string | Array<{ hits: number; windowStart: string }>;
};

const sender = {
  id: users.id,
  userId: users.userId,
  username: users.username,
  profileImage: users.profileImage,
};

const messageFields = {
  id: chatMessages.id,
  roomId: chatMessages.roomId,
  seq: chatMessages.seq,
  content: chatMessages.content,
  clientId: chatMessages.clientId,
  textLanguage: chatMessages.textLanguage,
  announcement: chatMessages.announcement,
  hidden: sql<boolean>`${chatMessages.hiddenAt} is not null`,
  createdAt: chatMessages.createdAt,
  sender,
};

/** A member's unread count: messages after their read position (it never passes the room's). */
const unreadCount = sql<number>`greatest(${chatRooms.lastSeq} - ${chatRoomMembers.lastReadSeq}, 0)`.mapWith(Number);

export function createChatRepository(db: Queryable, mode: CommitMode) {
  const messages = () =>
    db.select(messageFields).from(chatMessages).innerJoin(users, eq(users.id, chatMessages.senderId));

  /** Adds the user to the room `where` picks; answers its id when a row was added. */
  async function addMemberWhere(where: SQL, userId: string, at: Date): Promise<number | undefined> {
    const [row] = await db
      .insert(chatRoomMembers)
      .select(
        db
          .select({
            roomId: chatRooms.id,
            userId: sql<string>`${userId}::uuid`.as('user_id'),
            joinedAt: sql<Date>`${at.toISOString()}::timestamptz`.as('joined_at'),
            lastReadSeq: chatRooms.lastSeq,
          })
          .from(chatRooms)
          .where(where),
      )
      .onConflictDoNothing()
      .returning({ roomId: chatRoomMembers.roomId });
    return row?.roomId;
  }

  /** The rooms of one member matching `where`, newest activity first, each with its last message. */
  async function roomsOf(userId: string, where?: SQL): Promise<RoomRow[]> {
    const lastActivity = sql`coalesce(${chatMessages.createdAt}, ${chatRooms.createdAt})`;
    const rows = await db
      .select({
        id: chatRooms.id,
        name: chatRooms.name,
        type: chatRooms.type,
        eventId: chatRooms.eventId,
        eventImage: events.mainImage,
        createdAt: chatRooms.createdAt,
        updatedAt: chatRooms.updatedAt,
        unreadCount,
        lastId: chatMessages.id,
        lastSeq: chatMessages.seq,
        lastContent: chatMessages.content,
        lastClientId: chatMessages.clientId,
        lastTextLanguage: chatMessages.textLanguage,
        lastAnnouncement: chatMessages.announcement,
        lastHidden: sql<boolean>`${chatMessages.hiddenAt} is not null`,
        lastAt: chatMessages.createdAt,
        senderId: users.id,
        senderUserId: users.userId,
        senderName: users.username,
        senderImage: users.profileImage,
      })
      .from(chatRoomMembers)
      .innerJoin(chatRooms, eq(chatRooms.id, chatRoomMembers.roomId))
      .innerJoin(events, eq(events.id, chatRooms.eventId))
      .leftJoin(chatMessages, and(eq(chatMessages.roomId, chatRooms.id), eq(chatMessages.seq, chatRooms.lastSeq)))
      .leftJoin(users, eq(users.id, chatMessages.senderId))
      .where(and(eq(chatRoomMembers.userId, userId), where))
      .orderBy(desc(lastActivity), desc(chatRooms.id));
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      type: r.type,
      eventId: r.eventId,
      eventImage: r.eventImage,
      createdAt: r.createdAt,
      updatedAt: r.updatedAt,
      unreadCount: r.unreadCount,
      lastMessage:
        r.lastId === null
          ? null
          : {
              id: r.lastId,
              roomId: r.id,
              seq: r.lastSeq!,
              content: r.lastContent!,
              clientId: r.lastClientId,
              textLanguage: r.lastTextLanguage,
              announcement: r.lastAnnouncement ?? false,
              hidden: r.lastHidden ?? false,
              createdAt: r.lastAt!,
              sender: {
                id: r.senderId!,
                userId: r.senderUserId!,
                username: r.senderName!,
                profileImage: r.senderImage,
              },
            },
    }));
  }

  return {
    async createRoom(row: { eventId: number; name: string; at: Date }): Promise<number> {
      const [room] = await db
        .insert(chatRooms)
        .values({ eventId: row.eventId, name: row.name, type: 'event', createdAt: row.at, updatedAt: row.at })
        .returning({ id: chatRooms.id });
      return room!.id;
    },

    /** Adds a member; they start having read everything sent before (nothing is unread for them yet). */
    async addMember(roomId: number, userId: string, at: Date): Promise<boolean> {
      return (await addMemberWhere(eq(chatRooms.id, roomId), userId, at)) !== undefined;
    },

    /**
     * Adds a member to the event's room, as `addMember` does, in one statement; answers the room's
     * id when they were added (undefined when the event has no room or they were in it).
     */
    async addMemberOfEvent(eventId: number, userId: string, at: Date): Promise<number | undefined> {
      return addMemberWhere(eq(chatRooms.eventId, eventId), userId, at);
    },

    /** Removes a member from the event's room, in one statement; answers the room's id when they were in it. */
    async removeMemberOfEvent(eventId: number, userId: string): Promise<number | undefined> {
      const [row] = await db
        .delete(chatRoomMembers)
        .where(
          and(
            eq(
              chatRoomMembers.roomId,
              db.select({ id: chatRooms.id }).from(chatRooms).where(eq(chatRooms.eventId, eventId)),
            ),
            eq(chatRoomMembers.userId, userId),
          ),
        )
        .returning({ roomId: chatRoomMembers.roomId });
      return row?.roomId;
    },

    /** Whether the room exists and whether the user is one of its members, in one query. */
    async membership(roomId: number, userId: string): Promise<{ room: boolean; member: boolean }> {
      const [row] = await db
        .select({ member: sql<boolean>`${chatRoomMembers.userId} is not null` })
        .from(chatRooms)
        .leftJoin(chatRoomMembers, and(eq(chatRoomMembers.roomId, chatRooms.id), eq(chatRoomMembers.userId, userId)))
        .where(eq(chatRooms.id, roomId));
      return { room: row !== undefined, member: row?.member === true };
    },

    /** The rooms a user is a member of. */
    async roomIdsOf(userId: string): Promise<number[]> {
      const rows = await db
        .select({ id: chatRoomMembers.roomId })
        .from(chatRoomMembers)
        .where(eq(chatRoomMembers.userId, userId));
      return rows.map((r) => r.id);
    },

    /** The room of an event and its members' users.id (before the event goes). */
    async findRoomOfEvent(eventId: number): Promise<{ roomId: number; memberIds: string[] } | undefined> {
      const rows = await db
        .select({ roomId: chatRooms.id, userId: chatRoomMembers.userId })
        .from(chatRooms)
        .leftJoin(chatRoomMembers, eq(chatRoomMembers.roomId, chatRooms.id))
        .where(eq(chatRooms.eventId, eventId));
      if (rows.length === 0) return undefined;
      return { roomId: rows[0]!.roomId, memberIds: rows.flatMap((r) => (r.userId ? [r.userId] : [])) };
    },

    /** A user's rooms, newest activity first. */
    roomsOf: (userId: string) => roomsOf(userId),

    /** One room as a member sees it; undefined when they are not a member. */
    async roomOf(userId: string, roomId: number): Promise<RoomRow | undefined> {
      const [room] = await roomsOf(userId, eq(chatRooms.id, roomId));
      return room;
    },

    /** The members of some rooms, in the order they joined. */
    async members(roomIds: number[]): Promise<MemberRow[]> {
      if (roomIds.length === 0) return [];
      return db
        .select({ roomId: chatRoomMembers.roomId, ...sender })
        .from(chatRoomMembers)
        .innerJoin(users, eq(users.id, chatRoomMembers.userId))
        .where(inArray(chatRoomMembers.roomId, roomIds))
        .orderBy(asc(chatRoomMembers.joinedAt), asc(users.userId));
    },

    /**
     * A page of a room's messages, oldest first: after `after` (forward from it) when given,
     * else the newest ones before `before` (or of all). Fetches one more than `limit` to tell
     * whether more lie that way.
     */
    async page(
      roomId: number,
      cursor: { after?: number; before?: number },
      limit: number,
    ): Promise<{ rows: MessageRow[]; more: boolean }> {
      const forward = cursor.after !== undefined;
      const rows = await messages()
        .where(
          and(
            eq(chatMessages.roomId, roomId),
            cursor.after !== undefined ? gt(chatMessages.id, cursor.after) : undefined,
            cursor.before !== undefined ? lt(chatMessages.id, cursor.before) : undefined,
          ),
        )
        .orderBy(forward ? asc(chatMessages.id) : desc(chatMessages.id))
        .limit(limit + 1);
      const more = rows.length > limit;
      const page = rows.slice(0, limit);
      return { rows: forward ? page : page.reverse(), more };
    },

    /** Whether the room has a message before (`older`) or after an id. */
    async hasMessage(roomId: number, side: 'older' | 'newer', id: number): Promise<boolean> {
      const [row] = await db
        .select({ id: chatMessages.id })
        .from(chatMessages)
        .where(
          and(eq(chatMessages.roomId, roomId), side === 'older' ? lt(chatMessages.id, id) : gt(chatMessages.id, id)),
        )
        .limit(1);
      return row !== undefined;
    },

    async findMessage(id: number): Promise<MessageRow | undefined> {
      const [row] = await messages().where(eq(chatMessages.id, id));
      return row;
    },

    async findByClientId(senderId: string, clientId: string): Promise<MessageRow | undefined> {
      const [row] = await messages().where(
        and(eq(chatMessages.senderId, senderId), eq(chatMessages.clientId, clientId)),
      );
      return row;
    },

    /**
     * The host's message to the event's people (decision 68), in the caller's transaction: a
     * plain insert that keeps the transaction's own commit mode (its notifications and mails must
     * reach the disk with it), unlike `append`, whose counters may commit without waiting.
     */
    async appendAnnouncement(row: {
      roomId: number;
      senderId: string;
      content: string;
      textLanguage: string | null;
      at: Date;
    }): Promise<MessageRow> {
      const at = sql`${row.at.toISOString()}::timestamptz`;
      const result = (await db.execute(sql`
        with room as (
          update ${chatRooms} set last_seq = last_seq + 1, updated_at = ${at}
          where id = ${row.roomId}
          returning id, last_seq
        ), message as (
          insert into ${chatMessages} (room_id, seq, sender_id, content, text_language, announcement, created_at)
          select id, last_seq, ${row.senderId}, ${row.content}, ${row.textLanguage}, true, ${at} from room
          returning id, seq, created_at
        ), seen as (
          update ${chatRoomMembers} set last_read_seq = (select last_seq from room)
          where room_id = ${row.roomId} and user_id = ${row.senderId}
        )
        select m.id, m.seq, m.created_at as "createdAt", u.user_id as "userId", u.username,
          u.profile_image as "profileImage"
        from message m join ${users} u on u.id = ${row.senderId}`)) as {
        rows: {
          id: number;
          seq: number;
          createdAt: Date | string;
          userId: string;
          username: string;
          profileImage: string | null;
        }[];
      };
      const stored = result.rows[0]!;
      return {
        id: Number(stored.id),
        roomId: row.roomId,
        seq: Number(stored.seq),
        content: row.content,
        clientId: null,
        textLanguage: row.textLanguage,
        announcement: true,
        hidden: false,
        createdAt: new Date(stored.createdAt),
        sender: {
          id: row.senderId,
          userId: stored.userId,
          username: stored.username,
          profileImage: stored.profileImage,
        },
      };
    },

    /** How many announcements a room has had since `since` (the hosts' daily limit). */
    async countAnnouncementsSince(roomId: number, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(chatMessages)
        .where(
          and(eq(chatMessages.roomId, roomId), eq(chatMessages.announcement, true), gte(chatMessages.createdAt, since)),
        );
      return Number(row?.n ?? 0);
    },

    /**
     * Counts the send's limits and stores the message from a member, in one statement: counts a
     * hit of each limit (`hitStatement`), and only when every count is within its `max`, takes
     * the room's next number (which locks the room's row until the statement ends, so ids follow
     * that order within a room), inserts the message and moves the sender's read position to it.
     * Returns each limit's count, and the message unless a limit was passed, the room is gone or
     * the sender is not a member (access: chatSenderIsMember, a permission rule decided here so
     * that no moment passes between the check and the write). A client id the sender already
     * used fails with a unique violation (and nothing is counted).
     */
    async append(
      row: {
        roomId: number;
        senderId: string;
        content: string;
        clientId: string | null;
        /** The language the content was found to be in (decision 77), or null. */
        textLanguage?: string | null;
        at: Date;
      },
      limits: ReadonlyArray<WindowHit & { max: number }> = [],
    ): Promise<{ message?: MessageRow; counts: WindowState[] }> {
      const at = sql`${row.at.toISOString()}::timestamptz`;
      const counted = limits.map((limit, i) => ({ ...limit, name: sql.raw(`count_${i}`) }));
      const result = await executePrepared<StoredRow>(
        db,
        'chat_append',
        sql`
        with commit_mode as (${commitModeStatement(mode)}),
        ${sql.join(
          counted.map(({ name, ...limit }) => sql`${name} as (${hitStatement(limit, row.at, mode)}),`),
          sql` `,
        )}
        allowed as (
          select 1 from commit_mode
          where true ${sql.join(
            counted.map(({ name, max }) => sql`and (select hits from ${name}) <= ${max}`),
            sql` `,
          )}
        ), room as (
          update ${chatRooms} set last_seq = last_seq + 1, updated_at = ${at}
          where id = ${row.roomId} and exists (select 1 from allowed)
            and exists (select 1 from ${chatRoomMembers} where room_id = ${row.roomId} and user_id = ${row.senderId})
          returning id, last_seq
        ), message as (
          insert into ${chatMessages} (room_id, seq, sender_id, content, client_id, text_language, created_at)
          select id, last_seq, ${row.senderId}, ${row.content}, ${row.clientId}, ${row.textLanguage ?? null}, ${at} from room
          returning id, seq, created_at
        ), seen as (
          update ${chatRoomMembers} set last_read_seq = (select last_seq from room)
          where room_id = ${row.roomId} and user_id = ${row.senderId} and exists (select 1 from room)
        )
        select m.id, m.seq, m.created_at as "createdAt",
          u.id as "senderId", u.user_id as "userId", u.username, u.profile_image as "profileImage",
          json_build_array(${sql.join(
            counted.map(
              ({ name }) => sql`(select json_build_object('hits', hits, 'windowStart', "windowStart") from ${name})`,
            ),
            sql`, `,
          )}) as counts
        from commit_mode
          left join message m on true
          left join ${users} u on m.id is not null and u.id = ${row.senderId}`,
      );
      const stored = result.rows[0]!;
      const counts = (typeof stored.counts === 'string' ? JSON.parse(stored.counts) : stored.counts) as Array<{
        hits: number;
        windowStart: string;
      }>;
      if (stored.id === null) return { counts: counts.map(windowStateOf) };
      return {
        counts: counts.map(windowStateOf),
        message: {
          id: Number(stored.id),
          roomId: row.roomId,
          seq: Number(stored.seq),
          content: row.content,
          clientId: row.clientId,
          textLanguage: row.textLanguage ?? null,
          announcement: false,
          hidden: false,
          createdAt: new Date(stored.createdAt),
          sender: {
            id: stored.senderId,
            userId: stored.userId,
            username: stored.username,
            profileImage: stored.profileImage,
          },
        },
      };
    },

    /**
     * Moves a member's read position forward to a message of the room (never back). Returns
     * whether it moved.
     */
    async markRead(roomId: number, userId: string, seq: number): Promise<boolean> {
      const rows = await db
        .update(chatRoomMembers)
        .set({ lastReadSeq: seq })
        .where(
          and(
            eq(chatRoomMembers.roomId, roomId),
            eq(chatRoomMembers.userId, userId),
            lt(chatRoomMembers.lastReadSeq, seq),
          ),
        )
        .returning({ roomId: chatRoomMembers.roomId });
      return rows.length === 1;
    },

    /** Unread counts in a room of those of `userIds` who are members. */
    async unreadCounts(roomId: number, userIds: string[]): Promise<Map<string, number>> {
      if (userIds.length === 0) return new Map();
      const rows = await db
        .select({ userId: chatRoomMembers.userId, unreadCount })
        .from(chatRoomMembers)
        .innerJoin(chatRooms, eq(chatRooms.id, chatRoomMembers.roomId))
        .where(and(eq(chatRoomMembers.roomId, roomId), inArray(chatRoomMembers.userId, userIds)));
      return new Map(rows.map((r) => [r.userId, r.unreadCount]));
    },

    /** Creates many events' rooms at once (the seed); answers their ids in the rows' order. */
    async createRooms(rows: Array<{ eventId: number; name: string; at: Date }>): Promise<number[]> {
      const rooms = rows.map((row) => ({
        eventId: row.eventId,
        name: row.name,
        type: 'event' as const,
        createdAt: row.at,
        updatedAt: row.at,
      }));
      return (await insertInBulk(db, chatRooms, rooms, { returning: chatRooms.id })) as number[];
    },

    /** Adds many members at once to rooms that have no messages yet (so nothing is unread for them). */
    async addMembersToNewRooms(rows: Array<{ roomId: number; userId: string; at: Date }>): Promise<void> {
      const members = rows.map((row) => ({ roomId: row.roomId, userId: row.userId, joinedAt: row.at }));
      await insertInBulk(db, chatRoomMembers, members);
    },
  };
}

export type ChatRepository = ReturnType<typeof createChatRepository>;
