import { translateMessage as tr, type ContactInput, type Locale } from '@moim/contract';
import { renderMail } from '../../lib/mail-layout.ts';
import type { MailAttachment, MailMessage } from '../../lib/mailer.ts';

export interface SupportMailDetails {
  reference: number;
  input: ContactInput;
  locale: Locale;
  /** The login ID of the account that sent it, if someone was signed in. */
  userId: string | undefined;
  attachment: MailAttachment | undefined;
}

const languageNames: Record<Locale, string> = {
  en: 'English',
  ko: 'Korean (한국어)',
  'zh-CN': 'Simplified Chinese (简体中文)',
  vi: 'Vietnamese (Tiếng Việt)',
  ja: 'Japanese (日本語)',
};

/**
 * The message as support reads it, in English (the team's language), with the sender's address
 * as Reply-To so that answering is one click, and the file attached.
 */
export function supportMail(to: string, d: SupportMailDetails): MailMessage {
  const mail = renderMail(to, {
    subject: `[Moim contact #${d.reference}] ${d.input.title.replace(/\s+/g, ' ')}`,
    paragraphs: [
      `Contact message #${d.reference}. Reply to this mail to answer ${d.input.email} (within 24 hours).`,
      `From: ${d.input.email}`,
      `Phone: ${d.input.phone}`,
      `Account: ${d.userId ?? 'not signed in'}`,
      `Language: ${languageNames[d.locale]}`,
      `Attachment: ${d.attachment ? `${d.attachment.filename} (${d.attachment.contentType})` : 'none'}`,
      `Title: ${d.input.title}`,
      d.input.message,
    ],
    signature: 'Moim contact form',
  });
  return { ...mail, replyTo: d.input.email, ...(d.attachment ? { attachments: [d.attachment] } : {}) };
}

/**
 * The short receipt to the sender, in their language. It repeats nothing they typed: anyone can
 * put any address in the form, so the receipt must carry no text a stranger chose.
 */
export function acknowledgementMail(locale: Locale, to: string, reference: number): MailMessage {
  return renderMail(to, {
    subject: tr('mailContactSubject', locale, { reference }),
    paragraphs: [
      tr('mailContactThanks', locale),
      tr('mailContactReference', locale, { reference }),
      tr('mailContactIgnore', locale),
    ],
    signature: tr('mailSignature', locale),
  });
}
