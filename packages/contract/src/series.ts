// Series (decision 69): an event repeated weekly, every two weeks or monthly on the same weekday.
// Functions shared by the submit rules, the server and the post form's preview. Dates are Korea-time calendar dates (YYYY-MM-DD); Korea keeps no summer
// time, so a series' every date starts at the same hour.
import { isRealDate } from './auth.ts';

export const SERIES_FREQUENCIES = ['weekly', 'biweekly', 'monthly'] as const;
export type SeriesFrequency = (typeof SERIES_FREQUENCIES)[number];
/** The most dates one series has: three months of a weekly meetup. */
export const SERIES_MAX_DATES = 12;

export interface SeriesRule {
  every: SeriesFrequency;
  /** How many dates, the first included (2 to SERIES_MAX_DATES)… */
  count?: number;
  /** …or the last day a date may fall on. */
  until?: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const utc = (date: string) => new Date(`${date}T00:00:00Z`);
const iso = (at: Date) => at.toISOString().slice(0, 10);

/**
 * The `n`th date of a series starting on `first` (0 is `first`). Monthly keeps the weekday and its
 * place in the month (the 2nd Tuesday); a 5th weekday a month lacks becomes that month's last.
 */
function nthDate(first: string, every: SeriesFrequency, n: number): string {
  const start = utc(first);
  if (every !== 'monthly') return iso(new Date(start.getTime() + n * (every === 'weekly' ? 7 : 14) * DAY_MS));
  const weekday = start.getUTCDay();
  const week = Math.ceil(start.getUTCDate() / 7);
  const month = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + n, 1));
  const daysInMonth = new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + 1, 0)).getUTCDate();
  let day = 1 + ((weekday - month.getUTCDay() + 7) % 7) + (week - 1) * 7;
  if (day > daysInMonth) day -= 7;
  return iso(new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth(), day)));
}

/**
 * Every date of a series starting on `first`, the first included: `count` of them, or those up to
 * `until`, and never more than SERIES_MAX_DATES + 1 (enough to tell that a rule asks for too many).
 */
export function seriesDates(first: string, rule: SeriesRule): string[] {
  if (!isRealDate(first)) return [];
  const dates: string[] = [];
  for (let n = 0; n <= SERIES_MAX_DATES; n++) {
    const date = nthDate(first, rule.every, n);
    if (rule.count !== undefined ? n >= rule.count : rule.until === undefined || date > rule.until) break;
    dates.push(date);
  }
  return dates;
}

/** Why a series rule cannot be used for a first date, or null. */
export function seriesProblem(
  first: string,
  rule: SeriesRule,
): 'seriesEndRequired' | 'seriesUntilInvalid' | 'seriesTooLong' | null {
  if (rule.count === undefined && rule.until === undefined) return 'seriesEndRequired';
  if (rule.count !== undefined) {
    return Number.isInteger(rule.count) && rule.count >= 2 && rule.count <= SERIES_MAX_DATES ? null : 'seriesTooLong';
  }
  if (!isRealDate(rule.until!) || rule.until! <= nthDate(first, rule.every, 0)) return 'seriesUntilInvalid';
  const dates = seriesDates(first, rule);
  if (dates.length < 2) return 'seriesUntilInvalid';
  return dates.length > SERIES_MAX_DATES ? 'seriesTooLong' : null;
}
