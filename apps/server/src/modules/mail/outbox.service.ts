import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../lib/clock.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { runEvery } from '../../lib/periodic.ts';
import type { OutboxRepository } from './outbox.repository.ts';

/**
 * How long a claimed mail is left to its sender: longer than a send can take (nodemailer gives
 * up on a silent SMTP server after 10 minutes), so no other process sends it meanwhile; a mail
 * whose sender died waits that long for another one (decision 0036).
 */
const LOCK_MS = 11 * 60_000;
/** Mails one run sends at most, so a run ends and a stop is not kept waiting. */
const BATCH = 20;
/** Wait before each retry: 1 min, 5 min, 30 min, 2 h, 6 h, 12 h; then the mail is given up. */
const RETRY_DELAYS_MS = [60_000, 300_000, 1_800_000, 7_200_000, 21_600_000, 43_200_000];

/** Mail that must not be lost goes through the outbox table: queued with the change, sent with retries. */
export function createOutboxService(deps: {
  repository: OutboxRepository;
  mailer: Mailer;
  clock: Clock;
  log: FastifyBaseLogger;
}) {
  const { repository, mailer, clock, log } = deps;

  /** Sends what is due, one claimed mail after another; returns how many were sent. */
  async function processDue(): Promise<number> {
    let sent = 0;
    for (let i = 0; i < BATCH; i++) {
      const row = await repository.claimNext(clock.now(), LOCK_MS);
      if (!row) break;
      try {
        const attachments = await repository.attachmentsOf(row.id);
        await mailer.send({
          to: row.recipient,
          subject: row.subject,
          text: row.text,
          html: row.html,
          ...(row.replyTo ? { replyTo: row.replyTo } : {}),
          ...(row.headers ? { headers: row.headers } : {}),
          ...(attachments.length > 0 ? { attachments } : {}),
        });
        await repository.markSent(row.id, clock.now());
        sent++;
      } catch (error) {
        const attempts = row.attempts + 1;
        const delay = RETRY_DELAYS_MS[attempts - 1];
        const next = delay === undefined ? null : new Date(clock.now().getTime() + delay);
        await repository.markFailedAttempt(row.id, attempts, next, String(error), clock.now());
        log.warn({ err: error, outboxId: row.id, attempts, givenUp: next === null }, 'mail from the outbox failed');
      }
    }
    return sent;
  }

  return {
    processDue,

    /** Runs the sender every `intervalMs` until the returned stop is called. */
    start(intervalMs = 5000): () => Promise<void> {
      return runEvery(intervalMs, processDue, log, 'outbox run failed');
    },
  };
}
