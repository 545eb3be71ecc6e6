import type { ErrorBody } from '@moim/contract';
import type { PathPattern, ResponseOf } from '@moim/contract/endpoint';
import type { Endpoints } from '@moim/contract/endpoints';
import { vi } from 'vitest';
import { aPublicConfig } from './fixtures.ts';

export interface MockRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  /** The query string as sent, without `?`. */
  search: string;
  /** A JSON body parsed, or a multipart body as the FormData sent. */
  body: unknown;
}

/** A reply: [status, body, headers?], or a function of the request giving one (or a promise of one). */
type MockAnswer = [number, unknown, Record<string, string>?];
export type MockReply = MockAnswer | ((request: MockRequest) => MockAnswer | Promise<MockAnswer>);

/** The endpoint a mock's key ("METHOD /path", the path concrete or with a trailing *) stands for. */
type EndpointOfKey<K extends string> = {
  [N in keyof Endpoints]: K extends `${Endpoints[N]['method']} ${PathPattern<Endpoints[N]['path']>}`
    ? Endpoints[N]
    : never;
}[keyof Endpoints];

type Headers = Record<string, string>;
type ErrorStatus = 400 | 401 | 403 | 404 | 408 | 409 | 413 | 415 | 429 | 500 | 502 | 503;

/** A reply typed by the endpoint: its success answer, or an error answer `{ code, message }`. */
type TypedAnswer<E> = [200 | 201, ResponseOf<E>, Headers?] | [ErrorStatus, ErrorBody | Partial<ErrorBody>, Headers?];
type TypedReply<E> = TypedAnswer<E> | ((request: MockRequest) => TypedAnswer<E> | Promise<TypedAnswer<E>>);

/**
 * The reply a key takes: typed by its endpoint in the contract (decision 58). A key that names no
 * endpoint takes nothing: the test mocks a request the app cannot make.
 */
export type MockReplyFor<K extends string> = TypedReply<EndpointOfKey<K>>;

/** A reply of a key given as a value (not a function of the request). */
export type MockAnswerFor<K extends string> = TypedAnswer<EndpointOfKey<K>>;

/** Requests no test mocked; setup.ts fails the test on any, even if the screen swallowed the error. */
let unmocked: string[] = [];

/** The unmocked requests since the last call, and forgets them. */
export function takeUnmockedRequests(): string[] {
  const taken = unmocked;
  unmocked = [];
  return taken;
}

function toRequest(input: RequestInfo | URL, init?: RequestInit): MockRequest {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const [rawPath = '', search = ''] = url.replace(/^\/api/, '').split('?');
  const body =
    typeof init?.body === 'string'
      ? (JSON.parse(init.body) as unknown)
      : init?.body instanceof FormData
        ? init.body
        : undefined;
  return {
    method: init?.method ?? 'GET',
    path: decodeURIComponent(rawPath),
    query: new URLSearchParams(search),
    search,
    body,
  };
}

function failUnmocked(request: MockRequest): never {
  const call = `${request.method} ${request.path}${request.query.size ? `?${request.query}` : ''}`;
  unmocked.push(call);
  throw new Error(`Not mocked: ${call}`);
}

/**
 * The site's public settings (GET /config) as a fresh install has them, for a screen that reads
 * them in passing (whether to offer translation): a test about them mocks them itself.
 */
function siteDefaults(request: MockRequest): Response | undefined {
  if (request.method !== 'GET' || request.path !== '/config') return undefined;
  return new Response(JSON.stringify(aPublicConfig()), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
}

/** Every test starts with this fetch: any request fails until a test mocks it (the site's settings excepted). */
export function refuseUnmockedFetch(): void {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = toRequest(input, init);
    return siteDefaults(request) ?? failUnmocked(request);
  });
}

/** A test's mocks: each key's reply typed by the endpoint it names. */
export type MockRoutes<K extends string> = { [P in K]: MockReplyFor<P> };

/** Whether a mock's path is the request's: each * in it matches any text (a segment, or a rest). */
function pathMatches(routePath: string, path: string): boolean {
  const pattern = routePath
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${pattern}$`).test(path);
}

/**
 * Stubs fetch with API routes keyed "METHOD /path" (paths without /api; a * matches any text, a
 * trailing one a prefix). A request no route answers fails the test. Returns the requests made.
 */

export function mockApi<K extends string>(routes: MockRoutes<K>) {
  const requests: MockRequest[] = [];
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = toRequest(input, init);
    for (const [key, reply] of Object.entries<MockReply>(routes as Record<string, MockReply>)) {
      const [routeMethod, routePath = ''] = key.split(' ');
      if (routeMethod === request.method && pathMatches(routePath, request.path)) {
        requests.push(request);
        const [status, payload, headers = {}] = typeof reply === 'function' ? await reply(request) : reply;
        return new Response(JSON.stringify(payload), {
          status,
          headers: { 'content-type': 'application/json', ...headers },
        });
      }
    }
    // The site's settings are answered without counting among the test's requests.
    const defaults = siteDefaults(request);
    if (defaults) return defaults;
    requests.push(request);
    return failUnmocked(request);
  });
  const calls = (method: string, path: string) => requests.filter((r) => r.method === method && r.path === path);
  return { spy, requests, calls };
}
