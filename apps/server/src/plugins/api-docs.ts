import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { signedIn } from './auth.ts';
import { errorResponses } from './errors.ts';
import { boundedTotalHeaders } from './paging.ts';

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The answers a route gives because of what it is, whatever it does: 400 for input it checks
 * (or a body that is not JSON), 413 and 415 for a body too large or of another type, 401 when
 * it needs a session, 403 for a change (cookie from a foreign Origin, or a session that must
 * change its password first), 414 for an over-long path parameter, 429 when its address has used
 * up its requests (every route, decision 43) or the route's own limit. The route documents the rest.
 */
function commonStatuses(route: RouteOptions): number[] {
  const hasBody = [route.method].flat().some((method) => BODY_METHODS.has(method));
  const schema = route.schema ?? {};
  const statuses: number[] = [];
  if (hasBody || schema.body || schema.querystring || schema.params) statuses.push(400);
  // The router refuses a path parameter longer than any the contract allows.
  if (route.url.includes(':')) statuses.push(414);
  if ([route.onRequest ?? []].flat().includes(signedIn)) statuses.push(401);
  if (hasBody) statuses.push(403);
  if (hasBody) statuses.push(413, 415);
  statuses.push(429);
  return statuses;
}

/** OpenAPI generated from the contract schemas of every route: JSON and UI at /api/docs. */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  // Before the document collects the routes: each API route's answers are the ones it really
  // gives (a test compares them with real calls).
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || !route.schema?.response || route.schema.hide) return;
    const response = route.schema.response as Record<number, unknown>;
    route.schema = { ...route.schema, response: { ...errorResponses(...commonStatuses(route)), ...response } };
  });
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Moim API',
        description:
          'Events for foreigners and locals in Korea. Errors answer `{code, message}` (message in the ' +
          "caller's language, from Accept-Language). Image URLs are absolute.",
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          session: { type: 'apiKey', in: 'cookie', name: 'moim_session' },
        },
      },
    },
    transform: (route) => {
      const transformed = jsonSchemaTransform(route);
      const response = (
        transformed.schema as { response?: Record<string, { description?: string; headers?: object }> } | undefined
      )?.response;
      if (route.route.config?.boundedTotal && response?.['200']) response['200'].headers = boundedTotalHeaders;
      // A redirect has no body: a schema of type null makes the document say so.
      for (const status of Object.keys(response ?? {}).filter((s) => s.startsWith('3'))) {
        response![status] = { type: 'null', description: response![status]!.description } as never;
      }
      return transformed;
    },
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
