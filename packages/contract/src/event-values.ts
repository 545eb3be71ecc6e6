// The fixed values of an event, without zod, so that a screen can import them (subpath
// `@moim/contract/event-values`) without the schemas.

/** Stored categories. The events list filter spells one of them 'Art/Fasion' (spec); both mean the same. */
export const CATEGORIES = [
  'Social',
  'Learning',
  'Food',
  'Activities',
  'Trip',
  'Games',
  'Art/Fashion',
  'Others',
] as const;
export type Category = (typeof CATEGORIES)[number];
export const CATEGORY_ALIASES: Record<string, Category> = { 'Art/Fasion': 'Art/Fashion' };
export const EVENT_TYPES = ['FirstCome', 'Register'] as const;
export type EventType = (typeof EVENT_TYPES)[number];
/** Languages an event can be held in (ISO 639-1). */
export const EVENT_LANGUAGES = [
  'en',
  'ko',
  'zh',
  'ja',
  'vi',
  'th',
  'id',
  'tl',
  'mn',
  'uz',
  'ru',
  'ne',
  'hi',
  'es',
  'fr',
  'de',
  'pt',
  'ar',
] as const;
export type EventLanguage = (typeof EVENT_LANGUAGES)[number];

/** The events list's sort select: Latest, Hot (likes), Upcoming. */
/** `distance` (the nearest first) needs `near` (decision 78). */
export const EVENT_SORTS = ['latest', 'hot', 'upcoming', 'distance'] as const;
export type EventSort = (typeof EVENT_SORTS)[number];

export const EVENT_LIST_DEFAULT_LIMIT = 12;
export const EVENT_LIST_MAX_LIMIT = 50;
export const EVENT_LIST_MAX_OFFSET = 1_000_000;

/** Paged lists answer an array; this header carries how many items the list has in all. */
export const TOTAL_COUNT_HEADER = 'x-total-count';
/**
 * `false` when X-Total-Count is not the exact total but a lower bound: the list has more than that
 * many items. Absent (or `true`) when the total is exact.
 */
export const TOTAL_COUNT_EXACT_HEADER = 'x-total-count-exact';
/**
 * Event lists count their matches exactly up to this many (or up to the end of the page asked
 * for, when that is further); past it X-Total-Count says "more than this" (with
 * X-Total-Count-Exact: false), so a total never costs more than reading this many entries.
 */
export const TOTAL_COUNT_LIMIT = 1000;
/**
 * An event list asked for without `limit` answers every match up to this many: the spec's client
 * pages the whole array itself. As far as a total is counted, so one request stays bounded.
 */
export const EVENT_LIST_UNPAGED_LIMIT = TOTAL_COUNT_LIMIT;
export { EVENT_LIST_QUERY_MAX_LENGTH } from './limits.ts';
/** Page sizes of the spec: the events list, and the user page's lists. */
export const EVENTS_PAGE_SIZE = 12;
export const USER_PAGE_SIZE = 6;
export const HOT_EVENTS_ON_HOME = 6;
