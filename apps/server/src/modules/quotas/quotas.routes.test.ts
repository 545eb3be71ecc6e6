import fs from 'node:fs';
import path from 'node:path';
import { messages } from '@moim/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processImage } from '../../lib/images.ts';
import { registerUser, signIn, type TestUser } from '../../test/accounts.ts';
import { createEvent, eventPayload } from '../../test/events.ts';
import { multipart, testJpeg } from '../../test/multipart.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

async function postImage(t: TestApp, user: TestUser, url: string, language = 'en') {
  const body = multipart(await testJpeg(), 'photo.jpg');
  return t.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...body.headers, ...user.auth, 'accept-language': language },
  });
}
const eventImage = (t: TestApp, user: TestUser, language?: string) =>
  postImage(t, user, '/api/events/upload-image-postEvent', language);
const profileImage = (t: TestApp, user: TestUser) => postImage(t, user, `/api/user/uploadProfileImage/${user.userId}`);

/** The refusal of a used-up quota: 429, the wait in Retry-After, the message in the caller's language. */
function expectRefused(
  r: Awaited<ReturnType<TestApp['app']['inject']>>,
  code: keyof typeof messages.en,
  retryAfterSeconds: number,
  language: 'en' | 'ko' = 'en',
) {
  expect(r.statusCode).toBe(429);
  expect(r.headers['retry-after']).toBe(String(retryAfterSeconds));
  expect(r.json()).toEqual({ code, message: messages[language][code] });
}

describe('upload quota', () => {
  let t: TestApp;
  let user: TestUser;
  let other: TestUser;
  beforeAll(async () => {
    t = await createTestApp({ env: { QUOTA_UPLOADS_PER_HOUR: '3' } });
    user = await registerUser(t);
    other = await registerUser(t);
  });
  afterAll(() => t.close());

  it('counts event and profile images together per account, refuses with 429 and Retry-After, and lifts after the hour', async () => {
    expect((await eventImage(t, user)).statusCode).toBe(200);
    expect((await profileImage(t, user)).statusCode).toBe(200);
    expect((await eventImage(t, user)).statusCode).toBe(200);
    t.clock.advance(10 * MINUTE);
    expectRefused(await eventImage(t, user, 'ko'), 'uploadQuotaReached', 50 * 60, 'ko');
    expectRefused(await profileImage(t, user), 'uploadQuotaReached', 50 * 60);

    expect((await eventImage(t, other)).statusCode).toBe(200);

    t.clock.advance(50 * MINUTE);
    expect((await eventImage(t, user)).statusCode).toBe(200);
  });
});

describe('unattached storage quota', () => {
  let t: TestApp;
  let user: TestUser;
  let other: TestUser;
  let eventFiles: () => string[];
  beforeAll(async () => {
    // Room for two and a half of the test images as the server stores them.
    const stored = (await processImage(await testJpeg(), { maxWidth: 1920, maxHeight: 1920 })).data.length;
    t = await createTestApp({ env: { QUOTA_UNATTACHED_UPLOAD_MB: String((stored * 2.5) / (1024 * 1024)) } });
    user = await registerUser(t);
    other = await registerUser(t);
    const folder = path.join(t.config.dataDir, 'uploads', 'events');
    eventFiles = () => (fs.existsSync(folder) ? fs.readdirSync(folder) : []);
  });
  afterAll(() => t.close());

  it('refuses an upload that would pass the cap, keeping no file, until the images are used', async () => {
    const first = (await eventImage(t, user)).json().imageUrl as string;
    const second = (await eventImage(t, user)).json().imageUrl as string;
    const refused = await eventImage(t, user, 'ko');
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toEqual({
      code: 'unattachedUploadsFull',
      message: messages.ko.unattachedUploadsFull,
    });
    expect(eventFiles()).toHaveLength(2);

    expect((await eventImage(t, other)).statusCode).toBe(200);

    // Published in an event, the two no longer count.
    const payload = await eventPayload(t, other);
    const published = await t.app.inject({
      method: 'POST',
      url: '/api/events/submit',
      payload: { ...payload, userId: user.userId, mainImage: first, images: [first, second] },
      headers: user.auth,
    });
    expect(published.statusCode).toBe(201);
    expect((await eventImage(t, user)).statusCode).toBe(200);
  });

  it('lets only as many parallel uploads through as fit', async () => {
    const fresh = await registerUser(t);
    const parallel = await Promise.all(Array.from({ length: 4 }, () => eventImage(t, fresh)));
    expect(parallel.filter((r) => r.statusCode === 200)).toHaveLength(2);
    expect(parallel.filter((r) => r.statusCode === 413)).toHaveLength(2);
  });
});

describe('event quota', () => {
  let t: TestApp;
  let host: TestUser;
  let other: TestUser;
  beforeAll(async () => {
    t = await createTestApp({ env: { QUOTA_EVENTS_PER_DAY: '2' } });
    host = await registerUser(t);
    other = await registerUser(t);
  });
  afterAll(() => t.close());

  const submit = async (user: TestUser, language = 'en') =>
    t.app.inject({
      method: 'POST',
      url: '/api/events/submit',
      payload: await eventPayload(t, user),
      headers: { ...user.auth, 'accept-language': language },
    });

  it('allows so many events a day per account, then answers 429 until the day has passed', async () => {
    expect((await submit(host)).statusCode).toBe(201);
    t.clock.advance(HOUR);
    expect((await submit(host)).statusCode).toBe(201);
    t.clock.advance(HOUR);
    expectRefused(await submit(host, 'ko'), 'eventQuotaReached', 22 * 60 * 60, 'ko');

    expect((await submit(other)).statusCode).toBe(201);

    t.clock.advance(22 * HOUR);
    // The session has run out by now; the same account signs in again.
    const session = await signIn(t, host.userId, host.password);
    expect(
      (await submit({ ...host, auth: { authorization: `Bearer ${session.json().access_token}` } })).statusCode,
    ).toBe(201);
  });
});

describe('like quota', () => {
  let t: TestApp;
  let fan: TestUser;
  let other: TestUser;
  let eventId: number;
  beforeAll(async () => {
    t = await createTestApp({ env: { QUOTA_LIKES_PER_HOUR: '3' } });
    fan = await registerUser(t);
    other = await registerUser(t);
    eventId = (await createEvent(t, await registerUser(t))).id;
  });
  afterAll(() => t.close());

  const toggle = (user: TestUser) =>
    t.app.inject({ method: 'POST', url: `/api/likes/${eventId}/like`, payload: {}, headers: user.auth });

  it('counts likes and unlikes alike, then answers 429 until the hour has passed', async () => {
    for (let i = 0; i < 3; i++) expect((await toggle(fan)).statusCode).toBe(200);
    t.clock.advance(30 * MINUTE);
    expectRefused(await toggle(fan), 'likeQuotaReached', 30 * 60);

    expect((await toggle(other)).json()).toMatchObject({ isLiked: true });

    t.clock.advance(30 * MINUTE);
    expect((await toggle(fan)).json()).toMatchObject({ isLiked: false, likesLen: 1 });
  });
});

describe('join quota', () => {
  let t: TestApp;
  let guest: TestUser;
  let other: TestUser;
  let eventIds: number[];
  beforeAll(async () => {
    t = await createTestApp({ env: { QUOTA_JOINS_PER_HOUR: '2' } });
    guest = await registerUser(t);
    other = await registerUser(t);
    const host = await registerUser(t);
    eventIds = [];
    for (let i = 0; i < 4; i++) eventIds.push((await createEvent(t, host)).id);
  });
  afterAll(() => t.close());

  const join = (user: TestUser, eventId: number) =>
    t.app.inject({
      method: 'POST',
      url: '/api/participants/createParticipant',
      payload: { eventId, answer: '' },
      headers: user.auth,
    });

  it('allows so many joins an hour per account, then answers 429 until the hour has passed', async () => {
    expect((await join(guest, eventIds[0]!)).statusCode).toBe(201);
    expect((await join(guest, eventIds[1]!)).statusCode).toBe(201);
    t.clock.advance(45 * MINUTE);
    expectRefused(await join(guest, eventIds[2]!), 'joinQuotaReached', 15 * 60);

    expect((await join(other, eventIds[2]!)).statusCode).toBe(201);

    t.clock.advance(15 * MINUTE);
    expect((await join(guest, eventIds[2]!)).statusCode).toBe(201);
  });
});

describe("a new account's first day", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { QUOTA_NEW_ACCOUNT_EVENTS: '2', QUOTA_NEW_ACCOUNT_JOINS: '3' } });
  });
  afterAll(() => t.close());

  const submit = async (user: TestUser) =>
    t.app.inject({
      method: 'POST',
      url: '/api/events/submit',
      payload: await eventPayload(t, user),
      headers: user.auth,
    });
  const join = (user: TestUser, eventId: number) =>
    t.app.inject({
      method: 'POST',
      url: '/api/participants/createParticipant',
      payload: { eventId, answer: '' },
      headers: user.auth,
    });

  it('allows 2 events and 3 applications in the first 24 hours, then more once the account is a day old', async () => {
    const host = await registerUser(t);
    expect((await submit(host)).statusCode).toBe(201);
    expect((await submit(host)).statusCode).toBe(201);
    const third = await submit(host);
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual({ code: 'newAccountLimit', message: messages.en.newAccountLimit });

    const newcomer = await registerUser(t);
    const events = [];
    // An older host's events: the host's own first day has passed by now.
    t.clock.advance(25 * HOUR);
    const older = await signIn(t, host.userId, host.password);
    const hostNow = { ...host, auth: { authorization: `Bearer ${older.json().access_token}` } };
    for (let i = 0; i < 4; i++) {
      const r = await submit(hostNow);
      expect(r.statusCode).toBe(201);
      events.push(r.json().event.id as number);
    }
    // The newcomer signed up 25 hours ago as well: a day old, it is no longer limited.
    const session = await signIn(t, newcomer.userId, newcomer.password);
    const newcomerNow = { ...newcomer, auth: { authorization: `Bearer ${session.json().access_token}` } };
    for (const id of events) expect((await join(newcomerNow, id)).statusCode).toBe(201);

    // One who signs up now is limited to 3 applications.
    const fresh = await registerUser(t);
    for (const id of events.slice(0, 3)) expect((await join(fresh, id)).statusCode).toBe(201);
    const fourth = await join(fresh, events[3]!);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().code).toBe('newAccountLimit');
  });
});
