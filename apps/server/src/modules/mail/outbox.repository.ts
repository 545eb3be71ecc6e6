import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema.ts';
import type { MailMessage } from '../../lib/mailer.ts';

export type OutboxRow = typeof mailOutbox.$inferSelect;

export function createOutboxRepository(db: Queryable) {
  return {
    async enqueue(messages: MailMessage[], at: Date): Promise<void> {
      if (messages.length === 0) return;
      await db.insert(mailOutbox).values(
        messages.map((m) => ({
          recipient: m.to,
          subject: m.subject,
          text: m.text,
          html: m.html,
          nextAttemptAt: at,
          createdAt: at,
        })),
      );
    },

    /**
     * Claims up to `limit` due mails for `lockMs`, in one statement, so two workers (or two
     * processes) never send the same mail; the send then happens outside any transaction.
     */
    async claimDue(now: Date, lockMs: number, limit: number): Promise<OutboxRow[]> {
      const due = db
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(
          and(
            isNull(mailOutbox.sentAt),
            isNull(mailOutbox.failedAt),
            lte(mailOutbox.nextAttemptAt, now),
            or(isNull(mailOutbox.lockedUntil), lte(mailOutbox.lockedUntil, now)),
          ),
        )
        .orderBy(mailOutbox.nextAttemptAt)
        .limit(limit)
        .for('update', { skipLocked: true });
      return db
        .update(mailOutbox)
        .set({ lockedUntil: new Date(now.getTime() + lockMs) })
        .where(sql`${mailOutbox.id} in (${due})`)
        .returning();
    },

    async markSent(id: number, at: Date): Promise<void> {
      await db.update(mailOutbox).set({ sentAt: at, lockedUntil: null }).where(eq(mailOutbox.id, id));
    },

    async markFailedAttempt(id: number, attempts: number, next: Date | null, error: string, at: Date): Promise<void> {
      await db
        .update(mailOutbox)
        .set({
          attempts,
          lastError: error.slice(0, 500),
          lockedUntil: null,
          ...(next ? { nextAttemptAt: next } : { failedAt: at }),
        })
        .where(eq(mailOutbox.id, id));
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
