import { createAdminsRepository } from '../modules/admins/admins.repository.ts';
import { createAuthRepository } from '../modules/auth/auth.repository.ts';
import { createCalendarRepository } from '../modules/calendar/calendar.repository.ts';
import { createChatRepository } from '../modules/chat/chat.repository.ts';
import { createCheckInRepository } from '../modules/check-in/check-in.repository.ts';
import { createEventsListRepository } from '../modules/events/events-list.repository.ts';
import { createEventsRepository } from '../modules/events/events.repository.ts';
import { createClosingRepository } from '../modules/account/closing.repository.ts';
import { createConsentsRepository } from '../modules/account/consents.repository.ts';
import { createExportRepository } from '../modules/account/export.repository.ts';
import { createRetentionRepository } from '../modules/account/retention.repository.ts';
import { createBlocksRepository } from '../modules/blocks/blocks.repository.ts';
import { createModerationRepository } from '../modules/moderation/moderation.repository.ts';
import { createFollowsRepository } from '../modules/follows/follows.repository.ts';
import { createLikesRepository } from '../modules/likes/likes.repository.ts';
import { createOutboxRepository } from '../modules/mail/outbox.repository.ts';
import { createNotificationsRepository } from '../modules/notifications/notifications.repository.ts';
import { createParticipantsRepository } from '../modules/participants/participants.repository.ts';
import { createContactRepository } from '../modules/contact/contact.repository.ts';
import { createContentRepository } from '../modules/content/content.repository.ts';
import { createHealthRepository } from '../modules/health/health.repository.ts';
import { createPostsRepository } from '../modules/posts/posts.repository.ts';
import { createPicksRepository } from '../modules/picks/picks.repository.ts';
import { createPushRepository } from '../modules/push/push.repository.ts';
import { createRemindersRepository } from '../modules/reminders/reminders.repository.ts';
import { createTranslationsRepository } from '../modules/translations/translations.repository.ts';
import { createRateLimitsRepository, type CommitMode } from '../modules/rate-limits/rate-limits.repository.ts';
import { createReportsRepository } from '../modules/reports/reports.repository.ts';
import { createReviewsRepository } from '../modules/reviews/reviews.repository.ts';
import { createUploadsRepository } from '../modules/uploads/uploads.repository.ts';
import { createUsersRepository } from '../modules/users/users.repository.ts';
import type { Database, DatabaseHandle, Queryable } from './client.ts';

/**
 * How commits meet the disk for a database (decision 44): only a PostgreSQL server may commit
 * counters and chat messages without waiting for the WAL; PGlite is Moim's own process.
 */
export function commitModeOf(database: Pick<DatabaseHandle, 'kind'>): CommitMode {
  return { asyncCommit: database.kind === 'postgres' };
}

/** The safe default for code that does not say: every commit waits for its WAL. */
const DURABLE: CommitMode = { asyncCommit: false };

/** Every repository, bound to the database or to one transaction. */
export function createRepositories(db: Queryable, mode: CommitMode = DURABLE) {
  return {
    admins: createAdminsRepository(db),
    auth: createAuthRepository(db),
    blocks: createBlocksRepository(db),
    calendar: createCalendarRepository(db),
    chat: createChatRepository(db, mode),
    checkIn: createCheckInRepository(db),
    contact: createContactRepository(db),
    closing: createClosingRepository(db),
    consents: createConsentsRepository(db),
    content: createContentRepository(db),
    events: createEventsRepository(db),
    export: createExportRepository(db),
    eventLists: createEventsListRepository(db),
    follows: createFollowsRepository(db),
    likes: createLikesRepository(db),
    moderation: createModerationRepository(db),
    notifications: createNotificationsRepository(db),
    outbox: createOutboxRepository(db),
    participants: createParticipantsRepository(db),
    health: createHealthRepository(db),
    posts: createPostsRepository(db),
    rateLimits: createRateLimitsRepository(db, mode),
    picks: createPicksRepository(db),
    push: createPushRepository(db),
    reminders: createRemindersRepository(db),
    reports: createReportsRepository(db),
    retention: createRetentionRepository(db),
    reviews: createReviewsRepository(db),
    translations: createTranslationsRepository(db),
    uploads: createUploadsRepository(db),
    users: createUsersRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;

/**
 * Runs `work` in one transaction with repositories bound to it: every write in it happens
 * together or not at all. On PGlite this also keeps other requests out until it ends, so the
 * work must use only the repositories it is given (a query on the outer database would wait
 * for the transaction forever).
 */
export function createTransactionRunner(db: Database, mode: CommitMode = DURABLE) {
  return <T>(work: (repos: Repositories) => Promise<T>): Promise<T> =>
    db.transaction((tx) => work(createRepositories(tx, mode)));
}
