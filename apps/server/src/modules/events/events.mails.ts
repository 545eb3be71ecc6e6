import {
  translateMessage as tr,
  type DeleteReason,
  type Locale,
  type MessageKey,
  type ParticipantStatus,
} from '@moim/contract';
import type { MailMessage } from '../../lib/mailer.ts';
import { eventMailLines, renderMail, subscriptionIn, type MailSubscription } from '../../lib/mail-layout.ts';

/**
 * Why an event was cancelled: the host's reason, their account's closing (decision 74), or the
 * moderators: the event hidden, or its host suspended (decision 76).
 */
export type CancellationReason = DeleteReason | 'accountClosed' | 'moderated' | 'hostSuspended';

/** The reasons that are Moim's moderators', not the host's: their mail says who took the event down. */
const takenDown: ReadonlySet<CancellationReason | undefined> = new Set(['moderated', 'hostSuspended']);

const reasons: Record<CancellationReason | 'none', MessageKey> = {
  none: 'mailReasonNone',
  accountClosed: 'mailReasonAccountClosed',
  moderated: 'mailReasonModerated',
  hostSuspended: 'mailReasonHostSuspended',
  'Not enough participants': 'mailReasonNotEnoughParticipants',
  'Schedule change': 'mailReasonScheduleChange',
  'Want to create a new event': 'mailReasonNewEvent',
  Other: 'mailReasonOther',
};

/** The opening line for the place a person had: a seat (the default), an application, a waitlist place. */
const leads: Partial<Record<ParticipantStatus, MessageKey>> = {
  Pending: 'mailCancelledLeadPending',
  Waitlisted: 'mailCancelledLeadWaitlisted',
};

export interface CancellationDetails {
  guestName: string;
  /** The place they had: told in its own words. */
  status: ParticipantStatus;
  eventName: string;
  date: string;
  time: string;
  location: string;
  /** Absent when the host's client sent none (the spec's client never does). */
  reason: CancellationReason | undefined;
  detail: string | undefined;
}

/** The notice every guest, applicant and person waiting gets when the host deletes the event. */
export function eventCancelledMail(
  locale: Locale,
  to: string,
  d: CancellationDetails,
  unsubscribe?: Omit<MailSubscription, 'locale'> | null,
): MailMessage {
  const reason = (d.reason === 'Other' || !d.reason) && d.detail ? d.detail : tr(reasons[d.reason ?? 'none'], locale);
  return renderMail(to, {
    subject: tr('mailCancelledSubject', locale, { event: d.eventName }),
    paragraphs: [
      tr(takenDown.has(d.reason) ? 'mailTakenDownLead' : (leads[d.status] ?? 'mailCancelledLead'), locale, {
        username: d.guestName,
      }),
      ...eventMailLines(locale, { name: d.eventName, date: d.date, time: d.time, location: d.location }),
      tr('mailCancelledReason', locale, { reason }),
      tr('mailCancelledFindAnother', locale),
    ],
    signature: tr('mailSignature', locale),
    subscription: subscriptionIn(locale, unsubscribe),
  });
}
