import type { BlocksRepository } from '../blocks/blocks.repository.ts';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../lib/clock.ts';
import { runEvery } from '../../lib/periodic.ts';
import type { TransactionRunner } from '../../lib/unit-of-work.ts';
import type { OutboxRepository } from '../mail/outbox.repository.ts';
import type { NotificationsRepository } from '../notifications/notifications.repository.ts';
import { notificationLink, type NotificationsService } from '../notifications/notifications.service.ts';
import { reminderMail } from './reminders.mails.ts';
import type { RemindersRepository } from './reminders.repository.ts';

interface Repos {
  reminders: RemindersRepository;
  notifications: NotificationsRepository;
  outbox: OutboxRepository;
  blocks: BlocksRepository;
}

/** Reminders one transaction records at most: a backlog of thousands is many short transactions. */
const BATCH = 500;

/** How often every server process looks for due reminders. */
const SWEEP_INTERVAL_MS = 60_000;

/**
 * The reminders before events, 24 hours and (for those who want it) 2 hours before the start, to
 * the host and the approved guests, each exactly once (decision 0060).
 */
export function createRemindersService(deps: {
  transaction: TransactionRunner<Repos>;
  notifications: Pick<NotificationsService, 'round'>;
  clock: Clock;
  /** Where users reach the site (PUBLIC_URL): the mail's links. */
  publicUrl: string;
  log: FastifyBaseLogger;
}) {
  const { transaction, notifications, clock, publicUrl, log } = deps;

  /**
   * Sends every reminder that is due and not yet sent: per batch, one transaction records the
   * reminders, stores the in-app notifications and queues the mails of the people who want them
   * (the outbox sends those), then the bells are updated. Returns how many reminders it recorded.
   * Ends when a batch records none: either nothing is due, or another process is recording the
   * rest (its rows are not this one's to send).
   */
  async function sweep(): Promise<number> {
    let recorded = 0;
    for (;;) {
      const now = clock.now();
      const round = notifications.round();
      const count = await transaction(async (tx) => {
        const due = await tx.reminders.claimDue(now, BATCH);
        const links = await round.notifyAll(
          tx,
          due.map((reminder) => ({
            recipientId: reminder.userId,
            kind: 'reminder' as const,
            eventId: reminder.event.id,
            eventName: reminder.event.name,
            actorId: null,
            link: notificationLink('reminder', reminder.event.id),
            detail: String(reminder.hours),
          })),
        );
        const mails = due.flatMap((reminder, i) => {
          const unsubscribe = links[i];
          return unsubscribe ? [reminderMail(reminder, publicUrl, unsubscribe)] : [];
        });
        await tx.outbox.enqueue(mails, now);
        return due.length;
      });
      round.announce();
      if (count === 0) return recorded;
      recorded += count;
    }
  }

  return {
    sweep,

    /** Sweeps every `intervalMs` until the returned stop is called; at once after a start, so a restart catches up. */
    start(intervalMs = SWEEP_INTERVAL_MS): () => Promise<void> {
      const first = sweep().catch((error: unknown) => log.error({ err: error }, 'reminders sweep failed'));
      const stop = runEvery(intervalMs, sweep, log, 'reminders sweep failed');
      return async () => {
        await stop();
        await first;
      };
    },
  };
}
