import { formatInstant } from '@moim/contract/format';
import { seoulDay } from '@moim/contract/format-moments';

// Chat times, in Korea time like every date of the product.

const seoulYear = (instant: Date) => formatInstant(instant, 'en', { year: 'numeric' });

/** en "3:15 PM", ko "오후 3:15", ja "15:15". */
export function formatTimeOfDay(instant: Date, locale: string): string {
  return formatInstant(instant, locale, { hour: 'numeric', minute: '2-digit' });
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
  if (days < 7) return formatInstant(instant, locale, { weekday: 'long' });
  if (seoulYear(instant) === seoulYear(now)) return formatInstant(instant, locale, { month: 'short', day: 'numeric' });
  return formatInstant(instant, locale, { year: 'numeric', month: 'short', day: 'numeric' });
}

/** The heading of a day in a conversation: en "Wednesday, November 25", ko "11월 25일 수요일". */
export function formatDay(iso: string, now: Date, locale: string): string {
  const instant = new Date(iso);
  const year = seoulYear(instant) === seoulYear(now) ? {} : { year: 'numeric' as const };
  return formatInstant(instant, locale, { weekday: 'long', month: 'long', day: 'numeric', ...year });
}

/** Whether two instants fall on the same day in Korea. */
export function sameSeoulDay(a: string, b: string): boolean {
  return seoulDay(new Date(a)) === seoulDay(new Date(b));
}
