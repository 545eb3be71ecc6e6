// The spec's API as a client we did not write uses it: exactly the spec's payloads (section 7),
// exactly the spec's fields read back (section 3), from a page on another origin.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTokenService } from './lib/tokens.ts';
import {
  STRONG_PASSWORD,
  nextIp,
  registerUser,
  signIn,
  temporaryPasswordMailedTo,
  verifyEmail,
  type TestUser,
} from './test/accounts.ts';
import { eventPayload, uploadEventImage } from './test/events.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';
import { queryRows } from './test/test-database.ts';

const ALLOWED = 'https://partner.example';
const FOREIGN = 'https://evil.example';

let t: TestApp;
let host: TestUser;
let guest: TestUser;
beforeAll(async () => {
  // With the visitor cache on and a clock that does not move, only an invalidation can make a
  // cached page change.
  t = await createTestApp({ env: { VISITOR_CACHE_MS: '60000', ALLOWED_ORIGINS: ALLOWED } });
  host = await registerUser(t);
  guest = await registerUser(t);
});
afterAll(() => t.close());

/** The spec's sign-up payload, nothing more. */
async function specSignUp(userId: string, nationality: string) {
  const email = `${userId.toLowerCase()}@example.com`;
  await verifyEmail(t, email);
  const payload = {
    username: 'Alex Martin',
    dob: '1994-02-20',
    gender: 'male',
    email,
    userId,
    password: STRONG_PASSWORD,
    confirmPassword: STRONG_PASSWORD,
    nationality,
  };
  return t.app.inject({ method: 'POST', url: '/api/user/signUp', payload, remoteAddress: nextIp() });
}

const storedNationality = async (userId: string) =>
  (
    await queryRows<{ nationality: string }>(t.database, sql`select nationality from users where user_id = ${userId}`)
  )[0]?.nationality;

/**
 * The spec's event submit payload: the helper's without Moim's `languages`, with two images
 * named by the URLs the upload answered.
 */
async function specEvent(user: TestUser, overrides: Record<string, unknown> = {}) {
  const { languages: _moimOnly, ...payload } = await eventPayload(t, user, overrides);
  const extra = await uploadEventImage(t, user);
  return { ...payload, images: [payload.mainImage, extra] };
}

async function submitEvent(user: TestUser, overrides: Record<string, unknown> = {}) {
  const r = await t.app.inject({
    method: 'POST',
    url: '/api/events/submit',
    payload: await specEvent(user, overrides),
    headers: user.auth,
  });
  expect(r.statusCode, r.body).toBe(201);
  return r.json().event as { id: number };
}

const join = (user: TestUser, eventId: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/participants/createParticipant',
    payload: { eventId, userId: user.userId, answer: '' },
    headers: user.auth,
  });

const visitorGet = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('sign-up with the spec payload', () => {
  it.each([
    ['South Korea', 'KR', 'South Korea', '대한민국'],
    ['Canada', 'CA', 'Canada', '캐나다'],
    ['south korea', 'KR', 'South Korea', '대한민국'],
    ["cote d'ivoire", 'CI', "Côte d'Ivoire", '코트디부아르'],
    ['대한민국', 'KR', 'South Korea', '대한민국'],
    ['kr', 'KR', 'South Korea', '대한민국'],
  ])(
    'accepts nationality %j, stores %s and answers its English name, its code and its name',
    async (given, code, nameEn, nameKo) => {
      const userId = `nat${code}${Math.random().toString(36).slice(2, 8)}`;
      const r = await specSignUp(userId, given);
      expect(r.statusCode, r.body).toBe(201);
      expect(await storedNationality(userId)).toBe(code);

      // The spec's client shows `nationality` as it is: the English name, whatever the reader's language.
      const en = await visitorGet(`/api/user/getUser/${userId}`, { 'accept-language': 'en-US,en;q=0.9' });
      expect(en.json()).toMatchObject({ nationality: nameEn, nationalityCode: code, nationalityName: nameEn });
      const ko = await visitorGet(`/api/user/getUser/${userId}`, { 'accept-language': 'ko-KR,ko;q=0.9' });
      expect(ko.json()).toMatchObject({ nationality: nameEn, nationalityCode: code, nationalityName: nameKo });
    },
  );

  it('still refuses a nationality that is no country, with the message of the form', async () => {
    const r = await specSignUp('natnowhere', 'Atlantis');
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({
      code: 'nationalityInvalid',
      message: 'Please choose your nationality from the list.',
    });
  });

  it('accepts a country name in the Google sign-up too', async () => {
    const tokens = createTokenService(t.config.sessionSecret!, t.clock);
    const email = 'google.canada@example.com';
    const ticket = await tokens.sign(
      'google-signup',
      { iss_: 'https://accounts.google.com', sub_: 'sub-canada', email, name: 'Lee Park' },
      1800,
    );
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/user/googleSignUp',
      payload: { email, userId: 'googlecanada', dob: '1990-01-01', gender: 'Female', nationality: 'Canada', ticket },
      remoteAddress: nextIp(),
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(await storedNationality('googlecanada')).toBe('CA');
  });

  it("answers the spec's user fields (the e-mail to its owner only, never date of birth or password)", async () => {
    const userId = 'fieldsuser';
    expect((await specSignUp(userId, 'Vietnam')).statusCode).toBe(201);
    const session = await signIn(t, userId, STRONG_PASSWORD);
    const own = await visitorGet(`/api/user/getUser/${userId}`, {
      authorization: `Bearer ${session.json().access_token}`,
    });
    expect(own.json()).toMatchObject({
      id: expect.any(String),
      userId,
      username: 'Alex Martin',
      email: 'fieldsuser@example.com',
      gender: 'male',
      age: 32,
      nationality: 'Vietnam',
      nationalityCode: 'VN',
      nationalityName: 'Vietnam',
      profileImage: null,
    });
    const me = await visitorGet('/api/user/me', { authorization: `Bearer ${session.json().access_token}` });
    expect(me.json()).toMatchObject({ nationality: 'Vietnam', nationalityCode: 'VN' });
    const visitor = (await visitorGet(`/api/user/getUser/${userId}`)).json();
    expect(visitor).not.toHaveProperty('email');
    expect(visitor).not.toHaveProperty('dob');
    expect(JSON.stringify(visitor)).not.toContain('argon2');
  });
});

describe('events with the spec payload', () => {
  it('publishes an event without languages; it has none and matches no language filter', async () => {
    const event = await submitEvent(host, { name: 'No language given' });
    const detail = (await visitorGet(`/api/events/getEvents/${event.id}`)).json();
    expect(detail.languages).toEqual([]);

    const listed = (await visitorGet('/api/events?fetchType=search&query=language%20given')).json();
    expect(listed.map((e: { id: number }) => e.id)).toEqual([event.id]);
    expect(listed[0].languages).toEqual([]);
    const english = (await visitorGet('/api/events?fetchType=search&query=language%20given&language=en')).json();
    expect(english).toEqual([]);
  });

  it("answers the spec's event fields, in the detail and in lists, with absolute image URLs", async () => {
    const payload = await specEvent(host, { name: 'Fields picnic' });
    expect(payload.mainImage).toMatch(/^http:\/\/moim\.test\/uploads\/events\/[0-9a-f-]+\.webp$/);
    const submitted = await t.app.inject({ method: 'POST', url: '/api/events/submit', payload, headers: host.auth });
    expect(submitted.statusCode).toBe(201);
    const id = submitted.json().event.id as number;
    expect(id).toEqual(expect.any(Number));
    expect((await join(guest, id)).statusCode).toBe(201);
    await t.app.inject({
      method: 'POST',
      url: `/api/likes/${id}/like`,
      payload: { userId: guest.userId },
      headers: guest.auth,
    });

    const detail = (await visitorGet(`/api/events/getEvents/${id}`)).json();
    const [main, extra] = payload.images as [string, string];
    expect(detail).toMatchObject({
      id,
      name: 'Fields picnic',
      description: payload.description,
      date: payload.date,
      time: payload.time,
      category: payload.category,
      type: payload.type,
      mainImage: main,
      images: [{ url: main }, { url: extra }],
      // The gallery's extra images: without the main one.
      eventImages: [{ url: extra }],
      location: payload.location,
      locationDetail: payload.locationDetail,
      latitude: payload.latitude,
      longitude: payload.longitude,
      minParticipants: payload.minParticipants,
      maxParticipants: payload.maxParticipants,
      price: payload.price,
      question: payload.question,
      createdBy: { userId: host.userId, username: 'Mina Park' },
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(detail.participants).toEqual(
      expect.arrayContaining([
        {
          id: expect.any(Number),
          status: 'Approved',
          user: { userId: guest.userId, username: 'Mina Park', profileImage: null },
        },
      ]),
    );
    // Counted as the spec's client counts them; who likes it is private.
    expect(detail.likes).toEqual([{ user: { userId: '' } }]);

    // Stored as paths: the data does not depend on the address the site is reached at.
    const stored = await queryRows<{ main_image: string }>(
      t.database,
      sql`select main_image from events where id = ${id}`,
    );
    expect(stored[0]!.main_image).toBe(new URL(main).pathname);

    const [item] = (await visitorGet('/api/events?fetchType=search&query=fields%20picnic')).json();
    expect(item).toMatchObject({
      id,
      name: 'Fields picnic',
      mainImage: main,
      participants: 2,
      likes: 1,
      createdBy: { userId: host.userId, username: 'Mina Park' },
    });
  });

  it('tells a visitor that they have joined nothing, with 200 (the client asks on every event page)', async () => {
    const event = await submitEvent(host);
    const r = await visitorGet(`/api/participants/checkParticipation?eventId=${event.id}&userId=${guest.userId}`);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toEqual({ isParticipating: false, status: null, hasReviewed: false });
    // Signed in, the answer is the caller's own.
    expect((await join(guest, event.id)).statusCode).toBe(201);
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/participants/checkParticipation?eventId=${event.id}&userId=${guest.userId}`,
      headers: guest.auth,
    });
    expect(own.json()).toMatchObject({ isParticipating: true, status: 'Approved' });
  });

  it('tells a visitor that they like nothing, with 200', async () => {
    const event = await submitEvent(host);
    const r = await visitorGet(`/api/likes/${event.id}/isLiked?userId=${guest.userId}`);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ isLiked: false });
  });
});

describe('"Change later" after signing in with a temporary password', () => {
  it("reads the site with the spec's calls (its cookie), the own profile included; a change says why it is refused", async () => {
    const someone = await registerUser(t);
    const event = await submitEvent(host, { name: 'Readable picnic' });
    const mailed = await t.app.inject({
      method: 'POST',
      url: '/api/mail/findPassword',
      payload: { userId: someone.userId, email: someone.email },
      remoteAddress: nextIp(),
    });
    expect(mailed.statusCode).toBe(200);
    const temporary = temporaryPasswordMailedTo(t, someone.email);
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/user/signIn',
      payload: { userId: someone.userId, password: temporary },
      remoteAddress: nextIp(),
    });
    expect(signedIn.json().passwordChangeRequired).toBe(true);
    const cookie = signedIn.cookies.find((c) => c.name === 'moim_session')!.value;
    const read = (url: string) => t.app.inject({ method: 'GET', url, cookies: { moim_session: cookie } });

    expect((await read('/api/events?fetchType=all')).statusCode).toBe(200);
    expect((await read(`/api/events/getEvents/${event.id}`)).statusCode).toBe(200);
    const own = await read(`/api/user/getUser/${someone.userId}`);
    expect(own.statusCode).toBe(200);
    expect(own.json().email).toBe(someone.email);
    expect((await read(`/api/likes/${event.id}/isLiked?userId=${someone.userId}`)).json()).toEqual({ isLiked: false });

    const like = await t.app.inject({
      method: 'POST',
      url: `/api/likes/${event.id}/like`,
      payload: { userId: someone.userId },
      headers: { origin: 'http://moim.test' },
      cookies: { moim_session: cookie },
    });
    expect(like.statusCode).toBe(403);
    expect(like.json()).toEqual({
      code: 'passwordChangeFirst',
      message: 'Please change your password before continuing.',
    });
  });
});

describe('the Manage screen as the spec client reads it', () => {
  it("answers each person's nationality by its English name, with the code beside it", async () => {
    const event = await submitEvent(host, { type: 'Register' });
    const canadian = await registerUser(t, { nationality: 'Canada' });
    expect((await join(canadian, event.id)).statusCode).toBe(201);
    const r = await t.app.inject({
      method: 'GET',
      url: `/api/events/getEventForPending/${event.id}`,
      headers: { ...host.auth, 'accept-language': 'ko' },
    });
    expect(r.statusCode, r.body).toBe(200);
    const applicant = r
      .json()
      .participants.find((p: { user: { userId: string } }) => p.user.userId === canadian.userId);
    expect(applicant.user).toMatchObject({ nationality: 'Canada', nationalityCode: 'CA' });
  });
});

describe('deleting an event as the spec client does', () => {
  /** An event with one approved guest who reads mail in `locale`. */
  async function eventWithGuest(locale: 'en' | 'ko') {
    const event = await submitEvent(host, { name: `Cancelled ${locale} picnic` });
    const someone = await registerUser(t);
    await t.database.db.execute(sql`update users set locale = ${locale} where user_id = ${someone.userId}`);
    expect((await join(someone, event.id)).statusCode).toBe(201);
    return { event, someone };
  }

  it('deletes without a body; the guest is told "No reason given" in their language', async () => {
    const en = await eventWithGuest('en');
    const ko = await eventWithGuest('ko');
    for (const { event } of [en, ko]) {
      const r = await t.app.inject({ method: 'DELETE', url: `/api/events/${event.id}`, headers: host.auth });
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json()).toEqual({ success: true, message: 'Event successfully deleted!' });
    }
    expect(await t.app.processOutbox()).toBeGreaterThanOrEqual(2);
    expect(t.mail.lastTo(en.someone.email)?.text).toContain('Reason: No reason given');
    expect(t.mail.lastTo(ko.someone.email)?.text).toContain('취소 사유: 사유 없음');
  });

  it('deletes with an empty JSON object, and with a JSON content type but no body', async () => {
    const first = await submitEvent(host);
    const second = await submitEvent(host);
    const withObject = await t.app.inject({
      method: 'DELETE',
      url: `/api/events/${first.id}`,
      payload: {},
      headers: host.auth,
    });
    expect(withObject.statusCode, withObject.body).toBe(200);
    const emptyJson = await t.app.inject({
      method: 'DELETE',
      url: `/api/events/${second.id}`,
      payload: '',
      headers: { ...host.auth, 'content-type': 'application/json' },
    });
    expect(emptyJson.statusCode, emptyJson.body).toBe(200);
    for (const { id } of [first, second])
      expect((await visitorGet(`/api/events/getEvents/${id}`)).statusCode).toBe(404);
  });

  it('keeps the reason when one is sent', async () => {
    const { event, someone } = await eventWithGuest('en');
    const r = await t.app.inject({
      method: 'DELETE',
      url: `/api/events/${event.id}`,
      payload: { reason: 'Schedule change' },
      headers: host.auth,
    });
    expect(r.statusCode).toBe(200);
    await t.app.processOutbox();
    expect(t.mail.lastTo(someone.email)?.text).toContain('Reason: Schedule change');
  });

  it('answers 404 to a read fired the moment the delete resolves, even with the page cached', async () => {
    const event = await submitEvent(host, { name: 'Vanishing picnic' });
    const inList = async () =>
      (await visitorGet('/api/events?fetchType=all&limit=50')).json().some((e: { id: number }) => e.id === event.id);
    // Both are now cached for visitors (the clock does not move).
    expect((await visitorGet(`/api/events/getEvents/${event.id}`)).statusCode).toBe(200);
    expect(await inList()).toBe(true);

    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/events/${event.id}`, headers: host.auth });
    expect(deleted.statusCode).toBe(200);
    const read = await visitorGet(`/api/events/getEvents/${event.id}`);
    expect(read.statusCode).toBe(404);
    expect(read.json().code).toBe('eventNotFound');
    expect(await inList()).toBe(false);
  });

  it('shows a visitor a join at once on the cached page and list', async () => {
    const event = await submitEvent(host, { name: 'Joinable picnic' });
    const seats = async () => (await visitorGet(`/api/events/getEvents/${event.id}`)).json().participantsCount;
    const listed = async () =>
      (await visitorGet('/api/events?fetchType=search&query=joinable')).json()[0].participants as number;
    expect([await seats(), await listed()]).toEqual([1, 1]);
    expect((await join(guest, event.id)).statusCode).toBe(201);
    expect([await seats(), await listed()]).toEqual([2, 2]);
  });
});

describe('CORS', () => {
  const preflight = (origin: string) =>
    t.app.inject({
      method: 'OPTIONS',
      url: '/api/events/1',
      headers: {
        origin,
        'access-control-request-method': 'DELETE',
        'access-control-request-headers': 'content-type,authorization',
      },
    });

  it.each([
    ['an ALLOWED_ORIGINS origin', ALLOWED],
    ["PUBLIC_URL's origin", 'http://moim.test'],
  ])('answers a preflight from %s with 204 and credentials', async (_name, origin) => {
    const r = await preflight(origin);
    expect(r.statusCode).toBe(204);
    expect(r.headers['access-control-allow-origin']).toBe(origin);
    expect(r.headers['access-control-allow-credentials']).toBe('true');
    expect(String(r.headers['access-control-allow-methods'])).toContain('DELETE');
    expect(r.headers['access-control-allow-headers']).toBe('content-type,authorization');
    expect(String(r.headers.vary)).toContain('Origin');
  });

  it('answers a simple request from an allowed origin with its origin, credentials and the total header', async () => {
    const r = await visitorGet('/api/events?fetchType=all', { origin: ALLOWED });
    expect(r.statusCode).toBe(200);
    expect(r.headers['access-control-allow-origin']).toBe(ALLOWED);
    expect(r.headers['access-control-allow-credentials']).toBe('true');
    expect(String(r.headers['access-control-expose-headers'])).toContain('x-total-count');
  });

  it('lets an allowed origin make a change with the session cookie', async () => {
    const event = await submitEvent(host);
    const r = await t.app.inject({
      method: 'POST',
      url: `/api/likes/${event.id}/like`,
      payload: { userId: guest.userId },
      headers: { origin: ALLOWED },
      cookies: { moim_session: guest.token },
    });
    expect(r.statusCode).toBe(200);
    expect(r.headers['access-control-allow-origin']).toBe(ALLOWED);
  });

  it('gives a foreign origin no CORS header at all: its preflight is refused and its reads unreadable', async () => {
    const pre = await preflight(FOREIGN);
    expect(pre.statusCode).toBe(404);
    expect(pre.headers['access-control-allow-origin']).toBeUndefined();
    expect(pre.headers['access-control-allow-credentials']).toBeUndefined();

    const simple = await visitorGet('/api/events?fetchType=all', { origin: FOREIGN });
    expect(simple.statusCode).toBe(200);
    expect(simple.headers['access-control-allow-origin']).toBeUndefined();
    expect(simple.headers['access-control-allow-credentials']).toBeUndefined();
  });
});

describe('lists as the spec client asks for them: no limit, the whole array', () => {
  // The spec's client sends no `limit` and pages the array itself: 13 events, one more than the
  // web app's page, must all come back, with the total, in the order of their fetchType.
  const COUNT = 13;
  let lister: TestUser;
  let fan: TestUser;
  let mine: number[];

  interface Item {
    id: number;
    startsAt: string;
    likes: number;
    category: string;
    createdBy: { userId: string };
  }

  beforeAll(async () => {
    lister = await registerUser(t);
    fan = await registerUser(t);
    mine = [];
    for (let i = 0; i < COUNT; i++) {
      const event = await submitEvent(lister, {
        name: `Lantern lister ${i}`,
        category: i % 2 ? 'Games' : 'Food',
        date: `2026-03-${String(10 + ((i * 7) % 13)).padStart(2, '0')}`,
        time: i % 3 ? '19:00' : '10:30',
      });
      mine.push(event.id);
      expect((await join(fan, event.id)).statusCode).toBe(201);
      const liked = await t.app.inject({ method: 'POST', url: `/api/likes/${event.id}/like`, headers: fan.auth });
      expect(liked.statusCode).toBe(200);
    }
    // Some events liked twice, so the hot order has more than one like count to sort by.
    for (const id of mine.slice(0, 4)) {
      await t.app.inject({ method: 'POST', url: `/api/likes/${id}/like`, headers: guest.auth });
    }
  });

  /** The items of a list, checked to be the whole list: as many as its total. */
  async function whole(url: string, headers: Record<string, string> = {}) {
    const r = await visitorGet(url, headers);
    expect(r.statusCode, r.body).toBe(200);
    const items = r.json() as Item[];
    expect(r.headers['x-total-count']).toBe(String(items.length));
    expect(r.headers['x-total-count-exact']).toBeUndefined();
    return items;
  }

  /** Each item comes before the next by `before` (negative or 0: in order). */
  function expectOrdered(items: Item[], before: (a: Item, b: Item) => number) {
    for (let i = 1; i < items.length; i++)
      expect(before(items[i - 1]!, items[i]!), `items ${i - 1} and ${i}`).toBeLessThan(0);
  }
  const time = (item: Item) => Date.parse(item.startsAt);
  const newestFirst = (a: Item, b: Item) => b.id - a.id;

  it.each([
    ['all', '', newestFirst],
    ['hot', '', (a: Item, b: Item) => b.likes - a.likes || time(a) - time(b) || a.id - b.id],
    ['upcoming', '', (a: Item, b: Item) => time(a) - time(b) || a.id - b.id],
    ['search', '&query=lantern%20lister', newestFirst],
    ['all-including-past', '', (a: Item, b: Item) => time(b) - time(a) || b.id - a.id],
  ])('GET /events?fetchType=%s answers every match in its order', async (fetchType, filter, before) => {
    const items = await whole(`/api/events?fetchType=${fetchType}${filter}`);
    expect(items.length).toBeGreaterThan(12);
    expect(items.map((i) => i.id)).toEqual(expect.arrayContaining(mine));
    expectOrdered(items, before);
  });

  it('GET /events?fetchType=category answers every event of the category, newest first', async () => {
    const items = await whole('/api/events?fetchType=category&category=Food');
    expect(items.every((i) => i.category === 'Food')).toBe(true);
    expect(items.map((i) => i.id)).toEqual(expect.arrayContaining(mine.filter((_, i) => i % 2 === 0)));
    expectOrdered(items, newestFirst);
  });

  it("answers a host's, a guest's and one's own liked events whole, newest (or last liked) first", async () => {
    const newest = [...mine].reverse();
    const hosted = await whole(`/api/events/getEventsByHostId/${lister.userId}`);
    expect(hosted.map((i) => i.id)).toEqual(newest);
    const joined = await whole(`/api/participants/getParticipatedEvent/${fan.userId}`);
    expect(joined.map((i) => i.id)).toEqual(newest);
    const liked = await whole(`/api/events/getLikedEvent/${fan.userId}`, fan.auth);
    expect(liked.map((i) => i.id)).toEqual(newest);
  });

  it('still pages for a client that sends a limit, and a cached page answers only its own limit', async () => {
    // The visitor cache is on in this file: each limit is a page of its own.
    const one = await visitorGet('/api/events?fetchType=all&limit=1');
    expect(one.json()).toHaveLength(1);
    const all = await visitorGet('/api/events?fetchType=all');
    expect(all.json().length).toBe(Number(all.headers['x-total-count']));
    expect(all.json().length).toBeGreaterThan(12);
    expect((await visitorGet('/api/events?fetchType=all&limit=5')).json()).toHaveLength(5);
    const hosted = await visitorGet(`/api/events/getEventsByHostId/${lister.userId}?limit=6&offset=6`);
    expect(hosted.json().map((i: Item) => i.id)).toEqual([...mine].reverse().slice(6, 12));
    expect(hosted.headers['x-total-count']).toBe(String(COUNT));
  });

  it('refuses a limit past the largest page, as before', async () => {
    const r = await visitorGet('/api/events?fetchType=all&limit=51');
    expect(r.statusCode).toBe(400);
    expect(r.json().code).toBe('limitInvalid');
  });
});
