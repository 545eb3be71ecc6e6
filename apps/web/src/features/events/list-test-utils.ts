import type { EventListItem } from '@moim/contract';
import { anEvent } from '../../test/fixtures.ts';
import { mockApi, type MockReply, type MockReplyFor } from '../../test/mock-api.ts';

export function listItems(count: number, from = 1): EventListItem[] {
  return Array.from({ length: count }, (_, i) => anEvent(from + i));
}

export interface ListReply {
  items: EventListItem[];
  total: number;
  /** False: `total` is a lower bound (X-Total-Count-Exact: false). */
  exact?: boolean;
}

/**
 * Stubs fetch: GET /events answers `lists(query)` with X-Total-Count, and `routes` ("METHOD /path"
 * without /api) answer the rest; anything else fails the test. Returns the requests made.
 */
export function mockEventsApi<K extends string = never>(
  lists: (query: URLSearchParams) => ListReply | Promise<ListReply>,
  routes: { [P in K]: MockReplyFor<P> } = {} as { [P in K]: MockReplyFor<P> },
) {
  const api = mockApi({
    'GET /events': async ({ query }) => {
      const { items, total, exact = true } = await lists(query);
      return [200, items, { 'x-total-count': String(total), ...(exact ? {} : { 'x-total-count-exact': 'false' }) }];
    },
    // Typed by the parameter, key by key.
    ...(routes as Record<string, MockReply>),
  });
  const listCalls = () => api.calls('GET', '/events').map((c) => c.search);
  return { calls: api.requests, listCalls };
}

/** A promise with its resolve function, to answer a request when the test says. */
export function later<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}
