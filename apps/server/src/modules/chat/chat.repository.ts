import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { chatRoomMembers, chatRooms } from '../../db/schema.ts';

export function createChatRepository(db: Queryable) {
  return {
    async createRoom(row: { eventId: number; name: string; at: Date }): Promise<number> {
      const [room] = await db
        .insert(chatRooms)
        .values({ eventId: row.eventId, name: row.name, type: 'event', createdAt: row.at, updatedAt: row.at })
        .returning({ id: chatRooms.id });
      return room!.id;
    },

    async findRoomId(eventId: number): Promise<number | undefined> {
      const [room] = await db.select({ id: chatRooms.id }).from(chatRooms).where(eq(chatRooms.eventId, eventId));
      return room?.id;
    },

    async addMember(roomId: number, userId: string, at: Date): Promise<void> {
      await db.insert(chatRoomMembers).values({ roomId, userId, joinedAt: at }).onConflictDoNothing();
    },

    async removeMember(roomId: number, userId: string): Promise<void> {
      await db
        .delete(chatRoomMembers)
        .where(and(eq(chatRoomMembers.roomId, roomId), eq(chatRoomMembers.userId, userId)));
    },
  };
}

export type ChatRepository = ReturnType<typeof createChatRepository>;
