import type { Category, EventLanguage, EventListItem, EventSort, EventType, FetchType } from '@moim/contract';
import type { QueryOf } from '@moim/contract/endpoint';
import { endpoints } from '@moim/contract/endpoints';
import { EVENTS_PAGE_SIZE, HOT_EVENTS_ON_HOME } from '@moim/contract/event-values';
import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { callApiPage, type ApiPage } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { getSession, useSession } from '../../lib/session.ts';

// Lists are on the first pages (home, all events): this module takes only types and the
// schema-free values (`@moim/contract/event-values`) from the contract, so the validation
// library stays out of the first download.

/** 12 events per page on the events list (spec). */
export const PAGE_SIZE = EVENTS_PAGE_SIZE;
/** The home page shows the first 6 hot events (spec). */
export const HOT_ON_HOME = HOT_EVENTS_ON_HOME;

/** One request of GET /events. */
export interface EventListRequest {
  fetchType: FetchType;
  query?: string;
  date?: string;
  type?: EventType;
  category?: Category;
  language?: EventLanguage;
  sort?: EventSort;
  /** "latitude,longitude" and "south,west,north,east" (the contract's `nearParam` and `boundsParam`). */
  near?: string;
  bounds?: string;
  limit: number;
  offset: number;
}

/** One page of a list, as cached: the server's order, and the total of every page. */
export type EventListPage = ApiPage<EventListItem>;

/** The query of a request, its parameters always in the same order (what is unset is left out of the URL). */
export function eventListQuery(request: EventListRequest): QueryOf<typeof endpoints.eventList> {
  const { fetchType, query, date, type, category, language, sort, near, bounds, limit, offset } = request;
  return { fetchType, query, date, type, category, language, sort, near, bounds, limit, offset };
}

/** GET /events: the items, and the total from X-Total-Count. */
export function fetchEventList(request: EventListRequest, signal?: AbortSignal): Promise<EventListPage> {
  return callApiPage(endpoints.eventList, { query: eventListQuery(request), offset: request.offset, signal });
}

/**
 * The cache key of a list. It starts with `queryKeys.eventLists`, so a like updates it with every
 * other list; it names the viewer, since `likedByMe` depends on who asks.
 */
export function eventListKey(request: EventListRequest, viewer: string | null) {
  return [...queryKeys.eventLists, 'list', viewer?.toLowerCase() ?? null, request] as const;
}

function eventListOptions(request: EventListRequest, viewer: string | null) {
  return queryOptions({
    queryKey: eventListKey(request, viewer),
    queryFn: ({ signal }) => fetchEventList(request, signal),
    placeholderData: keepPreviousData,
  });
}

/** A page of events; the previous page stays on screen while the next one loads. */
export function useEventList(request: EventListRequest) {
  const viewer = useSession()?.userId ?? null;
  return useQuery(eventListOptions(request, viewer));
}

/** Asks for a page of events before a screen shows it (`useEventList` then finds it asked). */
export function prefetchEventList(queryClient: QueryClient, request: EventListRequest): void {
  void queryClient.prefetchQuery(eventListOptions(request, getSession()?.userId ?? null));
}

/** The request of the home page's hot events: the first 6 by likes. */
export const HOT_EVENTS_REQUEST: EventListRequest = { fetchType: 'hot', limit: HOT_ON_HOME, offset: 0 };

export function useHotEvents() {
  return useEventList(HOT_EVENTS_REQUEST);
}
