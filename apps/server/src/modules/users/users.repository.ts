import { asc, eq, inArray, sql } from 'drizzle-orm';
import { idRuns, insertInBulk } from '../../db/bulk.ts';
import type { Queryable } from '../../db/client.ts';
import { events, reviews, users } from '../../db/schema.ts';
import { averageRating } from '../reviews/reviews.repository.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

/**
 * A user with the user page's figures, in one statement: events hosted (past ones included), their
 * approved guests (the host's own seat not counted), and the average and count of their reviews.
 */
function profileStatement(db: Queryable) {
  // Named with its table: the subqueries' own tables have an id too.
  const userId = sql`${users}.id`;
  return db
    .select({
      user: users,
      hosting: sql<{ hostedEvents: number; attendees: number }>`(select json_build_object(
          'hostedEvents', count(*), 'attendees', coalesce(sum(e.participants_count - 1), 0))
        from ${events} e where e.host_id = ${userId})`,
      rating: sql<{ average: number | null; count: number }>`(select json_build_object(
          'average', ${averageRating(sql`r.rating`)}, 'count', count(*))
        from ${reviews} r join ${events} e on e.id = r.event_id where e.host_id = ${userId})`,
    })
    .from(users)
    .where(sql`lower(${users.userId}) = lower(${sql.placeholder('userId')}::text)`)
    .prepare('user_profile');
}

export function createUsersRepository(db: Queryable) {
  // Prepared on first use: the user page asks for it on every visit.
  let profile: ReturnType<typeof profileStatement> | undefined;
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

    /** A user found by login ID (case-insensitively) with the user page's figures. */
    async findProfile(userId: string) {
      profile ??= profileStatement(db);
      const [row] = await profile.execute({ userId });
      return row;
    },

    async update(id: string, changes: Partial<NewUserRow>): Promise<void> {
      await db.update(users).set(changes).where(eq(users.id, id));
    },

    /** Adds many users at once (the seed), skipping those whose login ID or e-mail is taken; answers how many were added. */
    async insertMany(rows: NewUserRow[]): Promise<number> {
      return (await insertInBulk(db, users, rows, { returning: users.id, skipConflicts: true })).length;
    },

    /** The users whose e-mail is at `domain`, by login ID. */
    async withEmailDomain(domain: string): Promise<Array<Pick<UserRow, 'id' | 'userId' | 'email'>>> {
      return db
        .select({ id: users.id, userId: users.userId, email: users.email })
        .from(users)
        .where(sql`${users.email} like ${`%@${domain}`}`)
        .orderBy(asc(users.userId));
    },

    /** Deletes the users with everything that is theirs (their events, places, likes, memberships…). */
    async deleteMany(ids: string[]): Promise<number> {
      let deleted = 0;
      for (const run of idRuns(ids)) {
        deleted += (await db.delete(users).where(inArray(users.id, run)).returning({ id: users.id })).length;
      }
      return deleted;
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
