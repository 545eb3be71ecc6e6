import { and, asc, eq, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { mailOutbox, mailOutboxAttachments } from '../../db/schema.ts';
import type { MailAttachment, MailMessage } from '../../lib/mailer.ts';
import type { DeferredMail } from './deferred-mail.ts';

export type OutboxRow = typeof mailOutbox.$inferSelect;

export function createOutboxRepository(db: Queryable) {
  return {
    /**
     * Queues mails with their attachments (stored with them, so a retry still has them);
     * returns their ids in the same order. Attachments belong in the caller's transaction.
     */
    async enqueue(messages: MailMessage[], at: Date): Promise<number[]> {
      if (messages.length === 0) return [];
      const rows = await db
        .insert(mailOutbox)
        .values(
          messages.map((m) => ({
            recipient: m.to,
            subject: m.subject,
            text: m.text,
            html: m.html,
            replyTo: m.replyTo ?? null,
            headers: m.headers ?? null,
            nextAttemptAt: at,
            createdAt: at,
          })),
        )
        .returning({ id: mailOutbox.id });
      // Identity values are assigned in the order of the rows given.
      const ids = rows.map((r) => r.id).sort((a, b) => a - b);
      const attachments = messages.flatMap((m, i) =>
        (m.attachments ?? []).map((a) => ({
          mailId: ids[i]!,
          filename: a.filename,
          contentType: a.contentType ?? 'application/octet-stream',
          contentBase64: a.content.toString('base64'),
        })),
      );
      if (attachments.length > 0) await db.insert(mailOutboxAttachments).values(attachments);
      return ids;
    },

    /** Queues mails as their templates, rendered when they are sent (decision 71). */
    async enqueueTemplates(mails: DeferredMail[], at: Date): Promise<void> {
      if (mails.length === 0) return;
      // One JSON parameter, not Drizzle's insert of many rows: see notifications' `add`.
      await db.execute(sql`
        insert into ${mailOutbox} (recipient, template, next_attempt_at, created_at)
        select m.recipient, m.template, ${at.toISOString()}::timestamptz, ${at.toISOString()}::timestamptz
        from jsonb_to_recordset(${JSON.stringify(mails.map((m) => ({ recipient: m.to, template: m.template })))}::jsonb)
          as m(recipient text, template jsonb)`);
    },

    /** The files of these mails, in one query: by mail, in the order they were given. */
    async attachmentsOf(mailIds: number[]): Promise<Map<number, MailAttachment[]>> {
      const byMail = new Map<number, MailAttachment[]>();
      if (mailIds.length === 0) return byMail;
      const rows = await db
        .select({
          mailId: mailOutboxAttachments.mailId,
          filename: mailOutboxAttachments.filename,
          contentType: mailOutboxAttachments.contentType,
          contentBase64: mailOutboxAttachments.contentBase64,
        })
        .from(mailOutboxAttachments)
        .where(inArray(mailOutboxAttachments.mailId, mailIds))
        .orderBy(asc(mailOutboxAttachments.id));
      for (const { mailId, contentBase64, ...attachment } of rows) {
        const list = byMail.get(mailId) ?? [];
        list.push({ ...attachment, content: Buffer.from(contentBase64, 'base64') });
        byMail.set(mailId, list);
      }
      return byMail;
    },

    /**
     * Claims up to `limit` due mails for `lockMs`, in one statement, so two workers (or two
     * processes) never take the same mail; the sends then happen outside any transaction. A few
     * at a time: one statement per mail would be most of the work on PGlite's one connection.
     * `bulk`: the mails queued as templates (a fan-out's), else the others (decision 71).
     */
    async claimDue(now: Date, lockMs: number, limit: number, bulk: boolean): Promise<OutboxRow[]> {
      const due = db
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(
          and(
            isNull(mailOutbox.sentAt),
            isNull(mailOutbox.failedAt),
            bulk ? isNotNull(mailOutbox.template) : isNull(mailOutbox.template),
            lte(mailOutbox.nextAttemptAt, now),
            or(isNull(mailOutbox.lockedUntil), lte(mailOutbox.lockedUntil, now)),
          ),
        )
        .orderBy(mailOutbox.nextAttemptAt)
        .limit(limit)
        .for('update', { skipLocked: true });
      const rows = await db
        .update(mailOutbox)
        .set({ lockedUntil: new Date(now.getTime() + lockMs) })
        .where(sql`${mailOutbox.id} in (${due})`)
        .returning();
      return rows.sort((a, b) => a.nextAttemptAt.getTime() - b.nextAttemptAt.getTime() || a.id - b.id);
    },

    /** Gives claimed mails back, to be claimed again at once (by this process or another). */
    async release(ids: number[]): Promise<void> {
      if (ids.length === 0) return;
      await db.update(mailOutbox).set({ lockedUntil: null }).where(inArray(mailOutbox.id, ids));
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
