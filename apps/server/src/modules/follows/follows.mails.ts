import { translateMessage as tr, type Locale } from '@moim/contract';
import { eventMailLines, renderMail, subscriptionIn, type MailSubscription } from '../../lib/mail-layout.ts';
import type { MailMessage } from '../../lib/mailer.ts';

/**
 * What a followed host's new-event mail needs, stored in the outbox as it is queued and made into
 * the mail only when it is sent (decision 71): a fan-out to 10,000 followers writes small rows.
 */
export interface FollowedHostEventValues {
  /** The follower (users.id), whose unsubscribe links are signed when the mail is sent. */
  recipientId: string;
  locale: Locale;
  username: string;
  hostName: string;
  event: { id: number; name: string; date: string; time: string; location: string };
  /** The event's page (PUBLIC_URL's). */
  eventUrl: string;
}

/** A followed host's new event, in the follower's language. */
export function followedHostEventMail(
  to: string,
  values: FollowedHostEventValues,
  unsubscribe: Omit<MailSubscription, 'locale'>,
): MailMessage {
  const { locale, event, hostName } = values;
  return renderMail(to, {
    subject: tr('mailFollowedHostSubject', locale, { host: hostName, event: event.name }),
    paragraphs: [
      tr('mailFollowedHostLead', locale, { username: values.username, host: hostName }),
      ...eventMailLines(locale, event),
    ],
    link: { label: tr('mailSeeEvent', locale), url: values.eventUrl },
    signature: tr('mailSignature', locale),
    subscription: subscriptionIn(locale, unsubscribe),
  });
}
