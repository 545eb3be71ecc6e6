import type { DataExport } from '@moim/contract';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import type { Caller } from '../access/caller.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { Limit, RateLimiter } from '../rate-limits/rate-limits.service.ts';
import type { UsersRepository } from '../users/users.repository.ts';
import type { ConsentsRepository } from './consents.repository.ts';
import type { ExportRepository } from './export.repository.ts';

interface Repos {
  users: UsersRepository;
  consents: ConsentsRepository;
  export: ExportRepository;
}

/** Exports one person may make: enough to take their data whenever they want, too few to load the server. */
const exportRate: Limit = { max: 10, windowMs: 60 * 60 * 1000 };

const iso = (at: Date) => at.toISOString();
const isoOrNull = (at: Date | null) => at?.toISOString() ?? null;

/** A person's own data (decision 73): the export of everything Moim holds about them. */
export function createAccountService(deps: {
  repos: Repos;
  notifications: Pick<NotificationsService, 'settings'>;
  limiter: RateLimiter;
  clock: Clock;
}) {
  const { repos, notifications, limiter, clock } = deps;

  return {
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
