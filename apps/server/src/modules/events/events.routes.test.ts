import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crowd, registerUser, type TestUser } from '../../test/accounts.ts';
import { eventPayload, uploadEventImage } from '../../test/events.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { queryRows } from '../../test/test-database.ts';

let t: TestApp;
let host: TestUser;
let guest: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  host = await registerUser(t);
  guest = await registerUser(t);
});
afterAll(() => t.close());

const uploadImage = (user: TestUser) => uploadEventImage(t, user);
const validEvent = (user: TestUser, overrides: Record<string, unknown> = {}) => eventPayload(t, user, overrides);

const eventCount = async () =>
  (await queryRows<{ n: number }>(t.database, sql`select count(*)::int as n from events`))[0]!.n;

const submit = (user: TestUser, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/events/submit', payload, headers: user.auth });

describe('POST /api/events/submit', () => {
  it('publishes the event with its images, the host as approved participant and a chat room', async () => {
    const second = await uploadImage(host);
    const payload = await validEvent(host);
    const r = await submit(host, { ...payload, images: [payload.mainImage, second] });
    expect(r.statusCode).toBe(201);
    const event = r.json().event;
    expect(event).toMatchObject({
      name: 'Hangang picnic',
      date: '2026-03-14',
      time: '14:30',
      startsAt: '2026-03-14T05:30:00.000Z',
      mainImage: payload.mainImage,
      images: [{ url: payload.mainImage }, { url: second }],
      participantsCount: 1,
      languages: ['en', 'ko'],
      latitude: 37.5663,
      createdBy: { userId: host.userId, username: 'Mina Park' },
    });
    expect(event.participants).toEqual([
      expect.objectContaining({ status: 'Approved', user: expect.objectContaining({ userId: host.userId }) }),
    ]);
    const rooms = await queryRows<{ name: string; members: number }>(
      t.database,
      sql`select r.name, (select count(*)::int from chat_room_members m where m.room_id = r.id) as members
          from chat_rooms r where r.event_id = ${event.id}`,
    );
    expect(rooms).toEqual([{ name: 'Hangang picnic', members: 1 }]);
  });

  it('refuses each rule of the form with its message', async () => {
    const base = await validEvent(host);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: '   ' }, 'Please enter an event name.'],
      [{ location: '' }, 'Please select an address from the Google suggestion list.'],
      [{ latitude: null, longitude: null }, 'Please select an address from the Google suggestion list.'],
      [{ latitude: 48.85, longitude: 2.35 }, 'Please select an address from the Google suggestion list.'],
      [
        { minParticipants: 5, maxParticipants: 5 },
        'The maximum number of participants must be greater than the minimum number.',
      ],
      [{ minParticipants: 0, maxParticipants: 5 }, "Minimum participants can't be 0"],
      [{ date: '2026-03-02', time: '11:30' }, 'The event date and time must be in the future.'],
      [{ date: '2025-12-24' }, 'The event date and time must be in the future.'],
      [{ mainImage: '', images: [] }, 'Please upload at least one image for the event.'],
      [{ price: 1050 }, 'Please enter the price in 100 KRW units.'],
      [{ price: -100 }, 'The price must be between 0 and 10,000,000 KRW.'],
      [{ time: '14:15' }, 'Please choose a time on the hour or half hour.'],
      [{ category: 'Dancing' }, 'Please choose a category.'],
      [{ type: 'Lottery' }, 'Please choose an event type.'],
      [{ languages: ['tlh'] }, 'Please choose the languages from the list.'],
      [{ maxParticipants: 5000 }, 'The maximum number of participants can be at most 1,000.'],
    ];
    for (const [change, message] of cases) {
      const r = await submit(host, { ...base, ...change });
      expect(r.statusCode, JSON.stringify(change)).toBe(400);
      expect(r.json().message, JSON.stringify(change)).toBe(message);
    }
  });

  it('judges "in the future" in Korea time', async () => {
    // 12:30 today in Seoul is 30 minutes ahead of TEST_NOW.
    const soon = await submit(host, await validEvent(host, { date: '2026-03-02', time: '12:30' }));
    expect(soon.statusCode).toBe(201);
  });

  it('ends two hours after the start when no end time is sent (a spec client), else at the end given', async () => {
    const plain = await submit(host, await validEvent(host));
    expect(plain.statusCode).toBe(201);
    expect(plain.json().event).toMatchObject({
      startsAt: '2026-03-14T05:30:00.000Z',
      endDate: '2026-03-14',
      endTime: '16:30',
      endsAt: '2026-03-14T07:30:00.000Z',
    });
    // The end time alone is on the start's day; past midnight needs the end date.
    const late = await submit(host, await validEvent(host, { time: '22:00', endDate: '2026-03-15', endTime: '01:30' }));
    expect(late.statusCode).toBe(201);
    expect(late.json().event).toMatchObject({
      endDate: '2026-03-15',
      endTime: '01:30',
      endsAt: '2026-03-14T16:30:00.000Z',
    });
    const sameDay = await submit(host, await validEvent(host, { endTime: '18:00', endDate: '' }));
    expect(sameDay.json().event.endsAt).toBe('2026-03-14T09:00:00.000Z');
    const list = await t.app.inject({ method: 'GET', url: '/api/events?fetchType=all-including-past&limit=50' });
    const listed = list.json().find((e: { id: number }) => e.id === late.json().event.id);
    expect(listed.endsAt).toBe('2026-03-14T16:30:00.000Z');
  });

  it('refuses an end before or at the start, past seven days, or off the half-hour slots, and stores nothing', async () => {
    const eventCount = async () =>
      (await queryRows<{ count: number }>(t.database, sql`select count(*)::int as count from events`))[0]!.count;
    const before = await eventCount();
    for (const [end, code, message] of [
      [{ endTime: '14:30' }, 'endBeforeStart', 'The event must end after it starts.'],
      [{ endTime: '12:00' }, 'endBeforeStart', 'The event must end after it starts.'],
      [{ endDate: '2026-03-13', endTime: '20:00' }, 'endBeforeStart', 'The event must end after it starts.'],
      [{ endDate: '2026-03-21', endTime: '15:00' }, 'eventTooLong', 'An event can last at most 7 days.'],
      [{ endTime: '16:15' }, 'endTimeInvalid', 'Please choose an end time on the hour or half hour.'],
      [
        { endDate: '2026-02-30', endTime: '16:00' },
        'endTimeInvalid',
        'Please choose an end time on the hour or half hour.',
      ],
      [{ endTime: '16:00\u0000' }, 'endTimeInvalid', undefined],
      [{ endTime: 'x'.repeat(10_000) }, 'endTimeInvalid', undefined],
    ] as const) {
      const r = await submit(host, await validEvent(host, end));
      expect(r.statusCode, JSON.stringify(end).slice(0, 80)).toBe(400);
      expect(r.json().code).toBe(code);
      if (message) expect(r.json().message).toBe(message);
    }
    const ko = await t.app.inject({
      method: 'POST',
      url: '/api/events/submit',
      payload: await validEvent(host, { endTime: '13:00' }),
      headers: { ...host.auth, 'accept-language': 'ko' },
    });
    expect(ko.json().message).toBe('이벤트는 시작한 뒤에 끝나야 합니다.');
    expect(await eventCount()).toBe(before);
  });

  it('accepts the list filter spelling Art/Fasion as Art/Fashion', async () => {
    const r = await submit(host, await validEvent(host, { category: 'Art/Fasion' }));
    expect(r.json().event.category).toBe('Art/Fashion');
  });

  it("refuses someone else's userId with 403 and creates nothing", async () => {
    const before = await queryRows<{ n: number }>(t.database, sql`select count(*)::int as n from events`);
    const r = await submit(host, await validEvent(host, { userId: guest.userId }));
    expect(r.statusCode).toBe(403);
    const after = await queryRows<{ n: number }>(t.database, sql`select count(*)::int as n from events`);
    expect(after).toEqual(before);
  });

  it('needs a signed-in host', async () => {
    const r = await t.app.inject({ method: 'POST', url: '/api/events/submit', payload: await validEvent(host) });
    expect(r.statusCode).toBe(401);
    expect(r.json().message).toBe('Login is required.');
  });

  it('refuses images that were not uploaded here, or by someone else', async () => {
    const elsewhere = await submit(host, await validEvent(host, { mainImage: 'https://cdn.example/cat.jpg' }));
    expect(elsewhere.json().message).toBe('Please upload the event images again.');
    const guestImage = await uploadImage(guest);
    const borrowed = await submit(host, await validEvent(host, { mainImage: guestImage, images: [] }));
    expect(borrowed.json().code).toBe('eventImagesNotUploaded');
  });

  it('refuses more than five images', async () => {
    const urls = await Promise.all(Array.from({ length: 6 }, () => uploadImage(host)));
    const r = await submit(host, await validEvent(host, { mainImage: urls[0], images: urls }));
    expect(r.json().message).toBe('You can upload up to 5 files.');
  });

  it('stores the description clean: no scripts, event handlers or javascript: links', async () => {
    const dirty =
      '<p onclick="steal()">Hello<script>alert(1)</script> <a href="javascript:alert(2)">x</a>' +
      ' <a href="https://moim.example/faq" target="_self">faq</a><img src=x onerror="alert(3)"></p>' +
      '<iframe src="https://evil.example"></iframe><h2 style="color:red">Plan</h2>';
    const r = await submit(host, await validEvent(host, { description: dirty }));
    const html: string = r.json().event.description;
    expect(html).not.toMatch(/script|onclick|onerror|javascript:|iframe|<img|style=/i);
    expect(html).toContain('<h2>Plan</h2>');
    const link = /<a [^>]*>faq<\/a>/.exec(html)?.[0] ?? '';
    expect(link).toContain('href="https://moim.example/faq"');
    expect(link).toContain('rel="noopener noreferrer nofollow"');
  });
});

describe("the event's point (the host's pin on the map)", () => {
  const NOT_AN_ADDRESS = 'Please select an address from the Google suggestion list.';
  let pinHost: TestUser;
  beforeAll(async () => {
    pinHost = await registerUser(t);
  });

  it('stores a pin moved within the district and answers it on the event page', async () => {
    // Mangwon Hangang Park, 2.3 km from Mapo-gu's office (the district's point).
    const r = await submit(pinHost, await validEvent(pinHost, { latitude: 37.5551, longitude: 126.8953 }));
    expect(r.statusCode).toBe(201);
    const page = await t.app.inject({ method: 'GET', url: `/api/events/getEvents/${r.json().event.id}` });
    expect(page.json()).toMatchObject({
      location: '서울특별시 마포구 (Mapo-gu, Seoul)',
      latitude: 37.5551,
      longitude: 126.8953,
    });
  });

  it("stores the venue's name trimmed and answers it; without one (a spec client) it is empty", async () => {
    const named = await submit(pinHost, await validEvent(pinHost, { venue: '  Café Sol  ' }));
    expect(named.statusCode).toBe(201);
    const page = await t.app.inject({ method: 'GET', url: `/api/events/getEvents/${named.json().event.id}` });
    expect(page.json().venue).toBe('Café Sol');
    const plain = await submit(pinHost, await validEvent(pinHost));
    expect(plain.json().event.venue).toBe('');
    const none = await submit(pinHost, await validEvent(pinHost, { venue: null }));
    expect(none.json().event.venue).toBe('');
  });

  it("refuses a venue name past 100 characters or not text, in the reader's language, and stores nothing", async () => {
    const before = await eventCount();
    const long = await t.app.inject({
      method: 'POST',
      url: '/api/events/submit',
      payload: await validEvent(pinHost, { venue: 'x'.repeat(101) }),
      headers: { ...pinHost.auth, 'accept-language': 'ko' },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({
      code: 'venueTooLong',
      message: '장소 이름은 최대 100자까지 입력할 수 있습니다.',
    });
    const object = await submit(pinHost, await validEvent(pinHost, { venue: { name: 'x' } }));
    expect(object.statusCode).toBe(400);
    const nul = await submit(pinHost, await validEvent(pinHost, { venue: 'Café\u0000Sol' }));
    expect(nul.statusCode).toBe(400);
    expect(await eventCount()).toBe(before);
  });

  it("refuses a pin too far from the district it names, in the reader's language", async () => {
    // Haeundae beach in Busan, for an address in Mapo.
    const payload = await validEvent(pinHost, { latitude: 35.1587, longitude: 129.1604 });
    const r = await submit(pinHost, payload);
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({
      code: 'pinTooFar',
      message: 'The pin is too far from the chosen address. Move it closer, or put it back on the address.',
    });
    const ko = await t.app.inject({
      method: 'POST',
      url: '/api/events/submit',
      payload,
      headers: { ...pinHost.auth, 'accept-language': 'ko' },
    });
    expect(ko.json().message).toBe(
      '핀이 선택한 주소에서 너무 멀리 있습니다. 더 가까이 옮기거나 주소 위치로 되돌려 주세요.',
    );
  });

  it("lets an island county's pin reach its far islands", async () => {
    const baengnyeongdo = await validEvent(pinHost, {
      location: '인천광역시 옹진군 (Ongjin-gun, Incheon)',
      latitude: 37.9673,
      longitude: 124.7137,
    });
    expect((await submit(pinHost, baengnyeongdo)).statusCode).toBe(201);
  });

  it('refuses a point outside Korea, not a number, infinite or huge with 400, never 500', async () => {
    const base = await validEvent(pinHost);
    const points: Array<Record<string, unknown>> = [
      { latitude: 35.6812, longitude: 139.7671 },
      { latitude: 126.9019, longitude: 37.5663 },
      { latitude: 1e308, longitude: 1e308 },
      { latitude: -1e308, longitude: 126.9 },
      { latitude: 'NaN', longitude: 126.9 },
      { latitude: 37.56, longitude: 'Infinity' },
      { latitude: '-Infinity', longitude: '-Infinity' },
      { latitude: '9'.repeat(400), longitude: 126.9 },
      { latitude: 'north', longitude: 126.9 },
      { latitude: { lat: 37.5 }, longitude: 126.9 },
      { latitude: [37.5], longitude: [126.9] },
      { latitude: true, longitude: true },
      { latitude: '', longitude: '' },
    ];
    for (const point of points) {
      const r = await submit(pinHost, { ...base, ...point });
      expect(r.statusCode, JSON.stringify(point)).toBe(400);
      expect(r.json().message, JSON.stringify(point)).toBe(NOT_AN_ADDRESS);
    }
    // JSON has no NaN or Infinity, but a number too large for a double is read as Infinity.
    const body = JSON.stringify({ ...base, latitude: 0 }).replace('"latitude":0', '"latitude":1e999');
    const infinite = await t.app.inject({
      method: 'POST',
      url: '/api/events/submit',
      payload: body,
      headers: { ...pinHost.auth, 'content-type': 'application/json' },
    });
    expect(infinite.statusCode).toBe(400);
    expect(infinite.json().message).toBe(NOT_AN_ADDRESS);
  });

  it('keeps a spec client working: an address of a map service, coordinates as numbers or strings', async () => {
    // The server cannot know where a map service's address is: only Korea is checked.
    const kakao = await submit(
      pinHost,
      await validEvent(pinHost, { location: '서울 마포구 마포나루길 467', latitude: 37.5552, longitude: 126.8953 }),
    );
    expect(kakao.statusCode).toBe(201);
    expect(kakao.json().event).toMatchObject({ latitude: 37.5552, longitude: 126.8953 });
    const strings = await submit(pinHost, await validEvent(pinHost, { latitude: '37.5663', longitude: '126.9019' }));
    expect(strings.statusCode).toBe(201);
    expect(strings.json().event).toMatchObject({ latitude: 37.5663, longitude: 126.9019 });
  });
});

describe('image descriptions (alt texts)', () => {
  it('stores the description given with each image and answers it with that image only', async () => {
    const second = await uploadImage(host);
    const third = await uploadImage(host);
    const payload = await validEvent(host);
    const r = await submit(host, {
      ...payload,
      images: [
        { url: payload.mainImage, alt: '  Friends around a picnic mat by the river  ' },
        { url: second, alt: '' },
        third,
      ],
    });
    expect(r.statusCode).toBe(201);
    const expected = {
      mainImage: payload.mainImage,
      images: [
        { url: payload.mainImage, alt: 'Friends around a picnic mat by the river' },
        { url: second },
        { url: third },
      ],
      eventImages: [{ url: second }, { url: third }],
    };
    expect(r.json().event).toMatchObject(expected);
    // Without a description the image keeps the spec's shape: no alt key at all.
    expect(Object.keys(r.json().event.images[1])).toEqual(['url']);
    const read = await t.app.inject({ method: 'GET', url: `/api/events/getEvents/${r.json().event.id}` });
    expect(read.json()).toMatchObject(expected);
    const rows = await queryRows<{ position: number; alt: string | null }>(
      t.database,
      sql`select position, alt from event_images where event_id = ${r.json().event.id} order by position`,
    );
    expect(rows).toEqual([
      { position: 0, alt: 'Friends around a picnic mat by the river' },
      { position: 1, alt: null },
      { position: 2, alt: null },
    ]);
  });

  it('refuses hostile descriptions with a 4xx and creates nothing', async () => {
    const payload = await validEvent(host);
    const before = await queryRows<{ n: number }>(t.database, sql`select count(*)::int as n from events`);
    const withAlt = (alt: unknown) => ({ ...payload, images: [{ url: payload.mainImage, alt }] });
    const tooLong = await submit(host, withAlt('a'.repeat(251)));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe('An image description can be at most 250 characters long.');
    const nul = await submit(host, withAlt('a\u0000b'));
    expect(nul.statusCode).toBe(400);
    expect(nul.json().code).toBe('textInvalidCharacters');
    const halfCharacter = await submit(host, withAlt('a\uD800b'));
    expect(halfCharacter.statusCode).toBe(400);
    const notText = await submit(host, withAlt({ toString: 'x' }));
    expect(notText.statusCode).toBe(400);
    const huge = await submit(host, withAlt('a'.repeat(2_000_000)));
    expect(huge.statusCode).toBe(413);
    const after = await queryRows<{ n: number }>(t.database, sql`select count(*)::int as n from events`);
    expect(after).toEqual(before);
  });
});

describe('GET /api/events/getEvents/:id', () => {
  it('shows the event to visitors without private user data', async () => {
    const created = (await submit(host, await validEvent(host))).json().event;
    const r = await t.app.inject({ method: 'GET', url: `/api/events/getEvents/${created.id}` });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ id: created.id, likes: [], likesCount: 0, question: 'Any allergies?' });
    expect(r.body).not.toContain(host.email);
    expect(r.body).not.toContain('1995-04-12');
    expect(r.body).not.toContain('argon2');
  });

  it('answers 404 for an unknown id', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/api/events/getEvents/999999' });
    expect(r.statusCode).toBe(404);
    expect(r.json().code).toBe('eventNotFound');
  });
});

describe('likes', () => {
  it('toggles a like on and off, signed in only', async () => {
    const event = (await submit(host, await validEvent(host))).json().event;
    const like = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/likes/${event.id}/like`,
        payload: { userId: guest.userId },
        headers: guest.auth,
      });
    const isLiked = () =>
      t.app.inject({
        method: 'GET',
        url: `/api/likes/${event.id}/isLiked?userId=${guest.userId}`,
        headers: guest.auth,
      });
    expect((await isLiked()).json()).toEqual({ isLiked: false });
    expect((await like()).json()).toEqual({ likesLen: 1, isLiked: true });
    expect((await isLiked()).json()).toEqual({ isLiked: true });
    expect((await like()).json()).toEqual({ likesLen: 0, isLiked: false });
    const visitor = await t.app.inject({ method: 'POST', url: `/api/likes/${event.id}/like`, payload: {} });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().message).toBe('Login is required.');
    const asOther = await t.app.inject({
      method: 'POST',
      url: `/api/likes/${event.id}/like`,
      payload: { userId: host.userId },
      headers: guest.auth,
    });
    expect(asOther.statusCode).toBe(403);
  });

  it('keeps who likes an event private: the page counts every like but names only the caller', async () => {
    const event = (await submit(host, await validEvent(host))).json().event;
    for (const who of [guest, host]) {
      await t.app.inject({ method: 'POST', url: `/api/likes/${event.id}/like`, payload: {}, headers: who.auth });
    }
    const likesSeenBy = async (headers: Record<string, string>) =>
      (await t.app.inject({ method: 'GET', url: `/api/events/getEvents/${event.id}`, headers })).json().likes;
    const anonymous = { user: { userId: '' } };
    expect(await likesSeenBy({})).toEqual([anonymous, anonymous]);
    expect(await likesSeenBy(guest.auth)).toEqual([{ user: { userId: guest.userId } }, anonymous]);
    const stranger = (await crowd(t, 1))[0]!;
    expect(await likesSeenBy(stranger.auth)).toEqual([anonymous, anonymous]);
    // Nor does anyone else's list of liked events answer.
    const theirs = await t.app.inject({
      method: 'GET',
      url: `/api/events/getLikedEvent/${guest.userId}`,
      headers: stranger.auth,
    });
    expect(theirs.statusCode).toBe(403);
  });

  it('keeps the count equal to the rows under 20 concurrent toggles by one user', async () => {
    const event = (await submit(host, await validEvent(host))).json().event;
    await Promise.all(
      Array.from({ length: 20 }, () =>
        t.app.inject({ method: 'POST', url: `/api/likes/${event.id}/like`, payload: {}, headers: guest.auth }),
      ),
    );
    const [row] = await queryRows<{ likes_count: number; rows: number }>(
      t.database,
      sql`select likes_count, (select count(*)::int from likes where event_id = ${event.id}) as rows from events where id = ${event.id}`,
    );
    expect(row!.rows).toBeLessThanOrEqual(1);
    expect(row!.likes_count).toBe(row!.rows);
  });
});

describe('DELETE /api/events/:id', () => {
  async function eventWithGuests() {
    const event = (await submit(host, await validEvent(host))).json().event;
    const others = [guest, await registerUser(t), await registerUser(t), await registerUser(t), await registerUser(t)];
    const statuses = ['Approved', 'Approved', 'Pending', 'Waitlisted', 'Rejected'];
    for (const [i, user] of others.entries()) {
      await t.database.db.execute(sql`
        insert into participants (event_id, user_id, status, answer, created_at, updated_at)
        select ${event.id}, id, ${statuses[i]}, '', now(), now() from users where user_id = ${user.userId}`);
    }
    await t.app.inject({ method: 'POST', url: `/api/likes/${event.id}/like`, payload: {}, headers: guest.auth });
    return { event, approved: others.slice(0, 2), pending: others[2]!, waitlisted: others[3]!, rejected: others[4]! };
  }

  const remove = (user: TestUser | null, id: number, payload: object) =>
    t.app.inject({ method: 'DELETE', url: `/api/events/${id}`, payload, headers: user?.auth ?? {} });

  it('is for the host only: others get 403 and nothing is removed', async () => {
    const { event } = await eventWithGuests();
    const r = await remove(guest, event.id, { reason: 'Schedule change' });
    expect(r.statusCode).toBe(403);
    expect((await remove(null, event.id, { reason: 'Schedule change' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `/api/events/getEvents/${event.id}` })).statusCode).toBe(200);
  });

  it('refuses an unknown reason, and Other without text', async () => {
    const { event } = await eventWithGuests();
    for (const payload of [{ reason: 'Because' }, { reason: 'Other' }, { reason: 'Other', detail: '   ' }]) {
      const r = await remove(host, event.id, payload);
      expect(r.statusCode).toBe(400);
      expect(r.json().message).toBe('Please provide a reason before submitting.');
    }
  });

  it('removes every row of the event and queues one mail per guest, applicant and person waiting, sent by the outbox', async () => {
    const { event, approved, pending, waitlisted, rejected } = await eventWithGuests();
    await t.database.db.execute(sql`update users set locale = 'ko' where user_id = ${pending.userId}`);
    const images = (await t.app.inject({ method: 'GET', url: `/api/events/getEvents/${event.id}` })).json().images;
    const r = await remove(host, event.id, { reason: 'Other', detail: 'The park is closed for a festival' });
    expect(r.statusCode).toBe(200);
    expect(r.json().message).toBe('Event successfully deleted!');

    for (const table of ['events', 'participants', 'likes', 'event_images', 'chat_rooms']) {
      const column = table === 'events' ? 'id' : 'event_id';
      const rows = await queryRows(t.database, sql.raw(`select 1 from ${table} where ${column} = ${event.id}`));
      expect(rows, table).toEqual([]);
    }
    expect((await t.app.inject({ method: 'GET', url: images[0].url })).statusCode).toBe(404);

    const queued = await queryRows<{ recipient: string }>(
      t.database,
      sql`select recipient from mail_outbox where subject like ${'%Hangang picnic%'} and sent_at is null`,
    );
    expect(queued.map((q) => q.recipient).sort()).toEqual(
      [...approved, pending, waitlisted].map((u) => u.email).sort(),
    );

    expect(await t.app.processOutbox()).toBe(4);
    for (const user of approved) {
      const mail = t.mail.lastTo(user.email)!;
      expect(mail.subject).toBe('[Moim] Event cancelled: Hangang picnic');
      expect(mail.text).toContain('the host has cancelled an event you were going to');
      expect(mail.text).toContain('The park is closed for a festival');
    }
    // Those still waiting for a place are told too, each in their own words and language.
    const applied = t.mail.lastTo(pending.email)!;
    expect(applied.subject).toBe('[Moim] 이벤트가 취소되었습니다: Hangang picnic');
    expect(applied.text).toContain('참가 신청하신 이벤트를 호스트가 취소하여 신청이 종료되었습니다.');
    expect(applied.text).toContain('The park is closed for a festival');
    const waiting = t.mail.lastTo(waitlisted.email)!;
    expect(waiting.text).toContain('the host has cancelled an event you were on the waitlist for');
    expect(t.mail.lastTo(rejected.email)?.subject ?? '').not.toContain('cancelled');
    expect(t.mail.lastTo(host.email)?.subject ?? '').not.toContain('cancelled');
  });

  it('keeps an image another event still shows', async () => {
    const shared = await uploadImage(host);
    const first = (await submit(host, await validEvent(host, { mainImage: shared, images: [shared] }))).json().event;
    const second = (await submit(host, await validEvent(host, { mainImage: shared, images: [shared] }))).json().event;
    expect((await remove(host, first.id, { reason: 'Schedule change' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: shared })).statusCode).toBe(200);
    expect((await remove(host, second.id, { reason: 'Schedule change' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: shared })).statusCode).toBe(404);
  });

  it('keeps the deletion when the mail server is down, and retries the mail later', async () => {
    const { event, approved } = await eventWithGuests();
    expect((await remove(host, event.id, { reason: 'Not enough participants' })).statusCode).toBe(200);
    t.mail.failing = true;
    expect(await t.app.processOutbox()).toBe(0);
    t.mail.failing = false;
    expect(await t.app.processOutbox()).toBe(0);
    t.clock.advance(61_000);
    expect(await t.app.processOutbox()).toBe(approved.length + 2);
    expect(t.mail.lastTo(approved[0]!.email)?.text).toContain('Not enough participants');
  });
});
