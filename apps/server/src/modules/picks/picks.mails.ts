import { translateMessage as tr, type Locale } from '@moim/contract';
import { formatEventDate, formatEventTime } from '@moim/contract/format';
import { renderMail, subscriptionIn, type MailSubscription } from '../../lib/mail-layout.ts';
import type { MailMessage } from '../../lib/mailer.ts';
import type { PickRow } from './picks.repository.ts';

/** The week's picks for one person, in their language, each with its page, and the same picks on the site. */
export function picksMail(
  to: { email: string; username: string; locale: Locale },
  picks: PickRow[],
  siteUrl: string,
  unsubscribe: Omit<MailSubscription, 'locale'>,
): MailMessage {
  const { locale } = to;
  return renderMail(to.email, {
    subject: tr('mailPicksSubject', locale),
    paragraphs: [
      tr('mailPicksLead', locale, { username: to.username }),
      ...picks.map((event) =>
        [
          // The host's own version where it is in the reader's language (decision 77).
          event.secondLanguage === locale && event.secondName ? event.secondName : event.name,
          `${formatEventDate(event.date, locale)} ${formatEventTime(event.time, locale)} · ${event.location}`,
          `${siteUrl}/events/${event.id}`,
        ].join('\n'),
      ),
    ],
    link: { label: tr('mailPicksSeeAll', locale), url: `${siteUrl}/picks` },
    signature: tr('mailSignature', locale),
    subscription: subscriptionIn(locale, unsubscribe),
  });
}
