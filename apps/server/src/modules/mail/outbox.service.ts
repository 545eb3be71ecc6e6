import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../lib/clock.ts';
import { SMTP_CONNECTIONS, type MailAttachment, type Mailer } from '../../lib/mailer.ts';
import { runEvery } from '../../lib/periodic.ts';
import type { OutboxRepository, OutboxRow } from './outbox.repository.ts';

/**
 * How long claimed mails are left to their sender: longer than a send can take (nodemailer gives
 * up on a silent SMTP server after 10 minutes), so no other process sends them meanwhile; mails
 * whose sender died wait that long for another one (decision 0036).
 */
const LOCK_MS = 11 * 60_000;
/** The longest a send can take: a claimed mail is sent only while its claim outlasts that. */
const SEND_MAX_MS = 10 * 60_000;
/** Mails one sender claims at once. */
const CLAIM = 10;
/** Mails one process sends at once: one per connection of the SMTP pool. */
const OUTBOX_SENDERS = SMTP_CONNECTIONS;
/**
 * How long one run keeps sending while mails are due: a burst (10,000 reminders in a minute) goes
 * out within the run and the next ones, and a stop waits for one run at most.
 */
const RUN_MS = 4000;
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

  /** Sends one claimed mail, or schedules its retry; answers whether it went. */
  async function sendClaimed(row: OutboxRow, attachments: MailAttachment[]): Promise<boolean> {
    try {
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
      return true;
    } catch (error) {
      const attempts = row.attempts + 1;
      const delay = RETRY_DELAYS_MS[attempts - 1];
      const next = delay === undefined ? null : new Date(clock.now().getTime() + delay);
      await repository.markFailedAttempt(row.id, attempts, next, String(error), clock.now());
      log.warn({ err: error, outboxId: row.id, attempts, givenUp: next === null }, 'mail from the outbox failed');
      return false;
    }
  }

  /**
   * Sends what is due, OUTBOX_SENDERS at a time, each claiming the next few due mails when its
   * last ones went, until none is due or the run has taken RUN_MS (measured on the machine's own
   * clock: it bounds work, not a rule). Returns how many were sent.
   */
  async function processDue(): Promise<number> {
    const until = performance.now() + RUN_MS;
    let sent = 0;
    async function sender(): Promise<void> {
      while (performance.now() < until) {
        const claimedAt = clock.now().getTime();
        const rows = await repository.claimDue(clock.now(), LOCK_MS, CLAIM);
        if (rows.length === 0) return;
        const attachments = await repository.attachmentsOf(rows.map((row) => row.id));
        for (const [i, row] of rows.entries()) {
          // A send that hung (a silent SMTP server) leaves too little of the claim for the rest.
          if (clock.now().getTime() > claimedAt + LOCK_MS - SEND_MAX_MS) {
            await repository.release(rows.slice(i).map((left) => left.id));
            return;
          }
          if (await sendClaimed(row, attachments.get(row.id) ?? [])) sent++;
        }
      }
    }
    await Promise.all(Array.from({ length: OUTBOX_SENDERS }, sender));
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
