import { translateMessage as tr, type Locale, type MessageKey } from '@moim/contract';
import { mapLinks } from '@moim/contract/map-links';
import { eventMailLines, renderMail, subscriptionIn, type MailSubscription } from '../../lib/mail-layout.ts';
import type { MailMessage } from '../../lib/mailer.ts';
import type { ClaimedReminder, ReminderHours } from './reminders.repository.ts';

const texts: Record<ReminderHours, { subject: MessageKey; guest: MessageKey; host: MessageKey }> = {
  24: { subject: 'mailReminderSubject24', guest: 'mailReminderLead24', host: 'mailReminderLeadHost24' },
  2: { subject: 'mailReminderSubject2', guest: 'mailReminderLead2', host: 'mailReminderLeadHost2' },
};

/**
 * The reminder before an event, in the reader's language: when (Korea time) and where, with the
 * place in three map services, the reader's answer to the host's question, and the way to the
 * event's chat. `siteUrl`: PUBLIC_URL.
 */
export function reminderMail(
  reminder: ClaimedReminder,
  siteUrl: string,
  unsubscribe?: Omit<MailSubscription, 'locale'> | null,
): MailMessage {
  const { event, hours } = reminder;
  const locale: Locale = reminder.locale;
  const links = mapLinks({
    name: event.name,
    venue: event.venue,
    address: event.location,
    latitude: event.latitude,
    longitude: event.longitude,
  });
  const answered = !reminder.isHost && event.question && reminder.answer.trim();
  return renderMail(reminder.email, {
    subject: tr(texts[hours].subject, locale, { event: event.name }),
    paragraphs: [
      tr(reminder.isHost ? texts[hours].host : texts[hours].guest, locale, { username: reminder.username }),
      ...eventMailLines(locale, { ...event, location: [event.venue, event.location].filter(Boolean).join(', ') }),
      ...(event.locationDetail.trim() ? [tr('mailReminderDetail', locale, { detail: event.locationDetail })] : []),
      [
        tr('mailReminderMaps', locale),
        `${tr('mailMapNaver', locale)}: ${links.naver}`,
        `${tr('mailMapKakao', locale)}: ${links.kakao}`,
        `${tr('mailMapGoogle', locale)}: ${links.google}`,
      ].join('\n'),
      ...(answered ? [tr('mailReminderAnswer', locale, { question: event.question!, answer: reminder.answer })] : []),
      `${tr('mailSeeEvent', locale)}: ${siteUrl}/events/${event.id}`,
    ],
    link: { label: tr('mailReminderChat', locale), url: `${siteUrl}/chat?event=${event.id}` },
    signature: tr('mailSignature', locale),
    subscription: subscriptionIn(locale, unsubscribe),
  });
}
