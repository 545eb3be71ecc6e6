import type { ReportOutcome, ReportTarget } from '@moim/contract';
import { and, asc, count, desc, eq, inArray, isNull, min, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.ts';
import { chatMessages, events, moderationLog, reports, reviews, users } from '../../db/schema.ts';

export type AuditRow = typeof moderationLog.$inferSelect;

/** A reported thing and its open reports, as the queue shows it. */
export interface QueueGroup {
  targetType: ReportTarget;
  targetId: string;
  firstReportedAt: Date;
  count: number;
}

export interface OpenReportRow {
  id: number;
  targetType: ReportTarget;
  targetId: string;
  snapshot: string;
  reason: string;
  createdAt: Date;
  reportedUserId: string | null;
  reporter: { userId: string; username: string } | null;
}

/** The tables whose rows a moderator can hide, by the report's target type (an event through its service). */
const hideable = { event: events, message: chatMessages, review: reviews } as const;

const reporter = alias(users, 'reporter');

/** The moderators' reads and writes (decision 76): the queue, closing reports, hiding, the audit log. */
export function createModerationRepository(db: Queryable) {
  return {
    /** The reported things with open reports, the first reported first. */
    async queue(paging: { limit: number; offset: number }): Promise<QueueGroup[]> {
      const first = min(reports.createdAt);
      const rows = await db
        .select({ targetType: reports.targetType, targetId: reports.targetId, firstReportedAt: first, count: count() })
        .from(reports)
        .where(isNull(reports.resolvedBy))
        .groupBy(reports.targetType, reports.targetId)
        .orderBy(asc(first), asc(reports.targetType), asc(reports.targetId))
        .limit(paging.limit)
        .offset(paging.offset);
      return rows.map((r) => ({ ...r, firstReportedAt: r.firstReportedAt! }));
    },

    /** The open reports of the things named, the oldest first, with their reporters. */
    async openReports(targets: { targetType: ReportTarget; targetId: string }[]): Promise<OpenReportRow[]> {
      if (targets.length === 0) return [];
      const keys = targets.map((t) => sql`(${t.targetType}, ${t.targetId})`);
      return db
        .select({
          id: reports.id,
          targetType: reports.targetType,
          targetId: reports.targetId,
          snapshot: reports.snapshot,
          reason: reports.reason,
          createdAt: reports.createdAt,
          reportedUserId: reports.reportedUserId,
          reporter: { userId: reporter.userId, username: reporter.username },
        })
        .from(reports)
        .leftJoin(reporter, eq(reporter.id, reports.reporterId))
        .where(
          and(
            isNull(reports.resolvedBy),
            sql`(${reports.targetType}, ${reports.targetId}) in (${sql.join(keys, sql`, `)})`,
          ),
        )
        .orderBy(asc(reports.createdAt), asc(reports.id));
    },

    /** Closes a thing's open reports with the entry that decided them; answers who reported it. */
    async resolve(
      target: { targetType: ReportTarget; targetId: string },
      entryId: number,
      outcome: ReportOutcome,
    ): Promise<{ reporterId: string; snapshot: string }[]> {
      return db
        .update(reports)
        .set({ resolvedBy: entryId, outcome })
        .where(
          and(
            eq(reports.targetType, target.targetType),
            eq(reports.targetId, target.targetId),
            isNull(reports.resolvedBy),
          ),
        )
        .returning({ reporterId: reports.reporterId, snapshot: reports.snapshot });
    },

    /** Opens again the reports an entry closed (undoing a dismissal). */
    async reopen(entryId: number): Promise<void> {
      await db.update(reports).set({ resolvedBy: null, outcome: null }).where(eq(reports.resolvedBy, entryId));
    },

    /** Hides a message or a review, or shows it again; answers whether it exists. */
    async setHidden(type: 'message' | 'review', id: number, hiddenAt: Date | null): Promise<boolean> {
      const table = hideable[type];
      const rows = await db.update(table).set({ hiddenAt }).where(eq(table.id, id)).returning({ id: table.id });
      return rows.length === 1;
    },

    /** Which of the things named are hidden now (events, messages, reviews) or suspended (people), as "type:id". */
    async hiddenOf(targets: { targetType: ReportTarget; targetId: string }[], now: Date): Promise<Set<string>> {
      const ids = (type: ReportTarget) => targets.filter((t) => t.targetType === type).map((t) => t.targetId);
      const hidden = new Set<string>();
      for (const type of ['event', 'message', 'review'] as const) {
        const wanted = ids(type)
          .map(Number)
          .filter((n) => Number.isInteger(n));
        if (wanted.length === 0) continue;
        const table = hideable[type];
        const rows = await db
          .select({ id: table.id })
          .from(table)
          .where(and(inArray(table.id, wanted), sql`${table.hiddenAt} is not null`));
        for (const row of rows) hidden.add(`${type}:${row.id}`);
      }
      const people = ids('user');
      if (people.length > 0) {
        const rows = await db
          .select({ id: users.id })
          .from(users)
          .where(and(inArray(users.id, people), sql`${users.suspendedUntil} > ${now.toISOString()}::timestamptz`));
        for (const row of rows) hidden.add(`user:${row.id}`);
      }
      return hidden;
    },

    /** Ends a suspension, if the one that ends `until` still holds (a later one is not lifted by undoing an earlier one). */
    async liftSuspension(userId: string, until: Date, now: Date): Promise<void> {
      await db
        .update(users)
        .set({ suspendedUntil: null, updatedAt: now })
        .where(and(eq(users.id, userId), eq(users.suspendedUntil, until)));
    },

    async log(row: Omit<typeof moderationLog.$inferInsert, 'id'>): Promise<AuditRow | undefined> {
      // An entry already undone cannot be undone again: the unique `undoes` answers nothing.
      const [entry] = await db.insert(moderationLog).values(row).onConflictDoNothing().returning();
      return entry;
    },

    async findEntry(id: number): Promise<AuditRow | undefined> {
      const [row] = await db.select().from(moderationLog).where(eq(moderationLog.id, id));
      return row;
    },

    /** The newest first, with the id of the entry that undid each, if any. */
    async entries(paging: { limit: number; offset: number }): Promise<(AuditRow & { undoneBy: number | null })[]> {
      const undo = alias(moderationLog, 'undo');
      const rows = await db
        .select({ entry: moderationLog, undoneBy: undo.id })
        .from(moderationLog)
        .leftJoin(undo, eq(undo.undoes, moderationLog.id))
        .orderBy(desc(moderationLog.createdAt), desc(moderationLog.id))
        .limit(paging.limit)
        .offset(paging.offset);
      return rows.map((r) => ({ ...r.entry, undoneBy: r.undoneBy }));
    },
  };
}

export type ModerationRepository = ReturnType<typeof createModerationRepository>;
