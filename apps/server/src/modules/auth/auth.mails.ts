import { translateMessage as tr, type Locale } from '@moim/contract';
import type { MailMessage } from '../../lib/mailer.ts';
import { renderMail } from '../../lib/mail-layout.ts';

/** The sign-up code; the subject carries it, so it shows in notifications (and the dev log). */
export function verificationCodeMail(locale: Locale, to: string, code: string, minutes: number): MailMessage {
  return renderMail(to, {
    subject: tr('mailVerificationSubject', locale, { code }),
    paragraphs: [tr('mailVerificationLead', locale), tr('mailVerificationValidity', locale, { minutes })],
    highlight: code,
    signature: tr('mailSignature', locale),
  });
}

export function forgotIdMail(locale: Locale, to: string, username: string, userId: string): MailMessage {
  return renderMail(to, {
    subject: tr('mailForgotIdSubject', locale),
    paragraphs: [tr('mailForgotIdLead', locale, { username }), tr('mailIgnoreIfNotAsked', locale)],
    highlight: userId,
    signature: tr('mailSignature', locale),
  });
}

export function temporaryPasswordMail(locale: Locale, to: string, username: string, password: string): MailMessage {
  return renderMail(to, {
    subject: tr('mailTempPasswordSubject', locale),
    paragraphs: [tr('mailTempPasswordLead', locale, { username }), tr('mailTempPasswordIgnore', locale)],
    highlight: password,
    signature: tr('mailSignature', locale),
  });
}
