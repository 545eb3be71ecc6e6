import {
  ageOn,
  canCancelParticipation,
  hasStarted,
  isFull,
  joinOption,
  nationalityFields,
  seoulDate,
  type CancelParticipationInput,
  type CheckParticipationResponse,
  type Locale,
  type MessageKey,
  type NotificationKind,
  type ParticipantStatus,
  type PendingEvent,
  type UpdateParticipantStatusInput,
} from '@moim/contract';
import type { BlocksRepository } from '../blocks/blocks.repository.ts';
import type { CacheInvalidation } from '../../lib/cache-invalidation.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import type { TransactionRunner } from '../../lib/unit-of-work.ts';
import { assertHost, assertNotBlockedByHost, assertSelf, isHost } from '../access/access.ts';
import type { Caller } from '../access/caller.ts';
import type { CheckInCodeOf } from '../check-in/check-in.codes.ts';
import type { ChatChange, ChatChanges } from '../chat/chat.changes.ts';
import type { ChatRepository } from '../chat/chat.repository.ts';
import type { EventFacts, EventsRepository } from '../events/events.repository.ts';
import type { OutboxRepository } from '../mail/outbox.repository.ts';
import type { NotificationsRepository } from '../notifications/notifications.repository.ts';
import {
  notificationLink,
  type NotificationRound,
  type NotificationsService,
} from '../notifications/notifications.service.ts';
import type { Quotas } from '../quotas/quotas.service.ts';
import type { ReviewsRepository } from '../reviews/reviews.repository.ts';
import type { UsersRepository } from '../users/users.repository.ts';
import { guestListCsv } from './guest-list-file.ts';
import { newApplicationMail, participationMail, type MailEvent, type StatusMail } from './participants.mails.ts';
import type { ParticipantRow, ParticipantsRepository } from './participants.repository.ts';

interface Repos {
  participants: ParticipantsRepository;
  events: EventsRepository;
  chat: ChatRepository;
  users: UsersRepository;
  outbox: OutboxRepository;
  reviews: ReviewsRepository;
  notifications: NotificationsRepository;
  blocks: BlocksRepository;
}

export interface ParticipantsServiceDeps {
  repos: Repos;
  transaction: TransactionRunner<Repos>;
  quotas: Quotas;
  clock: Clock;
  changes: CacheInvalidation;
  /** Where chat membership changes are announced, once committed. */
  chatChanges: ChatChanges;
  /** Tells people in the app, in the change's transaction, and whether they want the mail too. */
  notifications: Pick<NotificationsService, 'round'>;
  /** Where users reach the site; mails link to PUBLIC_URL/events/{id}. */
  publicUrl: string;
  /** A place's check-in code, shown to its guest (decision 67). */
  checkInCodeOf: CheckInCodeOf;
}

/** What the caller is told after giving up each kind of place. */
const cancelMessages = {
  Approved: 'participationCanceled',
  Pending: 'applicationWithdrawn',
  Waitlisted: 'waitlistLeft',
} as const satisfies Record<string, MessageKey>;

/** The in-app notification of each status mail; being told the event is full has none. */
const statusNotices: Partial<Record<StatusMail, NotificationKind>> = {
  approved: 'accepted',
  rejected: 'rejected',
  removed: 'removed',
  removedFromWaitlist: 'removed',
  promoted: 'promoted',
};

/** What the host's Reject means for each place: an application turned down, or a removal. */
const removalMails = {
  Pending: 'rejected',
  Approved: 'removed',
  Waitlisted: 'removedFromWaitlist',
} as const satisfies Record<string, StatusMail>;
const removalNotices = {
  Pending: 'participantRejected',
  Approved: 'participantRemoved',
  Waitlisted: 'participantRemovedFromWaitlist',
} as const satisfies Record<string, MessageKey>;

/**
 * Who takes part in an event: joining, the waitlist, the host's decisions and cancelling.
 * Every change locks the event's row first and makes all of its writes (seat count, rows,
 * chat membership, waitlist promotion, mail) in that one transaction (decision 0020).
 */
export function createParticipantsService(deps: ParticipantsServiceDeps) {
  const { repos, transaction, quotas, clock, changes, chatChanges, notifications, publicUrl } = deps;

  /**
   * Runs a participation change of an event: `work` notes the chat rooms it changed and makes its
   * notifications in the `round`; both are announced once the transaction has committed, with the
   * event's change.
   */
  async function change<T>(
    eventId: number,
    work: (tx: Repos, rooms: ChatChange[], round: NotificationRound) => Promise<T>,
  ): Promise<T> {
    const rooms: ChatChange[] = [];
    const round = notifications.round();
    const result = await transaction((tx) => work(tx, rooms, round));
    changes.publish({ kind: 'event-changed', eventId });
    for (const room of rooms) chatChanges.publish(room);
    round.announce();
    return result;
  }

  const mailEvent = (event: EventFacts): MailEvent => ({
    name: event.name,
    date: event.date,
    time: event.time,
    location: event.location,
    url: `${publicUrl}/events/${event.id}`,
  });

  /** The event, locked for this transaction; `eventNotFound` when there is none. */
  async function lockEvent(tx: Repos, eventId: number): Promise<EventFacts> {
    const event = await tx.events.lockForChange(eventId);
    if (!event) throw new AppError('eventNotFound');
    return event;
  }

  /**
   * Tells a participant what became of their place: in the app, and by a mail in their language
   * unless they turned that kind's mail off. `actorId`: the host who decided, if one did.
   */
  async function mailTo(
    tx: Repos,
    round: NotificationRound,
    kind: StatusMail,
    userId: string,
    event: EventFacts,
    now: Date,
    actorId: string | null,
  ): Promise<void> {
    const notice = statusNotices[kind];
    let unsubscribe = null;
    if (notice) {
      const link = notificationLink(notice, event.id);
      const input = { recipientId: userId, kind: notice, eventId: event.id, eventName: event.name, actorId, link };
      unsubscribe = await round.notify(tx, input);
      if (!unsubscribe) return;
    }
    const user = await tx.users.findById(userId);
    if (!user) return;
    await tx.outbox.enqueue([participationMail(kind, user.locale, user, mailEvent(event), unsubscribe)], now);
  }

  async function joinRoom(tx: Repos, rooms: ChatChange[], eventId: number, userId: string, now: Date): Promise<void> {
    const roomId = await tx.chat.addMemberOfEvent(eventId, userId, now);
    if (roomId !== undefined) rooms.push({ kind: 'member-added', roomId, userId });
  }

  async function leaveRoom(
    tx: Repos,
    rooms: ChatChange[],
    eventId: number,
    userId: string,
    reason: 'left' | 'removed',
  ): Promise<void> {
    const roomId = await tx.chat.removeMemberOfEvent(eventId, userId);
    if (roomId !== undefined) {
      rooms.push({ kind: 'member-removed', roomId, userId, reason });
    }
  }

  /**
   * Gives up an approved participant's seat and hands it to the first on the waitlist, who
   * joins the chat room and is told by mail. The caller holds the event's lock.
   */
  async function freeSeat(
    tx: Repos,
    rooms: ChatChange[],
    round: NotificationRound,
    event: EventFacts,
    userId: string,
    reason: 'left' | 'removed',
    now: Date,
  ): Promise<void> {
    await tx.participants.releaseSeat(event.id);
    await leaveRoom(tx, rooms, event.id, userId, reason);
    const next = await tx.participants.waitlistHead(event.id);
    if (!next || !(await tx.participants.takeSeat(event.id))) return;
    await tx.participants.setStatus(next.id, 'Approved', now);
    await joinRoom(tx, rooms, event.id, next.userId, now);
    await mailTo(tx, round, 'promoted', next.userId, event, now, null);
  }

  /**
   * Once a Register event's last seat is taken, its pending applicants are told, once each,
   * that it is full and the host may still accept them if a seat frees (decision 0048). The
   * caller holds the event's lock.
   */
  async function tellApplicantsIfFull(
    tx: Repos,
    round: NotificationRound,
    event: EventFacts,
    now: Date,
  ): Promise<void> {
    if (event.type !== 'Register') return;
    const current = await tx.events.findFacts(event.id);
    if (!current || !isFull(current)) return;
    for (const userId of await tx.participants.markToldFull(event.id, now)) {
      await mailTo(tx, round, 'full', userId, event, now, event.hostId);
    }
  }

  const withPosition = async (tx: Repos, row: ParticipantRow) =>
    row.status === 'Waitlisted' ? { waitlistPosition: await tx.participants.waitlistPosition(row) } : {};

  /** The Manage screen's event and everyone who applied, in order of application (host only). */
  async function forHost(caller: Caller, eventId: number): Promise<PendingEvent> {
    const event = await repos.events.findFacts(eventId);
    if (!event) throw new AppError('eventNotFound');
    assertHost(caller, event);
    const rows = await repos.participants.listForHost(eventId);
    const today = seoulDate(clock.now());
    let waitlisted = 0;
    return {
      id: event.id,
      name: event.name,
      category: event.category,
      type: event.type,
      date: event.date,
      time: event.time,
      startsAt: event.startsAt.toISOString(),
      location: event.location,
      mainImage: event.mainImage,
      question: event.question,
      minParticipants: event.minParticipants,
      maxParticipants: event.maxParticipants,
      participantsCount: event.participantsCount,
      participants: rows.map(({ participant: p, user }) => ({
        id: p.id,
        status: p.status,
        answer: p.answer,
        appliedAt: p.createdAt.toISOString(),
        isHost: p.userId === event.hostId,
        // Rows come in order of arrival, which is the waitlist's order.
        ...(p.status === 'Waitlisted' ? { waitlistPosition: ++waitlisted } : {}),
        ...(p.removed ? { removed: true as const } : {}),
        checkedInAt: p.checkedInAt?.toISOString() ?? null,
        user: {
          userId: user.userId,
          username: user.username,
          profileImage: user.profileImage,
          ...nationalityFields(user.nationality),
          age: ageOn(user.dob, today),
        },
      })),
    };
  }

  /**
   * A participant's place goes: an approved seat is freed for the waitlist, and the host hears of a
   * guest who gave up a seat (not of a withdrawn application or waitlist place). The caller holds
   * the event's lock.
   */
  async function giveUp(
    tx: Repos,
    rooms: ChatChange[],
    round: NotificationRound,
    event: EventFacts,
    participant: { id: number; userId: string; status: ParticipantStatus },
    now: Date,
  ): Promise<void> {
    await tx.participants.remove(participant.id);
    if (participant.status !== 'Approved') return;
    await freeSeat(tx, rooms, round, event, participant.userId, 'left', now);
    await round.notify(tx, {
      recipientId: event.hostId,
      kind: 'guestCancelled',
      eventId: event.id,
      eventName: event.name,
      actorId: participant.userId,
      link: notificationLink('guestCancelled', event.id),
    });
  }

  return {
    /**
     * Joins an event, as the contract's `joinOption` allows (the event page asks it too).
     * FirstCome: approved at once while a seat is left; when full, queued on the waitlist if
     * asked for, refused otherwise. Register: pending until the host decides (refused when
     * full), and the host is told by mail. A rejected user may not apply again; the start must
     * be in the future.
     */
    async join(caller: Caller, input: { eventId: number; userId?: string; answer: string; waitlist?: boolean }) {
      assertSelf(caller, input.userId);
      const now = clock.now();
      await quotas.consume('joins', caller.id);
      await quotas.firstDay('joins', caller);
      return change(input.eventId, async (tx, rooms, round) => {
        const event = await tx.events.lockForJoin(input.eventId, caller.id);
        if (!event) throw new AppError('eventNotFound');
        if (isHost(caller, event)) throw new AppError('hostCannotJoin');
        assertNotBlockedByHost(event.hostBlocks);
        // A moderator hid it (decision 76): nobody joins what no list shows.
        if (event.hiddenAt) throw new AppError('eventRemoved');
        const option = joinOption(event, now);
        if (option === 'started') throw new AppError('eventClosed');
        // A place held already is said before a full event is. Looked for only where it decides
        // the answer: otherwise the insert below meets it (the unique index), and the seat taken
        // goes back with the transaction.
        const refuseHeldPlace = async () => {
          const existing = await tx.participants.find(event.id, caller.id);
          if (existing) throw new AppError(existing.status === 'Rejected' ? 'joinRefused' : 'alreadyJoined');
        };

        let status: ParticipantStatus;
        if (event.type === 'Register') {
          if (option === 'full') {
            await refuseHeldPlace();
            throw new AppError('eventFull');
          }
          status = 'Pending';
        } else if (option === 'join' && (await tx.participants.takeSeat(event.id))) {
          status = 'Approved';
        } else if (input.waitlist) {
          status = 'Waitlisted';
        } else {
          await refuseHeldPlace();
          throw new AppError('eventFull');
        }

        const created = await tx.participants.insert({
          eventId: event.id,
          userId: caller.id,
          status,
          answer: input.answer,
          createdAt: now,
          updatedAt: now,
        });
        if (!created) {
          await refuseHeldPlace();
          throw new AppError('alreadyJoined');
        }

        if (status === 'Approved') await joinRoom(tx, rooms, event.id, caller.id, now);
        if (status === 'Pending') {
          const unsubscribe = await round.notify(tx, {
            recipientId: event.hostId,
            kind: 'applicationReceived',
            eventId: event.id,
            eventName: event.name,
            actorId: caller.id,
            link: notificationLink('applicationReceived', event.id),
          });
          const host = unsubscribe ? await tx.users.findById(event.hostId) : undefined;
          if (host) {
            const applicant = { username: caller.username, answer: input.answer };
            const mail = newApplicationMail(host.locale, host, applicant, mailEvent(event), unsubscribe);
            await tx.outbox.enqueue([mail], now);
          }
        }
        return { id: created.id, status, ...(await withPosition(tx, created)) };
      });
    },

    async check(
      caller: Caller | null,
      eventId: number,
      userId: string | undefined,
    ): Promise<CheckParticipationResponse> {
      // A visitor has joined nothing (the original client asks on every event page), as `isLiked` says.
      if (!caller) return { isParticipating: false, status: null, hasReviewed: false };
      assertSelf(caller, userId);
      const [row, hasReviewed, hostBlocks] = await Promise.all([
        repos.participants.find(eventId, caller.id),
        repos.reviews.exists(eventId, caller.id),
        repos.blocks.hostBlocks(eventId, caller.id),
      ]);
      const status = row?.status ?? null;
      return {
        isParticipating: status === 'Approved' || status === 'Pending' || status === 'Waitlisted',
        status,
        ...(row?.status === 'Waitlisted' ? { waitlistPosition: await repos.participants.waitlistPosition(row) } : {}),
        ...(row?.removed ? { removed: true as const } : {}),
        hasReviewed,
        ...(row?.status === 'Approved'
          ? { checkIn: { code: deps.checkInCodeOf(row.id), checkedInAt: row.checkedInAt?.toISOString() ?? null } }
          : {}),
        ...(!row && hostBlocks ? { joinClosed: true as const } : {}),
      };
    },

    /**
     * The host approves or rejects someone. Approving takes a seat (refused when none is
     * left); when it takes a Register event's last one, the applicants still waiting are told,
     * once each, that the host may accept them if a seat frees. Rejecting someone approved or
     * waiting removes them (told in its own words; a seat freed goes to the waitlist), and
     * rejecting an application turns it down. The person is told by mail. Only before the event
     * starts. Answers the notice for the host with the result.
     */
    async setStatus(caller: Caller, participantId: number, input: UpdateParticipantStatusInput) {
      const now = clock.now();
      return change(input.eventId, async (tx, rooms, round) => {
        const event = await lockEvent(tx, input.eventId);
        assertHost(caller, event);
        const participant = await tx.participants.findById(participantId);
        if (!participant || participant.eventId !== event.id) {
          throw new AppError('participantNotFound');
        }
        if (participant.userId === event.hostId) throw new AppError('hostStatusFixed');
        if (hasStarted(event.startsAt, now)) throw new AppError('eventClosed');

        /** The answer: the person's new status (a removal marked as such) and the seats taken. */
        const answer = async (notice: MessageKey, removed: boolean) => ({
          participant: { id: participant.id, status: input.status, ...(removed ? { removed: true as const } : {}) },
          participantsCount: (await tx.events.findFacts(event.id))!.participantsCount,
          notice,
        });

        if (input.status === 'Approved') {
          if (participant.status !== 'Approved') {
            if (!(await tx.participants.takeSeat(event.id))) {
              throw new AppError('maxParticipantsReached');
            }
            await tx.participants.setStatus(participant.id, 'Approved', now);
            await joinRoom(tx, rooms, event.id, participant.userId, now);
            await mailTo(tx, round, 'approved', participant.userId, event, now, caller.id);
            await tellApplicantsIfFull(tx, round, event, now);
          }
          return answer('participantApproved', false);
        }
        if (participant.status === 'Rejected') {
          return answer(participant.removed ? 'participantRemoved' : 'participantRejected', participant.removed);
        }
        // Turning down an application is a rejection; taking away a seat or a waitlist place, a removal.
        const removed = participant.status !== 'Pending';
        await tx.participants.setStatus(participant.id, 'Rejected', now, removed);
        if (participant.status === 'Approved') {
          await freeSeat(tx, rooms, round, event, participant.userId, 'removed', now);
        }
        await mailTo(tx, round, removalMails[participant.status], participant.userId, event, now, caller.id);
        return answer(removalNotices[participant.status], removed);
      });
    },

    /**
     * The caller gives up their place: an approved seat (not within 24 hours of the start; the
     * seat goes to the first on the waitlist), a pending application or a place on the
     * waitlist (any time). The row goes, so they may join again. The host cannot cancel.
     * Returns the message for what was given up.
     */
    async cancel(caller: Caller, input: CancelParticipationInput): Promise<MessageKey> {
      assertSelf(caller, input.userId);
      const now = clock.now();
      return change(input.eventId, async (tx, rooms, round) => {
        const event = await lockEvent(tx, input.eventId);
        if (isHost(caller, event)) throw new AppError('hostCannotCancel');
        const participant = await tx.participants.find(event.id, caller.id);
        if (!participant || participant.status === 'Rejected') {
          throw new AppError('participationNotFound');
        }
        if (participant.status === 'Approved' && !canCancelParticipation(event.startsAt, now)) {
          throw new AppError('cancelTooLate');
        }
        await giveUp(tx, rooms, round, event, participant, now);
        return cancelMessages[participant.status];
      });
    },

    /**
     * A closing account gives up every place it has at events that have not started (decision
     * 74): as `cancel` does, but also within 24 hours of the start, each seat going to the waitlist.
     */
    async leaveAll(userId: string): Promise<void> {
      const now = clock.now();
      for (const eventId of await repos.participants.upcomingPlacesOf(userId, now)) {
        await change(eventId, async (tx, rooms, round) => {
          const event = await tx.events.lockForChange(eventId);
          const participant = event ? await tx.participants.find(eventId, userId) : undefined;
          if (!event || !participant || participant.status === 'Rejected') return;
          await giveUp(tx, rooms, round, event, participant, now);
        });
      }
    },

    /** The guest list as a CSV file in the host's language (host only, as the Manage screen). */
    async guestListFile(caller: Caller, eventId: number, locale: Locale): Promise<string> {
      return guestListCsv(await forHost(caller, eventId), locale);
    },

    forHost,
  };
}

export type ParticipantsService = ReturnType<typeof createParticipantsService>;
