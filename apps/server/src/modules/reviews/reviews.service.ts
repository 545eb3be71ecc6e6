import {
  REVIEW_TEXT_MAX_LENGTH,
  type HostAverageResponse,
  type HostReview,
  type Review,
  type SubmitReviewData,
  type Locale,
  translateMessage,
} from '@moim/contract';
import type { BlocksRepository } from '../blocks/blocks.repository.ts';
import type { CacheInvalidation } from '../../lib/cache-invalidation.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { detectLanguage } from '../../lib/detect-language.ts';
import { plainText, richTextLength, sanitizeRichText } from '../../lib/sanitize.ts';
import type { TransactionRunner } from '../../lib/unit-of-work.ts';
import { assertCanReview, assertOwnUploads, assertSelf } from '../access/access.ts';
import type { Caller } from '../access/caller.ts';
import type { EventsRepository } from '../events/events.repository.ts';
import type { NotificationsRepository } from '../notifications/notifications.repository.ts';
import { notificationLink, type NotificationsService } from '../notifications/notifications.service.ts';
import type { ParticipantsRepository } from '../participants/participants.repository.ts';
import type { UploadsRepository } from '../uploads/uploads.repository.ts';
import type { UploadsService } from '../uploads/uploads.service.ts';
import type { UsersRepository } from '../users/users.repository.ts';
import type { ReviewRow, ReviewsRepository } from './reviews.repository.ts';

interface Repos {
  reviews: ReviewsRepository;
  events: EventsRepository;
  participants: ParticipantsRepository;
  users: UsersRepository;
  uploads: UploadsRepository;
  notifications: NotificationsRepository;
  blocks: BlocksRepository;
}

/** A review as the API answers it; one a moderator hid (decision 76) says so in `locale`, without its images. */
function toReview(row: ReviewRow, locale: Locale = 'en'): Review {
  return {
    id: row.id,
    rating: row.rating,
    comment: row.hidden ? translateMessage('contentRemoved', locale) : row.comment,
    images: row.hidden ? [] : row.images.map((url) => ({ url })),
    createdAt: row.createdAt.toISOString(),
    user: row.user,
    attended: row.attended,
    ...(row.hidden ? { removed: true as const } : { textLanguage: row.textLanguage }),
  };
}

const toHostReview = (row: ReviewRow, locale: Locale): HostReview => ({ ...toReview(row, locale), event: row.event });

export function createReviewsService(deps: {
  repos: Repos;
  transaction: TransactionRunner<Repos>;
  uploads: UploadsService;
  clock: Clock;
  changes: CacheInvalidation;
  /** Tells the host of a new review, in its transaction. */
  notifications: Pick<NotificationsService, 'round'>;
}) {
  const { repos, transaction, uploads, clock, changes, notifications } = deps;

  async function findUser(userId: string) {
    const user = await repos.users.findByUserId(userId);
    if (!user) throw new AppError('userNotFound');
    return user;
  }

  return {
    /** Stores one review photo of the caller's (the events' image pipeline). */
    async uploadImage(caller: Caller, data: Buffer | undefined): Promise<string> {
      return (await uploads.saveImage(caller.id, 'review', data)).url;
    },

    /**
     * Reviews an event: an approved guest who is not the host, once the event has started,
     * once. The comment keeps the shared HTML allowlist and at most 300 characters of text;
     * every photo must be one the caller uploaded for a review.
     */
    async submit(caller: Caller, input: SubmitReviewData): Promise<Review> {
      assertSelf(caller, input.userId);
      const comment = sanitizeRichText(input.comment);
      if (richTextLength(comment) > REVIEW_TEXT_MAX_LENGTH) throw new AppError('reviewTooLong');

      const event = await repos.events.findFacts(input.eventId);
      if (!event) throw new AppError('eventNotFound');
      const now = clock.now();
      assertCanReview(caller, event, await repos.participants.find(event.id, caller.id), now);

      const imageUrls = [...new Set(input.imageUrls.map((url) => url.trim()).filter(Boolean))];
      const round = notifications.round();
      const id = await transaction(async (tx) => {
        // Locked, so the removal of unused uploads cannot take them before they are attached.
        assertOwnUploads(
          imageUrls,
          await tx.uploads.lockOwned(caller.id, 'review', imageUrls),
          'reviewImagesNotUploaded',
        );
        const created = await tx.reviews.insert({
          eventId: event.id,
          userId: caller.id,
          rating: input.rating,
          comment,
          textLanguage: detectLanguage(plainText(comment)),
          createdAt: now,
        });
        if (created === undefined) throw new AppError('reviewAlreadySubmitted');
        await tx.reviews.insertImages(created, imageUrls);
        await round.notify(tx, {
          recipientId: event.hostId,
          kind: 'newReview',
          eventId: event.id,
          eventName: event.name,
          actorId: caller.id,
          link: notificationLink('newReview', event.id),
        });
        return created;
      });
      round.announce();
      // The event's page shows its average rating.
      changes.publish({ kind: 'event-changed', eventId: event.id });
      return toReview((await repos.reviews.findById(id))!);
    },

    /** An event's reviews, newest first. */
    async byEvent(eventId: number, locale: Locale): Promise<Review[]> {
      if (!(await repos.events.findFacts(eventId))) throw new AppError('eventNotFound');
      return (await repos.reviews.listByEvent(eventId)).map((row) => toReview(row, locale));
    },

    /** A page of the reviews of a host's events, newest first, each with its event. */
    async byHost(userId: string, paging: { limit: number; offset: number }, locale: Locale) {
      const host = await findUser(userId);
      const { rows, total } = await repos.reviews.listByHost(host.id, paging);
      return { items: rows.map((row) => toHostReview(row, locale)), total };
    },

    /** The average over every review of a host's events; 0 and 0 when there are none. */
    async hostAverage(userId: string): Promise<HostAverageResponse> {
      const host = await findUser(userId);
      const { average, count } = await repos.reviews.hostRating(host.id);
      return { average: average ?? 0, count, reviewCount: count };
    },
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
