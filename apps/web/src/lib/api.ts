import type { ErrorBody, TOTAL_COUNT_EXACT_HEADER, TOTAL_COUNT_HEADER } from '@moim/contract';
import {
  pathOf,
  type BodyOf,
  type Endpoint,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
} from '@moim/contract/endpoint';
import i18n from './i18n.ts';
import { notify } from './notices.ts';
import { clearSession, getSession } from './session.ts';

export const API_BASE = '/api';

/** A failed API call; `message` is the server's text in the user's language. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly body?: ErrorBody,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type Json = Record<string, unknown> | unknown[];

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: Json | FormData;
  query?: Record<string, string | number | boolean | undefined | null>;
  signal?: AbortSignal;
}

function buildUrl(path: string, query: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}

/**
 * What a failed call says about the session. A 401 `unauthorized`: the server no longer knows
 * this browser's session (expired, ended elsewhere, or never there), so whoever this browser
 * thought was signed in is not; other 401s (a wrong password, an expired Google ticket) say
 * nothing about it. A 403 `passwordChangeFirst`: the session was signed in with a temporary
 * password and may only read until the password is changed; its message says so, whatever the
 * screen does with the failure (a like, say, is undone silently).
 */
export function noticeAuthFailure(status: number, code: string | undefined, message?: string): void {
  if (status === 401 && code === 'unauthorized' && getSession()) clearSession();
  if (status === 403 && code === 'passwordChangeFirst' && message) notify(message, 'error');
}

/** Calls the API with the session cookie and the user's language; throws ApiError. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await apiResponse<T>(path, options)).data;
}

/** `apiRequest`, with the response's headers too (a list's total, for one). */
async function apiResponse<T>(path: string, options: RequestOptions = {}): Promise<{ data: T; headers: Headers }> {
  const headers: Record<string, string> = { 'accept-language': i18n.language || 'en' };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body,
      credentials: 'include',
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'network', i18n.t('common:errors.network'));
  }

  const text = await response.text();
  const data: unknown = text ? safeJson(text) : undefined;
  if (!response.ok) {
    const errorBody = isErrorBody(data) ? data : undefined;
    noticeAuthFailure(response.status, errorBody?.code, errorBody?.message);
    throw new ApiError(
      response.status,
      errorBody?.code ?? 'http',
      errorBody?.message ?? i18n.t('common:errors.unexpected'),
      errorBody,
    );
  }
  return { data: data as T, headers: response.headers };
}

const TOTAL_HEADER: typeof TOTAL_COUNT_HEADER = 'x-total-count';
const TOTAL_EXACT_HEADER: typeof TOTAL_COUNT_EXACT_HEADER = 'x-total-count-exact';

/** One page of a paged list, and the total of every page. */
export interface ApiPage<T> {
  items: T[];
  total: number;
  /** False when the list has more than `total` items (the server counted only that far). */
  exact: boolean;
}

/**
 * A page of a list the server pages with `limit` and `offset` (the request's own query): its
 * items, and the total from X-Total-Count (a lower bound when X-Total-Count-Exact is false), or
 * without that header as many as this page reaches from `offset`.
 */
async function apiPage<T>(
  path: string,
  { offset, ...options }: RequestOptions & { offset: number },
): Promise<ApiPage<T>> {
  const { data, headers } = await apiResponse<unknown>(path, options);
  const items = Array.isArray(data) ? (data as T[]) : [];
  const header = Number(headers.get(TOTAL_HEADER));
  const known = Number.isInteger(header) && header >= 0;
  return {
    items,
    total: known ? header : offset + items.length,
    exact: !known || headers.get(TOTAL_EXACT_HEADER) !== 'false',
  };
}

/** What a call of an endpoint gives besides the endpoint: the parts it has, and a signal. */
type CallOptions<E> = ([ParamsOf<E>] extends [never] ? { params?: never } : { params: ParamsOf<E> }) &
  ([QueryOf<E>] extends [never] ? { query?: never } : { query?: QueryOf<E> }) &
  ([BodyOf<E>] extends [never] ? { body?: never } : { body: BodyOf<E> extends 'multipart' ? FormData : BodyOf<E> }) & {
    signal?: AbortSignal;
  };

/** The options may be left out when the endpoint needs none. */
type CallArguments<E> = object extends CallOptions<E> ? [options?: CallOptions<E>] : [options: CallOptions<E>];

function requestOf<E extends Endpoint>(endpoint: E, options: CallOptions<E> | undefined): [string, RequestOptions] {
  const { params, query, body, signal } = (options ?? {}) as {
    params?: Record<string, string | number>;
    query?: RequestOptions['query'];
    body?: RequestOptions['body'];
    signal?: AbortSignal;
  };
  return [pathOf(endpoint, params), { method: endpoint.method, query, body, signal }];
}

/**
 * Calls an endpoint of the contract (decision 58): its path filled from `params`, and its answer
 * typed by the endpoint's response schema. Throws ApiError.
 */
export async function callApi<E extends Endpoint>(endpoint: E, ...[options]: CallArguments<E>): Promise<ResponseOf<E>> {
  return apiRequest<ResponseOf<E>>(...requestOf(endpoint, options));
}

/** `callApi`, with the response's headers too. */
export async function callApiWithHeaders<E extends Endpoint>(
  endpoint: E,
  ...[options]: CallArguments<E>
): Promise<{ data: ResponseOf<E>; headers: Headers }> {
  return apiResponse<ResponseOf<E>>(...requestOf(endpoint, options));
}

/** `apiPage` of an endpoint answering a list: a page of it and the total of every page. */
export async function callApiPage<E extends Endpoint>(
  endpoint: E,
  options: CallOptions<E> & { offset: number },
): Promise<ApiPage<ResponseOf<E> extends readonly (infer Item)[] ? Item : never>> {
  const [path, request] = requestOf(endpoint, options);
  return apiPage(path, { ...request, offset: options.offset });
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isErrorBody(value: unknown): value is ErrorBody {
  return typeof value === 'object' && value !== null && 'code' in value && 'message' in value;
}
