import { eq, lt, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { executePrepared } from '../../db/prepared.ts';
import { rateLimits } from '../../db/schema.ts';

export interface WindowState {
  hits: number;
  windowStart: Date;
}

/** A hit to count in a key's fixed window (the key as stored). */
export interface WindowHit {
  key: string;
  windowMs: number;
}

/**
 * How a counter's or a chat message's commit meets the disk (decisions 28 and 44). On a
 * PostgreSQL server it need not wait for the WAL flush (`synchronous_commit` off for its
 * transaction): the server's own WAL writer flushes within a fraction of a second, and a killed
 * Moim process loses nothing the server has. On PGlite the database lives in Moim's process and
 * nothing flushes later, so every commit writes its WAL before it returns (cheap: PGlite runs
 * with fsync off, so that is a write to the operating system, which survives a killed process).
 */
export interface CommitMode {
  /** Commit without waiting for the WAL to be written (PostgreSQL servers only). */
  asyncCommit: boolean;
}

/** A common table expression's body that turns the wait for the WAL off for this transaction, or nothing. */
export function commitModeStatement({ asyncCommit }: CommitMode): SQL {
  return asyncCommit ? sql`select set_config('synchronous_commit', 'off', true)` : sql`select 1`;
}

/**
 * The statement that counts one hit in a fixed window, atomically: a window older than windowMs
 * starts over; it returns `hits` and `windowStart`. One statement, so concurrent hits on any
 * process never lose a count; another repository may run it as a part of its own statement.
 * With `asyncCommit` its commit does not wait for the disk: a count lost in a database crash is
 * harmless, and the wait for the WAL flush, milliseconds on a slow disk, would be added to every
 * limited request, a chat send among them.
 */
export function hitStatement({ key, windowMs }: WindowHit, now: Date, mode: CommitMode): SQL {
  const floor = sql`${new Date(now.getTime() - windowMs).toISOString()}::timestamptz`;
  const start = sql`${now.toISOString()}::timestamptz`;
  return sql`
    insert into ${rateLimits} (key, window_start, hits)
    select ${key}, ${start}, 1 from (${commitModeStatement(mode)}) as commit_mode
    on conflict (key) do update set
      hits = case when ${rateLimits.windowStart} <= ${floor} then 1 else ${rateLimits.hits} + 1 end,
      window_start = case when ${rateLimits.windowStart} <= ${floor} then ${start} else ${rateLimits.windowStart} end
    returning hits, window_start as "windowStart"`;
}

/**
 * Adds `amount` to a key's fixed window only if the window then stays within `max` (a budget of
 * characters, say): one conditional statement, so concurrent spends on any process never pass
 * the budget together. Answers the window after the spend, or undefined when it was refused.
 */
function spendStatement({ key, windowMs }: WindowHit, amount: number, max: number, now: Date, mode: CommitMode): SQL {
  const floor = sql`${new Date(now.getTime() - windowMs).toISOString()}::timestamptz`;
  const start = sql`${now.toISOString()}::timestamptz`;
  return sql`
    insert into ${rateLimits} (key, window_start, hits)
    select ${key}, ${start}, ${amount}::integer from (${commitModeStatement(mode)}) as commit_mode
    where ${amount}::integer <= ${max}::integer
    on conflict (key) do update set
      hits = case when ${rateLimits.windowStart} <= ${floor} then excluded.hits else ${rateLimits.hits} + excluded.hits end,
      window_start = case when ${rateLimits.windowStart} <= ${floor} then excluded.window_start else ${rateLimits.windowStart} end
    where ${rateLimits.windowStart} <= ${floor} or ${rateLimits.hits} + excluded.hits <= ${max}::integer
    returning hits, window_start as "windowStart"`;
}

/** A window's state as a statement returns it (numbers and times may come back as text). */
export function windowStateOf(row: { hits: number | string; windowStart: Date | string }): WindowState {
  return { hits: Number(row.hits), windowStart: new Date(row.windowStart) };
}

export function createRateLimitsRepository(db: Queryable, mode: CommitMode) {
  return {
    /**
     * Counts one hit in a fixed window (`hitStatement`). The limiter never calls it inside a
     * transaction: with `asyncCommit` it would turn off the wait for the disk of that whole
     * transaction.
     */
    async hit(key: string, now: Date, windowMs: number): Promise<WindowState> {
      // Prepared: every limited request runs it, and its plan never changes.
      const { rows } = await executePrepared<{ hits: number; windowStart: Date | string }>(
        db,
        'rate_hit',
        hitStatement({ key, windowMs }, now, mode),
      );
      return windowStateOf(rows[0]!);
    },

    /** `spendStatement`: the window after adding `amount`, or undefined when that would pass `max`. */
    async spend(
      key: string,
      amount: number,
      max: number,
      now: Date,
      windowMs: number,
    ): Promise<WindowState | undefined> {
      const { rows } = (await db.execute(spendStatement({ key, windowMs }, amount, max, now, mode))) as {
        rows: Array<{ hits: number; windowStart: Date | string }>;
      };
      return rows[0] ? windowStateOf(rows[0]) : undefined;
    },

    /** Takes `amount` back from a spend whose work was not done, never below zero. */
    async giveBack(key: string, amount: number): Promise<void> {
      await db
        .update(rateLimits)
        .set({ hits: sql`greatest(${rateLimits.hits} - ${amount}::integer, 0)` })
        .where(eq(rateLimits.key, key));
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
