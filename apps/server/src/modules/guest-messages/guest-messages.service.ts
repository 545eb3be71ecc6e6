import { GUEST_MESSAGES_PER_DAY, type ChatMessage, type GuestMessageData } from '@moim/contract';
import type { BlocksRepository } from '../blocks/blocks.repository.ts';
import { detectLanguage } from '../../lib/detect-language.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import type { TransactionRunner } from '../../lib/unit-of-work.ts';
import { assertHost } from '../access/access.ts';
import type { Caller } from '../access/caller.ts';
import type { ChatChanges } from '../chat/chat.changes.ts';
import type { ChatRepository } from '../chat/chat.repository.ts';
import { toChatMessage } from '../chat/chat.service.ts';
import type { EventsRepository } from '../events/events.repository.ts';
import type { OutboxRepository } from '../mail/outbox.repository.ts';
import type { NotificationsRepository } from '../notifications/notifications.repository.ts';
import { notificationLink, type NotificationsService } from '../notifications/notifications.service.ts';
import { guestMessageMail } from './guest-messages.mails.ts';

interface Repos {
  events: EventsRepository;
  chat: ChatRepository;
  outbox: OutboxRepository;
  notifications: NotificationsRepository;
  blocks: BlocksRepository;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** What an in-app notification shows of the message; the chat and the mail carry it whole. */
const NOTIFICATION_DETAIL_LENGTH = 200;

/**
 * A host's message to their event's people (decision 68): kept in the event's chat as a host
 * announcement, and told to the approved guests (and, if the host says so, the applicants and
 * the waitlist) in the app and by mail, as each person's settings say. At most
 * GUEST_MESSAGES_PER_DAY in 24 hours per event, counted under the event's lock.
 */
export function createGuestMessagesService(deps: {
  transaction: TransactionRunner<Repos>;
  clock: Clock;
  notifications: Pick<NotificationsService, 'round'>;
  chatChanges: ChatChanges;
  publicUrl: string;
}) {
  const { transaction, clock, notifications, chatChanges, publicUrl } = deps;

  return {
    async send(caller: Caller, eventId: number, input: GuestMessageData): Promise<{ recipients: number }> {
      const now = clock.now();
      const round = notifications.round();
      const { message, recipients } = await transaction(async (tx) => {
        // The event stays while the message goes out; its people are those of this moment.
        const event = await tx.events.lockForChange(eventId);
        if (!event) throw new AppError('eventNotFound');
        assertHost(caller, event);
        const room = await tx.chat.findRoomOfEvent(eventId);
        if (!room) throw new AppError('eventNotFound');
        // The event's row is locked: two messages at once are counted one after the other.
        if (
          (await tx.chat.countAnnouncementsSince(room.roomId, new Date(now.getTime() - DAY_MS))) >=
          GUEST_MESSAGES_PER_DAY
        ) {
          throw new AppError('guestMessagesLimit');
        }
        const stored = await tx.chat.appendAnnouncement({
          roomId: room.roomId,
          senderId: caller.id,
          content: input.text,
          textLanguage: detectLanguage(input.text),
          at: now,
        });
        const audience = new Set([
          'Approved',
          ...(input.alsoPending ? ['Pending'] : []),
          ...(input.alsoWaitlisted ? ['Waitlisted'] : []),
        ]);
        const people = (await tx.events.findPeopleWithPlaces(eventId, event.hostId)).filter((p) =>
          audience.has(p.status),
        );
        const detail =
          input.text.length > NOTIFICATION_DETAIL_LENGTH
            ? `${input.text.slice(0, NOTIFICATION_DETAIL_LENGTH - 1)}…`
            : input.text;
        const links = await round.notifyAll(
          tx,
          people.map((person) => ({
            recipientId: person.id,
            kind: 'hostMessage' as const,
            eventId,
            eventName: event.name,
            actorId: caller.id,
            link: notificationLink('hostMessage', eventId),
            detail,
          })),
        );
        await tx.outbox.enqueue(
          people.flatMap((person, i) => {
            const unsubscribe = links[i];
            return unsubscribe
              ? [
                  guestMessageMail(
                    person,
                    { text: input.text, hostName: caller.username },
                    event,
                    publicUrl,
                    unsubscribe,
                  ),
                ]
              : [];
          }),
          now,
        );
        return { message: toChatMessage(stored), recipients: people.length };
      });
      round.announce();
      chatChanges.publish({ kind: 'message', message: message satisfies ChatMessage });
      return { recipients };
    },
  };
}

export type GuestMessagesService = ReturnType<typeof createGuestMessagesService>;
