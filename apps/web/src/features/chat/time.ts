import { koreanTime, plainSpaces } from '../../lib/format.ts';

// Chat times, in Korea time like every date of the product.

const SEOUL_TIME_ZONE = 'Asia/Seoul';
const SEOUL_OFFSET_MS = 9 * 3600 * 1000;
const DAY_MS = 24 * 3600 * 1000;

const isKorean = (locale: string) => locale.toLowerCase().startsWith('ko');

/** The day number of an instant in Korea (no daylight saving there). */
function seoulDay(instant: Date): number {
  return Math.floor((instant.getTime() + SEOUL_OFFSET_MS) / DAY_MS);
}

function seoulYear(instant: Date): number {
  return new Date(instant.getTime() + SEOUL_OFFSET_MS).getUTCFullYear();
}

function format(instant: Date, locale: string, options: Intl.DateTimeFormatOptions): string {
  return plainSpaces(new Intl.DateTimeFormat(locale, { ...options, timeZone: SEOUL_TIME_ZONE }).format(instant));
}

/** en "3:15 PM", ko "오후 3:15". */
export function formatTimeOfDay(instant: Date, locale: string): string {
  if (isKorean(locale)) {
    const seoul = new Date(instant.getTime() + SEOUL_OFFSET_MS);
    return koreanTime({ hour: seoul.getUTCHours(), minute: seoul.getUTCMinutes() });
  }
  return format(instant, locale, { hour: 'numeric', minute: '2-digit' });
}

/**
 * A room's last activity, as the spec says: the time of day today, the weekday within 7 days,
 * otherwise month and day (and the year when it is not this year's). Empty for a broken time.
 */
export function formatRoomTime(iso: string, now: Date, locale: string): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return '';
  const days = seoulDay(now) - seoulDay(instant);
  if (days <= 0) return formatTimeOfDay(instant, locale);
  if (days < 7) return format(instant, locale, { weekday: 'long' });
  if (seoulYear(instant) === seoulYear(now)) return format(instant, locale, { month: 'short', day: 'numeric' });
  return format(instant, locale, { year: 'numeric', month: 'short', day: 'numeric' });
}

/** The heading of a day in a conversation: en "Wednesday, November 25", ko "11월 25일 수요일". */
export function formatDay(iso: string, now: Date, locale: string): string {
  const instant = new Date(iso);
  const year = seoulYear(instant) === seoulYear(now) ? {} : { year: 'numeric' as const };
  return format(instant, locale, { weekday: 'long', month: 'long', day: 'numeric', ...year });
}

/** Whether two instants fall on the same day in Korea. */
export function sameSeoulDay(a: string, b: string): boolean {
  return seoulDay(new Date(a)) === seoulDay(new Date(b));
}
