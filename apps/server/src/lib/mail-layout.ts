import { translateMessage as tr, type Locale } from '@moim/contract';
import { formatEventDate, formatEventTime } from '@moim/contract/format';
import { escapeHtml } from './html.ts';
import type { MailMessage } from './mailer.ts';

export interface MailContent {
  subject: string;
  /** Plain paragraphs (line breaks kept); user-supplied text in them is escaped for the HTML part. */
  paragraphs: string[];
  /** A code, ID or password shown large and on its own line. */
  highlight?: string;
  /** A link to follow, after the paragraphs. */
  link?: { label: string; url: string };
  /** Closing line, e.g. "The Moim team". */
  signature: string;
  /** A mail the person chose to get: it says how to stop it, and mail programs offer it too. */
  subscription?: MailSubscription;
}

/** How the person stops a mail they get because of their settings (decision 0063). */
export interface MailSubscription {
  /** The reader's language, for the footer. */
  locale: Locale;
  /** The site's page that stops this kind of mail, for the person's click. */
  pageUrl: string;
  /** What a mail program posts to with one click (`List-Unsubscribe`, RFC 8058). */
  oneClickUrl: string;
  /** The notification settings. */
  settingsUrl: string;
}

/** The subscription of a mail in `locale`, when the mail is one the person may stop. */
export function subscriptionIn(
  locale: Locale,
  links: Omit<MailSubscription, 'locale'> | null | undefined,
): MailSubscription | undefined {
  return links ? { locale, ...links } : undefined;
}

/** The footer of a mail someone may stop, as lines with the link each leads to. */
function footerOf(subscription: MailSubscription): { text: string; url: string }[] {
  const { locale, pageUrl, settingsUrl } = subscription;
  return [
    { text: tr('mailUnsubscribeLine', locale, { url: pageUrl }), url: pageUrl },
    { text: tr('mailSettingsLine', locale, { url: settingsUrl }), url: settingsUrl },
  ];
}

/**
 * One plain-text and one simple HTML rendering of a mail, with every value escaped; a mail the
 * person may stop carries the one-click unsubscribe headers (RFC 8058) and a footer saying how.
 */
export function renderMail(to: string, content: MailContent): MailMessage {
  const footer = content.subscription ? footerOf(content.subscription) : [];
  const text = [
    ...content.paragraphs,
    ...(content.highlight ? ['', content.highlight, ''] : []),
    ...(content.link ? [`${content.link.label}: ${content.link.url}`] : []),
    content.signature,
    ...(footer.length > 0 ? ['--', ...footer.map((line) => line.text)] : []),
  ].join('\n\n');
  // The footer's URL becomes its link; the rest of its line is escaped text.
  const footerHtml = footer
    .map(({ text: line, url }) => {
      const [before, after = ''] = line.split(url);
      return `<p style="font-size:12px;color:#5b6270">${escapeHtml(before ?? '')}<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>${escapeHtml(after)}</p>`;
    })
    .join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1c1f26;line-height:1.5">
${content.paragraphs.map((p) => `<p>${escapeHtml(p).replaceAll('\n', '<br>')}</p>`).join('\n')}
${content.highlight ? `<p style="font-size:24px;font-weight:700;letter-spacing:2px">${escapeHtml(content.highlight)}</p>` : ''}
${content.link ? `<p><a href="${escapeHtml(content.link.url)}">${escapeHtml(content.link.label)}</a></p>` : ''}
<p>${escapeHtml(content.signature)}</p>
${footerHtml}
</body></html>`;
  const headers = content.subscription
    ? {
        'List-Unsubscribe': `<${content.subscription.oneClickUrl}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      }
    : undefined;
  return { to, subject: content.subject, text, html, ...(headers ? { headers } : {}) };
}

/**
 * The lines that say which event a mail is about: name, Korea-time date and time written the
 * reader's way (ko "2026년 3월 14일 (토) 오후 2:30", en "Sat, Mar 14, 2026 2:30 PM"), place.
 */
export function eventMailLines(
  locale: Locale,
  event: { name: string; date: string; time: string; location: string },
): string[] {
  return [
    tr('mailEventLine', locale, { name: event.name }),
    tr('mailWhenLine', locale, {
      date: formatEventDate(event.date, locale),
      time: formatEventTime(event.time, locale),
    }),
    tr('mailWhereLine', locale, { location: event.location }),
  ];
}
