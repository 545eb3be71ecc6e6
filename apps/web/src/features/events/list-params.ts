import type { Category, EventLanguage, EventSort, EventType } from '@moim/contract';
import { boundsParam, nearParam, parseBounds, parseNear, type GeoBounds } from '@moim/contract/geo-params';
import type { GeoPoint } from '@moim/contract/pin';
import {
  EVENT_LANGUAGES,
  EVENT_LIST_MAX_OFFSET,
  EVENT_LIST_QUERY_MAX_LENGTH,
  EVENT_SORTS,
  EVENT_TYPES,
} from '@moim/contract/event-values';
import { PAGE_SIZE, type EventListRequest } from './list-api.ts';

// What the events list shows lives in its address (?page=2&category=Food&type=Register&q=…
// &date=…&lang=…&sort=hot, and where: &near=37.55720,126.92450&place=…&view=map&bounds=…), so
// back, forward, reload and a shared link show the same list.

/** The category row, in the spec's order; `All` is no category. */
export const CATEGORY_FILTERS = [
  'All',
  'Social',
  'Food',
  'Games',
  'Learning',
  'Activities',
  'Trip',
  'Art/Fashion',
  'Others',
] as const satisfies ReadonlyArray<Category | 'All'>;

// The values themselves, without the contract's schemas (they stay out of the first download).
export const TYPE_FILTERS = EVENT_TYPES;
export const SORTS = EVENT_SORTS;
export const LANGUAGE_FILTERS = EVENT_LANGUAGES;

export const QUERY_MAX_LENGTH = EVENT_LIST_QUERY_MAX_LENGTH;
/** The name of the place distances are measured from, as the address keeps it. */
const PLACE_NAME_MAX_LENGTH = 100;
const MAX_PAGE = Math.floor(EVENT_LIST_MAX_OFFSET / PAGE_SIZE);

export interface ListFilters {
  page: number;
  category?: Category;
  type?: EventType;
  q?: string;
  date?: string;
  lang?: EventLanguage;
  sort: EventSort;
  /** The point distances are measured from, and what it is called (a station, a district, "your location"). */
  near?: GeoPoint;
  place?: string;
  /** The map shows the events; the list below is what is inside its area. */
  view: 'list' | 'map';
  /** The area of the map whose events are listed. */
  bounds?: GeoBounds;
}

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return values.find((v) => v === value);
}

function isRealDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The filters of an address; values that make no sense are left out (the defaults apply). */
export function filtersFromSearch(params: URLSearchParams): ListFilters {
  const rawPage = params.get('page') ?? '';
  const page = /^\d{1,7}$/.test(rawPage) ? Math.min(Math.max(Number(rawPage), 1), MAX_PAGE) : 1;
  // The list filter spells it Art/Fasion (spec); both mean the stored Art/Fashion.
  const rawCategory = params.get('category') === 'Art/Fasion' ? 'Art/Fashion' : params.get('category');
  const category = oneOf(CATEGORY_FILTERS, rawCategory);
  const q = params.get('q')?.trim().slice(0, QUERY_MAX_LENGTH);
  const date = params.get('date') ?? '';
  const near = parseNear(params.get('near') ?? '') ?? undefined;
  const view = params.get('view') === 'map' ? 'map' : 'list';
  const sort = oneOf(SORTS, params.get('sort'));
  return {
    page,
    category: category === 'All' ? undefined : category,
    type: oneOf(TYPE_FILTERS, params.get('type')),
    q: q || undefined,
    date: isRealDate(date) ? date : undefined,
    lang: oneOf(LANGUAGE_FILTERS, params.get('lang')),
    // The nearest first needs a point to be near to.
    sort: sort && (sort !== 'distance' || near) ? sort : 'latest',
    near,
    place: near ? params.get('place')?.trim().slice(0, PLACE_NAME_MAX_LENGTH) || undefined : undefined,
    view,
    bounds: view === 'map' ? (parseBounds(params.get('bounds') ?? '') ?? undefined) : undefined,
  };
}

/** The address of filters, leaving out the defaults (page 1, Latest, All). */
export function searchFromFilters(filters: ListFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.page > 1) params.set('page', String(filters.page));
  if (filters.category) params.set('category', filters.category);
  if (filters.type) params.set('type', filters.type);
  if (filters.q) params.set('q', filters.q);
  if (filters.date) params.set('date', filters.date);
  if (filters.lang) params.set('lang', filters.lang);
  if (filters.sort !== 'latest') params.set('sort', filters.sort);
  if (filters.near) params.set('near', nearParam(filters.near));
  if (filters.near && filters.place) params.set('place', filters.place);
  if (filters.view === 'map') params.set('view', 'map');
  if (filters.view === 'map' && filters.bounds) params.set('bounds', boundsParam(filters.bounds));
  return params;
}

/** Whether anything narrows the list (the sort and the page do not). */
export function hasFilters(filters: ListFilters): boolean {
  return Boolean(filters.category || filters.type || filters.q || filters.date || filters.lang);
}

/**
 * The GET /events request of filters. Text, date, type or language make a `search`; a category
 * alone a `category` list; without filters the sort picks `all` (Latest), `hot` or `upcoming`.
 * Search and category lists, and lists by place, name their sort; the others are in their own order.
 */
export function listRequest(filters: ListFilters): EventListRequest {
  const paging = { limit: PAGE_SIZE, offset: (filters.page - 1) * PAGE_SIZE };
  const searching = Boolean(filters.q || filters.date || filters.type || filters.lang);
  if (searching || filters.category || filters.near || filters.bounds) {
    return {
      fetchType: searching ? 'search' : filters.category ? 'category' : 'all',
      near: filters.near && nearParam(filters.near),
      bounds: filters.bounds && boundsParam(filters.bounds),
      query: filters.q,
      date: filters.date,
      type: filters.type,
      category: filters.category,
      language: filters.lang,
      sort: filters.sort,
      ...paging,
    };
  }
  const fetchType = filters.sort === 'latest' || filters.sort === 'distance' ? 'all' : filters.sort;
  return { fetchType, ...paging };
}

/** Today in Korea (YYYY-MM-DD): lists start there. */
export function todayInKorea(now = new Date()): string {
  return new Date(now.getTime() + 9 * 3600_000).toISOString().slice(0, 10);
}
