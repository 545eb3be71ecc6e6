// Display formats of event dates, times and prices. Every event date and time is Korea time
// (Asia/Seoul, no daylight saving). This module is used by event cards on the first pages, so it
// takes nothing at run time from the contract (which would bring the validation library).

const SEOUL_TIME_ZONE = 'Asia/Seoul';
const KOREAN_WEEKDAYS = ['일', '월', '화', '수', '목', '금', '토'] as const;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

function isKorean(locale: string): boolean {
  return locale.toLowerCase().startsWith('ko');
}

/** Newer ICU versions put narrow or thin spaces before AM/PM; show plain spaces everywhere. */
export function plainSpaces(text: string): string {
  return text.replace(/[\u202f\u2009\u00a0]/g, ' ');
}

function dateParts(date: string): { year: number; month: number; day: number } | null {
  const match = DATE_PATTERN.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return { year, month, day };
}

function timeParts(time: string): { hour: number; minute: number } | null {
  const match = TIME_PATTERN.exec(time);
  return match ? { hour: Number(match[1]), minute: Number(match[2]) } : null;
}

/** The instant of a Korea-time date and time. */
function seoulInstant(date: string, time = '12:00'): Date {
  return new Date(`${date}T${time}:00+09:00`);
}

/** "2026년 3월 14일 (토)" */
function koreanDate({ year, month, day }: { year: number; month: number; day: number }): string {
  const weekday = KOREAN_WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()];
  return `${year}년 ${month}월 ${day}일 (${weekday})`;
}

/** "오후 2:30" */
export function koreanTime({ hour, minute }: { hour: number; minute: number }): string {
  const period = hour < 12 ? '오전' : '오후';
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${period} ${hour12}:${String(minute).padStart(2, '0')}`;
}

/**
 * An event's date (YYYY-MM-DD, Korea time), e.g. en "Sat, Mar 14, 2026", ko "2026년 3월 14일 (토)".
 * A value that is not a date is shown as it is.
 */
export function formatEventDate(date: string, locale: string): string {
  const parts = dateParts(date);
  if (!parts) return date;
  if (isKorean(locale)) return koreanDate(parts);
  return plainSpaces(
    new Intl.DateTimeFormat(locale, {
      weekday: 'short',
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      timeZone: SEOUL_TIME_ZONE,
    }).format(seoulInstant(date)),
  );
}

/**
 * An event's date and time (Korea time), e.g. en "Sat, Mar 14, 2026, 2:30 PM",
 * ko "2026년 3월 14일 (토) 오후 2:30". Values that are not a date and time are shown as they are.
 */
export function formatEventDateTime(date: string, time: string, locale: string): string {
  const day = dateParts(date);
  const clock = timeParts(time);
  if (!day || !clock) return [date, time].filter(Boolean).join(' ');
  if (isKorean(locale)) return `${koreanDate(day)} ${koreanTime(clock)}`;
  return plainSpaces(
    new Intl.DateTimeFormat(locale, {
      weekday: 'short',
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: SEOUL_TIME_ZONE,
    }).format(seoulInstant(date, time)),
  );
}

/** The Korea-time date of a moment (an ISO timestamp such as a review's), as `formatEventDate` shows it. */
export function formatMomentDate(moment: string, locale: string): string {
  const instant = new Date(moment);
  if (Number.isNaN(instant.getTime())) return moment;
  return formatEventDate(new Intl.DateTimeFormat('en-CA', { timeZone: SEOUL_TIME_ZONE }).format(instant), locale);
}

/** A price in won with the ₩ sign, e.g. "₩5,000"; `freeLabel` for 0. */
export function formatPrice(price: number, locale: string, freeLabel: string): string {
  if (price === 0) return freeLabel;
  return `₩${new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(price)}`;
}
