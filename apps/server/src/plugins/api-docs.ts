import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { ErrorBodySchema, errorStatus, type ErrorCode } from '@moim/contract';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { signedIn } from './auth.ts';
import { boundedTotalHeaders } from './paging.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The error codes the route answers besides those every route of its kind does
     * (`commonErrors`): the API document's error statuses come from them (decision 53).
     */
    errors?: readonly ErrorCode[];
  }
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The errors a route answers because of what it is, whatever it does: input it checks (or a body
 * that is not JSON, too large or of another type), no session when it needs one, a change refused
 * (a cookie from a foreign Origin, or a session that must change its password first), a path
 * parameter longer than the router takes, and its address having used up its requests (every
 * route, decision 43) or the route's own limit. The route declares the rest (`config.errors`).
 */
function commonErrors(route: RouteOptions): ErrorCode[] {
  const hasBody = [route.method].flat().some((method) => BODY_METHODS.has(method));
  const schema = route.schema ?? {};
  const codes: ErrorCode[] = [];
  if (hasBody || schema.body || schema.querystring || schema.params) codes.push('invalidInput');
  if (hasBody) codes.push('malformedJson', 'payloadTooLarge', 'unsupportedMediaType');
  if (route.url.includes(':')) codes.push('urlTooLong');
  if ([route.onRequest ?? []].flat().includes(signedIn)) codes.push('unauthorized');
  if (hasBody) codes.push('forbidden', 'passwordChangeFirst');
  codes.push('tooManyRequests');
  return codes;
}

/**
 * The document's error answers for these codes: one per status the codes have, whose description
 * names its codes. Input the schema refuses is 400 with the first refused field's message as its
 * code, so `invalidInput` stands for those messages too.
 */
function errorResponses(codes: readonly ErrorCode[]): Record<number, typeof ErrorBodySchema> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of new Set(codes)) {
    const status = errorStatus[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return Object.fromEntries(
    [...byStatus].map(([status, named]) => {
      const list = named.map((code) => `\`${code}\``).join(', ');
      const fields = named.includes('invalidInput') ? "; or a refused field's message (every one in `issues`)" : '';
      return [status, ErrorBodySchema.describe(`${list}${fields}`)];
    }),
  );
}

/** OpenAPI generated from the contract schemas of every route: JSON and UI at /api/docs. */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  // Before the document collects the routes: each API route's answers are the ones it really
  // gives (a test compares them with real calls).
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || !route.schema?.response || route.schema.hide) return;
    const response = route.schema.response as Record<number, unknown>;
    const errors = errorResponses([...commonErrors(route), ...(route.config?.errors ?? [])]);
    route.schema = { ...route.schema, response: { ...errors, ...response } };
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
