import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { events, users } from '../../db/schema.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

export function createUsersRepository(db: Queryable) {
  return {
    async insert(row: NewUserRow): Promise<UserRow> {
      const [created] = await db.insert(users).values(row).returning();
      return created!;
    },

    async findById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },

    /** By login ID, case-insensitively. */
    async findByUserId(userId: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.userId}) = lower(${userId})`);
      return row;
    },

    /** By e-mail, which is stored lower-cased. */
    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
      return row;
    },

    /** How many events a user hosts or hosted, and their approved guests (the host not counted). */
    async hostingCounts(id: string): Promise<{ hostedEvents: number; attendees: number }> {
      const [row] = await db
        .select({
          hostedEvents: sql<number>`count(*)::int`,
          // The count of approved participants includes the host's own seat.
          attendees: sql<number>`coalesce(sum(${events.participantsCount} - 1), 0)::int`,
        })
        .from(events)
        .where(eq(events.hostId, id));
      return { hostedEvents: row?.hostedEvents ?? 0, attendees: row?.attendees ?? 0 };
    },

    async update(id: string, changes: Partial<NewUserRow>): Promise<void> {
      await db.update(users).set(changes).where(eq(users.id, id));
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
