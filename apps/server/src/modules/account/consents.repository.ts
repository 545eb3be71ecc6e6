import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { consentChanges } from '../../db/schema.ts';

export type ConsentChange = typeof consentChanges.$inferInsert;

export function createConsentsRepository(db: Queryable) {
  return {
    /** Adds changes to a person's consent history (in the transaction that makes them). */
    async record(rows: ConsentChange[]): Promise<void> {
      if (rows.length > 0) await db.insert(consentChanges).values(rows);
    },

    /** A person's consent history, the earliest first. */
    historyOf(userId: string) {
      return db
        .select({ kind: consentChanges.kind, given: consentChanges.given, at: consentChanges.at })
        .from(consentChanges)
        .where(eq(consentChanges.userId, userId))
        .orderBy(asc(consentChanges.at), asc(consentChanges.id));
    },
  };
}

export type ConsentsRepository = ReturnType<typeof createConsentsRepository>;
