import { and, eq, sql } from 'drizzle-orm';
import { insertInBulk } from '../../db/bulk.ts';
import type { Queryable } from '../../db/client.ts';
import { executePrepared } from '../../db/prepared.ts';
import { events, likes } from '../../db/schema.ts';
import {
  hitStatement,
  windowStateOf,
  type WindowHit,
  type WindowState,
} from '../rate-limits/rate-limits.repository.ts';

/** A like's commit waits for the disk, as every write a person sees acknowledged does. */
const DURABLE = { asyncCommit: false };

export function createLikesRepository(db: Queryable) {
  return {
    async isLiked(eventId: number, userId: string): Promise<boolean> {
      const rows = await db
        .select({ eventId: likes.eventId })
        .from(likes)
        .where(and(eq(likes.eventId, eventId), eq(likes.userId, userId)));
      return rows.length > 0;
    },

    /**
     * Likes the event, or unlikes it when the like is there, in one statement (one round trip, no
     * transaction around it): counts a hit of the quota (`hitStatement`), and only when the count is
     * within its `max` adds the like or removes it and moves the event's count by the rows really
     * added or removed, so the count equals the rows whatever runs beside it. Answers the quota's
     * count, and, when it was within, the event's new count (undefined when the event is gone) and
     * whether the like was added. An event that is gone fails the insert with a foreign-key
     * violation, and then nothing is counted.
     */
    async toggle(
      eventId: number,
      userId: string,
      at: Date,
      quota: WindowHit & { max: number },
    ): Promise<{ count: WindowState; likesCount?: number; added: boolean }> {
      const result = await executePrepared<{
        hits: number | string;
        windowStart: Date | string;
        likesCount: number | string | null;
        added: boolean;
      }>(
        db,
        'like_toggle',
        sql`
        with quota as (${hitStatement(quota, at, DURABLE)}),
        allowed as (select 1 from quota where hits <= ${quota.max}::integer),
        added as (
          insert into ${likes} (event_id, user_id, created_at)
          select ${eventId}::integer, ${userId}::uuid, ${at.toISOString()}::timestamptz from allowed
          on conflict do nothing
          returning 1
        ), removed as (
          delete from ${likes}
          where event_id = ${eventId}::integer and user_id = ${userId}::uuid
            and exists (select 1 from allowed) and not exists (select 1 from added)
          returning 1
        ), counted as (
          update ${events} set likes_count = likes_count + (select count(*) from added) - (select count(*) from removed)
          where id = ${eventId}::integer and exists (select 1 from allowed)
          returning likes_count
        )
        select q.hits, q."windowStart", (select likes_count from counted) as "likesCount",
          exists (select 1 from added) as added
        from quota q`,
      );
      const row = result.rows[0]!;
      return {
        count: windowStateOf(row),
        ...(row.likesCount === null ? {} : { likesCount: Number(row.likesCount) }),
        added: row.added,
      };
    },

    /** Adds many likes at once (the seed); the events' like counts are the caller's (events.recount). */
    async insertMany(rows: Array<typeof likes.$inferInsert>): Promise<void> {
      await insertInBulk(db, likes, rows);
    },
  };
}

export type LikesRepository = ReturnType<typeof createLikesRepository>;
