import type { ContactInput, Locale } from '@moim/contract';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import type { TransactionRunner } from '../../lib/unit-of-work.ts';
import type { Caller } from '../access/caller.ts';
import type { OutboxRepository } from '../mail/outbox.repository.ts';
import type { Limit, RateLimiter } from '../rate-limits/rate-limits.service.ts';
import { contactAttachment, type SniffedFile } from './contact-file.ts';
import { acknowledgementMail, supportMail } from './contact.mails.ts';
import type { ContactRepository } from './contact.repository.ts';

const HOUR = 60 * 60 * 1000;

/**
 * How often the form may be sent: per client address (counted before the body is read, scaled
 * by RATE_LIMIT_ADDRESS_FACTOR), and per e-mail address, since each message also mails that
 * address its receipt.
 */
export const contactLimits = {
  perAddress: { max: 10, windowMs: HOUR },
  perEmail: { max: 3, windowMs: HOUR },
} satisfies Record<string, Limit>;

export interface ContactMessage extends ContactInput {
  /** Checked by the route's schema: an image or a PDF by its bytes. */
  file?: SniffedFile | undefined;
}

interface Repos {
  contact: ContactRepository;
  outbox: OutboxRepository;
}

export function createContactService(deps: {
  transaction: TransactionRunner<Repos>;
  limiter: RateLimiter;
  clock: Clock;
  supportEmail: string;
}) {
  const { transaction, limiter, clock, supportEmail } = deps;

  return {
    /**
     * Stores the message and queues, in the same transaction, the mail to support (with the
     * file) and the receipt to the sender in their language: the outbox sends both and retries
     * while mail is down, so nothing is lost. Returns the message's reference number.
     */
    async send(input: ContactMessage, context: { locale: Locale; caller: Caller | null }): Promise<number> {
      const email = input.email;
      await limiter.consume(`contact:email:${email.toLowerCase()}`, contactLimits.perEmail, 'contactTooMany');
      const attachment = input.file && contactAttachment(input.file);
      if (input.file && !attachment) throw new AppError('contactFileInvalidType');
      const now = clock.now();
      return transaction(async (tx) => {
        const reference = await tx.contact.insert({
          title: input.title,
          phone: input.phone,
          email,
          message: input.message,
          locale: context.locale,
          userId: context.caller?.id ?? null,
          attachmentName: attachment?.filename ?? null,
          attachmentType: attachment?.contentType ?? null,
          attachmentBytes: attachment?.content.length ?? null,
          createdAt: now,
        });
        const [supportMailId] = await tx.outbox.enqueue(
          [
            supportMail(supportEmail, {
              reference,
              input,
              locale: context.locale,
              userId: context.caller?.userId,
              attachment,
            }),
            acknowledgementMail(context.locale, email, reference),
          ],
          now,
        );
        await tx.contact.linkSupportMail(reference, supportMailId!);
        return reference;
      });
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
