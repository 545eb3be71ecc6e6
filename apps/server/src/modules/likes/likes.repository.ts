import { and, eq, sql } from 'drizzle-orm';
import { insertInBulk } from '../../db/bulk.ts';
import type { Queryable } from '../../db/client.ts';
import { events, likes } from '../../db/schema.ts';

export function createLikesRepository(db: Queryable) {
  return {
    async isLiked(eventId: number, userId: string): Promise<boolean> {
      const rows = await db
        .select({ eventId: likes.eventId })
        .from(likes)
        .where(and(eq(likes.eventId, eventId), eq(likes.userId, userId)));
      return rows.length > 0;
    },

    /** Adds the like unless it is there; true when a row was added. */
    async add(eventId: number, userId: string, at: Date): Promise<boolean> {
      const rows = await db
        .insert(likes)
        .values({ eventId, userId, createdAt: at })
        .onConflictDoNothing()
        .returning({ eventId: likes.eventId });
      return rows.length === 1;
    },

    /** Removes the like if it is there; true when a row was removed. */
    async remove(eventId: number, userId: string): Promise<boolean> {
      const rows = await db
        .delete(likes)
        .where(and(eq(likes.eventId, eventId), eq(likes.userId, userId)))
        .returning({ eventId: likes.eventId });
      return rows.length === 1;
    },

    /**
     * Moves the event's like count by the rows actually added or removed; returns the new count,
     * or undefined when the event is gone.
     */
    async adjustCount(eventId: number, delta: number): Promise<number | undefined> {
      const [row] = await db
        .update(events)
        .set({ likesCount: sql`${events.likesCount} + ${delta}` })
        .where(eq(events.id, eventId))
        .returning({ likesCount: events.likesCount });
      return row?.likesCount;
    },

    /** Adds many likes at once (the seed); the events' like counts are the caller's (events.recount). */
    async insertMany(rows: Array<typeof likes.$inferInsert>): Promise<void> {
      await insertInBulk(db, likes, rows);
    },
  };
}

export type LikesRepository = ReturnType<typeof createLikesRepository>;
