import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';

export function createHealthRepository(db: Queryable) {
  return {
    async ping(): Promise<void> {
      await db.execute(sql`select 1`);
    },
  };
}

export type HealthRepository = ReturnType<typeof createHealthRepository>;
