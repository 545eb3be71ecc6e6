import type { EventListItem } from '@moim/contract';
import { vi } from 'vitest';

/** A list item as GET /events sends it: 3 of 10 seats, 2 likes, not liked by the viewer. */
export function listItem(id: number, overrides: Partial<EventListItem> = {}): EventListItem {
  return {
    id,
    name: `Event ${id}`,
    description: 'Come along',
    mainImage: `/uploads/${id}.webp`,
    date: '2099-03-14',
    time: '14:30',
    startsAt: '2099-03-14T05:30:00.000Z',
    category: 'Social',
    type: 'FirstCome',
    location: 'Mapo-gu, Seoul',
    price: 0,
    minParticipants: 2,
    maxParticipants: 10,
    participants: 3,
    likes: 2,
    languages: ['en'],
    createdBy: { userId: 'hana', username: 'Hana Kim', profileImage: null },
    likedByMe: false,
    ...overrides,
  };
}

export function listItems(count: number, from = 1): EventListItem[] {
  return Array.from({ length: count }, (_, i) => listItem(from + i));
}

export interface ListReply {
  items: EventListItem[];
  total: number;
}

export interface ApiCall {
  method: string;
  path: string;
  /** The query string as sent, without `?`. */
  search: string;
  body: unknown;
}

type Answer = [number, unknown, Record<string, string>?];
type Route = (call: ApiCall) => Answer | Promise<Answer>;

/**
 * Stubs fetch: GET /events answers `lists(query)` with X-Total-Count, and `routes` ("METHOD /path"
 * without /api) answer the rest; anything else is a 404. Returns the calls made.
 */
export function mockEventsApi(
  lists: (query: URLSearchParams) => ListReply | Promise<ListReply>,
  routes: Record<string, Route> = {},
) {
  const calls: ApiCall[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const [rawPath = '', search = ''] = url.replace(/^\/api/, '').split('?');
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const call = { method: init?.method ?? 'GET', path: decodeURIComponent(rawPath), search, body };
    calls.push(call);
    let answer: Answer = [404, { code: 'apiNotFound', message: `Not mocked: ${call.method} ${call.path}` }];
    if (call.method === 'GET' && call.path === '/events') {
      const { items, total } = await lists(new URLSearchParams(search));
      answer = [200, items, { 'x-total-count': String(total) }];
    } else if (routes[`${call.method} ${call.path}`]) {
      answer = await routes[`${call.method} ${call.path}`]!(call);
    }
    const [status, payload, headers = {}] = answer;
    return new Response(JSON.stringify(payload), {
      status,
      headers: { 'content-type': 'application/json', ...headers },
    });
  });
  const listCalls = () => calls.filter((c) => c.method === 'GET' && c.path === '/events').map((c) => c.search);
  return { calls, listCalls };
}

/** A promise with its resolve function, to answer a request when the test says. */
export function later<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}
