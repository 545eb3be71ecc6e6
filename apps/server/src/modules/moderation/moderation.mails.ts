import { translateMessage as tr, type Locale, type ReportOutcome } from '@moim/contract';
import { formatMomentDateTime } from '@moim/contract/format-moments';
import { renderMail, subscriptionIn, type MailSubscription } from '../../lib/mail-layout.ts';
import type { MailMessage } from '../../lib/mailer.ts';

interface Reader {
  email: string;
  username: string;
  locale: Locale;
}

/** A reporter is told what came of their report (decision 76). */
export function reportOutcomeMail(
  person: Reader,
  report: { what: string; outcome: ReportOutcome },
  unsubscribe: Omit<MailSubscription, 'locale'>,
): MailMessage {
  const { locale } = person;
  return renderMail(person.email, {
    subject: tr('mailReportOutcomeSubject', locale),
    paragraphs: [
      tr('mailReportOutcomeLead', locale, { username: person.username, what: report.what }),
      tr(report.outcome === 'actioned' ? 'mailReportOutcomeActioned' : 'mailReportOutcomeDismissed', locale),
      tr('mailReportOutcomeThanks', locale),
    ],
    signature: tr('mailSignature', locale),
    subscription: subscriptionIn(locale, unsubscribe),
  });
}

/** A moderator's warning, with their words as they wrote them. */
export function warningMail(
  person: Reader,
  reason: string,
  unsubscribe: Omit<MailSubscription, 'locale'>,
): MailMessage {
  const { locale } = person;
  return renderMail(person.email, {
    subject: tr('mailWarningSubject', locale),
    paragraphs: [
      tr('mailWarningLead', locale, { username: person.username }),
      tr('mailWarningReason', locale, { reason }),
      tr('mailWarningRules', locale),
    ],
    signature: tr('mailSignature', locale),
    subscription: subscriptionIn(locale, unsubscribe),
  });
}

/** The suspended person is told by mail, always: they can no longer sign in to read it. */
export function suspensionMail(person: Reader, suspension: { reason: string; until: Date | null }): MailMessage {
  const { locale } = person;
  const lead = suspension.until
    ? tr('mailSuspendedLead', locale, {
        username: person.username,
        until: formatMomentDateTime(suspension.until.toISOString(), locale),
      })
    : tr('mailSuspendedLeadForGood', locale, { username: person.username });
  return renderMail(person.email, {
    subject: tr('mailSuspendedSubject', locale),
    paragraphs: [
      lead,
      tr('mailSuspendedReason', locale, { reason: suspension.reason }),
      tr('mailSuspendedContact', locale),
    ],
    signature: tr('mailSignature', locale),
  });
}
