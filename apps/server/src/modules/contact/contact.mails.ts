import type { ContactInput, Locale } from '@moim/contract';
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

const languageNames: Record<Locale, string> = { en: 'English', ko: 'Korean (한국어)' };

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
  return locale === 'ko'
    ? renderMail(to, {
        subject: `[Moim] 문의가 접수되었습니다 (#${reference})`,
        paragraphs: [
          'Moim에 문의해 주셔서 감사합니다. 보내 주신 내용을 잘 받았습니다.',
          `접수 번호는 #${reference}입니다. 24시간 이내에 이 이메일 주소로 답변드리겠습니다.`,
          '직접 문의하신 적이 없다면 이 메일은 무시하셔도 됩니다.',
        ],
        signature: 'Moim 드림',
      })
    : renderMail(to, {
        subject: `[Moim] We received your message (#${reference})`,
        paragraphs: [
          'Thank you for contacting Moim. Your message has reached our support team.',
          `Your reference number is #${reference}. We will reply to this address within 24 hours.`,
          'If you did not write to us, you can ignore this mail.',
        ],
        signature: 'The Moim team',
      });
}
