import type { DataExport, DeleteAccountInput, MessageKey } from '@moim/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { CacheChange } from '../../lib/cache-invalidation.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { runEvery } from '../../lib/periodic.ts';
import type { Signals } from '../../lib/signals.ts';
import type { TransactionRunner } from '../../lib/unit-of-work.ts';
import { assertConfirmedForDeletion } from '../access/access.ts';
import type { Caller } from '../access/caller.ts';
import type { AuthRepository } from '../auth/auth.repository.ts';
import type { SessionChange } from '../auth/sessions.service.ts';
import type { EventsService } from '../events/events.service.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { ParticipantsService } from '../participants/participants.service.ts';
import type { Limit, RateLimiter } from '../rate-limits/rate-limits.service.ts';
import type { UsersRepository } from '../users/users.repository.ts';
import type { ClosingRepository } from './closing.repository.ts';
import type { ConsentsRepository } from './consents.repository.ts';
import type { ExportRepository } from './export.repository.ts';
import type { RetentionRepository } from './retention.repository.ts';

interface Repos {
  retention: RetentionRepository;
  users: UsersRepository;
  consents: ConsentsRepository;
  export: ExportRepository;
  closing: ClosingRepository;
  auth: AuthRepository;
}

/** Tries at the password of a deletion: as few as a sign-in allows. */
const deleteRate: Limit = { max: 5, windowMs: 15 * 60 * 1000 };

const YEAR_MS = 365.25 * 24 * 3600 * 1000;
/** How long the law keeps records of contracts (and of their withdrawal), and of complaints (docs/rules.md). */
const CONTRACT_YEARS = 5;
const COMPLAINT_YEARS = 3;
const HOUR_MS = 3600 * 1000;
/** An e-mail code is used within 30 minutes of its verification; a day is plenty. */
const EMAIL_CODE_KEPT_MS = 24 * HOUR_MS;
/** Ended sessions are kept a month, for the person's own list of sign-ins (export) and abuse checks. */
const ENDED_SESSION_KEPT_MS = 30 * 24 * HOUR_MS;
/** How long a machine translation is kept: a text deleted since is not kept translated for longer. */
const TRANSLATION_KEPT_MS = 30 * 24 * HOUR_MS;
const yearsAfter = (from: Date, years: number) => new Date(from.getTime() + years * YEAR_MS);

/** Exports one person may make: enough to take their data whenever they want, too few to load the server. */
const exportRate: Limit = { max: 10, windowMs: 60 * 60 * 1000 };

const iso = (at: Date) => at.toISOString();
const isoOrNull = (at: Date | null) => at?.toISOString() ?? null;

/** A person's own data (decision 73): the export of everything Moim holds about them. */
export function createAccountService(deps: {
  repos: Repos;
  transaction: TransactionRunner<Repos>;
  notifications: Pick<NotificationsService, 'settings'>;
  events: Pick<EventsService, 'cancelAllHostedBy'>;
  participants: Pick<ParticipantsService, 'leaveAll'>;
  limiter: RateLimiter;
  clock: Clock;
  sessionChanges: Signals<SessionChange>;
  changes: Signals<CacheChange>;
}) {
  const { repos, transaction, notifications, limiter, clock } = deps;

  /**
   * The records the law keeps of a closed account, apart and until they expire: the contract (who,
   * since when, what they agreed to and when) and the complaints they made (reports, messages to
   * support).
   */
  async function retain(tx: Repos, userId: string, now: Date): Promise<void> {
    const user = await tx.users.findById(userId);
    if (!user) return;
    const consents = await tx.consents.historyOf(userId);
    const reports = await tx.export.reports(userId);
    const contactMessages = await tx.export.contactMessages(userId);
    const who = { userId: user.userId, username: user.username, email: user.email };
    const contract = {
      ...who,
      joinedAt: user.createdAt,
      termsAcceptedAt: user.termsAcceptedAt,
      consents,
      closedAt: now,
    };
    const complaints = reports.length + contactMessages.length > 0;
    await tx.closing.retain([
      {
        kind: 'contract',
        closedUserId: user.userId.toLowerCase(),
        data: contract,
        createdAt: now,
        expiresAt: yearsAfter(now, CONTRACT_YEARS),
      },
      ...(complaints
        ? [
            {
              kind: 'complaint' as const,
              data: { ...who, reports, contactMessages },
              createdAt: now,
              expiresAt: yearsAfter(now, COMPLAINT_YEARS),
            },
          ]
        : []),
    ]);
  }

  /**
   * Deletes what Moim no longer needs, each after its period (docs/rules.md): e-mail codes after
   * a day, sessions 30 days after they ended, messages to support and reports after 3 years,
   * machine translations after 30 days, what was kept of closed accounts when its time is over. Harmless run twice or by two
   * processes at once (each is a delete of what is past).
   */
  function sweepRetention() {
    const now = clock.now().getTime();
    return repos.retention.sweep({
      emailCodes: new Date(now - EMAIL_CODE_KEPT_MS),
      sessions: new Date(now - ENDED_SESSION_KEPT_MS),
      complaints: new Date(now - COMPLAINT_YEARS * YEAR_MS),
      retained: new Date(now),
      translations: new Date(now - TRANSLATION_KEPT_MS),
    });
  }

  return {
    sweepRetention,

    /**
     * Closes the caller's account for good (decision 74), once confirmed: their places at events
     * to come are given up (seats to the waitlists) and their events to come cancelled (guests
     * told), each as it would be by hand; then, in one transaction, what the law keeps is set
     * apart and the account's row deleted, with everything only theirs (profile, answers, reviews,
     * likes, messages, follows, blocks, sessions). Every socket of theirs closes at once. The ID and
     * e-mail are free again. A failure before the last step leaves the account open: asking again
     * goes on where it stopped.
     */
    async deleteAccount(caller: Caller, input: DeleteAccountInput): Promise<MessageKey> {
      await limiter.consume(`delete-account:user:${caller.id}`, deleteRate);
      const now = clock.now();
      const user = await repos.users.findById(caller.id);
      if (!user) throw new AppError('unauthorized');
      const session = await repos.auth.findSessionWithUser(caller.sessionId);
      const hasPassword = user.passwordHash !== null;
      assertConfirmedForDeletion(
        {
          hasPassword,
          passwordMatches:
            hasPassword && input.password !== undefined && (await verifyPassword(user.passwordHash, input.password)),
          signedInAt: session?.session.createdAt,
        },
        now,
      );
      await deps.participants.leaveAll(caller.id);
      await deps.events.cancelAllHostedBy(caller.id, 'accountClosed');
      const hosted = await repos.closing.hostedBy(caller.id);
      await transaction(async (tx) => {
        await retain(tx, caller.id, now);
        await tx.closing.releaseCounts(caller.id);
        await tx.closing.deleteUser(caller.id);
      });
      deps.sessionChanges.publish({ kind: 'all-ended', userId: caller.id });
      for (const eventId of hosted) deps.changes.publish({ kind: 'event-deleted', eventId });
      deps.changes.publish({ kind: 'people-changed' });
      return 'accountDeletedNotice';
    },

    /** Sweeps every hour, in every process, from the start. */
    startRetention(log: FastifyBaseLogger, intervalMs = HOUR_MS): () => Promise<void> {
      return runEvery(intervalMs, sweepRetention, log, 'retention sweep failed');
    },

    /** Everything about the caller, and nothing of anyone else but the names of whom they follow and block. */
    async exportData(caller: Caller): Promise<DataExport> {
      await limiter.consume(`export:user:${caller.id}`, exportRate);
      const id = caller.id;
      const user = await repos.users.findById(id);
      if (!user) throw new AppError('unauthorized');
      const [history, google, sessions, hosted, places, reviews, images, likes, messages] = await Promise.all([
        repos.consents.historyOf(id),
        repos.export.googleAccounts(id),
        repos.export.sessions(id),
        repos.export.eventsHosted(id),
        repos.export.participations(id),
        repos.export.reviews(id),
        repos.export.reviewImages(id),
        repos.export.likes(id),
        repos.export.chatMessages(id),
      ]);
      const [reports, contact, following, blocked, devices, settings] = await Promise.all([
        repos.export.reports(id),
        repos.export.contactMessages(id),
        repos.export.following(id),
        repos.export.blocked(id),
        repos.export.pushDevices(id),
        notifications.settings(caller),
      ]);
      return {
        exportedAt: iso(clock.now()),
        profile: {
          userId: user.userId,
          username: user.username,
          email: user.email,
          dob: user.dob,
          gender: user.gender,
          nationality: user.nationality,
          phoneNumber: user.phoneNumber,
          university: user.university,
          profileImage: user.profileImage,
          language: user.locale,
          spokenLanguages: user.spokenLanguages,
          homeArea: user.homeArea,
          hasPassword: user.passwordHash !== null,
          createdAt: iso(user.createdAt),
        },
        consents: {
          termsAcceptedAt: isoOrNull(user.termsAcceptedAt),
          marketingConsentAt: isoOrNull(user.marketingConsentAt),
          history: history.map((change) => ({ ...change, at: iso(change.at) })),
        },
        googleAccounts: google.map((row) => ({ ...row, linkedAt: iso(row.linkedAt) })),
        sessions: sessions.map((row) => ({
          ...row,
          createdAt: iso(row.createdAt),
          expiresAt: iso(row.expiresAt),
          endedAt: isoOrNull(row.endedAt),
        })),
        eventsHosted: hosted.map((row) => ({ ...row, createdAt: iso(row.createdAt) })),
        participations: places.map((row) => ({
          ...row,
          checkedInAt: isoOrNull(row.checkedInAt),
          createdAt: iso(row.createdAt),
        })),
        reviews: reviews.map(({ id: reviewId, ...row }) => ({
          ...row,
          images: images.filter((image) => image.reviewId === reviewId).map((image) => image.url),
          createdAt: iso(row.createdAt),
        })),
        likes: likes.map((row) => ({ ...row, createdAt: iso(row.createdAt) })),
        chatMessages: messages.map((row) => ({ ...row, createdAt: iso(row.createdAt) })),
        reports: reports.map((row) => ({ ...row, createdAt: iso(row.createdAt) })),
        contactMessages: contact.map((row) => ({ ...row, createdAt: iso(row.createdAt) })),
        following: following.map((row) => ({ ...row, since: iso(row.since) })),
        blocked: blocked.map((row) => ({ ...row, since: iso(row.since) })),
        notificationSettings: { channels: settings.channels, shortReminder: settings.shortReminder },
        pushDevices: devices.map((row) => ({ createdAt: iso(row.createdAt) })),
      };
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
