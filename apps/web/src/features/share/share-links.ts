import { pathOf } from '@moim/contract/endpoint';
import { endpoints } from '@moim/contract/endpoints';
import { sanitizeHtml } from '../../components/SafeHtml.tsx';
import { API_BASE } from '../../lib/api.ts';

/** What a share or calendar link needs of an event. */
export interface ShareableEvent {
  id: number;
  name: string;
  /** Sanitised HTML. */
  description: string;
  /** The start and end as instants (ISO 8601). */
  startsAt: string;
  endsAt: string;
  location: string;
  locationDetail: string;
  venue: string;
}

/** Characters of the description a Google Calendar link carries (the whole link must stay short). */
const CALENDAR_DETAILS_LENGTH = 500;

/** The event's page, the address people share (its preview comes from the server's head). */
export const eventPageUrl = (origin: string, eventId: number) => `${origin}/events/${eventId}`;

/** The event's iCalendar file (Apple Calendar, Outlook, and any other app). */
export const calendarFileUrl = (eventId: number) =>
  `${API_BASE}${pathOf(endpoints.eventCalendarFile, { id: eventId })}`;

export const whatsAppUrl = (text: string, url: string) =>
  `https://wa.me/?${new URLSearchParams({ text: `${text} ${url}` }).toString()}`;

export const xUrl = (text: string, url: string) =>
  `https://x.com/intent/tweet?${new URLSearchParams({ text, url }).toString()}`;

/** An instant as iCalendar writes it in UTC: 20260314T053000Z. */
const utcStamp = (iso: string) =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** The text a reader sees of rich text, a line per block; the parser runs no script and loads nothing. */
function textOf(html: string): string {
  const blocks = sanitizeHtml(html).replace(/<\/(?:p|h[1-6]|li|blockquote|pre)>|<br\s*\/?>/gi, '$&\n');
  const text = new DOMParser().parseFromString(blocks, 'text/html').body.textContent ?? '';
  return text
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

/** Google Calendar's "add event" page, filled in, from the start to the end as in the .ics file. */
export function googleCalendarUrl(event: ShareableEvent, pageUrl: string): string {
  const text = textOf(event.description);
  const details = text.length > CALENDAR_DETAILS_LENGTH ? `${text.slice(0, CALENDAR_DETAILS_LENGTH - 1)}…` : text;
  const start = utcStamp(event.startsAt);
  const end = utcStamp(event.endsAt);
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.name,
    dates: `${start}/${end}`,
    details: [details, pageUrl].filter(Boolean).join('\n\n'),
    location: [event.venue, event.location, event.locationDetail].filter(Boolean).join(', '),
    ctz: 'Asia/Seoul',
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}
