import type { z } from 'zod';
import type { ErrorCode } from './error-status.ts';

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The success statuses an endpoint answers with a body the contract describes. */
type SuccessStatus = 200 | 201;

/**
 * The schemas of one endpoint, named here as types only: the web's first download holds no
 * validation library, so the values are given by the server's route, which the compiler holds
 * to these (decision 58).
 */
export interface EndpointSchemas {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The answer of success, by status; an answer that is not JSON (a file, a redirect) has none. */
  response?: Partial<Record<SuccessStatus, z.ZodType>>;
}

/**
 * One endpoint of the API: what the server, the web client and the web's test mocks know about
 * it. What only the API document says of it is its `EndpointDoc`, beside it.
 */
export interface Endpoint<S extends EndpointSchemas = EndpointSchemas> {
  readonly method: HttpMethod;
  /** Fastify's form: `/likes/:eventId/like`. */
  readonly path: string;
  /** The body is multipart form data (an upload), not JSON. */
  readonly multipart?: true;
  /** Never set: it carries the schemas' types. */
  readonly schemas?: S;
}

/**
 * What the API document says of an endpoint. Kept apart from the endpoint (in the same file) so
 * the web's first download, which imports every endpoint, holds none of it. `errors` are the
 * codes it answers besides those every route of its kind answers (input, session, budget); their
 * statuses come from `errorStatus`.
 */
export interface EndpointDoc {
  readonly summary: string;
  readonly tags: readonly string[];
  readonly errors: readonly ErrorCode[];
}

/** The docs of a table of endpoints: one for each, and none for an endpoint that is not there. */
export type EndpointDocs<T> = { readonly [K in keyof T]: EndpointDoc };

/**
 * Defines an endpoint: `endpoint<{ params: typeof EventIdParamSchema; response: { 200: typeof
 * LikeResponseSchema } }>()({ method: 'POST', path: '/likes/:eventId/like', … })`. Two calls,
 * so the schemas are named while the method and path keep their literal types.
 */
export function endpoint<S extends EndpointSchemas = Record<never, never>>() {
  return <const D extends Omit<Endpoint, 'schemas'>>(definition: D): D & Endpoint<S> => definition;
}

type SchemasOfEndpoint<E> = E extends Endpoint<infer S> ? S : never;
type Output<S> = S extends z.ZodType ? z.output<S> : never;

/** A path parameter as the web writes it: any value that reads as the parameter. */
type PathValue = string | number;
/** A query value as the web writes it; undefined, null and '' are left out of the URL. */
type QueryValue = string | number | boolean | undefined | null;

/** The path parameters the endpoint needs, by name. */
export type ParamsOf<E> = SchemasOfEndpoint<E>['params'] extends z.ZodType
  ? { [K in keyof Output<SchemasOfEndpoint<E>['params']>]: PathValue }
  : never;

/** The query parameters the endpoint reads, each optional (the server fills its defaults). */
export type QueryOf<E> = SchemasOfEndpoint<E>['query'] extends z.ZodType
  ? { [K in keyof Output<SchemasOfEndpoint<E>['query']>]?: QueryValue }
  : never;

/**
 * The JSON body the endpoint takes, as sent (before the server's defaults and trimming); for an
 * upload, `'multipart'` (the web sends its FormData).
 */
export type BodyOf<E> = E extends { multipart: true }
  ? 'multipart'
  : SchemasOfEndpoint<E>['body'] extends z.ZodType
    ? z.input<SchemasOfEndpoint<E>['body']>
    : never;

/** The JSON answer of success (of either success status). */
export type ResponseOf<E> =
  NonNullable<SchemasOfEndpoint<E>['response']> extends infer R ? { [S in keyof R]: Output<R[S]> }[keyof R] : never;

/** The endpoint's path with its parameters filled in, each encoded. */
export function pathOf(endpoint: Pick<Endpoint, 'path'>, params: Record<string, PathValue> = {}): string {
  return endpoint.path.replace(/:([A-Za-z]\w*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${endpoint.path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}

/** The paths a concrete path of this endpoint may take: `/likes/${string}/like`. */
export type PathPattern<P extends string> = P extends `${infer Head}:${infer _Name}/${infer Rest}`
  ? `${Head}${string}/${PathPattern<Rest>}`
  : P extends `${infer Head}:${infer Name}`
    ? Name extends `${string}.${infer Suffix}`
      ? `${Head}${string}.${Suffix}`
      : `${Head}${string}`
    : P;
