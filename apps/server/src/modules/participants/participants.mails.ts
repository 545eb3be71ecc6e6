import { translateMessage as tr, type Locale, type MessageKey } from '@moim/contract';
import { eventMailLines, renderMail, subscriptionIn, type MailSubscription } from '../../lib/mail-layout.ts';
import type { MailMessage } from '../../lib/mailer.ts';

/** The event a status mail is about. */
export interface MailEvent {
  name: string;
  date: string;
  time: string;
  location: string;
  /** The event's page (PUBLIC_URL/events/{id}). */
  url: string;
}

/**
 * What became of someone's place: approved, their application turned down, a seat from the
 * waitlist, removed by the host from a seat or from the waitlist (not a rejection: decision
 * 0048), or told that the event has filled up while their application waits.
 */
export type StatusMail = 'approved' | 'rejected' | 'promoted' | 'removed' | 'removedFromWaitlist' | 'full';

const texts: Record<StatusMail, { subject: MessageKey; lead: MessageKey }> = {
  approved: { subject: 'mailApprovedSubject', lead: 'mailApprovedLead' },
  rejected: { subject: 'mailRejectedSubject', lead: 'mailRejectedLead' },
  promoted: { subject: 'mailPromotedSubject', lead: 'mailPromotedLead' },
  removed: { subject: 'mailRemovedSubject', lead: 'mailRemovedLead' },
  removedFromWaitlist: { subject: 'mailRemovedFromWaitlistSubject', lead: 'mailRemovedFromWaitlistLead' },
  full: { subject: 'mailFullSubject', lead: 'mailFullLead' },
};

const link = (locale: Locale, event: MailEvent) => ({ label: tr('mailSeeEvent', locale), url: event.url });

/** Tells a guest what became of their place (`StatusMail`). */
export function participationMail(
  kind: StatusMail,
  locale: Locale,
  to: { email: string; username: string },
  event: MailEvent,
  unsubscribe?: Omit<MailSubscription, 'locale'> | null,
): MailMessage {
  const text = texts[kind];
  return renderMail(to.email, {
    subject: tr('mailStatusSubject', locale, { subject: tr(text.subject, locale), event: event.name }),
    paragraphs: [tr(text.lead, locale, { username: to.username }), ...eventMailLines(locale, event)],
    link: link(locale, event),
    signature: tr('mailSignature', locale),
    subscription: subscriptionIn(locale, unsubscribe),
  });
}

/** Tells the host of a Register event that someone applied. */
export function newApplicationMail(
  locale: Locale,
  to: { email: string; username: string },
  applicant: { username: string; answer: string },
  event: MailEvent,
  unsubscribe?: Omit<MailSubscription, 'locale'> | null,
): MailMessage {
  return renderMail(to.email, {
    subject: tr('mailApplicationSubject', locale, { event: event.name }),
    paragraphs: [
      tr('mailApplicationLead', locale, { username: to.username, applicant: applicant.username }),
      ...eventMailLines(locale, event),
      ...(applicant.answer ? [tr('mailApplicationAnswer', locale, { answer: applicant.answer })] : []),
    ],
    link: link(locale, event),
    signature: tr('mailSignature', locale),
    subscription: subscriptionIn(locale, unsubscribe),
  });
}
