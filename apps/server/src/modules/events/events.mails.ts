import { translateMessage as tr, type DeleteReason, type Locale, type MessageKey } from '@moim/contract';
import type { MailMessage } from '../../lib/mailer.ts';
import { eventMailLines, renderMail } from '../../lib/mail-layout.ts';

const reasons: Record<DeleteReason | 'none', MessageKey> = {
  none: 'mailReasonNone',
  'Not enough participants': 'mailReasonNotEnoughParticipants',
  'Schedule change': 'mailReasonScheduleChange',
  'Want to create a new event': 'mailReasonNewEvent',
  Other: 'mailReasonOther',
};

export interface CancellationDetails {
  guestName: string;
  eventName: string;
  date: string;
  time: string;
  location: string;
  /** Absent when the host's client sent none (the spec's client never does). */
  reason: DeleteReason | undefined;
  detail: string | undefined;
}

/** The notice every approved guest gets when the host deletes the event. */
export function eventCancelledMail(locale: Locale, to: string, d: CancellationDetails): MailMessage {
  const reason = (d.reason === 'Other' || !d.reason) && d.detail ? d.detail : tr(reasons[d.reason ?? 'none'], locale);
  return renderMail(to, {
    subject: tr('mailCancelledSubject', locale, { event: d.eventName }),
    paragraphs: [
      tr('mailCancelledLead', locale, { username: d.guestName }),
      ...eventMailLines(locale, { name: d.eventName, date: d.date, time: d.time, location: d.location }),
      tr('mailCancelledReason', locale, { reason }),
      tr('mailCancelledFindAnother', locale),
    ],
    signature: tr('mailSignature', locale),
  });
}
