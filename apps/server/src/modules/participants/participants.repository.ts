import { and, eq, lt, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { events, participants } from '../../db/schema.ts';

export function createParticipantsRepository(db: Queryable) {
  return {
    async find(eventId: number, userId: string) {
      const [row] = await db
        .select({ id: participants.id, status: participants.status })
        .from(participants)
        .where(and(eq(participants.eventId, eventId), eq(participants.userId, userId)));
      return row;
    },

    /** Adds the row unless the user has one for the event; undefined when they do. */
    async insert(row: typeof participants.$inferInsert) {
      const [created] = await db
        .insert(participants)
        .values(row)
        .onConflictDoNothing()
        .returning({ id: participants.id, status: participants.status });
      return created;
    },

    /**
     * Takes a seat only while one is left: a single conditional update, so two requests can
     * never take the last seat.
     */
    async takeSeat(eventId: number): Promise<boolean> {
      const rows = await db
        .update(events)
        .set({ participantsCount: sql`${events.participantsCount} + 1` })
        .where(and(eq(events.id, eventId), lt(events.participantsCount, events.maxParticipants)))
        .returning({ id: events.id });
      return rows.length === 1;
    },
  };
}

export type ParticipantsRepository = ReturnType<typeof createParticipantsRepository>;
