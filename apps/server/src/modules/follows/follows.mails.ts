import { translateMessage as tr } from '@moim/contract';
import { eventMailLines, renderMail, subscriptionIn, type MailSubscription } from '../../lib/mail-layout.ts';
import type { MailMessage } from '../../lib/mailer.ts';
import type { ClaimedFanout, Follower } from './follows.repository.ts';

/** A followed host's new event, in the follower's language. `siteUrl`: PUBLIC_URL. */
export function followedHostEventMail(
  follower: Follower,
  fanout: ClaimedFanout,
  siteUrl: string,
  unsubscribe: Omit<MailSubscription, 'locale'>,
): MailMessage {
  const { locale } = follower;
  const { event, hostName } = fanout;
  return renderMail(follower.email, {
    subject: tr('mailFollowedHostSubject', locale, { host: hostName, event: event.name }),
    paragraphs: [
      tr('mailFollowedHostLead', locale, { username: follower.username, host: hostName }),
      ...eventMailLines(locale, event),
    ],
    link: { label: tr('mailSeeEvent', locale), url: `${siteUrl}/events/${event.id}` },
    signature: tr('mailSignature', locale),
    subscription: subscriptionIn(locale, unsubscribe),
  });
}
