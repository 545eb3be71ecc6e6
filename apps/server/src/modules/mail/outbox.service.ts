import { setTimeout as sleepFor } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../lib/clock.ts';
import { SMTP_CONNECTIONS, type MailAttachment, type Mailer, type MailMessage } from '../../lib/mailer.ts';
import { runEvery } from '../../lib/periodic.ts';
import { renderTemplate, type TemplateServices } from './deferred-mail.ts';
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
/**
 * Bulk mails (queued as templates) one process sends a second at most: 10,000 followers are
 * mailed within 100 s by two processes, and the rendering costs the requests a few per cent of a
 * core meanwhile.
 */
const BULK_MAILS_PER_SECOND = 50;
const BULK_INTERVAL_MS = 1000 / BULK_MAILS_PER_SECOND;
/** Wait before each retry: 1 min, 5 min, 30 min, 2 h, 6 h, 12 h; then the mail is given up. */
const RETRY_DELAYS_MS = [60_000, 300_000, 1_800_000, 7_200_000, 21_600_000, 43_200_000];

/** Waits `ms` when it is more than nothing. */
const sleep = (ms: number) => (ms > 0 ? sleepFor(ms) : Promise.resolve());

/** Mail that must not be lost goes through the outbox table: queued with the change, sent with retries. */
export function createOutboxService(deps: {
  repository: OutboxRepository;
  mailer: Mailer;
  clock: Clock;
  log: FastifyBaseLogger;
  /** For the mails queued as templates. */
  templates: TemplateServices;
}) {
  const { repository, mailer, clock, log, templates } = deps;

  /** The mail a row holds, rendered now when it was queued as its template. */
  async function messageOf(row: OutboxRow): Promise<MailMessage> {
    if (row.template) return renderTemplate(row.recipient, row.template, templates);
    // The table's check keeps a row without a template rendered.
    return {
      to: row.recipient,
      subject: row.subject ?? '',
      text: row.text ?? '',
      html: row.html ?? '',
      ...(row.replyTo ? { replyTo: row.replyTo } : {}),
      ...(row.headers ? { headers: row.headers } : {}),
    };
  }

  /** Sends one claimed mail, or schedules its retry; answers whether it went. */
  async function sendClaimed(row: OutboxRow, attachments: MailAttachment[]): Promise<boolean> {
    try {
      await mailer.send({ ...(await messageOf(row)), ...(attachments.length > 0 ? { attachments } : {}) });
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
   * Sends what is due until none is due or the run has taken RUN_MS (measured on the machine's own
   * clock: it bounds work, not a rule); returns how many were sent. OUTBOX_SENDERS send the mails
   * rendered when queued (one person's, a reminder's), each claiming the next few when its last
   * ones went; beside them one sender sends the bulk mails queued as templates (a fan-out's),
   * BULK_MAILS_PER_SECOND at most, so rendering them never takes the CPU from the requests and
   * their backlog never stands before the others (decision 71).
   */
  async function processDue(): Promise<number> {
    const started = performance.now();
    const until = started + RUN_MS;
    let sent = 0;
    let bulkSent = 0;
    async function sender(bulk: boolean): Promise<void> {
      while (performance.now() < until) {
        const claimedAt = clock.now().getTime();
        const rows = await repository.claimDue(clock.now(), LOCK_MS, CLAIM, bulk);
        if (rows.length === 0) return;
        const attachments = await repository.attachmentsOf(rows.map((row) => row.id));
        for (const [i, row] of rows.entries()) {
          if (bulk) await sleep(started + bulkSent * BULK_INTERVAL_MS - performance.now());
          // A send that hung (a silent SMTP server) leaves too little of the claim for the rest;
          // a paced sender gives back what its run has no time left for.
          const late = clock.now().getTime() > claimedAt + LOCK_MS - SEND_MAX_MS;
          if (late || (bulk && performance.now() >= until)) {
            await repository.release(rows.slice(i).map((left) => left.id));
            return;
          }
          if (await sendClaimed(row, attachments.get(row.id) ?? [])) sent++;
          if (bulk) bulkSent++;
        }
      }
    }
    await Promise.all([...Array.from({ length: OUTBOX_SENDERS }, () => sender(false)), sender(true)]);
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
