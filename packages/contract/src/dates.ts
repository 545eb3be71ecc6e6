export { SEOUL_TIME_ZONE } from './format.ts';
const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;

/** The date in Korea at an instant, YYYY-MM-DD. */
export function seoulDate(at: Date): string {
  return new Date(at.getTime() + SEOUL_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant of a Korea-time date (YYYY-MM-DD) and time (HH:mm). */
export function seoulInstant(date: string, time: string): Date {
  return new Date(`${date}T${time}:00+09:00`);
}

/** The time of day in Korea at an instant, HH:mm. */
export function seoulTime(at: Date): string {
  return new Date(at.getTime() + SEOUL_OFFSET_MS).toISOString().slice(11, 16);
}
