import http from 'node:http';
import { HealthResponseSchema, type HealthResponse } from '@moim/contract';
import type { FastifyServerFactory } from 'fastify';
import { responseSerializerCompiler } from './serializer.ts';

export const HEALTH_PATH = '/api/health';

/** How long an idle connection is kept: Fastify's own default, longer than the usual proxy's. */
export const KEEP_ALIVE_TIMEOUT_MS = 72_000;

const serialize = responseSerializerCompiler({
  schema: HealthResponseSchema,
  method: 'GET',
  url: HEALTH_PATH,
  httpStatus: '200',
}) as (health: HealthResponse) => string;

/**
 * Load balancers ask `GET /api/health` many times a second, so the HTTP server answers it before
 * Fastify's routing, hooks and request logger, from the same service and contract schema as the
 * documented route (which still answers `inject` and any other method or query string).
 * Once the app starts closing, requests go to Fastify again, which answers 503 while it closes.
 */
export function createHealthFastPath(serverOptions: http.ServerOptions = {}) {
  let check: (() => Promise<HealthResponse>) | undefined;
  let closing = false;

  const answer = (response: http.ServerResponse) => {
    check!().then(
      (health) => {
        const body = serialize(health);
        response.writeHead(health.database === 'up' ? 200 : 503, {
          'content-type': 'application/json; charset=utf-8',
          'content-length': Buffer.byteLength(body),
        });
        response.end(body);
      },
      () => {
        response.writeHead(500).end();
      },
    );
  };

  const serverFactory: FastifyServerFactory = (handler) => {
    const server = http.createServer(serverOptions, (request, response) => {
      if (check && !closing && request.method === 'GET' && request.url === HEALTH_PATH) answer(response);
      else handler(request, response);
    });
    // Fastify gives a server it makes this; a server of a factory has Node's 5 s, after which a
    // client or proxy that reuses an idle connection (most keep one 60 s) finds it reset.
    server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
    return server;
  };

  return {
    serverFactory,
    /** Starts answering with this check (until then, requests go to the app). */
    serve(healthCheck: () => Promise<HealthResponse>) {
      check = healthCheck;
    },
    markClosing() {
      closing = true;
    },
  };
}
