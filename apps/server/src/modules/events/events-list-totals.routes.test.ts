import { EVENT_LIST_UNPAGED_LIMIT, EventListQuerySchema, TOTAL_COUNT_LIMIT, type EventListQuery } from '@moim/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCacheInvalidation } from '../../lib/cache-invalidation.ts';
import { searchableText, searchGrams } from '../../lib/search.ts';
import { registerUser, type TestUser } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createUsersRepository } from '../users/users.repository.ts';
import { createEventsListRepository } from './events-list.repository.ts';
import { createEventsListService } from './events-list.service.ts';

// Totals are counted up to TOTAL_COUNT_LIMIT (decision 38): enough events to pass it, and the
// lists' paging, order and search must mean what they meant before.
// TEST_NOW is 2026-03-02 12:00 in Korea (03:00 UTC).

let t: TestApp;
let host: TestUser;
/** Upcoming: TOTAL_COUNT_LIMIT Food events and 30 Games events; 5 past ones. */
const FOOD = TOTAL_COUNT_LIMIT;
const GAMES = 30;
const UPCOMING = FOOD + GAMES;
/** Events whose description has the word "lantern": more than the limit, and a few. */
const LANTERNS = TOTAL_COUNT_LIMIT + 5;

beforeAll(async () => {
  t = await createTestApp();
  host = await registerUser(t);
  const text = (n: number) => (n <= LANTERNS ? `Lantern walk number ${n}` : `Board games number ${n}`);
  const grams = (n: number) =>
    `{${searchGrams(searchableText(`Event ${n}`, text(n)))
      .map((g) => JSON.stringify(g))
      .join(',')}}`;
  // Event n starts n hours after 2026-03-03 00:00 in Korea and was created n minutes before now,
  // so the newest created is event 1 and the order of every list is known.
  const events = Array.from({ length: UPCOMING }, (_, i) => i + 1);
  for (let from = 0; from < events.length; from += 250) {
    const batch = events.slice(from, from + 250);
    await t.database.db.execute(sql`insert into events (host_id, category, type, name, description, description_text,
        summary, date, time, starts_at, ends_at, location, location_detail, latitude, longitude, min_participants,
        max_participants, price, languages, main_image, participants_count, likes_count, created_at, updated_at, search_grams)
      select u.id, case when x.n <= ${FOOD} then 'Food' else 'Games' end, 'FirstCome', 'Event ' || x.n,
        '<p>' || x.text || '</p>', x.text, x.text,
        ((timestamptz '2026-03-03T00:00:00+09:00' + x.n * interval '1 hour') at time zone 'Asia/Seoul')::date,
        to_char((timestamptz '2026-03-03T00:00:00+09:00' + x.n * interval '1 hour') at time zone 'Asia/Seoul', 'HH24:MI'),
        timestamptz '2026-03-03T00:00:00+09:00' + x.n * interval '1 hour',
        timestamptz '2026-03-03T02:00:00+09:00' + x.n * interval '1 hour', 'Mapo-gu, Seoul', '', 37.56, 126.9, 1, 10,
        0, '{en}', '/uploads/events/x.webp', 1, 0, timestamptz '2026-03-02T03:00:00Z' - x.n * interval '1 minute', now(),
        x.grams::text[]
      from users u, unnest(${`{${batch.join(',')}}`}::int[], ${`{${batch.map((n) => JSON.stringify(text(n))).join(',')}}`}::text[],
        ${`{${batch.map((n) => JSON.stringify(grams(n))).join(',')}}`}::text[]) as x(n, text, grams)
      where u.user_id = ${host.userId}`);
  }
  // Past events: in the host's list, not in the others.
  await t.database.db.execute(sql`insert into events (host_id, category, type, name, description, description_text,
      summary, date, time, starts_at, ends_at, location, location_detail, latitude, longitude, min_participants,
      max_participants, price, languages, main_image, participants_count, likes_count, created_at, updated_at)
    select u.id, 'Food', 'FirstCome', 'Past lantern ' || g, '<p>Lantern</p>', 'Lantern', 'Lantern', '2026-02-20', '19:00',
      timestamptz '2026-02-20T19:00:00+09:00', timestamptz '2026-02-20T21:00:00+09:00', 'Mapo-gu, Seoul', '', 37.56, 126.9, 1, 10, 0, '{en}',
      '/uploads/events/x.webp', 1, 0, timestamptz '2026-01-01T00:00:00Z', now()
    from users u, generate_series(1, 5) g where u.user_id = ${host.userId}`);
});
afterAll(() => t.close());

async function list(url: string) {
  const r = await t.app.inject({ method: 'GET', url });
  expect(r.statusCode).toBe(200);
  return {
    names: (r.json() as Array<{ name: string }>).map((i) => i.name),
    total: Number(r.headers['x-total-count']),
    exact: r.headers['x-total-count-exact'],
  };
}
/**
 * The list service on the test's database, with a fresh cache of totals, noting which way it reads
 * each page (`lists`: the repository to use, by default a new one).
 */
function listsTellingReads(lists = createEventsListRepository(t.database.db), visitorCacheMs = 0) {
  const reads: string[] = [];
  const service = createEventsListService({
    lists: {
      ...lists,
      list: (...args) => (reads.push('ordered'), lists.list(...args)),
      listFew: (...args) => (reads.push('fewMatches'), lists.listFew(...args)),
    },
    users: createUsersRepository(t.database.db),
    clock: t.clock,
    visitorCacheMs,
    changes: createCacheInvalidation(),
  });
  const read = async (query: EventListQuery) => (await service.list(EventListQuerySchema.parse(query), null)).items;
  const search = async (query: Omit<EventListQuery, 'fetchType'>) => {
    const page = await service.list(EventListQuerySchema.parse({ fetchType: 'search', ...query }), null);
    return { names: page.items.map((i) => i.name), total: page.total, exact: page.exact };
  };
  return { lists, reads, read, search };
}

const names = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => `Event ${from + i}`);

describe('list totals', () => {
  it('are exact up to the limit and "more than" past it', async () => {
    expect(await list('/api/events?fetchType=all&limit=3')).toEqual({
      names: names(1, 3),
      total: TOTAL_COUNT_LIMIT,
      exact: 'false',
    });
    // Exactly as many as the limit: exact.
    expect(await list('/api/events?fetchType=category&category=Food&limit=3')).toMatchObject({
      total: FOOD,
      exact: undefined,
    });
    expect(await list('/api/events?fetchType=category&category=Games&limit=3')).toEqual({
      names: names(FOOD + 1, FOOD + 3),
      total: GAMES,
      exact: undefined,
    });
  });

  it('reach past the page asked for, deep in a long list', async () => {
    // Counted to the end of the page (1008 + 12): there are more.
    const deep = await list('/api/events?fetchType=all&limit=12&offset=1008');
    expect(deep).toEqual({ names: names(1009, 1020), total: 1020, exact: 'false' });
    // The page reaches the end: the total is exact again.
    const last = await list('/api/events?fetchType=all&limit=12&offset=1020');
    expect(last).toEqual({ names: names(1021, UPCOMING), total: UPCOMING, exact: undefined });
    const past = await list('/api/events?fetchType=all&limit=12&offset=1040');
    expect(past).toEqual({ names: [], total: UPCOMING, exact: undefined });
  });

  it('leave the pages as they were: every event once, in order', async () => {
    const seen: string[] = [];
    for (let offset = 0; offset < 150; offset += 50) {
      seen.push(...(await list(`/api/events?fetchType=all&limit=50&offset=${offset}`)).names);
    }
    expect(seen).toEqual(names(1, 150));
    const upcoming = await list('/api/events?fetchType=upcoming&limit=4&offset=2');
    expect(upcoming.names).toEqual(names(3, 6));
  });

  it('bound searches the same way, for words of any length', async () => {
    const lantern = await list('/api/events?fetchType=search&query=LANTERN&limit=2');
    expect(lantern).toEqual({ names: names(1, 2), total: TOTAL_COUNT_LIMIT, exact: 'false' });
    // Five of the lantern events are Games: the filter and the word together.
    expect(await list('/api/events?fetchType=search&query=lantern&category=Games&limit=2')).toEqual({
      names: names(FOOD + 1, FOOD + 2),
      total: LANTERNS - FOOD,
      exact: undefined,
    });
    // A two-letter piece (no trigram) in every event.
    expect(await list('/api/events?fetchType=search&query=nu&limit=1')).toMatchObject({
      total: TOTAL_COUNT_LIMIT,
      exact: 'false',
    });
    expect(await list('/api/events?fetchType=search&query=board&limit=50')).toEqual({
      names: names(LANTERNS + 1, UPCOMING),
      total: UPCOMING - LANTERNS,
      exact: undefined,
    });
  });

  it('order and page a search the same whether it has few matches or many', async () => {
    // Few (sorted after the text's index found them) and many (read in the order's index).
    for (const [word, first] of [
      ['board', LANTERNS + 1],
      ['lantern', 1],
    ] as const) {
      const page = (query: string) => list(`/api/events?fetchType=search&query=${word}&${query}`);
      expect((await page('sort=upcoming&limit=3')).names).toEqual(names(first, first + 2));
      expect((await page('sort=latest&limit=3&offset=20')).names).toEqual(names(first + 20, first + 22));
      expect((await page('sort=hot&limit=2')).names).toEqual(names(first, first + 1));
    }
  });

  it('order and page a search with few matches from the one statement that counts them', async () => {
    const { lists, reads, search } = listsTellingReads();
    const page = await search({ query: 'board', sort: 'upcoming', limit: 3, offset: 2 });
    expect(page).toEqual({ names: names(LANTERNS + 3, LANTERNS + 5), total: UPCOMING - LANTERNS, exact: true });
    expect(reads).toEqual(['fewMatches']);
    // The total is known now, and says at once how to read another page, in another order.
    expect(await search({ query: 'board', sort: 'latest', limit: 4, offset: 21 })).toEqual({
      names: names(UPCOMING - 3, UPCOMING),
      total: UPCOMING - LANTERNS,
      exact: true,
    });
    expect(reads).toEqual(['fewMatches', 'fewMatches']);
    // A page past the last match has no rows to bring the total: it is counted apart.
    const { search: searchAnew } = listsTellingReads(lists);
    expect(await searchAnew({ query: 'board', limit: 10, offset: 40 })).toEqual({
      names: [],
      total: UPCOMING - LANTERNS,
      exact: true,
    });
  });

  it('read a search with more matches than the limit in the order, after finding the count reaches it', async () => {
    const { reads, search } = listsTellingReads();
    expect(await search({ query: 'lantern', sort: 'latest', limit: 3 })).toEqual({
      names: names(1, 3),
      total: TOTAL_COUNT_LIMIT,
      exact: false,
    });
    expect(reads).toEqual(['fewMatches', 'ordered']);
    expect(await search({ query: 'lantern', sort: 'upcoming', limit: 3, offset: 30 })).toEqual({
      names: names(31, 33),
      total: TOTAL_COUNT_LIMIT,
      exact: false,
    });
    expect(reads).toEqual(['fewMatches', 'ordered', 'ordered']);
  });

  it('count a day in Korea time, up to its last minute', async () => {
    // 2026-03-03 in Korea: events 1…23 start at 01:00…23:00; event 24 at 00:00 the next day.
    const day = await list('/api/events?fetchType=search&date=2026-03-03&sort=upcoming&limit=50');
    expect(day).toEqual({ names: names(1, 23), total: 23, exact: undefined });
    const next = await list('/api/events?fetchType=search&date=2026-03-04&sort=upcoming&limit=1');
    expect(next).toEqual({ names: ['Event 24'], total: 24, exact: undefined });
  });

  it("bound a host's list too, past events included", async () => {
    const r = await list(`/api/events/getEventsByHostId/${host.userId}?limit=2&offset=0`);
    expect(r).toEqual({ names: names(1, 2), total: TOTAL_COUNT_LIMIT, exact: 'false' });
  });

  it('without a limit, answer every match up to the cap, in the order, and say when there are more', async () => {
    // The spec's client asks for whole lists (no limit) and pages them itself.
    expect(EVENT_LIST_UNPAGED_LIMIT).toBeGreaterThanOrEqual(1000);
    expect(await list('/api/events?fetchType=all')).toEqual({
      names: names(1, EVENT_LIST_UNPAGED_LIMIT),
      total: EVENT_LIST_UNPAGED_LIMIT,
      exact: 'false',
    });
    expect(await list('/api/events?fetchType=category&category=Games')).toEqual({
      names: names(FOOD + 1, UPCOMING),
      total: GAMES,
      exact: undefined,
    });
    // From an offset on: the rest, up to the cap.
    expect(await list('/api/events?fetchType=upcoming&offset=1000')).toEqual({
      names: names(1001, UPCOMING),
      total: UPCOMING,
      exact: undefined,
    });
    // A search with many matches (read in the order) and with few (sorted from the text's index).
    expect(await list('/api/events?fetchType=search&query=lantern')).toEqual({
      names: names(1, EVENT_LIST_UNPAGED_LIMIT),
      total: EVENT_LIST_UNPAGED_LIMIT,
      exact: 'false',
    });
    expect(await list('/api/events?fetchType=search&query=board')).toEqual({
      names: names(LANTERNS + 1, UPCOMING),
      total: UPCOMING - LANTERNS,
      exact: undefined,
    });
    const hosted = await list(`/api/events/getEventsByHostId/${host.userId}`);
    expect(hosted).toEqual({
      names: names(1, EVENT_LIST_UNPAGED_LIMIT),
      total: EVENT_LIST_UNPAGED_LIMIT,
      exact: 'false',
    });
  });

  it('keep fewer whole lists than pages in the visitor cache', async () => {
    const { reads, read } = listsTellingReads(undefined, 60_000);
    const readsOf = async (query: EventListQuery) => {
      const before = reads.length;
      await read(query);
      return reads.length - before;
    };
    // A page stays cached while 30 other pages come and go.
    expect(await readsOf({ fetchType: 'upcoming', limit: 12 })).toBe(1);
    for (let offset = 1; offset <= 30; offset++) await read({ fetchType: 'upcoming', limit: 12, offset });
    expect(await readsOf({ fetchType: 'upcoming', limit: 12 })).toBe(0);
    // A whole list (up to 1,000 events) is pushed out by 30 others.
    expect(await readsOf({ fetchType: 'upcoming' })).toBe(1);
    expect(await readsOf({ fetchType: 'upcoming' })).toBe(0);
    for (let offset = 1; offset <= 30; offset++) await read({ fetchType: 'upcoming', offset });
    expect(await readsOf({ fetchType: 'upcoming' })).toBe(1);
  });

  it('are described in the API document, and readable by clients on other origins', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const path of [
      '/api/events',
      '/api/events/getEventsByHostId/{hostId}',
      '/api/events/getLikedEvent/{userId}',
    ]) {
      expect(Object.keys(doc.paths[path].get.responses['200'].headers)).toEqual([
        'x-total-count',
        'x-total-count-exact',
      ]);
    }
    const r = await t.app.inject({
      method: 'GET',
      url: '/api/events?fetchType=all',
      headers: { origin: 'http://moim.test' },
    });
    expect(String(r.headers['access-control-expose-headers'])).toContain('x-total-count-exact');
  });
});
