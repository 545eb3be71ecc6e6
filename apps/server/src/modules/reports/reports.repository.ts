import type { Queryable } from '../../db/client.ts';
import { reports } from '../../db/schema.ts';

export function createReportsRepository(db: Queryable) {
  return {
    /** Stores a report; the same reporter reporting the same thing again changes nothing. */
    async insert(row: typeof reports.$inferInsert): Promise<void> {
      await db.insert(reports).values(row).onConflictDoNothing();
    },
  };
}

export type ReportsRepository = ReturnType<typeof createReportsRepository>;
