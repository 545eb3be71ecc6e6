import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { LOCATION_MAX_LENGTH, RECORD_ID_MAX } from '@moim/contract';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextIp, registerUser, type TestUser } from './test/accounts.ts';
import { createEvent, eventPayload } from './test/events.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';

let t: TestApp;
let host: TestUser;
let eventId: number;
beforeAll(async () => {
  t = await createTestApp();
  host = await registerUser(t);
  eventId = (await createEvent(t, host)).id;
});
afterAll(() => t.close());

const send = (request: InjectOptions) => t.app.inject({ remoteAddress: nextIp(), ...request });
const total = async () => Number((await send({ method: 'GET', url: '/api/events' })).headers['x-total-count']);

describe('text limits at the route', () => {
  it('refuses a megabyte of location with 400 and the limit, before anything is stored', async () => {
    const before = await total();
    const payload = { ...(await eventPayload(t, host)), location: 'x'.repeat(1_000_000) };
    for (const [language, message] of [
      ['en', `This field is too long (at most ${LOCATION_MAX_LENGTH} characters).`],
      ['ko', `입력한 내용이 너무 깁니다(최대 ${LOCATION_MAX_LENGTH}자).`],
    ]) {
      const response = await send({
        method: 'POST',
        url: '/api/events/submit',
        headers: { ...host.auth, 'accept-language': language! },
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'textTooLong',
        message,
        issues: [{ path: 'location', code: 'textTooLong', message }],
      });
    }
    expect(await total()).toBe(before);
  });

  it('refuses a megabyte of ID to the password recovery before it reaches the rate limiter', async () => {
    const response = await send({
      method: 'POST',
      url: '/api/mail/findPassword',
      payload: { userId: 'a'.repeat(1_000_000), email: host.email },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('findPasswordNotFound');
  });
});

describe('NUL characters', () => {
  const nul = 'mi\u0000na';
  const cases: Array<[string, () => Promise<InjectOptions>]> = [
    ['sign-in ID', async () => ({ method: 'POST', url: '/api/user/signIn', payload: { userId: nul, password: 'x' } })],
    [
      'sign-in password',
      async () => ({ method: 'POST', url: '/api/user/signIn', payload: { userId: host.userId, password: nul } }),
    ],
    ['profile path', async () => ({ method: 'GET', url: '/api/user/getUser/mi%00na' })],
    ['ID availability path', async () => ({ method: 'GET', url: '/api/user/isUserId/mi%00na' })],
    ['e-mail availability path', async () => ({ method: 'GET', url: '/api/user/isEmail/mi%00na%40example.com' })],
    ['host id path', async () => ({ method: 'GET', url: '/api/events/getEventsByHostId/mi%00na' })],
    [
      'liked events path',
      async () => ({ method: 'GET', url: '/api/events/getLikedEvent/mi%00na', headers: host.auth }),
    ],
    ['search text', async () => ({ method: 'GET', url: '/api/events?fetchType=search&query=mi%00na' })],
    ['location filter', async () => ({ method: 'GET', url: '/api/events?fetchType=search&location=%00' })],
    ['address search', async () => ({ method: 'GET', url: '/api/places/search?q=%00' })],
    ...(['name', 'description', 'location', 'locationDetail', 'question', 'date', 'mainImage'] as const).map(
      (field): [string, () => Promise<InjectOptions>] => [
        `event ${field}`,
        async () => ({
          method: 'POST',
          url: '/api/events/submit',
          headers: host.auth,
          payload: { ...(await eventPayload(t, host)), [field]: nul },
        }),
      ],
    ),
    [
      'join answer',
      async () => ({
        method: 'POST',
        url: '/api/participants/createParticipant',
        headers: host.auth,
        payload: { eventId, answer: nul },
      }),
    ],
    [
      'participation query',
      async () => ({
        method: 'GET',
        url: `/api/participants/checkParticipation?eventId=${eventId}&userId=%00`,
        headers: host.auth,
      }),
    ],
    [
      'like query',
      async () => ({ method: 'GET', url: `/api/likes/${eventId}/isLiked?userId=%00`, headers: host.auth }),
    ],
    [
      'delete reason',
      async () => ({
        method: 'DELETE',
        url: `/api/events/${eventId}`,
        headers: host.auth,
        payload: { reason: 'Other', detail: nul },
      }),
    ],
    [
      'recovery ID',
      async () => ({ method: 'POST', url: '/api/mail/findPassword', payload: { userId: nul, email: host.email } }),
    ],
    [
      'sign-up name',
      async () => ({
        method: 'POST',
        url: '/api/user/signUp',
        payload: {
          username: nul,
          dob: '1995-04-12',
          gender: 'Female',
          email: 'nul@example.com',
          userId: 'nulname',
          password: 'Secret12!',
          confirmPassword: 'Secret12!',
          nationality: 'KR',
        },
      }),
    ],
    ['newsletter e-mail', async () => ({ method: 'POST', url: '/api/events/subscribe', payload: { email: nul } })],
  ];

  it.each(cases)('in the %s is a 400 with the contract message', async (_name, request) => {
    const response = await send(await request());
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'textInvalidCharacters',
      message: 'This field contains a character that is not allowed.',
    });
  });

  it('leaves the event in place after a refused delete', async () => {
    const response = await send({ method: 'GET', url: `/api/events/getEvents/${eventId}` });
    expect(response.statusCode).toBe(200);
  });
});

describe('ids beyond PostgreSQL integers', () => {
  const tooBig = String(RECORD_ID_MAX + 1);
  it.each([
    ['GET', `/api/events/getEvents/${tooBig}`],
    ['GET', '/api/events/getEvents/99999999999999999999999'],
    ['GET', `/api/likes/${tooBig}/isLiked`],
    ['POST', `/api/likes/${tooBig}/like`],
    ['GET', `/api/participants/checkParticipation?eventId=${tooBig}`],
    ['DELETE', `/api/events/${tooBig}`],
  ] as const)('%s %s is a 400', async (method, url) => {
    const response = await send({ method, url, headers: host.auth, payload: { reason: 'Schedule change' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('invalidInput');
  });

  it('refuses one in a join body', async () => {
    const response = await send({
      method: 'POST',
      url: '/api/participants/createParticipant',
      headers: host.auth,
      payload: { eventId: RECORD_ID_MAX + 1 },
    });
    expect(response.statusCode).toBe(400);
  });

  it('answers the largest integer id with a plain 404', async () => {
    const response = await send({ method: 'GET', url: `/api/events/getEvents/${RECORD_ID_MAX}` });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('eventNotFound');
  });
});

describe('broken multipart bodies', () => {
  const boundary = 'moimboundary';
  const bodies: Array<[string, string, string]> = [
    ['no boundary', 'multipart/form-data', 'whatever'],
    ['a body that is not multipart', `multipart/form-data; boundary=${boundary}`, 'just some text'],
    [
      'a part cut off',
      `multipart/form-data; boundary=${boundary}`,
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n\xff\xd8\xff`,
    ],
    [
      'a malformed part header',
      `multipart/form-data; boundary=${boundary}`,
      `--${boundary}\r\nContent-Disposition form-data name file\r\n\r\nabc\r\n--${boundary}--\r\n`,
    ],
  ];
  const routes = () => ['/api/events/upload-image-postEvent', `/api/user/uploadProfileImage/${host.userId}`];

  it.each(bodies)('%s: both upload endpoints answer 400', async (_name, contentType, payload) => {
    for (const url of routes()) {
      const response = await send({
        method: 'POST',
        url,
        headers: { ...host.auth, 'content-type': contentType },
        payload,
      });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().code, url).toMatch(/^(multipartInvalid|fileMissing)$/);
    }
  });

  it('says the upload could not be read', async () => {
    const response = await send({
      method: 'POST',
      url: '/api/events/upload-image-postEvent',
      headers: { ...host.auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: bodies[2]![2],
    });
    expect(response.json()).toEqual({
      code: 'multipartInvalid',
      message: 'The upload could not be read. Please choose the file again.',
    });
  });
});

describe('oversized headers on a listening server', () => {
  let port: number;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });

  /** A raw request, so that the client's own header limits do not interfere. */
  function get(path: string, headers: Record<string, string>) {
    return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
      const request = http.request({ host: '127.0.0.1', port, path, headers, maxHeaderSize: 1 << 20 }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
      });
      request.on('error', reject);
      request.end();
    });
  }

  const token = 'a'.repeat(100 * 1024);

  it('answers a 100 KB bearer token like any invalid session: 401 with the contract body', async () => {
    const response = await get('/api/user/me', { authorization: `Bearer ${token}` });
    expect(response.status).toBe(401);
    expect(JSON.parse(response.body)).toEqual({ code: 'unauthorized', message: 'Login is required.' });
  });

  it('answers a 100 KB session cookie the same way', async () => {
    const response = await get('/api/user/me', { cookie: `moim_session=${token}` });
    expect(response.status).toBe(401);
    expect(JSON.parse(response.body).code).toBe('unauthorized');
  });

  it('serves a public page to a caller with a 100 KB token as to a visitor', async () => {
    const response = await get('/api/events', { authorization: `Bearer ${token}` });
    expect(response.status).toBe(200);
  });

  it('answers a head beyond the limit with 431 and the contract body', async () => {
    const response = await get('/api/user/me', { 'x-filler': 'a'.repeat(200 * 1024) });
    expect(response.status).toBe(431);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(response.body)).toEqual({
      code: 'headersTooLarge',
      message: 'The request headers are too large.',
    });
  });

  it('answers a malformed request line with 400 and the contract body', async () => {
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.write('GET /api/events HTTP/1.1\r\nHost x\r\n\r\n'));
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk.toString('utf8')));
      socket.on('end', () => resolve(answer));
      socket.on('error', reject);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(JSON.parse(raw.split('\r\n\r\n')[1]!)).toEqual({
      code: 'invalidInput',
      message: 'Some of the information you entered is not valid.',
    });
  });
});
