import {
  RECORD_ID_MAX,
  UNDOABLE_ACTIONS,
  type AuditEntry,
  type AuditLog,
  type ModerateInputSchema,
  type ModerateResponse,
  type ReportOutcome,
  type ReportQueue,
  type ReportTarget,
} from '@moim/contract';
import { z } from 'zod';
import type { CacheInvalidation } from '../../lib/cache-invalidation.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import type { Signals } from '../../lib/signals.ts';
import type { TransactionRunner } from '../../lib/unit-of-work.ts';
import { assertAdmin, assertNotSelf } from '../access/access.ts';
import type { Caller } from '../access/caller.ts';
import type { AuthRepository } from '../auth/auth.repository.ts';
import type { SessionChange } from '../auth/sessions.service.ts';
import type { EventsRepos, EventsService } from '../events/events.service.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { ReviewsRepository } from '../reviews/reviews.repository.ts';
import type { UserRow, UsersRepository } from '../users/users.repository.ts';
import { reportOutcomeMail, suspensionMail, warningMail } from './moderation.mails.ts';
import type { AuditRow, ModerationRepository, OpenReportRow } from './moderation.repository.ts';

interface Repos extends EventsRepos {
  moderation: ModerationRepository;
  users: UsersRepository;
  reviews: ReviewsRepository;
  auth: AuthRepository;
}

type ModerateInput = z.output<typeof ModerateInputSchema>;
type Target = { targetType: ReportTarget; targetId: string };

const DAY_MS = 24 * 3600 * 1000;
/** A suspension for good ends at the end of time, so "suspended until" is one comparison. */
const SUSPENDED_FOR_GOOD = new Date('9999-12-31T00:00:00.000Z');
/** How much of a reported text a reporter's mail quotes. */
const QUOTE_MAX = 80;

const quote = (text: string) => (text.length > QUOTE_MAX ? `${text.slice(0, QUOTE_MAX - 1)}…` : text);
/** A record id written as text, or null when it cannot be one (a PostgreSQL integer: 1 to 2³¹ − 1). */
const recordIdOf = (id: string) => {
  const n = /^[1-9]\d{0,9}$/.test(id) ? Number(id) : 0;
  return n >= 1 && n <= RECORD_ID_MAX ? n : null;
};
const isUuid = (id: string) => z.uuid().safeParse(id).success;

/** What a report is about, as it is now: whether it still exists, whose it is, where it is shown. */
interface Subject {
  exists: boolean;
  person: UserRow | undefined;
  /** The event it is (or is the review of), for its link and the reporter's notification. */
  event: { id: number; name: string } | null;
}

function toAuditEntry(row: AuditRow & { undoneBy: number | null }): AuditEntry {
  return {
    id: row.id,
    action: row.action,
    admin: row.adminUserId,
    targetType: (row.targetType as AuditEntry['targetType']) ?? null,
    targetId: row.targetId,
    targetUser:
      row.targetUserId === null ? null : { userId: row.targetUserId, username: row.targetUsername ?? row.targetUserId },
    reason: row.reason,
    until: row.until?.toISOString() ?? null,
    undoes: row.undoes,
    undoneBy: row.undoneBy,
    undoable: UNDOABLE_ACTIONS.includes(row.action) && row.undoneBy === null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The moderators' console (decision 76): the queue of open reports, the actions on what was
 * reported (each closing its reports and telling the reporters), undoing them, and the audit log
 * every one of them is written to, in the transaction that does it.
 */
export function createModerationService(deps: {
  repos: Repos;
  transaction: TransactionRunner<Repos>;
  clock: Clock;
  notifications: Pick<NotificationsService, 'round'>;
  events: Pick<EventsService, 'setHiddenWithin' | 'cancelAllHostedBy'>;
  sessionChanges: Signals<SessionChange>;
  changes: CacheInvalidation;
}) {
  const { repos, transaction, clock, notifications, events, changes } = deps;

  async function subjectOf(target: Target): Promise<Subject> {
    const id = recordIdOf(target.targetId);
    const none: Subject = { exists: false, person: undefined, event: null };
    switch (target.targetType) {
      case 'event': {
        const event = id === null ? undefined : await repos.events.findFacts(id);
        if (!event) return none;
        return { exists: true, person: await repos.users.findById(event.hostId), event };
      }
      case 'review': {
        const review = id === null ? undefined : await repos.reviews.findById(id);
        if (!review) return none;
        return { exists: true, person: await repos.users.findById(review.authorId), event: review.event };
      }
      case 'message': {
        const message = id === null ? undefined : await repos.chat.findMessage(id);
        if (!message) return none;
        return { exists: true, person: await repos.users.findById(message.sender.id), event: null };
      }
      case 'user': {
        const person = isUuid(target.targetId) ? await repos.users.findById(target.targetId) : undefined;
        return { exists: person !== undefined, person, event: null };
      }
    }
  }

  /** Whose the thing is: its author or host now, else the person its reports named (it may be gone). */
  async function personBehind(subject: Subject, reports: OpenReportRow[]): Promise<UserRow | undefined> {
    if (subject.person) return subject.person;
    const reportedId = reports.find((r) => r.reportedUserId)?.reportedUserId;
    return reportedId ? repos.users.findById(reportedId) : undefined;
  }

  /** Where a moderator sees the thing in the site; a chat message has no page of its own. */
  function linkOf(target: Target, subject: Subject): string | null {
    if (!subject.exists) return null;
    if (target.targetType === 'user') return subject.person ? `/userPage/${subject.person.userId}` : null;
    return subject.event ? `/events/${subject.event.id}` : null;
  }

  /** Closes the thing's open reports and tells each reporter the outcome, in-app and by mail. */
  async function closeReports(
    tx: Repos,
    round: ReturnType<NotificationsService['round']>,
    target: Target,
    subject: Subject,
    entryId: number,
    outcome: ReportOutcome,
  ): Promise<number> {
    const closed = await tx.moderation.resolve(target, entryId, outcome);
    const mails = [];
    for (const report of closed) {
      const reporter = await tx.users.findById(report.reporterId);
      if (!reporter) continue;
      const unsubscribe = await round.notify(tx, {
        recipientId: reporter.id,
        kind: 'reportOutcome',
        eventId: subject.exists ? (subject.event?.id ?? null) : null,
        eventName: subject.exists ? (subject.event?.name ?? null) : null,
        actorId: null,
        link: '/notifications',
        detail: outcome,
      });
      if (unsubscribe) mails.push(reportOutcomeMail(reporter, { what: quote(report.snapshot), outcome }, unsubscribe));
    }
    await tx.outbox.enqueue(mails, clock.now());
    return closed.length;
  }

  /** The audit log's row for an action on a target, naming the person concerned as they are now. */
  function logRow(caller: Caller, target: Target | null, person: UserRow | undefined, reason: string, now: Date) {
    return {
      adminId: caller.id,
      adminUserId: caller.userId,
      targetType: target?.targetType ?? null,
      targetId: target?.targetId ?? null,
      targetUser: person?.id ?? null,
      targetUserId: person?.userId ?? null,
      targetUsername: person?.username ?? null,
      reason,
      createdAt: now,
    };
  }

  return {
    /** The open reports, one item per reported thing, the first reported first. */
    async queue(caller: Caller, paging: { limit: number; offset: number }): Promise<ReportQueue> {
      assertAdmin(caller);
      const groups = await repos.moderation.queue({ limit: paging.limit + 1, offset: paging.offset });
      const page = groups.slice(0, paging.limit);
      const reports = await repos.moderation.openReports(page);
      const hidden = await repos.moderation.hiddenOf(page, clock.now());
      const items = [];
      for (const group of page) {
        const own = reports.filter((r) => r.targetType === group.targetType && r.targetId === group.targetId);
        const subject = await subjectOf(group);
        const person = await personBehind(subject, own);
        items.push({
          targetType: group.targetType,
          targetId: group.targetId,
          snapshot: own[0]?.snapshot ?? '',
          reportedUser: person ? { userId: person.userId, username: person.username } : null,
          link: linkOf(group, subject),
          hidden: hidden.has(`${group.targetType}:${group.targetId}`),
          firstReportedAt: group.firstReportedAt.toISOString(),
          count: group.count,
          reports: own.map((r) => ({
            id: r.id,
            reporter: r.reporter,
            reason: r.reason,
            createdAt: r.createdAt.toISOString(),
          })),
        });
      }
      return { items, hasMore: groups.length > paging.limit };
    },

    /**
     * Dismisses a thing's reports, hides it, or warns or suspends the person behind it; closes
     * its open reports (their reporters told) and writes the audit log, all in one transaction.
     * A suspension ends the person's sessions and sockets at once and cancels their events to
     * come, their guests told.
     */
    async moderate(caller: Caller, input: ModerateInput): Promise<ModerateResponse> {
      assertAdmin(caller);
      const now = clock.now();
      const target: Target = { targetType: input.targetType, targetId: input.targetId };
      const subject = await subjectOf(target);
      const open = await repos.moderation.openReports([target]);
      const person = await personBehind(subject, open);
      if (!subject.exists && open.length === 0) throw new AppError('moderationTargetNotFound');
      if (input.action === 'hide') {
        if (input.targetType === 'user') throw new AppError('moderationActionInvalid');
        if (!subject.exists) throw new AppError('moderationTargetNotFound');
      }
      if (input.action === 'warn' || input.action === 'suspend') {
        if (!person) throw new AppError('moderationTargetNotFound');
        assertNotSelf(caller, person, 'moderationActionInvalid');
      }
      const until =
        input.action !== 'suspend' ? null : input.days ? new Date(now.getTime() + input.days * DAY_MS) : null;
      const round = notifications.round();
      const result = await transaction(async (tx) => {
        const entry = (await tx.moderation.log({
          ...logRow(caller, target, person, input.reason, now),
          action: input.action,
          until,
        }))!;
        const id = recordIdOf(input.targetId)!;
        if (input.action === 'hide') {
          const found =
            input.targetType === 'event'
              ? await events.setHiddenWithin(tx, round, id, true)
              : await tx.moderation.setHidden(input.targetType as 'message' | 'review', id, now);
          if (!found) throw new AppError('moderationTargetNotFound');
        }
        if (input.action === 'warn') {
          const unsubscribe = await round.notify(tx, {
            recipientId: person!.id,
            kind: 'accountWarning',
            eventId: null,
            eventName: null,
            actorId: null,
            link: '/notifications',
            detail: input.reason,
          });
          if (unsubscribe) await tx.outbox.enqueue([warningMail(person!, input.reason, unsubscribe)], now);
        }
        if (input.action === 'suspend') {
          await tx.users.update(person!.id, { suspendedUntil: until ?? SUSPENDED_FOR_GOOD, updatedAt: now });
          await tx.auth.revokeOtherSessions(person!.id, null, now);
          await tx.outbox.enqueue([suspensionMail(person!, { reason: input.reason, until })], now);
        }
        const outcome = input.action === 'dismiss' ? 'dismissed' : 'actioned';
        const resolved = await closeReports(tx, round, target, subject, entry.id, outcome);
        return { entry, resolved };
      });
      round.announce();
      if (input.action === 'hide' && input.targetType === 'event') {
        changes.publish({ kind: 'event-visibility', eventId: Number(input.targetId) });
      }
      if (input.action === 'suspend') {
        deps.sessionChanges.publish({ kind: 'all-ended', userId: person!.id });
        await events.cancelAllHostedBy(person!.id, 'hostSuspended');
      }
      return { entry: toAuditEntry({ ...result.entry, undoneBy: null }), resolved: result.resolved };
    },

    /** The audit log, the newest first. */
    async auditLog(caller: Caller, paging: { limit: number; offset: number }): Promise<AuditLog> {
      assertAdmin(caller);
      const rows = await repos.moderation.entries({ limit: paging.limit + 1, offset: paging.offset });
      return { entries: rows.slice(0, paging.limit).map(toAuditEntry), hasMore: rows.length > paging.limit };
    },

    /**
     * Undoes a dismissal (its reports open again), a hiding (the thing shows again) or a
     * suspension (it ends, unless a later one replaced it), once, with a reason of its own.
     */
    async undo(caller: Caller, id: number, reason: string): Promise<AuditEntry> {
      assertAdmin(caller);
      const now = clock.now();
      const entry = await repos.moderation.findEntry(id);
      if (!entry) throw new AppError('auditEntryNotFound');
      if (!UNDOABLE_ACTIONS.includes(entry.action)) throw new AppError('moderationNotUndoable');
      const round = notifications.round();
      const undo = await transaction(async (tx) => {
        const row = await tx.moderation.log({
          ...logRow(caller, null, undefined, reason, now),
          targetType: entry.targetType,
          targetId: entry.targetId,
          targetUser: entry.targetUser,
          targetUserId: entry.targetUserId,
          targetUsername: entry.targetUsername,
          action: 'undo',
          undoes: entry.id,
        });
        if (!row) throw new AppError('moderationNotUndoable');
        const targetId = recordIdOf(entry.targetId ?? '');
        if (entry.action === 'dismiss') await tx.moderation.reopen(entry.id);
        if (entry.action === 'hide' && targetId !== null) {
          if (entry.targetType === 'event') await events.setHiddenWithin(tx, round, targetId, false);
          else await tx.moderation.setHidden(entry.targetType as 'message' | 'review', targetId, null);
        }
        if (entry.action === 'suspend' && entry.targetUser) {
          await tx.moderation.liftSuspension(entry.targetUser, entry.until ?? SUSPENDED_FOR_GOOD, now);
        }
        return row;
      });
      if (entry.action === 'hide' && entry.targetType === 'event' && entry.targetId) {
        changes.publish({ kind: 'event-visibility', eventId: Number(entry.targetId) });
      }
      return toAuditEntry({ ...undo, undoneBy: null });
    },
  };
}

export type ModerationService = ReturnType<typeof createModerationService>;
