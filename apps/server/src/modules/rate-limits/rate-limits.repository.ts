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
     * One statement, so concurrent hits on any process never lose a count. Its commit does not
     * wait for the disk: a count lost in a database crash is harmless, and the wait (a WAL flush,
     * milliseconds on a slow disk) would be added to every limited request, a chat send among them.
     */
    async hit(key: string, now: Date, windowMs: number): Promise<WindowState> {
      const floor = sql`${new Date(now.getTime() - windowMs).toISOString()}::timestamptz`;
      const start = sql`${now.toISOString()}::timestamptz`;
      return db.transaction(async (tx) => {
        await tx.execute(sql`set local synchronous_commit = off`);
        const rows = await tx
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
      });
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
