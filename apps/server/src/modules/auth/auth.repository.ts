import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { admins, emailVerifications, oidcIdentities, sessions, temporaryPasswords, users } from '../../db/schema.ts';

export type SessionRow = typeof sessions.$inferSelect;
export type EmailVerificationRow = typeof emailVerifications.$inferSelect;
export type TemporaryPasswordRow = typeof temporaryPasswords.$inferSelect;

/** A session with who it belongs to: what every signed-in request needs, in one round trip. */
function sessionWithUserStatement(db: Queryable) {
  return db
    .select({
      session: sessions,
      user: {
        id: users.id,
        userId: users.userId,
        username: users.username,
        email: users.email,
        createdAt: users.createdAt,
        suspendedUntil: users.suspendedUntil,
      },
      granted: sql<boolean>`exists (select 1 from ${admins} where ${admins.userId} = ${users.id})`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sql.placeholder('id')))
    .prepare('session_with_user');
}

export function createAuthRepository(db: Queryable) {
  // Prepared on first use: it runs for every signed-in request.
  let sessionWithUser: ReturnType<typeof sessionWithUserStatement> | undefined;
  async function findIdentity(issuer: string, subject: string): Promise<{ userId: string } | undefined> {
    const [row] = await db
      .select({ userId: oidcIdentities.userId })
      .from(oidcIdentities)
      .where(and(eq(oidcIdentities.issuer, issuer), eq(oidcIdentities.subject, subject)));
    return row;
  }

  return {
    // sessions
    async createSession(row: typeof sessions.$inferInsert): Promise<SessionRow> {
      const [created] = await db.insert(sessions).values(row).returning();
      return created!;
    },

    async findSession(id: string): Promise<SessionRow | undefined> {
      const [row] = await db.select().from(sessions).where(eq(sessions.id, id));
      return row;
    },

    async findSessionWithUser(id: string) {
      sessionWithUser ??= sessionWithUserStatement(db);
      const [row] = await sessionWithUser.execute({ id });
      return row;
    },

    async updateSession(id: string, changes: Partial<typeof sessions.$inferInsert>): Promise<void> {
      await db.update(sessions).set(changes).where(eq(sessions.id, id));
    },

    async revokeSession(id: string, at: Date): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: at })
        .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
    },

    /** Ends every session of a user except `keepSessionId`. */
    async revokeOtherSessions(userId: string, keepSessionId: string | null, at: Date): Promise<void> {
      const others = keepSessionId ? ne(sessions.id, keepSessionId) : sql`true`;
      await db
        .update(sessions)
        .set({ revokedAt: at })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), others));
    },

    // e-mail verification codes
    async findVerification(email: string): Promise<EmailVerificationRow | undefined> {
      const [row] = await db.select().from(emailVerifications).where(eq(emailVerifications.email, email));
      return row;
    },

    /** Replaces any earlier code for the address with a new one. */
    async saveVerification(row: typeof emailVerifications.$inferInsert): Promise<void> {
      await db
        .insert(emailVerifications)
        .values(row)
        .onConflictDoUpdate({
          target: emailVerifications.email,
          set: {
            codeHash: row.codeHash,
            sentAt: row.sentAt,
            expiresAt: row.expiresAt,
            verifiedAt: null,
          },
        });
    },

    async deleteVerification(email: string): Promise<void> {
      await db.delete(emailVerifications).where(eq(emailVerifications.email, email));
    },

    /**
     * Marks the code used and the address verified, only if the code is still the one given
     * and unexpired: a code can be used once, even by two requests at the same moment.
     */
    async markVerified(email: string, codeHash: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(emailVerifications)
        .set({ codeHash: null, verifiedAt: at })
        .where(
          and(
            eq(emailVerifications.email, email),
            eq(emailVerifications.codeHash, codeHash),
            gt(emailVerifications.expiresAt, at),
          ),
        )
        .returning({ email: emailVerifications.email });
      return rows.length === 1;
    },

    // temporary passwords
    async saveTemporaryPassword(row: typeof temporaryPasswords.$inferInsert): Promise<void> {
      await db
        .insert(temporaryPasswords)
        .values(row)
        .onConflictDoUpdate({
          target: temporaryPasswords.userId,
          set: { passwordHash: row.passwordHash, createdAt: row.createdAt, expiresAt: row.expiresAt, usedAt: null },
        });
    },

    async findTemporaryPassword(userId: string): Promise<TemporaryPasswordRow | undefined> {
      const [row] = await db.select().from(temporaryPasswords).where(eq(temporaryPasswords.userId, userId));
      return row;
    },

    /**
     * Marks the temporary password used, once, and keeps it until `keepUntil`: false if another
     * request used it first.
     */
    async useTemporaryPassword(userId: string, at: Date, keepUntil: Date): Promise<boolean> {
      const rows = await db
        .update(temporaryPasswords)
        .set({ usedAt: at, expiresAt: keepUntil })
        .where(
          and(
            eq(temporaryPasswords.userId, userId),
            isNull(temporaryPasswords.usedAt),
            gt(temporaryPasswords.expiresAt, at),
          ),
        )
        .returning({ userId: temporaryPasswords.userId });
      return rows.length === 1;
    },

    async deleteTemporaryPassword(userId: string): Promise<void> {
      await db.delete(temporaryPasswords).where(eq(temporaryPasswords.userId, userId));
    },

    // Google (OpenID Connect) identities
    findIdentity,

    /** Links an identity to a user unless it is linked already; answers whom it belongs to now. */
    async linkIdentity(row: typeof oidcIdentities.$inferInsert): Promise<string | undefined> {
      const [inserted] = await db
        .insert(oidcIdentities)
        .values(row)
        .onConflictDoNothing()
        .returning({ userId: oidcIdentities.userId });
      if (inserted) return inserted.userId;
      return (await findIdentity(row.issuer, row.subject))?.userId;
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
