import { eq, lt, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { rateLimits } from '../../db/schema.ts';

export interface WindowState {
  hits: number;
  windowStart: Date;
}

export function createRateLimitsRepository(db: Queryable) {
  return {
    /**
     * Counts one hit in a fixed window, atomically: a window older than windowMs starts over.
     * One statement, so concurrent hits on any process never lose a count.
     */
    async hit(key: string, now: Date, windowMs: number): Promise<WindowState> {
      const floor = sql`${new Date(now.getTime() - windowMs).toISOString()}::timestamptz`;
      const start = sql`${now.toISOString()}::timestamptz`;
      const rows = await db
        .insert(rateLimits)
        .values({ key, windowStart: now, hits: 1 })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            hits: sql`case when ${rateLimits.windowStart} <= ${floor} then 1 else ${rateLimits.hits} + 1 end`,
            windowStart: sql`case when ${rateLimits.windowStart} <= ${floor} then ${start} else ${rateLimits.windowStart} end`,
          },
        })
        .returning({ hits: rateLimits.hits, windowStart: rateLimits.windowStart });
      return rows[0]!;
    },

    async read(key: string): Promise<WindowState | undefined> {
      const [row] = await db
        .select({ hits: rateLimits.hits, windowStart: rateLimits.windowStart })
        .from(rateLimits)
        .where(eq(rateLimits.key, key));
      return row;
    },

    /** Takes one hit back (an attempt that turned out to be allowed), never below zero. */
    async refund(key: string): Promise<void> {
      await db
        .update(rateLimits)
        .set({ hits: sql`greatest(${rateLimits.hits} - 1, 0)` })
        .where(eq(rateLimits.key, key));
    },

    async reset(key: string): Promise<void> {
      await db.delete(rateLimits).where(eq(rateLimits.key, key));
    },

    async deleteOlderThan(before: Date): Promise<void> {
      await db.delete(rateLimits).where(lt(rateLimits.windowStart, before));
    },
  };
}

export type RateLimitsRepository = ReturnType<typeof createRateLimitsRepository>;
