import {
  EVENT_LIST_MAX_LIMIT,
  EVENT_MAP_POINTS_LIMIT,
  type EventListFilters,
  type EventListItem,
  type EventMapResponse,
  seoulDate,
  seoulInstant,
  TOTAL_COUNT_LIMIT,
} from '@moim/contract';
import type { CacheInvalidation } from '../../lib/cache-invalidation.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { createTtlCache } from '../../lib/ttl-cache.ts';
import { assertSelf } from '../access/access.ts';
import type { Caller } from '../access/caller.ts';
import type { UsersRepository } from '../users/users.repository.ts';
import type { EventsListRepository, ListCriteria, ListOrder } from './events-list.repository.ts';

export interface EventPage {
  items: EventListItem[];
  /** How many events the list has, or with `exact` false how many it has more than. */
  total: number;
  exact: boolean;
}

type Row = Awaited<ReturnType<EventsListRepository['list']>>['rows'][number];

/** A list's distances to the metre. */
const metres = (km: number) => Math.round(km * 1000) / 1000;

/** An event of a list as the API answers it (the weekly picks' events are made the same way). */
export function toEventListItem(
  row: Omit<Row, 'total' | 'reviewedByMe' | 'latitude' | 'longitude' | 'distanceKm'> &
    Partial<Pick<Row, 'latitude' | 'longitude' | 'distanceKm'>> & { reviewedByMe?: boolean | null },
): EventListItem {
  return {
    id: row.id,
    name: row.name,
    description: row.summary,
    mainImage: row.mainImage,
    date: row.date,
    time: row.time,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    category: row.category,
    type: row.type,
    location: row.location,
    price: row.price,
    minParticipants: row.minParticipants,
    maxParticipants: row.maxParticipants,
    participants: row.participants,
    likes: row.likes,
    languages: row.languages,
    ...(row.secondLanguage
      ? {
          secondLanguage: row.secondLanguage,
          secondName: row.secondName ?? '',
          secondDescription: row.secondSummary ?? '',
        }
      : {}),
    createdBy: { userId: row.hostUserId, username: row.hostUsername, profileImage: row.hostProfileImage },
    likedByMe: Boolean(row.likedByMe),
    ...(row.reviewedByMe === null || row.reviewedByMe === undefined ? {} : { reviewedByMe: Boolean(row.reviewedByMe) }),
    ...(row.latitude === undefined || row.longitude === undefined
      ? {}
      : { latitude: row.latitude, longitude: row.longitude }),
    ...(row.distanceKm === null || row.distanceKm === undefined ? {} : { distanceKm: metres(row.distanceKm) }),
  };
}

/**
 * How far a list's total is counted: TOTAL_COUNT_LIMIT, or to the end of the page asked for when
 * that is further, so the total always reaches past what the caller has seen.
 */
const countLimitOf = (c: ListCriteria) => Math.max(TOTAL_COUNT_LIMIT, c.offset + c.limit);

/** A total counted up to one more than `countLimit`: exact up to it, "more than it" past it. */
function bounded(counted: number, countLimit: number): Pick<EventPage, 'total' | 'exact'> {
  return counted > countLimit ? { total: countLimit, exact: false } : { total: counted, exact: true };
}

/** What a total depends on: the filters and how far it is counted, not the order or who asks. */
function totalKey(c: ListCriteria, countLimit: number): string {
  return JSON.stringify([
    c.startsFrom?.getTime(),
    c.text,
    c.date,
    c.location,
    c.type,
    c.category,
    c.language,
    c.bounds,
    countLimit,
  ]);
}

const defaultOrder: Record<EventListFilters['fetchType'], ListOrder> = {
  all: 'latest',
  hot: 'hot',
  upcoming: 'upcoming',
  search: 'latest',
  category: 'latest',
  'all-including-past': 'start-desc',
};

/** How long a list's total may be reused: counting every upcoming event costs more than a page. */
const TOTAL_TTL_MS = 5000;
/**
 * How many whole lists (asked for without `limit`: up to EVENT_LIST_UNPAGED_LIMIT events each,
 * about 0.85 MB) the visitor cache keeps, besides its pages: the spec's client asks for a few of
 * them (one per fetchType and category), and a burst of other filters cannot fill the memory.
 */
const WHOLE_LISTS_KEPT = 20;

export interface EventsListServiceDeps {
  lists: EventsListRepository;
  users: UsersRepository;
  clock: Clock;
  /** How long a page of a public list is reused for visitors (0: never). */
  visitorCacheMs: number;
  /** What writes changed: cached pages (and totals, when events come or go) are dropped at once. */
  changes: CacheInvalidation;
}

export function createEventsListService(deps: EventsListServiceDeps) {
  const { lists, users, clock } = deps;
  // Per process and short-lived: a total shown a few seconds late is fine for paging.
  const totals = createTtlCache<number>({ ttlMs: TOTAL_TTL_MS, maxEntries: 1000, clock });
  // Visitors all see the same public pages: one of them is built once a second, not per request.
  const publicPages = createTtlCache<EventPage>({ ttlMs: deps.visitorCacheMs, maxEntries: 1000, clock });
  const wholeLists = createTtlCache<EventPage>({ ttlMs: deps.visitorCacheMs, maxEntries: WHOLE_LISTS_KEPT, clock });
  // Any change may move an event into, out of or within a page (the hot order follows likes).
  deps.changes.subscribe((change) => {
    publicPages.clear();
    wholeLists.clear();
    if (change.kind === 'event-created' || change.kind === 'event-deleted' || change.kind === 'event-visibility') {
      totals.clear();
    }
  });

  /** The start of today in Korea: lists other than all-including-past show events from then on. */
  const startOfToday = () => seoulInstant(seoulDate(clock.now()), '00:00');

  async function page(criteria: ListCriteria): Promise<EventPage> {
    const countLimit = countLimitOf(criteria);
    if (criteria.hostUserId || criteria.likedBy || criteria.guestUserId) {
      const { rows, total } = await lists.list(criteria, countLimit + 1);
      return { items: rows.map(toEventListItem), ...bounded(total ?? 0, countLimit) };
    }
    const totalOf = (load: () => Promise<number>) => totals.getOrLoad(totalKey(criteria, countLimit), load);
    // The rows read with the total, when they are the page asked for.
    let fresh: Row[] | undefined;
    if (criteria.text !== undefined) {
      // A text search reads its page the way its count says is cheaper: few matches found by the
      // text's own index, counted and sorted in one statement; many by walking the order's index
      // until the page is full. A total reused from the last seconds tells the way at once.
      const counted = await totalOf(async () => {
        const few = await lists.listFew(criteria, countLimit + 1);
        if (few.total <= countLimit) fresh = few.rows;
        return few.total;
      });
      fresh ??=
        counted <= countLimit
          ? (await lists.listFew(criteria, countLimit + 1)).rows
          : (await lists.list(criteria)).rows;
      return { items: fresh.map(toEventListItem), ...bounded(counted, countLimit) };
    }
    // Other lists: the total comes with the first page of these filters, in the same statement.
    const counted = await totalOf(async () => {
      const page = await lists.list(criteria, countLimit + 1);
      fresh = page.rows;
      return page.total ?? 0;
    });
    fresh ??= (await lists.list(criteria)).rows;
    return { items: fresh.map(toEventListItem), ...bounded(counted, countLimit) };
  }

  /**
   * A page of one user's list: the user is found in the list's own statement, so only an empty
   * page needs a second look, to tell an unknown user (`userNotFound`) from one with nothing to list.
   */
  async function userPage(userId: string, loading: Promise<EventPage>): Promise<EventPage> {
    const found = await loading;
    if (found.items.length === 0 && !(await users.findByUserId(userId))) {
      throw new AppError('userNotFound');
    }
    return found;
  }

  /** A page as visitors see it, reused for the same criteria (its limit and offset included). */
  function publicPage(criteria: ListCriteria): Promise<EventPage> {
    if (criteria.viewerId) return page(criteria);
    const cache = criteria.limit > EVENT_LIST_MAX_LIMIT ? wholeLists : publicPages;
    return cache.getOrLoad(JSON.stringify(criteria), () => page(criteria));
  }

  /** What a list of GET /events (or its map) looks for. */
  function criteriaOf(filters: Omit<EventListFilters, 'limit' | 'offset'>, caller: Caller | null) {
    return {
      startsFrom: filters.fetchType === 'all-including-past' ? undefined : startOfToday(),
      text: filters.query,
      date: filters.date,
      location: filters.location,
      type: filters.type,
      category: filters.category,
      language: filters.language,
      near: filters.near,
      bounds: filters.bounds,
      order: filters.sort ?? defaultOrder[filters.fetchType],
      viewerId: caller?.id,
    } satisfies Omit<ListCriteria, 'limit' | 'offset'>;
  }

  return {
    /** GET /events: every fetchType of the spec; filters and sort apply to any of them. */
    list(filters: EventListFilters, caller: Caller | null): Promise<EventPage> {
      return publicPage({ ...criteriaOf(filters, caller), limit: filters.limit, offset: filters.offset });
    },

    /**
     * GET /events/map: the first events of a list inside the map's view, as points, and how many
     * the view holds. Not cached: views differ with every move of a map.
     */
    async map(filters: Omit<EventListFilters, 'limit' | 'offset'>): Promise<EventMapResponse> {
      // Who asks changes nothing on a map (it shows no likes).
      const criteria: ListCriteria = { ...criteriaOf(filters, null), limit: EVENT_MAP_POINTS_LIMIT, offset: 0 };
      const rows = await lists.points(criteria);
      const countLimit = countLimitOf(criteria);
      const counted =
        rows.length < EVENT_MAP_POINTS_LIMIT
          ? rows.length
          : await totals.getOrLoad(totalKey(criteria, countLimit), () => lists.count(criteria, countLimit + 1));
      return {
        points: rows.map((row) => ({ ...row, startsAt: row.startsAt.toISOString() })),
        ...bounded(counted, countLimit),
      };
    },

    /** A host's events, past ones included, newest first. */
    byHost(hostUserId: string, paging: { limit: number; offset: number }, caller: Caller | null) {
      return userPage(hostUserId, page({ hostUserId, order: 'latest', ...paging, viewerId: caller?.id }));
    },

    /** The events a user is an approved guest of (not hosting), newest first; public like hosted events. */
    joinedBy(userId: string, paging: { limit: number; offset: number }, caller: Caller | null) {
      return userPage(userId, page({ guestUserId: userId, order: 'latest', ...paging, viewerId: caller?.id }));
    },

    /** What a user likes, most recently liked first; only for that user. */
    async likedBy(userId: string, paging: { limit: number; offset: number }, caller: Caller) {
      assertSelf(caller, userId);
      return page({ likedBy: caller.id, order: 'liked-at', ...paging, viewerId: caller.id });
    },
  };
}

export type EventsListService = ReturnType<typeof createEventsListService>;
