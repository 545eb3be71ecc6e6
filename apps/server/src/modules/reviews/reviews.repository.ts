import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { events, participants, reviewImages, reviews, users } from '../../db/schema.ts';

/** The average of ratings, to two decimals; null over no rows. */
export const averageRating = (rating: SQL | typeof reviews.rating) =>
  sql<number | null>`round(avg(${rating})::numeric, 2)::float8`;

/** A review with its author, its images in order and its event. */
const reviewColumns = {
  id: reviews.id,
  authorId: reviews.userId,
  hidden: sql<boolean>`${reviews.hiddenAt} is not null`,
  rating: reviews.rating,
  comment: reviews.comment,
  textLanguage: reviews.textLanguage,
  createdAt: reviews.createdAt,
  user: { userId: users.userId, username: users.username, profileImage: users.profileImage },
  event: { id: events.id, name: events.name },
  images: sql<string[]>`coalesce((select json_agg(ri.url order by ri.position) from ${reviewImages} ri
    where ri.review_id = ${reviews.id}), '[]'::json)`,
  // The author was checked in at the door (decision 67).
  attended: sql<boolean>`exists (select 1 from ${participants} p where p.event_id = ${reviews.eventId}
    and p.user_id = ${reviews.userId} and p.checked_in_at is not null)`,
};

export type ReviewRow = {
  id: number;
  /** The author's users.id. */
  authorId: string;
  /** A moderator hid it (decision 76). */
  hidden: boolean;
  rating: number;
  comment: string;
  /** The comment's language as detected when it was written (decision 77). */
  textLanguage: string | null;
  createdAt: Date;
  user: { userId: string; username: string; profileImage: string | null };
  event: { id: number; name: string };
  images: string[];
  attended: boolean;
};

export function createReviewsRepository(db: Queryable) {
  const select = (where: SQL | undefined) =>
    db
      .select(reviewColumns)
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.userId))
      .innerJoin(events, eq(events.id, reviews.eventId))
      .where(where)
      .orderBy(desc(reviews.createdAt), desc(reviews.id));

  return {
    /** Adds the review unless the user has one for the event; undefined when they do. */
    async insert(row: typeof reviews.$inferInsert): Promise<number | undefined> {
      const [created] = await db.insert(reviews).values(row).onConflictDoNothing().returning({ id: reviews.id });
      return created?.id;
    },

    async insertImages(reviewId: number, urls: string[]): Promise<void> {
      if (urls.length === 0) return;
      await db.insert(reviewImages).values(urls.map((url, position) => ({ reviewId, position, url })));
    },

    async findById(id: number): Promise<ReviewRow | undefined> {
      const [row] = await select(eq(reviews.id, id));
      return row;
    },

    async exists(eventId: number, userId: string): Promise<boolean> {
      const rows = await db
        .select({ id: reviews.id })
        .from(reviews)
        .where(and(eq(reviews.eventId, eventId), eq(reviews.userId, userId)));
      return rows.length > 0;
    },

    /** An event's reviews, newest first. */
    async listByEvent(eventId: number): Promise<ReviewRow[]> {
      return select(eq(reviews.eventId, eventId));
    },

    /** A page of the reviews of a host's events, newest first, and their total. */
    async listByHost(hostId: string, paging: { limit: number; offset: number }) {
      const [rows, [total]] = await Promise.all([
        select(eq(events.hostId, hostId)).limit(paging.limit).offset(paging.offset),
        db
          .select({ count: sql<number>`count(*)::int` })
          .from(reviews)
          .innerJoin(events, eq(events.id, reviews.eventId))
          .where(eq(events.hostId, hostId)),
      ]);
      return { rows, total: total?.count ?? 0 };
    },

    /** The average rating over every review of a host's events, and how many there are. */
    async hostRating(hostId: string): Promise<{ average: number | null; count: number }> {
      const [row] = await db
        .select({ average: averageRating(reviews.rating), count: sql<number>`count(*)::int` })
        .from(reviews)
        .innerJoin(events, eq(events.id, reviews.eventId))
        .where(eq(events.hostId, hostId));
      return { average: row?.average ?? null, count: row?.count ?? 0 };
    },
  };
}

export type ReviewsRepository = ReturnType<typeof createReviewsRepository>;
