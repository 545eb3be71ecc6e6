// How dates, times, prices and relative times read in each language, always in Korea time
// (Asia/Seoul, no daylight saving), as the web app shows them and the mails write them.
// Everything goes through Intl in the reader's locale. No zod here: event cards on the first
// pages import this module (subpath `@moim/contract/format`).

/**
 * Moim's time zone: every event date and time is Korea time (no daylight saving). Defined here,
 * not in dates.ts, so this module imports nothing and the first pages load it alone.
 */
export const SEOUL_TIME_ZONE = 'Asia/Seoul';

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

const isKorean = (locale: string) => locale.toLowerCase().startsWith('ko');

/** Newer ICU versions put narrow or thin spaces before AM/PM; show plain spaces everywhere. */
function plainSpaces(text: string): string {
  return text.replace(/[\u202f\u2009\u00a0]/g, ' ');
}

function isDate(date: string): boolean {
  const match = DATE_PATTERN.exec(date);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  return check.getUTCFullYear() === year && check.getUTCMonth() === month - 1 && check.getUTCDate() === day;
}

/** The instant of a Korea-time date and time (noon for a date alone). */
const seoulInstant = (date: string, time = '12:00') => new Date(`${date}T${time}:00+09:00`);

/** Made once per language and options: making one costs far more than formatting with it. */
const formatters = new Map<string, Intl.DateTimeFormat>();
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, format);
  }
  return format;
}

/** The hour (0–23) of an instant in a time zone. */
function hourIn(instant: Date, timeZone: string): number {
  return Number(dateTimeFormat('en-US', { hour: 'numeric', hourCycle: 'h23', timeZone }).format(instant));
}

/**
 * An instant through Intl in `timeZone` (Korea's unless said). Korean says the half of the day
 * as 오전/오후 ("오후 2:30", the spec's format): the CLDR data of some engines (Node's ICU 78,
 * for one) writes "PM 2:30" instead, so the day period is set from the hour.
 */
export function formatInstant(
  instant: Date,
  locale: string,
  options: Intl.DateTimeFormatOptions,
  timeZone: string = SEOUL_TIME_ZONE,
): string {
  const parts = dateTimeFormat(locale, { ...options, timeZone }).formatToParts(instant);
  const korean = isKorean(locale);
  return plainSpaces(
    parts
      .map((part) =>
        korean && part.type === 'dayPeriod' ? (hourIn(instant, timeZone) < 12 ? '오전' : '오후') : part.value,
      )
      .join(''),
  );
}

export const DATE: Intl.DateTimeFormatOptions = { weekday: 'short', year: 'numeric', month: 'short', day: 'numeric' };
export const TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };

/**
 * An event's date (YYYY-MM-DD, Korea time): en "Sat, Mar 14, 2026", ko "2026년 3월 14일 (토)",
 * ja "2026年3月14日(土)". A value that is not a date is shown as it is.
 */
export function formatEventDate(date: string, locale: string): string {
  return isDate(date) ? formatInstant(seoulInstant(date), locale, DATE) : date;
}

/** An event's time (HH:mm, Korea time): en "2:30 PM", ko "오후 2:30", ja "14:30". */
export function formatEventTime(time: string, locale: string): string {
  return TIME_PATTERN.test(time) ? formatInstant(seoulInstant('2026-01-01', time), locale, TIME) : time;
}

/**
 * An event's date and time (Korea time): en "Sat, Mar 14, 2026, 2:30 PM", ko "2026년 3월 14일 (토)
 * 오후 2:30", vi "14:30 Thứ 7, 14 thg 3, 2026". Values that are not a date and time are shown as
 * they are.
 */
export function formatEventDateTime(date: string, time: string, locale: string): string {
  if (!isDate(date) || !TIME_PATTERN.test(time)) return [date, time].filter(Boolean).join(' ');
  return formatInstant(seoulInstant(date, time), locale, { ...DATE, ...TIME });
}

/**
 * An event's start and end (ISO instants) in Korea time, as one range: the start as
 * `formatEventDateTime` writes it, then the end's time ("Sat, Mar 14, 2026, 2:30 PM – 4:30 PM"),
 * or its date and time when it ends on another day. Intl's own ranges write some languages' dates
 * differently from a single date (ja "2026/3/14"), so the two ends are written the same way here.
 */
export function formatEventRange(startsAt: string, endsAt: string, locale: string): string {
  const start = new Date(startsAt);
  const end = new Date(endsAt);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return startsAt;
  const sameDay = koreaDay(start) === koreaDay(end);
  return `${formatInstant(start, locale, { ...DATE, ...TIME })} – ${formatInstant(end, locale, sameDay ? TIME : { ...DATE, ...TIME })}`;
}

/** The Korea-time date of an instant (Korea keeps no summer time). */
const koreaDay = (instant: Date) => new Date(instant.getTime() + 9 * 60 * 60 * 1000).toISOString().slice(0, 10);

/** A price in won with the ₩ sign in the reader's way of writing it (en "₩5,000", vi "5.000 ₩"); `freeLabel` for 0. */
export function formatPrice(price: number, locale: string, freeLabel: string): string {
  if (price === 0) return freeLabel;
  return plainSpaces(
    new Intl.NumberFormat(locale, { style: 'currency', currency: 'KRW', currencyDisplay: 'narrowSymbol' }).format(
      price,
    ),
  );
}
