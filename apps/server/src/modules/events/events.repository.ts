import { and, asc, count, eq, getTableColumns, gt, gte, inArray, ne, sql } from 'drizzle-orm';
import { idRuns, insertInBulk } from '../../db/bulk.ts';
import type { Queryable } from '../../db/client.ts';
import type { DescribedImage, SeriesFrequency } from '@moim/contract';
import {
  blocks,
  eventImages,
  eventSeries,
  events,
  likes,
  participants,
  reviewImages,
  reviews,
  users,
} from '../../db/schema.ts';
import { averageRating } from '../reviews/reviews.repository.ts';

export type EventRow = typeof events.$inferSelect;
export type NewEventRow = typeof events.$inferInsert;

/** An event's long texts: the description, its plain text and first lines, the search pieces. */
type LongText = 'description' | 'descriptionText' | 'summary' | 'searchGrams' | 'secondDescription' | 'secondSummary';
/**
 * An event without its long texts: what a change of who takes part, a like, a report or a review
 * reads. The search pieces alone are a text array of a thousand elements or more for a long
 * description, which the driver would parse at every read.
 */
export type EventFacts = Omit<EventRow, LongText>;
const {
  description: _description,
  descriptionText: _descriptionText,
  summary: _summary,
  searchGrams: _searchGrams,
  secondDescription: _secondDescription,
  secondSummary: _secondSummary,
  ...factColumns
} = getTableColumns(events);

/** Exported because the repositories' declaration names it (tsc -b cannot emit it otherwise). @public */
export interface DetailParticipant {
  id: number;
  status: (typeof participants.$inferSelect)['status'];
  answer: string;
  user: { userId: string; username: string; profileImage: string | null };
}

const personColumns = { userId: users.userId, username: users.username, profileImage: users.profileImage };

/**
 * An event with everything its page shows, in one statement: host, images in order, the
 * approved participants, whether the caller likes it (who else does is private, decision 0045)
 * and its reviews' average and count.
 */
function detailStatement(db: Queryable) {
  return db
    .select({
      event: events,
      host: personColumns,
      images: sql<DescribedImage[]>`coalesce((select json_agg(json_build_object('url', ei.url, 'alt', ei.alt)
          order by ei.position) from ${eventImages} ei
        where ei.event_id = ${events.id}), '[]'::json)`,
      participants: sql<DetailParticipant[]>`coalesce((select json_agg(json_build_object(
          'id', p.id, 'status', p.status, 'answer', p.answer,
          'user', json_build_object('userId', u.user_id, 'username', u.username, 'profileImage', u.profile_image))
          order by p.created_at, p.id)
        from ${participants} p join ${users} u on u.id = p.user_id
        where p.event_id = ${events.id} and p.status = 'Approved'), '[]'::json)`,
      likedByCaller: sql<boolean>`exists (select 1 from ${likes} l
        where l.event_id = ${events.id} and l.user_id = ${sql.placeholder('callerId')}::uuid)`,
      rating: sql<{ average: number | null; count: number }>`(select json_build_object(
          'average', ${averageRating(sql`r.rating`)}, 'count', count(*))
        from ${reviews} r where r.event_id = ${events.id})`,
    })
    .from(events)
    .innerJoin(users, eq(users.id, events.hostId))
    .where(eq(events.id, sql.placeholder('id')))
    .prepare('event_detail');
}

export function createEventsRepository(db: Queryable) {
  // Prepared on first use, then reused: the page most often asked for.
  let detail: ReturnType<typeof detailStatement> | undefined;
  return {
    /** The events a person hosts that have not started, soonest first. */
    async upcomingHostedBy(hostId: string, now: Date): Promise<number[]> {
      const rows = await db
        .select({ id: events.id })
        .from(events)
        .where(and(eq(events.hostId, hostId), gt(events.startsAt, now)))
        .orderBy(asc(events.startsAt), asc(events.id));
      return rows.map((row) => row.id);
    },

    async insert(row: NewEventRow): Promise<EventRow> {
      const [created] = await db.insert(events).values(row).returning();
      return created!;
    },

    /** A new series of a host's events (decision 69); its id goes on each of its dates. */
    async insertSeries(hostId: string, every: SeriesFrequency, at: Date): Promise<number> {
      const [row] = await db
        .insert(eventSeries)
        .values({ hostId, every, createdAt: at })
        .returning({ id: eventSeries.id });
      return row!.id;
    },

    /** A series' dates that start after `after`, in order. */
    async seriesDates(seriesId: number, after: Date) {
      return db
        .select({ id: events.id, date: events.date, time: events.time, startsAt: events.startsAt })
        .from(events)
        .where(and(eq(events.seriesId, seriesId), gt(events.startsAt, after)))
        .orderBy(asc(events.startsAt), asc(events.id));
    },

    /** The ids of a series' dates from `from` on (that one included), in order. */
    async seriesIdsFrom(seriesId: number, from: Date): Promise<number[]> {
      const rows = await db
        .select({ id: events.id })
        .from(events)
        .where(and(eq(events.seriesId, seriesId), gte(events.startsAt, from)))
        .orderBy(asc(events.startsAt), asc(events.id));
      return rows.map((row) => row.id);
    },

    async insertImages(eventId: number, images: DescribedImage[]): Promise<void> {
      if (images.length === 0) return;
      await db.insert(eventImages).values(images.map(({ url, alt }, position) => ({ eventId, position, url, alt })));
    },

    /** The whole event, its texts included (to translate them, say). */
    async findById(id: number): Promise<EventRow | undefined> {
      const [row] = await db.select().from(events).where(eq(events.id, id));
      return row;
    },

    /** The event without its long texts (`EventFacts`). */
    async findFacts(id: number): Promise<EventFacts | undefined> {
      const [row] = await db.select(factColumns).from(events).where(eq(events.id, id));
      return row;
    },

    /**
     * The event, locked until the transaction ends: every change to who takes part in an event
     * starts here, so those changes happen one after another (decision 0020). The lock still
     * lets other transactions add rows that refer to the event (likes, participants).
     */
    async lockForChange(id: number): Promise<EventFacts | undefined> {
      const [row] = await db.select(factColumns).from(events).where(eq(events.id, id)).for('no key update');
      return row;
    },

    /**
     * `lockForChange`, and whether the event's host blocks `userId`, in one statement: what a join
     * checks first, in one round trip.
     */
    async lockForJoin(id: number, userId: string): Promise<(EventFacts & { hostBlocks: boolean }) | undefined> {
      const [row] = await db
        .select({
          ...factColumns,
          hostBlocks: sql<boolean>`exists (select 1 from ${blocks}
            where ${blocks.blockerId} = ${events.hostId} and ${blocks.blockedId} = ${userId}::uuid)`,
        })
        .from(events)
        .where(eq(events.id, id))
        .for('no key update');
      return row;
    },

    /** Hides the event from lists and its page (a moderator, decision 76), or shows it again (null). */
    async setHidden(id: number, hiddenAt: Date | null): Promise<void> {
      await db.update(events).set({ hiddenAt }).where(eq(events.id, id));
    },

    /** An event with everything its page shows, or undefined; `callerId` (users.id) is null for a visitor. */
    async findDetail(id: number, callerId: string | null) {
      detail ??= detailStatement(db);
      const [row] = await detail.execute({ id, callerId });
      return row;
    },

    async findImages(eventId: number): Promise<string[]> {
      const rows = await db
        .select({ url: eventImages.url })
        .from(eventImages)
        .where(eq(eventImages.eventId, eventId))
        .orderBy(asc(eventImages.position));
      return rows.map((r) => r.url);
    },

    /** The images of the event's reviews. */
    async findReviewImages(eventId: number): Promise<string[]> {
      const rows = await db
        .select({ url: reviewImages.url })
        .from(reviewImages)
        .innerJoin(reviews, eq(reviews.id, reviewImages.reviewId))
        .where(eq(reviews.eventId, eventId));
      return rows.map((r) => r.url);
    },

    /** Approved guests (not the host) with what a cancellation notice needs. */
    /** Everyone but the host who holds or waits for a place: approved, pending or waitlisted. */
    /** Everyone with a place (a seat, an application, the waitlist), but `except` (the host, who has a seat too). */
    async findPeopleWithPlaces(eventId: number, except: string | null) {
      return db
        .select({
          id: users.id,
          email: users.email,
          username: users.username,
          locale: users.locale,
          status: participants.status,
        })
        .from(participants)
        .innerJoin(users, eq(users.id, participants.userId))
        .where(
          and(
            eq(participants.eventId, eventId),
            inArray(participants.status, ['Approved', 'Pending', 'Waitlisted']),
            except === null ? undefined : ne(participants.userId, except),
          ),
        )
        .orderBy(asc(participants.id));
    },

    async addParticipant(row: typeof participants.$inferInsert): Promise<void> {
      await db.insert(participants).values(row);
    },

    /** Of `urls`, those some event or review still shows (an upload can serve more than one). */
    async imagesInUse(urls: string[]): Promise<Set<string>> {
      if (urls.length === 0) return new Set();
      const rows = await db
        .select({ url: eventImages.url })
        .from(eventImages)
        .where(inArray(eventImages.url, urls))
        .union(db.select({ url: reviewImages.url }).from(reviewImages).where(inArray(reviewImages.url, urls)));
      return new Set(rows.map((r) => r.url));
    },

    /** Deletes the event; participants, likes, images, reviews and its chat room go with it (cascade). */
    async delete(id: number): Promise<boolean> {
      const rows = await db.delete(events).where(eq(events.id, id)).returning({ id: events.id });
      return rows.length === 1;
    },

    /** Adds many events at once (the seed), a few statements in all; answers their ids in the rows' order. */
    async insertMany(rows: NewEventRow[]): Promise<number[]> {
      return (await insertInBulk(db, events, rows, { returning: events.id })) as number[];
    },

    async insertImagesMany(rows: Array<typeof eventImages.$inferInsert>): Promise<void> {
      await insertInBulk(db, eventImages, rows);
    },

    /** How many events these users host. */
    async countHostedBy(hostIds: string[]): Promise<number> {
      let hosted = 0;
      for (const run of idRuns(hostIds)) {
        const [row] = await db.select({ n: count() }).from(events).where(inArray(events.hostId, run));
        hosted += row!.n;
      }
      return hosted;
    },

    /** The newest event's id (0 when there is none) and how many events there are. */
    async lastIdAndCount(): Promise<{ lastId: number; count: number }> {
      const [row] = await db
        .select({ lastId: sql<number>`coalesce(max(${events.id}), 0)::int`, count: count() })
        .from(events);
      return row!;
    },

    /**
     * Sets the seat and like counts of the events after `afterId` to their rows, where they
     * differ: for rows written in bulk (the seed), which the services' one-at-a-time updates
     * (takeSeat, adjustCount) do not see. Answers how many events changed.
     */
    async recount(afterId = 0): Promise<number> {
      // Named with its table: the subqueries' own tables have an id too.
      const eventId = sql`${events}.id`;
      const approved = sql<number>`(select count(*)::int from ${participants} p
        where p.event_id = ${eventId} and p.status = 'Approved')`;
      const liked = sql<number>`(select count(*)::int from ${likes} l where l.event_id = ${eventId})`;
      const changed = await db
        .update(events)
        .set({ participantsCount: approved, likesCount: liked })
        .where(
          and(
            gt(events.id, afterId),
            sql`(${events.participantsCount}, ${events.likesCount}) is distinct from (${approved}, ${liked})`,
          ),
        )
        .returning({ id: events.id });
      return changed.length;
    },
  };
}

export type EventsRepository = ReturnType<typeof createEventsRepository>;
