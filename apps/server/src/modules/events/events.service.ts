import {
  type DeleteEventRequest,
  type EventDetail,
  type SubmitEventData,
  eventProblem,
  type DescribedImage,
  type EventImage,
  type PinnablePlace,
  eventEnd,
  seoulDate,
  seoulInstant,
  seoulTime,
  seriesDates,
  submittedImages,
} from '@moim/contract';
import type { BlocksRepository } from '../blocks/blocks.repository.ts';
import type { CacheInvalidation } from '../../lib/cache-invalidation.ts';
import type { Clock } from '../../lib/clock.ts';
import { createTtlCache } from '../../lib/ttl-cache.ts';
import { detectLanguage } from '../../lib/detect-language.ts';
import { AppError } from '../../lib/errors.ts';
import { plainText, sanitizeRichText } from '../../lib/sanitize.ts';
import type { TransactionRunner } from '../../lib/unit-of-work.ts';
import { assertHost, assertOwnUploads, assertSelf, canSeeAnswers, canSeeHidden, likerShown } from '../access/access.ts';
import type { Caller } from '../access/caller.ts';
import type { ChatChanges } from '../chat/chat.changes.ts';
import type { ChatRepository } from '../chat/chat.repository.ts';
import type { FollowsRepository } from '../follows/follows.repository.ts';
import type { FollowsService } from '../follows/follows.service.ts';
import type { OutboxRepository } from '../mail/outbox.repository.ts';
import type { NotificationsRepository } from '../notifications/notifications.repository.ts';
import {
  notificationLink,
  type NotificationsService,
  type NotificationRound,
  type UnsubscribeLinks,
} from '../notifications/notifications.service.ts';
import type { Quotas } from '../quotas/quotas.service.ts';
import type { UploadsRepository } from '../uploads/uploads.repository.ts';
import type { UploadsService } from '../uploads/uploads.service.ts';
import { eventCancelledMail, type CancellationReason } from './events.mails.ts';
import { eventTextColumns, type SecondText } from './event-text.ts';
import type { EventFacts, EventsRepository } from './events.repository.ts';

/** Readers see at most this much text in a description. */
const DESCRIPTION_TEXT_MAX = 5000;

/** An image as the API answers it: `alt` only where the uploader gave one (clients that ignore it see the spec's shape). */
function toEventImage({ url, alt }: DescribedImage): EventImage {
  return alt ? { url, alt } : { url };
}

/** What the events service writes with; a transaction that hides an event brings them. */
export interface EventsRepos {
  events: EventsRepository;
  chat: ChatRepository;
  outbox: OutboxRepository;
  uploads: UploadsRepository;
  notifications: NotificationsRepository;
  follows: FollowsRepository;
  blocks: BlocksRepository;
}

export interface EventsServiceDeps {
  repos: EventsRepos;
  transaction: TransactionRunner<EventsRepos>;
  uploads: UploadsService;
  quotas: Quotas;
  clock: Clock;
  /** How long an event's page is reused for visitors (0: never). */
  visitorCacheMs: number;
  /** Where writes announce what they changed, and where this service learns it. */
  changes: CacheInvalidation;
  /** Where new and deleted chat rooms are announced, once committed. */
  chatChanges: ChatChanges;
  /** Tells the people with a place that the event is cancelled, in its deletion's transaction. */
  notifications: Pick<NotificationsService, 'round'>;
  /** Told when a new event's followers wait to be told (decision 0062). */
  followFanout: Pick<FollowsService, 'wake'>;
  /** The place an address names, where the server knows it: the event's pin must be near it. */
  knownPlaceOf: (address: string) => PinnablePlace | null;
}

/**
 * The spec's `likes` of an event page: one entry per like, so a client that counts them counts
 * right, but naming nobody except `shown`, the caller when they like it (`likerShown`).
 */
function likesList(count: number, shown: string | null): EventDetail['likes'] {
  return Array.from({ length: count }, (_, i) => ({
    user: { userId: i === 0 && shown !== null ? shown : '' },
  }));
}

/**
 * The host's second version of the name and the description (decision 77), sanitised, or
 * undefined without one; its description's text is held to the same length as the first's.
 */
function secondVersion(
  input: SubmitEventData,
): { language: string; text: SecondText; description: string } | undefined {
  if (!input.secondLanguage || !input.secondName) return undefined;
  const description = sanitizeRichText(input.secondDescription ?? '');
  const descriptionText = plainText(description);
  if (descriptionText.length > DESCRIPTION_TEXT_MAX) throw new AppError('secondDescriptionTooLong');
  return { language: input.secondLanguage, text: { name: input.secondName, descriptionText }, description };
}

export function createEventsService(deps: EventsServiceDeps) {
  const { repos, transaction, uploads, quotas, clock, changes, chatChanges, notifications } = deps;
  // Visitors all see the same event page: it is read once a second, not per request, and
  // dropped at once when a write changes it.
  const visitorDetails = createTtlCache<Awaited<ReturnType<EventsRepository['findDetail']>>>({
    ttlMs: deps.visitorCacheMs,
    maxEntries: 1000,
    clock,
  });
  changes.subscribe((change) => {
    if (change.kind === 'event-changed' || change.kind === 'event-deleted' || change.kind === 'event-visibility')
      visitorDetails.delete(String(change.eventId));
    if (change.kind === 'people-changed') visitorDetails.clear();
  });

  function toDetail(
    found: NonNullable<Awaited<ReturnType<EventsRepository['findDetail']>>>,
    caller: Caller | null,
  ): EventDetail {
    const { event, host, images, participants: approved, likedByCaller, rating } = found;
    const answersShown = canSeeAnswers(caller, event);
    return {
      id: event.id,
      name: event.name,
      description: event.description,
      textLanguage: event.textLanguage,
      ...(event.secondLanguage
        ? {
            secondLanguage: event.secondLanguage,
            secondName: event.secondName ?? '',
            secondDescription: event.secondDescription ?? '',
          }
        : {}),
      date: event.date,
      time: event.time,
      startsAt: event.startsAt.toISOString(),
      endDate: seoulDate(event.endsAt),
      endTime: seoulTime(event.endsAt),
      endsAt: event.endsAt.toISOString(),
      category: event.category,
      type: event.type,
      mainImage: event.mainImage,
      images: images.map(toEventImage),
      eventImages: images.filter((image) => image.url !== event.mainImage).map(toEventImage),
      location: event.location,
      locationDetail: event.locationDetail,
      venue: event.venue,
      latitude: event.latitude,
      longitude: event.longitude,
      minParticipants: event.minParticipants,
      maxParticipants: event.maxParticipants,
      participants: approved.map((p) => ({
        id: p.id,
        status: p.status,
        ...(answersShown ? { answer: p.answer } : {}),
        user: p.user,
      })),
      participantsCount: event.participantsCount,
      likes: likesList(event.likesCount, likerShown(caller, likedByCaller)),
      likesCount: event.likesCount,
      price: event.price,
      question: event.question,
      languages: event.languages,
      createdBy: host,
      averageRating: rating.average,
      reviewCount: rating.count,
      createdAt: event.createdAt.toISOString(),
      updatedAt: event.updatedAt.toISOString(),
      ...(event.hiddenAt ? { hidden: true as const } : {}),
    };
  }

  async function getDetail(id: number, caller: Caller | null): Promise<EventDetail> {
    const found = await (caller
      ? repos.events.findDetail(id, caller.id)
      : visitorDetails.getOrLoad(String(id), () => repos.events.findDetail(id, null)));
    if (!found) throw new AppError('eventNotFound');
    // A hidden event's page says a moderator removed it; admins still see it, to review or undo.
    if (found.event.hiddenAt && !canSeeHidden(caller)) throw new AppError('eventRemoved');
    const detail = toDetail(found, caller);
    const { seriesId } = found.event;
    if (seriesId === null) return detail;
    // Read each time, not kept with the visitors' page: a date of it may be cancelled meanwhile.
    const next = (await repos.events.seriesDates(seriesId, clock.now())).filter((date) => date.id !== id);
    return {
      ...detail,
      series: { next: next.map((date) => ({ ...date, startsAt: date.startsAt.toISOString() })) },
    };
  }

  /**
   * Deletes an event (host only) with everything of it (reviews included), and queues a
   * cancellation notice with the reason (or "No reason given") to every approved guest,
   * pending applicant and person on the waitlist, each in their language, in one transaction;
   * they are told in the app too, and the mail goes to those who did not turn it off.
   */
  async function deleteOne(caller: Caller, id: number, input: DeleteEventRequest): Promise<void> {
    const event = await repos.events.findFacts(id);
    if (!event) throw new AppError('eventNotFound');
    assertHost(caller, event);
    await cancel(event, input ?? {});
  }

  /**
   * Tells everyone with a place at the event (and the host, when the moderators took it down)
   * that it is gone, in-app and by mail, in the transaction that removes it.
   */
  async function tellEventGone(
    tx: EventsRepos,
    round: NotificationRound,
    event: EventFacts,
    input: { reason?: CancellationReason; detail?: string },
  ): Promise<void> {
    const byModerators = input.reason === 'moderated' || input.reason === 'hostSuspended';
    const people = await tx.events.findPeopleWithPlaces(event.id, input.reason === 'moderated' ? null : event.hostId);
    const mailed: { person: (typeof people)[number]; unsubscribe: UnsubscribeLinks }[] = [];
    for (const person of people) {
      const unsubscribe = await round.notify(tx, {
        recipientId: person.id,
        kind: 'eventCancelled',
        eventId: event.id,
        eventName: event.name,
        actorId: byModerators ? null : event.hostId,
        // The event's page says it is gone.
        link: notificationLink('eventCancelled', event.id),
        detail: byModerators ? 'moderated' : null,
      });
      if (unsubscribe) mailed.push({ person, unsubscribe });
    }
    await tx.outbox.enqueue(
      mailed.map(({ person, unsubscribe }) =>
        eventCancelledMail(
          person.locale,
          person.email,
          {
            guestName: person.username,
            status: person.status,
            eventName: event.name,
            date: event.date,
            time: event.time,
            location: event.location,
            reason: input.reason,
            detail: input.detail,
          },
          unsubscribe,
        ),
      ),
      clock.now(),
    );
  }

  /** Deletes an event, its guests told why, its files gone (the caller checked who may). */
  async function cancel(event: EventFacts, input: { reason?: CancellationReason; detail?: string }): Promise<void> {
    const { id } = event;
    const round = notifications.round();
    const { urls: imageUrls, room } = await transaction(async (tx) => {
      // Joins and cancellations wait (decision 0020), so the notices reach exactly those with a place.
      if (!(await tx.events.lockForChange(id))) throw new AppError('eventNotFound');
      const urls = [...(await tx.events.findImages(id)), ...(await tx.events.findReviewImages(id))];
      // The room goes with the event; its members are told once it is gone.
      const room = await tx.chat.findRoomOfEvent(id);
      await tellEventGone(tx, round, event, input);
      if (!(await tx.events.delete(id))) throw new AppError('eventNotFound');
      return { urls, room };
    });
    changes.publish({ kind: 'event-deleted', eventId: id });
    if (room) chatChanges.publish({ kind: 'room-closed', ...room });
    round.announce();
    // The files go once the rows are gone, unless another event or review shows them too; a failure
    // here leaves only unreferenced files.
    const inUse = await repos.events.imagesInUse(imageUrls);
    await uploads.removeImages(imageUrls.filter((url) => !inUse.has(url))).catch(() => undefined);
  }

  return {
    /**
     * Publishes an event: the event, its images, the host's place and its chat room, together; for
     * a series, one such event per date, all in one transaction. Answers the (first) event.
     */
    async submit(caller: Caller, input: SubmitEventData): Promise<EventDetail> {
      assertSelf(caller, input.userId);
      const now = clock.now();
      const problem = eventProblem(input, now, deps.knownPlaceOf(input.location));
      if (problem) throw new AppError(problem.code);

      const images = submittedImages(input);
      const imageUrls = images.map((image) => image.url);
      const description = sanitizeRichText(input.description);
      const descriptionText = plainText(description);
      const textLanguage = detectLanguage(`${input.name}\n${descriptionText}`);
      if (descriptionText.length > DESCRIPTION_TEXT_MAX) throw new AppError('descriptionTooLong');
      const second = secondVersion(input);

      // Each date of a series is an event of its own and counts toward the quota (decision 69).
      const dates = input.repeat ? seriesDates(input.date, input.repeat) : [input.date];
      for (let i = 0; i < dates.length; i++) {
        await quotas.consume('events', caller.id);
        await quotas.firstDay('events', caller);
      }
      const start = seoulInstant(input.date, input.time);
      const length = eventEnd(input)!.getTime() - start.getTime();
      const created = await transaction(async (tx) => {
        // Locked, so the removal of unused uploads cannot take them before they are attached.
        assertOwnUploads(
          imageUrls,
          await tx.uploads.lockOwned(caller.id, 'event', imageUrls),
          'eventImagesNotUploaded',
        );
        const seriesId = input.repeat ? await tx.events.insertSeries(caller.id, input.repeat.every, now) : null;
        const rooms: { eventId: number; roomId: number }[] = [];
        for (const date of dates) {
          const startsAt = seoulInstant(date, input.time);
          const event = await tx.events.insert({
            hostId: caller.id,
            category: input.category,
            type: input.type,
            name: input.name.trim(),
            description,
            ...eventTextColumns(input.name.trim(), descriptionText, second?.text),
            textLanguage,
            secondLanguage: second?.language ?? null,
            secondName: second?.text.name ?? null,
            secondDescription: second?.description ?? null,
            date,
            time: input.time,
            startsAt,
            // eventProblem has checked that it is a real end after the start; every date lasts as long.
            endsAt: new Date(startsAt.getTime() + length),
            seriesId,
            location: input.location.trim(),
            locationDetail: input.locationDetail,
            venue: input.venue ?? '',
            latitude: input.latitude!,
            longitude: input.longitude!,
            minParticipants: input.minParticipants,
            maxParticipants: input.maxParticipants,
            question: input.question,
            price: input.price,
            languages: [...new Set(input.languages)],
            mainImage: imageUrls[0]!,
            // The host takes the first seat.
            participantsCount: 1,
            likesCount: 0,
            createdAt: now,
            updatedAt: now,
          });
          await tx.events.insertImages(event.id, images);
          await tx.events.addParticipant({
            eventId: event.id,
            userId: caller.id,
            status: 'Approved',
            answer: '',
            createdAt: now,
            updatedAt: now,
          });
          const roomId = await tx.chat.createRoom({ eventId: event.id, name: event.name, at: now });
          await tx.chat.addMember(roomId, caller.id, now);
          rooms.push({ eventId: event.id, roomId });
        }
        // The host's followers are told off the request path, however many they are (decision
        // 0062), once per post: of a series, its first date.
        await tx.follows.enqueueFanout(rooms[0]!.eventId, now);
        return rooms;
      });
      changes.publish({ kind: 'event-created' });
      for (const { roomId } of created) chatChanges.publish({ kind: 'member-added', roomId, userId: caller.id });
      const detail = await getDetail(created[0]!.eventId, caller);
      // After the host's answer is ready: the fan-out's first batch does not delay it.
      deps.followFanout.wake();
      return detail;
    },

    getDetail,

    /**
     * Deletes an event, or with `scope: 'following'` that date of its series and every later one
     * (decision 69), each as `deleteOne` does: its guests told, its files gone.
     */
    async delete(caller: Caller, id: number, input: DeleteEventRequest): Promise<void> {
      const event = await repos.events.findFacts(id);
      if (!event) throw new AppError('eventNotFound');
      assertHost(caller, event);
      const ids =
        input.scope === 'following' && event.seriesId !== null
          ? await repos.events.seriesIdsFrom(event.seriesId, event.startsAt)
          : [id];
      for (const each of ids) await deleteOne(caller, each, input);
    },

    /**
     * A closing account's events that have not started are cancelled (decision 74), each as the
     * host's deletion is, its guests told that the host's account was closed.
     */
    async cancelAllHostedBy(hostId: string, reason: 'accountClosed' | 'hostSuspended'): Promise<void> {
      for (const id of await repos.events.upcomingHostedBy(hostId, clock.now())) {
        const event = await repos.events.findFacts(id);
        if (!event) continue;
        await cancel(event, { reason }).catch((error: unknown) => {
          // One deleted meanwhile (by its host, on another process) is gone already.
          if (!(error instanceof AppError && error.code === 'eventNotFound')) throw error;
        });
      }
    },

    /**
     * A moderator hides an event, or shows it again (decision 76), in the moderator's transaction:
     * hidden, it is in no list and its page says a moderator removed it; its host and everyone
     * with a place are told. Its places, chat and reviews stay, so showing it again restores it as
     * it was. Answers whether it exists; the caller publishes `event-visibility` once committed.
     */
    async setHiddenWithin(tx: EventsRepos, round: NotificationRound, id: number, hidden: boolean): Promise<boolean> {
      const event = await tx.events.lockForChange(id);
      if (!event) return false;
      await tx.events.setHidden(id, hidden ? clock.now() : null);
      if (hidden && event.hiddenAt === null) await tellEventGone(tx, round, event, { reason: 'moderated' });
      return true;
    },
  };
}

export type EventsService = ReturnType<typeof createEventsService>;
