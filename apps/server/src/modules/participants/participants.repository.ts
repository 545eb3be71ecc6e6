import { and, asc, eq, gt, inArray, isNull, lt, lte, ne, sql } from 'drizzle-orm';
import type { ParticipantStatus } from '@moim/contract';
import { insertInBulk } from '../../db/bulk.ts';
import type { Queryable } from '../../db/client.ts';
import { events, participants, users } from '../../db/schema.ts';

export type ParticipantRow = typeof participants.$inferSelect;

export function createParticipantsRepository(db: Queryable) {
  return {
    async find(eventId: number, userId: string): Promise<ParticipantRow | undefined> {
      const [row] = await db
        .select()
        .from(participants)
        .where(and(eq(participants.eventId, eventId), eq(participants.userId, userId)));
      return row;
    },

    async findById(id: number): Promise<ParticipantRow | undefined> {
      const [row] = await db.select().from(participants).where(eq(participants.id, id));
      return row;
    },

    /** Adds the row unless the user has one for the event; undefined when they do. */
    async insert(row: typeof participants.$inferInsert): Promise<ParticipantRow | undefined> {
      const [created] = await db.insert(participants).values(row).onConflictDoNothing().returning();
      return created;
    },

    /** `removed`: a Rejected that took away a seat or a waitlist place (decision 0048). */
    async setStatus(id: number, status: ParticipantStatus, at: Date, removed = false): Promise<void> {
      await db.update(participants).set({ status, removed, updatedAt: at }).where(eq(participants.id, id));
    },

    /**
     * Notes that the event's pending applicants have been told it is full; answers the user ids
     * of those not told before, so each is told once.
     */
    async markToldFull(eventId: number, at: Date): Promise<string[]> {
      const rows = await db
        .update(participants)
        .set({ toldFullAt: at })
        .where(
          and(eq(participants.eventId, eventId), eq(participants.status, 'Pending'), isNull(participants.toldFullAt)),
        )
        .returning({ userId: participants.userId });
      return rows.map((row) => row.userId);
    },

    /** The events a person has a place in (not as host) that have not started. */
    async upcomingPlacesOf(userId: string, now: Date): Promise<number[]> {
      const rows = await db
        .select({ eventId: participants.eventId })
        .from(participants)
        .innerJoin(events, eq(events.id, participants.eventId))
        .where(
          and(
            eq(participants.userId, userId),
            inArray(participants.status, ['Approved', 'Pending', 'Waitlisted']),
            ne(events.hostId, userId),
            gt(events.startsAt, now),
          ),
        )
        .orderBy(asc(events.startsAt));
      return rows.map((row) => row.eventId);
    },

    async remove(id: number): Promise<void> {
      await db.delete(participants).where(eq(participants.id, id));
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

    /** Gives a seat back. */
    async releaseSeat(eventId: number): Promise<void> {
      await db
        .update(events)
        .set({ participantsCount: sql`${events.participantsCount} - 1` })
        .where(and(eq(events.id, eventId), gt(events.participantsCount, 0)));
    },

    /**
     * The first in line on the event's waitlist. Rows are only ever created as Waitlisted, one
     * after another under the event's lock, so the id is the order of arrival.
     */
    async waitlistHead(eventId: number): Promise<ParticipantRow | undefined> {
      const [row] = await db
        .select()
        .from(participants)
        .where(and(eq(participants.eventId, eventId), eq(participants.status, 'Waitlisted')))
        .orderBy(asc(participants.id))
        .limit(1);
      return row;
    },

    /** Where a waitlisted participant stands in line: 1 for the first. */
    async waitlistPosition(row: Pick<ParticipantRow, 'eventId' | 'id'>): Promise<number> {
      const [ahead] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(participants)
        .where(
          and(
            eq(participants.eventId, row.eventId),
            eq(participants.status, 'Waitlisted'),
            lte(participants.id, row.id),
          ),
        );
      return ahead?.count ?? 0;
    },

    /** Everyone who takes part in or applied to an event, in order of arrival (id), with who they are. */
    async listForHost(eventId: number) {
      return db
        .select({
          participant: participants,
          user: {
            userId: users.userId,
            username: users.username,
            profileImage: users.profileImage,
            nationality: users.nationality,
            dob: users.dob,
          },
        })
        .from(participants)
        .innerJoin(users, eq(users.id, participants.userId))
        .where(eq(participants.eventId, eventId))
        .orderBy(asc(participants.id));
    },

    /** Adds many rows at once (the seed); the events' seat counts are the caller's (events.recount). */
    async insertMany(rows: Array<typeof participants.$inferInsert>): Promise<void> {
      await insertInBulk(db, participants, rows);
    },
  };
}

export type ParticipantsRepository = ReturnType<typeof createParticipantsRepository>;
