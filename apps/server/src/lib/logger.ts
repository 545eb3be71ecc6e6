import type { FastifyLoggerOptions, FastifyServerOptions } from 'fastify';

/** Fastify's logger settings (pino's options). */
type LoggerSettings = Exclude<FastifyServerOptions['logger'], boolean | undefined>;
export type LogStream = NonNullable<FastifyLoggerOptions['stream']>;

/** The longest string a log line carries in one field; the rest is cut. */
export const MAX_LOG_STRING = 8 * 1024;
const MAX_DEPTH = 6;
const MAX_ITEMS = 50;
const REDACTED = '[redacted]';

/** Keys whose values are never logged, wherever they appear (compared lower-cased). */
const SECRET_KEYS = new Set([
  'authorization',
  'proxy-authorization',
  'cookie',
  'set-cookie',
  'password',
  'confirmpassword',
  'passwordhash',
  'password_hash',
  'token',
  'access_token',
  'ticket',
  'secret',
]);

/** Query parameters that carry credentials (the Google callback's code and state, tokens). */
const SECRET_QUERY = /([?&](?:code|state|token|access_token|id_token|ticket|password)=)[^&#]*/gi;

function cap(text: string): string {
  return text.length > MAX_LOG_STRING
    ? `${text.slice(0, MAX_LOG_STRING)}…[${text.length - MAX_LOG_STRING} more]`
    : text;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/** A PostgreSQL error (pg or PGlite): a five-character SQLSTATE and a severity. */
function isDatabaseError(error: Error): error is Error & Record<string, unknown> {
  const e = error as unknown as Record<string, unknown>;
  return typeof e.severity === 'string' && typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code);
}

/** Drizzle's wrapper of a failed query: it carries the query's parameters, which are never logged. */
function isFailedQuery(error: Error): error is Error & { query: string } {
  const e = error as unknown as Record<string, unknown>;
  return typeof e.query === 'string' && 'params' in e;
}

/**
 * PostgreSQL puts the offending value at the end of some messages
 * (`invalid input syntax for type integer: "…"`): everything after `: "` is dropped.
 */
function withoutValue(message: string): string {
  const at = message.indexOf(': "');
  return at === -1 ? message : `${message.slice(0, at)}: "${REDACTED}"`;
}

/** Identifiers PostgreSQL reports about an error; its `detail` and `where` carry values and are left out. */
const DATABASE_FIELDS = ['severity', 'constraint', 'table', 'column', 'schema', 'dataType', 'routine'] as const;

/**
 * An error as a log line may show it: an allowlist of fields (type, message, code, stack,
 * cause). Query parameters, PostgreSQL's details and any other own property are dropped.
 */
function serializeError(error: Error, depth = 0): Record<string, unknown> {
  const type = error.name || error.constructor?.name || 'Error';
  let message = error.message;
  const out: Record<string, unknown> = { type };
  // PGlite's errors carry the query and its parameters as well: checked first.
  if (isDatabaseError(error)) {
    message = withoutValue(message);
    for (const field of DATABASE_FIELDS) {
      if (typeof error[field] === 'string') out[field] = error[field];
    }
  } else if (isFailedQuery(error)) {
    message = `Failed query: ${error.query}`;
  }
  out.message = cap(message);
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' || typeof code === 'number') out.code = code;
  const statusCode = (error as { statusCode?: unknown }).statusCode;
  if (typeof statusCode === 'number') out.statusCode = statusCode;
  // The stack's first line repeats the message: it is rebuilt from the safe one.
  const frames = (error.stack ?? '').split('\n').filter((line) => line.startsWith('    at '));
  out.stack = cap([`${type}: ${message}`, ...frames].join('\n'));
  if (error.cause !== undefined && depth < MAX_DEPTH) out.cause = clean(error.cause, depth + 1);
  return out;
}

/**
 * What may be written of a logged value: strings cut to MAX_LOG_STRING, errors through the
 * allowlist, secret keys redacted, bytes as their length, nesting and lists bounded.
 * Other class instances (requests, replies) are left to their serializers.
 */
function clean(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return cap(value);
  if (value instanceof Error) return serializeError(value, depth);
  if (value instanceof Uint8Array) return `[${value.byteLength} bytes]`;
  if (Array.isArray(value)) {
    if (depth >= MAX_DEPTH) return '[…]';
    return value.slice(0, MAX_ITEMS).map((item) => clean(item, depth + 1));
  }
  if (isPlainObject(value)) {
    if (depth >= MAX_DEPTH) return '[…]';
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      out[key] = SECRET_KEYS.has(key.toLowerCase()) ? REDACTED : clean(item, depth + 1);
    }
    return out;
  }
  return value;
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/**
 * The server's logger settings: nothing secret reaches a log line (no query parameters,
 * request bodies, credentials in headers or URLs), and no field is longer than MAX_LOG_STRING.
 */
export function loggerOptions(level: string, stream?: LogStream): LoggerSettings {
  return {
    level,
    ...(stream ? { stream } : {}),
    formatters: { log: (object: Record<string, unknown>) => clean(object, 0) as Record<string, unknown> },
    hooks: {
      // Logged with an error and no message, pino would use the error's own message as is.
      logMethod(args: unknown[], method: (...args: unknown[]) => void) {
        const [first] = args;
        const error =
          first instanceof Error ? first : isPlainObject(first) && first.err instanceof Error ? first.err : undefined;
        if (error && args.length === 1) return method.call(this, first, serializeError(error).message);
        return method.apply(this, args);
      },
    },
    serializers: {
      msg: (message: unknown) => (typeof message === 'string' ? cap(message) : message),
      err: (error: unknown) => (error instanceof Error ? serializeError(error) : clean(error, 1)),
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: cap(request.url.replace(SECRET_QUERY, `$1${REDACTED}`)),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    } as FastifyLoggerOptions['serializers'],
  };
}
