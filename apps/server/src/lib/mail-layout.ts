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
}

/** One plain-text and one simple HTML rendering of a mail, with every value escaped. */
export function renderMail(to: string, content: MailContent): MailMessage {
  const text = [
    ...content.paragraphs,
    ...(content.highlight ? ['', content.highlight, ''] : []),
    ...(content.link ? [`${content.link.label}: ${content.link.url}`] : []),
    content.signature,
  ].join('\n\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1c1f26;line-height:1.5">
${content.paragraphs.map((p) => `<p>${escapeHtml(p).replaceAll('\n', '<br>')}</p>`).join('\n')}
${content.highlight ? `<p style="font-size:24px;font-weight:700;letter-spacing:2px">${escapeHtml(content.highlight)}</p>` : ''}
${content.link ? `<p><a href="${escapeHtml(content.link.url)}">${escapeHtml(content.link.label)}</a></p>` : ''}
<p>${escapeHtml(content.signature)}</p>
</body></html>`;
  return { to, subject: content.subject, text, html };
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
