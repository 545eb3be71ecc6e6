// Dates and times of moments (a review's, a message's, a log line's), the reader's own time zone,
// and relative times, in Korea time through Intl. Apart from format.ts, which the event cards of
// the first pages load: these are for the screens after them.
import { DATE, dateTimeFormat, formatInstant, SEOUL_TIME_ZONE, TIME } from './format.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const SEOUL_OFFSET_MS = 9 * HOUR_MS;

/** The Korea-time date of a moment (an ISO timestamp such as a review's), as `formatEventDate` shows it. */
export function formatMomentDate(moment: string, locale: string): string {
  const instant = new Date(moment);
  return Number.isNaN(instant.getTime()) ? moment : formatInstant(instant, locale, DATE);
}

/** The Korea-time date and time of a moment, short: en "Mar 1, 2026, 10:00 AM", ko "2026. 3. 1. 오전 10:00". */
export function formatMomentDateTime(moment: string, locale: string): string {
  const instant = new Date(moment);
  return Number.isNaN(instant.getTime())
    ? moment
    : formatInstant(instant, locale, { dateStyle: 'medium', timeStyle: 'short' });
}

/** The Korea-time date of a moment in words, for an article: en "March 14, 2026", ko "2026년 3월 14일". */
export function formatMomentLongDate(moment: string, locale: string): string {
  const instant = new Date(moment);
  return Number.isNaN(instant.getTime()) ? moment : formatInstant(instant, locale, { dateStyle: 'long' });
}

/** The same instant's wall-clock date and time in two time zones are the same (Tokyo and Seoul). */
function sameWallClock(instant: Date, zone: string, other: string): boolean {
  const wallClock = (timeZone: string) =>
    dateTimeFormat('en-CA', { dateStyle: 'short', timeStyle: 'short', hourCycle: 'h23', timeZone }).format(instant);
  return wallClock(zone) === wallClock(other);
}

/**
 * An event's start in the reader's own time zone, for a reader abroad planning their arrival:
 * en "Fri, Mar 13, 10:30 PM PDT", ko "3월 14일 (토) 오전 6:30 GMT+1". Null when that zone's clock
 * reads the same as Korea's (the reader is in Korea, or in Japan), or the zone is unknown.
 */
export function formatInReaderZone(instant: Date, locale: string, readerZone: string): string | null {
  if (Number.isNaN(instant.getTime())) return null;
  try {
    if (sameWallClock(instant, readerZone, SEOUL_TIME_ZONE)) return null;
    return formatInstant(
      instant,
      locale,
      { weekday: 'short', month: 'short', day: 'numeric', ...TIME, timeZoneName: 'short' },
      readerZone,
    );
  } catch {
    return null; // an engine that does not know the zone's name
  }
}

/** The day number of an instant in Korea: two instants on the same date there have the same one. */
export const seoulDay = (instant: Date) => Math.floor((instant.getTime() + SEOUL_OFFSET_MS) / DAY_MS);

const relativeFormatters = new Map<string, Intl.RelativeTimeFormat>();

/**
 * How far an instant is from now, in words: en "now", "in 20 minutes", "3 hours ago",
 * "tomorrow", "in 5 days", "in 2 months"; ko "3시간 전", "모레"; ja "3 時間前". Within a day it
 * counts minutes or hours; beyond, whole days between the dates in Korea (so "tomorrow" is the
 * next date there), then months and years.
 */
export function formatRelativeTime(instant: Date, now: Date, locale: string): string {
  let format = relativeFormatters.get(locale);
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    relativeFormatters.set(locale, format);
  }
  const diff = instant.getTime() - now.getTime();
  const size = Math.abs(diff);
  if (size < MINUTE_MS) return format.format(0, 'second');
  if (size < HOUR_MS) return format.format(Math.trunc(diff / MINUTE_MS), 'minute');
  if (size < DAY_MS) return format.format(Math.trunc(diff / HOUR_MS), 'hour');
  const days = seoulDay(instant) - seoulDay(now);
  if (Math.abs(days) < 31) return format.format(days, 'day');
  if (Math.abs(days) < 365) return format.format(Math.round(days / 30.44), 'month');
  return format.format(Math.round(days / 365.25), 'year');
}
