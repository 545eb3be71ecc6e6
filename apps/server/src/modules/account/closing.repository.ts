import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { events, likes, participants, retainedRecords, users } from '../../db/schema.ts';

export type RetainedRecord = typeof retainedRecords.$inferInsert;

/** Closing an account and keeping, apart and for a time, what the law keeps of it (decision 74). */
export function createClosingRepository(db: Queryable) {
  return {
    /** Every event a person hosts (those the deletion of their row takes with it). */
    async hostedBy(hostId: string): Promise<number[]> {
      const rows = await db.select({ id: events.id }).from(events).where(eq(events.hostId, hostId));
      return rows.map((row) => row.id);
    },

    /**
     * The counts kept on others' events that the person's rows are part of (their seats at events
     * that have started, their likes), lowered before the rows go with the account.
     */
    async releaseCounts(userId: string): Promise<void> {
      await db.execute(sql`
        update ${events} set participants_count = greatest(participants_count - 1, 0)
        where ${events.hostId} <> ${userId} and ${events.id} in (
          select event_id from ${participants} where user_id = ${userId} and status = 'Approved')`);
      await db.execute(sql`
        update ${events} set likes_count = greatest(likes_count - 1, 0)
        where ${events.id} in (select event_id from ${likes} where user_id = ${userId})`);
    },

    /** Deletes the account's row; everything that is only the person's goes with it (on delete cascade). */
    async deleteUser(userId: string): Promise<boolean> {
      const deleted = await db.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
      return deleted.length === 1;
    },

    async retain(rows: RetainedRecord[]): Promise<void> {
      if (rows.length > 0) await db.insert(retainedRecords).values(rows);
    },

    /** Whether a login ID belonged to an account deleted while its contract is still kept. */
    async wasClosed(userId: string): Promise<boolean> {
      const rows = await db
        .select({ id: retainedRecords.id })
        .from(retainedRecords)
        .where(eq(retainedRecords.closedUserId, userId.toLowerCase()))
        .limit(1);
      return rows.length > 0;
    },
  };
}

export type ClosingRepository = ReturnType<typeof createClosingRepository>;
