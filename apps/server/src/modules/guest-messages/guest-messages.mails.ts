import { translateMessage as tr, type Locale } from '@moim/contract';
import { eventMailLines, renderMail, subscriptionIn, type MailSubscription } from '../../lib/mail-layout.ts';
import type { MailMessage } from '../../lib/mailer.ts';

/**
 * A host's message to their guests, by mail: the words around it in the reader's language, the
 * host's own words as they wrote them, and the event.
 */
export function guestMessageMail(
  person: { email: string; username: string; locale: Locale },
  message: { text: string; hostName: string },
  event: { id: number; name: string; date: string; time: string; location: string },
  siteUrl: string,
  unsubscribe: Omit<MailSubscription, 'locale'>,
): MailMessage {
  const { locale } = person;
  return renderMail(person.email, {
    subject: tr('mailHostMessageSubject', locale, { host: message.hostName, event: event.name }),
    paragraphs: [
      tr('mailHostMessageLead', locale, { username: person.username, host: message.hostName }),
      message.text,
      ...eventMailLines(locale, event),
    ],
    link: { label: tr('mailSeeEvent', locale), url: `${siteUrl}/events/${event.id}` },
    signature: tr('mailSignature', locale),
    subscription: subscriptionIn(locale, unsubscribe),
  });
}
