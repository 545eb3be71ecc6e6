import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { admins, users } from '../../db/schema.ts';

export interface AdminRow {
  userId: string;
  username: string;
  grantedAt: Date;
  grantedBy: string;
}

export function createAdminsRepository(db: Queryable) {
  return {
    /** Grants admin rights to a user (users.id); granting them again changes nothing. Returns whether it was new. */
    async grant(row: { userId: string; grantedAt: Date; grantedBy: string }): Promise<boolean> {
      const inserted = await db.insert(admins).values(row).onConflictDoNothing().returning({ userId: admins.userId });
      return inserted.length === 1;
    },

    /** Takes them back; returns whether the user had them. */
    async revoke(userId: string): Promise<boolean> {
      const deleted = await db.delete(admins).where(eq(admins.userId, userId)).returning({ userId: admins.userId });
      return deleted.length === 1;
    },

    /** Every granted admin's users.id, locked until the transaction ends. */
    async lockAll(): Promise<string[]> {
      const rows = await db.select({ userId: admins.userId }).from(admins).for('update');
      return rows.map((r) => r.userId);
    },

    /** Every granted admin, the earliest first. */
    async list(): Promise<AdminRow[]> {
      return db
        .select({
          userId: users.userId,
          username: users.username,
          grantedAt: admins.grantedAt,
          grantedBy: admins.grantedBy,
        })
        .from(admins)
        .innerJoin(users, eq(users.id, admins.userId))
        .orderBy(asc(admins.grantedAt), asc(users.userId));
    },
  };
}

export type AdminsRepository = ReturnType<typeof createAdminsRepository>;
