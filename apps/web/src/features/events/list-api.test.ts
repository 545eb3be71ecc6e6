import { CATEGORIES, EventListQuerySchema } from '@moim/contract';
import { describe, expect, it, vi } from 'vitest';
import { setSession } from '../../lib/session.ts';
import { patchEventInList } from './api.ts';
import { eventListQuery, fetchEventList } from './list-api.ts';
import { CATEGORY_FILTERS, filtersFromSearch, listRequest, searchFromFilters } from './list-params.ts';
import { mockEventsApi } from './list-test-utils.ts';
import { anEvent } from '../../test/fixtures.ts';

const parse = (search: string) => filtersFromSearch(new URLSearchParams(search));
/** The query string a request is sent with (unset parameters left out, as the API client does). */
const requestOf = (search: string) =>
  new URLSearchParams(
    Object.entries(eventListQuery(listRequest(parse(search))))
      .filter(([, value]) => value !== undefined && value !== '')
      .map(([key, value]) => [key, String(value)]),
  ).toString();

describe('the category row', () => {
  it("offers every category of the contract, in the spec's order", () => {
    expect(CATEGORY_FILTERS.filter((c) => c !== 'All').sort()).toEqual([...CATEGORIES].sort());
  });
});

describe('the address of the events list', () => {
  it('reads every filter and writes them back in the same order, without defaults', () => {
    const search = 'page=2&category=Food&type=Register&q=hike+%26+eat&date=2099-03-14&lang=ko&sort=hot';
    const filters = parse(search);
    expect(filters).toEqual({
      page: 2,
      category: 'Food',
      type: 'Register',
      q: 'hike & eat',
      date: '2099-03-14',
      lang: 'ko',
      sort: 'hot',
      near: undefined,
      place: undefined,
      view: 'list',
      bounds: undefined,
    });
    expect(searchFromFilters(filters).toString()).toBe(search);
    expect(searchFromFilters(parse('page=1&sort=latest&category=All')).toString()).toBe('');
  });

  it('leaves out what makes no sense', () => {
    expect(parse('page=-3&category=Nope&type=Walk-in&q=%20%20&date=2099-02-30&lang=xx&sort=random')).toEqual({
      page: 1,
      category: undefined,
      type: undefined,
      q: undefined,
      date: undefined,
      lang: undefined,
      sort: 'latest',
      near: undefined,
      place: undefined,
      view: 'list',
      bounds: undefined,
    });
    expect(parse('page=abc').page).toBe(1);
    expect(parse(`q=${'a'.repeat(150)}`).q).toHaveLength(100);
  });

  it('keeps where: a point and its name, the map and its area', () => {
    const search =
      'sort=distance&near=37.55720%2C126.92450&place=Hongik+Univ.+Station&view=map&bounds=37.50000%2C126.90000%2C37.60000%2C127.00000';
    const filters = parse(search);
    expect(filters).toMatchObject({
      sort: 'distance',
      near: { latitude: 37.5572, longitude: 126.9245 },
      place: 'Hongik Univ. Station',
      view: 'map',
      bounds: { south: 37.5, west: 126.9, north: 37.6, east: 127 },
    });
    expect(searchFromFilters(filters).toString()).toBe(search);
  });

  it('leaves out a place that is not one, and the nearest first without a point', () => {
    expect(parse('sort=distance&near=91,200&place=Nowhere')).toMatchObject({
      sort: 'latest',
      near: undefined,
      place: undefined,
    });
    // An area is the map's: the list alone shows every place.
    expect(parse('bounds=37,126,38,127').bounds).toBeUndefined();
    expect(parse('view=map&bounds=38,126,37,127').bounds).toBeUndefined();
  });

  it("takes the list filter's spelling Art/Fasion as Art/Fashion", () => {
    expect(parse('category=Art%2FFasion').category).toBe('Art/Fashion');
    expect(parse('category=Art/Fashion').category).toBe('Art/Fashion');
  });
});

describe('the request of the events list', () => {
  it.each([
    ['', 'fetchType=all&limit=12&offset=0'],
    ['sort=hot', 'fetchType=hot&limit=12&offset=0'],
    ['sort=upcoming&page=3', 'fetchType=upcoming&limit=12&offset=24'],
    ['category=Food', 'fetchType=category&category=Food&sort=latest&limit=12&offset=0'],
    ['category=Art%2FFasion&sort=hot', 'fetchType=category&category=Art%2FFashion&sort=hot&limit=12&offset=0'],
    ['q=hike', 'fetchType=search&query=hike&sort=latest&limit=12&offset=0'],
    ['type=Register&sort=upcoming', 'fetchType=search&type=Register&sort=upcoming&limit=12&offset=0'],
    [
      'page=2&category=Food&type=Register&q=hike&date=2099-03-14&lang=ko&sort=hot',
      'fetchType=search&query=hike&date=2099-03-14&type=Register&category=Food&language=ko&sort=hot&limit=12&offset=12',
    ],
    ['near=37.5572,126.9245&sort=distance', 'fetchType=all&sort=distance&near=37.55720%2C126.92450&limit=12&offset=0'],
    [
      'view=map&bounds=37.5,126.9,37.6,127&category=Food',
      'fetchType=category&category=Food&sort=latest&bounds=37.50000%2C126.90000%2C37.60000%2C127.00000&limit=12&offset=0',
    ],
  ])('?%s asks GET /events?%s', (search, expected) => {
    expect(requestOf(search)).toBe(expected);
  });

  it('is always one the server accepts', () => {
    for (const search of [
      '',
      'sort=hot',
      'category=Art%2FFasion',
      'q=x&date=2099-01-01&lang=vi&type=FirstCome',
      'near=37.5572,126.9245&sort=distance&view=map&bounds=37.5,126.9,37.6,127',
    ]) {
      const query = Object.fromEntries(new URLSearchParams(requestOf(search)));
      expect(EventListQuerySchema.safeParse(query).success).toBe(true);
    }
  });
});

describe('fetchEventList', () => {
  it('answers the items and the total of X-Total-Count, with the session cookie and language', async () => {
    setSession({ userId: 'alice' });
    const { calls } = mockEventsApi(() => ({ items: [anEvent(1)], total: 31 }));
    const page = await fetchEventList({ fetchType: 'hot', limit: 6, offset: 0 });
    expect(page).toEqual({ items: [anEvent(1)], total: 31, exact: true });
    expect(calls[0]!.search).toBe('fetchType=hot&limit=6&offset=0');
    const init = vi.mocked(fetch).mock.calls[0]![1]!;
    expect(init.credentials).toBe('include');
    expect(init.headers).toEqual({ 'accept-language': 'en' });
  });

  it("throws the server's error", async () => {
    mockEventsApi(() => ({ items: [], total: 0 }));
    await expect(fetchEventList({ fetchType: 'all', limit: 12, offset: 0 }, undefined)).resolves.toEqual({
      items: [],
      total: 0,
      exact: true,
    });
    vi.mocked(fetch).mockResolvedValueOnce(
      new Response(JSON.stringify({ code: 'dateFilterInvalid', message: 'Bad date' }), { status: 400 }),
    );
    await expect(fetchEventList({ fetchType: 'search', date: 'x', limit: 12, offset: 0 })).rejects.toMatchObject({
      status: 400,
      code: 'dateFilterInvalid',
      message: 'Bad date',
    });
  });
});

describe('patchEventInList with list items', () => {
  it('changes the like count and whether the viewer likes it', () => {
    const page = { items: [anEvent(1), anEvent(2, { likes: 5 })], total: 2 };
    const next = patchEventInList(page, 2, { likesCount: 6, liked: true }) as typeof page;
    expect(next.items[1]).toMatchObject({ id: 2, likes: 6, likedByMe: true });
    expect(next.items[0]).toBe(page.items[0]);
    expect(patchEventInList(next, 2, { likesCount: 5, liked: false })).toMatchObject({
      items: [{ id: 1 }, { id: 2, likes: 5, likedByMe: false }],
    });
    // A count alone leaves the flag as it is.
    expect(patchEventInList(next, 2, 7)).toMatchObject({ items: [{}, { likes: 7, likedByMe: true }] });
  });
});
