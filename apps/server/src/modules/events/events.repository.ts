import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { eventImages, events, likes, participants, users } from '../../db/schema.ts';

export type EventRow = typeof events.$inferSelect;
export type NewEventRow = typeof events.$inferInsert;

const personColumns = { userId: users.userId, username: users.username, profileImage: users.profileImage };

export function createEventsRepository(db: Queryable) {
  return {
    async insert(row: NewEventRow): Promise<EventRow> {
      const [created] = await db.insert(events).values(row).returning();
      return created!;
    },

    async insertImages(eventId: number, urls: string[]): Promise<void> {
      if (urls.length === 0) return;
      await db.insert(eventImages).values(urls.map((url, position) => ({ eventId, position, url })));
    },

    async findById(id: number): Promise<EventRow | undefined> {
      const [row] = await db.select().from(events).where(eq(events.id, id));
      return row;
    },

    async findHost(hostId: string) {
      const [host] = await db.select(personColumns).from(users).where(eq(users.id, hostId));
      return host;
    },

    async findImages(eventId: number): Promise<string[]> {
      const rows = await db
        .select({ url: eventImages.url })
        .from(eventImages)
        .where(eq(eventImages.eventId, eventId))
        .orderBy(asc(eventImages.position));
      return rows.map((r) => r.url);
    },

    /** Participants with their public user fields; Approved only unless `allStatuses`. */
    async findParticipants(eventId: number, options: { allStatuses?: boolean } = {}) {
      const where = options.allStatuses
        ? eq(participants.eventId, eventId)
        : and(eq(participants.eventId, eventId), eq(participants.status, 'Approved'));
      return db
        .select({
          id: participants.id,
          status: participants.status,
          answer: participants.answer,
          createdAt: participants.createdAt,
          user: personColumns,
        })
        .from(participants)
        .innerJoin(users, eq(users.id, participants.userId))
        .where(where)
        .orderBy(asc(participants.createdAt), asc(participants.id));
    },

    async findLikerIds(eventId: number): Promise<string[]> {
      const rows = await db
        .select({ userId: users.userId })
        .from(likes)
        .innerJoin(users, eq(users.id, likes.userId))
        .where(eq(likes.eventId, eventId))
        .orderBy(asc(likes.createdAt));
      return rows.map((r) => r.userId);
    },

    /** Approved guests (not the host) with what a cancellation notice needs. */
    async findApprovedGuests(eventId: number, hostId: string) {
      return db
        .select({ email: users.email, username: users.username, locale: users.locale })
        .from(participants)
        .innerJoin(users, eq(users.id, participants.userId))
        .where(
          and(eq(participants.eventId, eventId), eq(participants.status, 'Approved'), ne(participants.userId, hostId)),
        );
    },

    async addParticipant(row: typeof participants.$inferInsert): Promise<void> {
      await db.insert(participants).values(row);
    },

    /** Of `urls`, those some event still shows (an upload can serve more than one event). */
    async imagesInUse(urls: string[]): Promise<Set<string>> {
      if (urls.length === 0) return new Set();
      const rows = await db
        .selectDistinct({ url: eventImages.url })
        .from(eventImages)
        .where(inArray(eventImages.url, urls));
      return new Set(rows.map((r) => r.url));
    },

    /** Deletes the event; participants, likes, images, reviews and its chat room go with it (cascade). */
    async delete(id: number): Promise<boolean> {
      const rows = await db.delete(events).where(eq(events.id, id)).returning({ id: events.id });
      return rows.length === 1;
    },
  };
}

export type EventsRepository = ReturnType<typeof createEventsRepository>;
