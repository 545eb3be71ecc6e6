import fastifySwagger from '@fastify/swagger';
import { errorStatus } from '@moim/contract';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../lib/errors.ts';
import { registerUser, type TestUser } from '../test/accounts.ts';
import { checkDocumentedStatuses } from '../test/documented-statuses.ts';
import { eventPayload } from '../test/events.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

interface Operation {
  responses: Record<string, { description?: string; content?: Record<string, { schema: Record<string, unknown> }> }>;
}

let t: TestApp;
let user: TestUser;
let paths: Record<string, Record<string, Operation>>;
/** The refusals of a route that exists only to show its document's statuses. */
const REFUSALS = ['eventFull', 'hostCannotJoin', 'eventNotFound', 'chatNotMember'] as const;

beforeAll(async () => {
  t = await createTestApp({
    beforeReady: (app) => {
      app.get(
        '/api/test/refusals',
        {
          schema: {
            querystring: z.object({ code: z.enum(REFUSALS) }),
            response: { 200: z.object({ ok: z.boolean() }) },
          },
          config: { errors: REFUSALS },
        },
        async (request) => {
          throw new AppError((request.query as { code: (typeof REFUSALS)[number] }).code);
        },
      );
    },
  });
  user = await registerUser(t);
  paths = (t.app.swagger() as unknown as { paths: typeof paths }).paths;
});
afterAll(() => t.close());

const documented = (method: string, path: string) => Object.keys(paths[path]![method]!.responses).map(Number);

describe('the OpenAPI document says what the routes really answer', () => {
  it('Google sign-in without a configured provider: 404, documented with the redirect', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/api/user/to-google' });
    expect(r.statusCode).toBe(404);
    expect(r.json()).toMatchObject({ code: 'notFound' });
    expect(documented('get', '/api/user/to-google')).toEqual(expect.arrayContaining([302, 404]));
    expect(documented('get', '/api/user/to-google')).not.toContain(200);
    // A redirect has no body.
    expect(paths['/api/user/to-google']!.get!.responses['302']!.content).toBeUndefined();
  });

  it('a create: 201, documented', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/events/submit',
      payload: await eventPayload(t, user),
      headers: user.auth,
    });
    expect(r.statusCode).toBe(201);
    expect(documented('post', '/api/events/submit')).toContain(201);
    expect(documented('post', '/api/events/submit')).not.toContain(200);
  });

  it.each([
    ['get', '/api/events/getLikedEvent/someone', '/api/events/getLikedEvent/{userId}'],
    ['post', '/api/events/submit', '/api/events/submit'],
    ['delete', '/api/events/1', '/api/events/{id}'],
    ['get', '/api/user/me', '/api/user/me'],
  ])('a protected route signed out: 401, documented (%s %s)', async (method, url, path) => {
    const r = await t.app.inject({ method: method.toUpperCase() as 'GET', url });
    expect(r.statusCode).toBe(401);
    expect(documented(method, path)).toContain(401);
  });

  it('a body that is not JSON, one too large and one of another type: documented 400, 413, 415', async () => {
    const url = '/api/user/signIn';
    const headers = { 'content-type': 'application/json' };
    const statuses = [
      (await t.app.inject({ method: 'POST', url, headers, payload: '{"userId":' })).statusCode,
      (await t.app.inject({ method: 'POST', url, headers, payload: `"${'x'.repeat(1_100_000)}"` })).statusCode,
      (await t.app.inject({ method: 'POST', url, headers: { 'content-type': 'text/xml' }, payload: '<a/>' }))
        .statusCode,
    ];
    expect(statuses).toEqual([400, 413, 415]);
    expect(documented('post', url)).toEqual(expect.arrayContaining(statuses));
  });

  it('a cookie change from a foreign origin: 403, documented', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/likes/1/like',
      headers: { origin: 'https://evil.example' },
      cookies: { moim_session: user.token },
    });
    expect(r.statusCode).toBe(403);
    expect(documented('post', '/api/likes/{eventId}/like')).toContain(403);
  });

  it("documents a route's error statuses from the codes it declares, naming them", async () => {
    const responses = paths['/api/test/refusals']!.get!.responses;
    // 409 and 404 from the codes; 403 from chatNotMember; 400 (its query) and 429 from every route's own.
    expect(Object.keys(responses).sort()).toEqual(['200', '400', '403', '404', '409', '429']);
    expect(responses['409']!.description).toBe('`eventFull`, `hostCannotJoin`');
    expect(responses['404']!.description).toBe('`eventNotFound`');
    expect(responses['403']!.description).toBe('`chatNotMember`');
    expect(responses['429']!.description).toBe('`tooManyRequests`');
    for (const code of REFUSALS) {
      const r = await t.app.inject({ method: 'GET', url: `/api/test/refusals?code=${code}` });
      expect(r.statusCode, code).toBe(errorStatus[code]);
      expect(r.json().code).toBe(code);
    }
  });

  it('documents no status a route cannot answer: the list of chat rooms refuses nobody signed in', () => {
    expect(documented('get', '/api/chatrooms').sort()).toEqual([200, 401, 429]);
    expect(paths['/api/participants/createParticipant']!.post!.responses['409']!.description).toBe(
      '`hostCannotJoin`, `eventClosed`, `alreadyJoined`, `joinRefused`, `eventFull`',
    );
  });

  it('documents every client error as {code, message}, and a success for every route', () => {
    for (const [path, byMethod] of Object.entries(paths)) {
      for (const [method, operation] of Object.entries(byMethod)) {
        const statuses = Object.keys(operation.responses).map(Number);
        expect(
          statuses.some((s) => s < 400),
          `${method} ${path}`,
        ).toBe(true);
        for (const status of statuses.filter((s) => s >= 400 && s < 500)) {
          const schema = operation.responses[status]!.content!['application/json']!.schema;
          expect(schema.required, `${method} ${path} ${status}`).toEqual(['code', 'message']);
        }
      }
    }
  });
});

describe('the check of every test answer against the document', () => {
  it('reports an answer the route does not document', async () => {
    const app = Fastify();
    await app.register(fastifySwagger, { openapi: { info: { title: 'check', version: '1' } } });
    const schema = { response: { 200: { type: 'object', properties: { ok: { type: 'boolean' } } } } };
    app.get('/api/teapot/:id', { schema }, async (_request, reply) => {
      // Undocumented on purpose (the types only know the documented 200).
      void reply.status(418 as 200);
      return { ok: false };
    });
    await app.ready();
    const undocumented = checkDocumentedStatuses(app);
    await app.inject({ method: 'GET', url: '/api/teapot/7?x=1' });
    expect(undocumented).toEqual([expect.stringContaining('GET /api/teapot/{id} answered 418')]);
    await app.close();
  });
});
