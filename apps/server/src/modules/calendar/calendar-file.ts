import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';

/** One event as a calendar shows it. */
export interface CalendarEntry {
  id: number;
  name: string;
  /** Plain text, a line per paragraph. */
  description: string;
  startsAt: Date;
  endsAt: Date;
  location: string;
  locationDetail: string;
  /** The venue's name, empty when not given. */
  venue: string;
  latitude: number;
  longitude: number;
  /** The event's page. */
  url: string;
  createdAt: Date;
  updatedAt: Date;
}

export interface CalendarFileOptions {
  /** The calendar's name, as an app that subscribes shows it. */
  name: string;
  entries: CalendarEntry[];
  /** When the file is made (DTSTAMP). */
  stamp: Date;
  /** The site's host name, which makes the entries' UIDs unique worldwide. */
  host: string;
  /** How often a subscribed app should fetch the file again. */
  refreshSeconds?: number;
}

/**
 * The same event has the same UID in every file this server makes (its own download and each
 * feed), so an app that has it from both keeps one copy.
 */
const entryUid = (eventId: number, host: string) => `moim-event-${eventId}@${host}`;

/**
 * An iCalendar file (RFC 5545) of events. ical-generator writes it: CRLF line ends, lines folded
 * at 75 octets without splitting a character, text escaped. Times are UTC (`…Z`), so no
 * VTIMEZONE is needed and every app shows them in its own zone.
 */
export function calendarFile(options: CalendarFileOptions): string {
  const calendar = ical({
    prodId: { company: 'Moim', product: 'Moim events', language: 'EN' },
    name: options.name,
    method: ICalCalendarMethod.PUBLISH,
    ttl: options.refreshSeconds ?? null,
  });
  for (const entry of options.entries) {
    const place = [entry.venue, entry.location, entry.locationDetail].filter(Boolean).join(', ');
    calendar.createEvent({
      id: entryUid(entry.id, options.host),
      stamp: options.stamp,
      created: entry.createdAt,
      lastModified: entry.updatedAt,
      start: entry.startsAt,
      end: entry.endsAt,
      summary: entry.name,
      description: [entry.description, entry.url].filter(Boolean).join('\n\n'),
      location: { title: place, geo: { lat: entry.latitude, lon: entry.longitude } },
      url: entry.url,
      status: ICalEventStatus.CONFIRMED,
    });
  }
  // Every content line ends with CRLF, the last one too (ical-generator leaves it off).
  return `${calendar.toString().replace(/(\r\n)?$/, '')}\r\n`;
}
