import fastifyCookie from '@fastify/cookie';
import fastifyCors from '@fastify/cors';
import helmet, { type HelmetOptions } from 'helmet';
import fastifyRateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import { TOTAL_COUNT_EXACT_HEADER, TOTAL_COUNT_HEADER } from '@moim/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/errors.ts';
import { HEALTH_PATH } from './health-fast-path.ts';
import type { RateLimiter } from '../modules/rate-limits/rate-limits.service.ts';

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** A @fastify/rate-limit store over the shared database limiter; one key space per route. */
function databaseStore(limiter: RateLimiter) {
  return class DatabaseStore {
    private readonly prefix: string;

    /** The plugin constructs the global store with its options; child() passes a key prefix. */
    constructor(prefixOrOptions?: unknown) {
      this.prefix = typeof prefixOrOptions === 'string' ? prefixOrOptions : 'route:global';
    }

    incr(key: string, callback: IncrCallback, timeWindow: number, max: number): void {
      limiter
        .hit(`${this.prefix}:${key}`, limiter.perAddress({ max, windowMs: timeWindow }))
        // The plugin compares with its own max: report the count as a share of the scaled one.
        .then((r) => callback(null, { current: r.allowed ? Math.min(r.hits, max) : max + 1, ttl: r.resetInMs }))
        .catch((error: Error) => callback(error));
    }

    child(options: Parameters<FastifyRateLimitStore['child']>[0]): DatabaseStore {
      // At run time the route is under routeInfo; the published types flatten it.
      type RouteInfo = { method?: string | string[]; url?: string };
      const route: RouteInfo = (options as { routeInfo?: RouteInfo }).routeInfo ?? options;
      const method = [route.method ?? ''].flat().join(',');
      return new DatabaseStore(`route:${method}:${route.url ?? 'custom'}`);
    }
  };
}

export interface SecurityOptions {
  limiter: RateLimiter;
  /** Requests one client address may make in a minute to any route, in this process (already scaled). */
  requestsPerMinutePerAddress: number;
  /** Extra origins images may load from (map tiles). */
  imageSources: string[];
  /** PUBLIC_URL's origin and ALLOWED_ORIGINS: the pages that may call the API with credentials. */
  allowedOrigins: string[];
}

/** Headers a client on another origin may read: the list total (and whether it is exact) and when to retry. */
const EXPOSED_HEADERS = [TOTAL_COUNT_HEADER, TOTAL_COUNT_EXACT_HEADER, 'retry-after'];

/**
 * Helmet's headers, worked out once: they are the same for every response, and building them
 * per request (as the Fastify plugin does) costs more than the rest of a health check.
 */
function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  helmet(options)({} as never, response as never, () => undefined);
  return headers;
}

/**
 * Every request to any route counts against its address's budget, in this process's memory, and
 * is refused past it before anything else happens to it (no session lookup, no query): one client
 * cannot slow the others down by itself (decision 43). The plugin is registered in a scope of its
 * own only to make the check; routes keep their own limits below.
 */
async function registerRequestLimit(app: FastifyInstance, max: number): Promise<void> {
  let check: ReturnType<FastifyInstance['createRateLimit']> | undefined;
  await app.register(async (scope) => {
    await scope.register(fastifyRateLimit, { global: false, max, timeWindow: 60_000 });
    check = scope.createRateLimit();
  });
  const limit = check!;
  app.addHook('onRequest', async (request) => {
    const result = await limit(request);
    if (!result.isAllowed && result.isExceeded) {
      throw new AppError('tooManyRequests', { retryAfterSeconds: Math.max(1, result.ttlInSeconds) });
    }
  });
}

export async function registerSecurity(app: FastifyInstance, options: SecurityOptions): Promise<void> {
  const headers = securityHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix and Leaflet set inline style attributes and small style elements.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...options.imageSources],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    // The health check answers load balancers, not browsers, and may be asked many times a second.
    if (request.url !== HEALTH_PATH) reply.headers(headers);
    done();
  });
  // CORS with credentials for the allowed origins only; any other origin gets no CORS header
  // at all, and its preflight is a 404.
  const allowed = new Set(options.allowedOrigins);
  await app.register(fastifyCors, {
    origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin) ? origin : false),
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    exposedHeaders: EXPOSED_HEADERS,
    maxAge: 600,
  });
  await app.register(fastifyCookie);
  await registerRequestLimit(app, options.requestsPerMinutePerAddress);
  // Routes opt in with `config.rateLimit` for limits of their own, counted in the database so
  // every process shares them; loopback is not exempt.
  await app.register(fastifyRateLimit, {
    global: false,
    store: databaseStore(options.limiter),
    errorResponseBuilder: (_request, context) =>
      new AppError('tooManyRequests', { retryAfterSeconds: Math.max(1, Math.ceil(context.ttl / 1000)) }),
  });
}
