import { distanceKm, EVENT_MAP_POINTS_LIMIT } from '@moim/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type TestUser } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { queryRows } from '../../test/test-database.ts';

// Events by place (decision 78): the map's view (`bounds`), the distance from a point (`near`)
// and the nearest first. TEST_NOW is 2026-03-02 12:00 in Korea.
let t: TestApp;
let host: TestUser;
const ids: Record<string, number> = {};

const HONGDAE = { latitude: 37.5572, longitude: 126.9245 };
const places = {
  hongdae: HONGDAE,
  seoulStation: { latitude: 37.5547, longitude: 126.9707 },
  itaewon: { latitude: 37.5345, longitude: 126.9946 },
  gangnam: { latitude: 37.4979, longitude: 127.0276 },
  seomyeon: { latitude: 35.1578, longitude: 129.0596 },
};
/** Central Seoul, from Hongdae to Itaewon: not Gangnam, not Busan. */
const CENTRAL_SEOUL = '37.53,126.90,37.57,127.00';

async function insertEvent(
  key: string,
  point: { latitude: number; longitude: number },
  extra: { date?: string; name?: string; hidden?: boolean; createdMinutesAgo?: number } = {},
) {
  const date = extra.date ?? '2026-03-10';
  const [row] = await queryRows<{ id: number }>(
    t.database,
    sql`insert into events (host_id, category, type, name, description, description_text, summary, date, time, starts_at, ends_at,
          location, location_detail, latitude, longitude, min_participants, max_participants, price, languages,
          main_image, participants_count, likes_count, created_at, updated_at, hidden_at)
        select u.id, 'Social', 'FirstCome', ${extra.name ?? `Meet at ${key}`}, '<p>Hi</p>', 'Hi', 'Hi', ${date}, '19:00',
          ${`${date}T19:00:00+09:00`}::timestamptz, ${`${date}T21:00:00+09:00`}::timestamptz, '서울특별시 마포구 (Mapo-gu, Seoul)', '',
          ${point.latitude}, ${point.longitude}, 1, 10, 0, '{en}'::text[], '/uploads/events/x.webp', 1, 0,
          ${new Date(Date.parse('2026-03-02T03:00:00Z') - (extra.createdMinutesAgo ?? 0) * 60_000).toISOString()}::timestamptz,
          now(), ${extra.hidden ? sql`now()` : sql`null`}
        from users u where u.user_id = ${host.userId}
        returning id`,
  );
  ids[key] = row!.id;
}

beforeAll(async () => {
  t = await createTestApp();
  host = await registerUser(t);
  let minutes = 100;
  for (const [key, point] of Object.entries(places))
    await insertEvent(key, point, { createdMinutesAgo: (minutes -= 10) });
  // The same corner twice: the earlier id first among equals.
  await insertEvent('hongdaeToo', HONGDAE, { createdMinutesAgo: 5 });
  await insertEvent('hiddenHongdae', HONGDAE, { hidden: true });
  await insertEvent('pastHongdae', HONGDAE, { date: '2026-03-01' });
});
afterAll(() => t.close());

async function get(url: string) {
  const r = await t.app.inject({ method: 'GET', url });
  return { status: r.statusCode, body: r.json(), total: Number(r.headers['x-total-count']) };
}
const keysOf = (items: Array<{ id: number }>) =>
  items.map((i) => Object.keys(ids).find((k) => ids[k] === i.id) ?? `other:${i.id}`);

describe('GET /api/events with bounds', () => {
  it('lists only the events inside the area, in the list’s order, and counts them', async () => {
    const r = await get(`/api/events?fetchType=all&limit=12&bounds=${CENTRAL_SEOUL}`);
    expect(r.status).toBe(200);
    expect(keysOf(r.body)).toEqual(['hongdaeToo', 'itaewon', 'seoulStation', 'hongdae']);
    expect(r.total).toBe(4);
    expect(r.body[0]).toMatchObject({ latitude: HONGDAE.latitude, longitude: HONGDAE.longitude });
    expect(r.body[0]).not.toHaveProperty('distanceKm');
  });

  it('works with the other filters and a text search', async () => {
    const r = await get(`/api/events?fetchType=search&query=itaewon&bounds=${CENTRAL_SEOUL}`);
    expect(keysOf(r.body)).toEqual(['itaewon']);
    expect(keysOf((await get(`/api/events?fetchType=search&query=gangnam&bounds=${CENTRAL_SEOUL}`)).body)).toEqual([]);
  });
});

describe('GET /api/events near a point', () => {
  it('sorts the nearest first, ties by id, and tells each distance in km', async () => {
    const r = await get(`/api/events?fetchType=all&near=${HONGDAE.latitude},${HONGDAE.longitude}&sort=distance`);
    expect(r.status).toBe(200);
    expect(keysOf(r.body)).toEqual(['hongdae', 'hongdaeToo', 'seoulStation', 'itaewon', 'gangnam', 'seomyeon']);
    for (const item of r.body as Array<{ id: number; distanceKm: number }>) {
      const key = keysOf([item])[0] as keyof typeof places;
      expect(item.distanceKm).toBeCloseTo(
        distanceKm(HONGDAE, places[key.replace('Too', '') as keyof typeof places]),
        2,
      );
    }
    expect(r.body[2].distanceKm).toBeGreaterThan(4);
    expect(r.body[5].distanceKm).toBeGreaterThan(300);
  });

  it('pages the same order, and a text search reads it the same way', async () => {
    const near = `near=${places.gangnam.latitude},${places.gangnam.longitude}&sort=distance`;
    const first = await get(`/api/events?fetchType=all&${near}&limit=2`);
    const second = await get(`/api/events?fetchType=all&${near}&limit=2&offset=2`);
    expect([...keysOf(first.body), ...keysOf(second.body)]).toEqual(['gangnam', 'itaewon', 'seoulStation', 'hongdae']);
    expect(first.total).toBe(6);
    const search = await get(`/api/events?fetchType=search&query=meet&${near}`);
    expect(keysOf(search.body)).toEqual(['gangnam', 'itaewon', 'seoulStation', 'hongdae', 'hongdaeToo', 'seomyeon']);
  });

  it('with another sort, tells the distance and keeps that order', async () => {
    const r = await get(`/api/events?fetchType=all&near=${HONGDAE.latitude},${HONGDAE.longitude}&limit=2`);
    expect(keysOf(r.body)).toEqual(['hongdaeToo', 'seomyeon']);
    expect(r.body[0].distanceKm).toBe(0);
  });
});

describe('refused places', () => {
  it.each([
    ['sort=distance', 'distanceNeedsNear'],
    ['near=37.5', 'nearInvalid'],
    ['near=91,126', 'nearInvalid'],
    ['near=1e3,2', 'nearInvalid'],
    ['near=NaN,Infinity', 'nearInvalid'],
    [`near=${'9'.repeat(200)},1`, 'nearInvalid'],
    ['near=37.5%00,126', 'textInvalidCharacters'],
    ['bounds=37,126,38', 'boundsInvalid'],
    ['bounds=38,126,37,127', 'boundsInvalid'],
    ['bounds=37,127,38,126', 'boundsInvalid'],
    ['bounds=37,126,38,181', 'boundsInvalid'],
  ])('%s is a 400 %s', async (query, code) => {
    const r = await get(`/api/events?fetchType=all&${query}`);
    expect(r.status).toBe(400);
    expect(r.body.code).toBe(code);
  });

  it('the map needs its area', async () => {
    const r = await get('/api/events/map?fetchType=all');
    expect(r.status).toBe(400);
    expect(r.body.code).toBe('boundsInvalid');
  });
});

describe('GET /api/events/map', () => {
  it('answers the points inside the view with what their cards show', async () => {
    const r = await get(`/api/events/map?bounds=${CENTRAL_SEOUL}`);
    expect(r.status).toBe(200);
    expect(keysOf(r.body.points)).toEqual(['hongdaeToo', 'itaewon', 'seoulStation', 'hongdae']);
    expect(r.body).toMatchObject({ total: 4, exact: true });
    expect(r.body.points[1]).toEqual({
      id: ids.itaewon,
      name: 'Meet at itaewon',
      date: '2026-03-10',
      time: '19:00',
      startsAt: '2026-03-10T10:00:00.000Z',
      category: 'Social',
      location: '서울특별시 마포구 (Mapo-gu, Seoul)',
      mainImage: 'http://moim.test/uploads/events/x.webp',
      latitude: places.itaewon.latitude,
      longitude: places.itaewon.longitude,
    });
  });

  it('past events only with all-including-past; hidden ones never', async () => {
    const r = await get(`/api/events/map?fetchType=all-including-past&bounds=${CENTRAL_SEOUL}&sort=upcoming`);
    expect(keysOf(r.body.points)).toContain('pastHongdae');
    expect(keysOf(r.body.points)).not.toContain('hiddenHongdae');
  });

  it(`answers the first ${EVENT_MAP_POINTS_LIMIT} of a crowded view and counts the rest`, async () => {
    await t.database.db.execute(sql`
      insert into events (host_id, category, type, name, description, description_text, summary, date, time, starts_at, ends_at,
        location, location_detail, latitude, longitude, min_participants, max_participants, price, languages,
        main_image, participants_count, likes_count, created_at, updated_at)
      select e.host_id, e.category, e.type, 'Crowd ' || g, e.description, e.description_text, e.summary, e.date, e.time, e.starts_at,
        e.ends_at, e.location, '', 35.10 + g / 100000.0, 129.03, 1, 10, 0, e.languages, e.main_image, 1, 0, e.created_at, now()
      from events e, generate_series(1, ${EVENT_MAP_POINTS_LIMIT + 20}) g where e.id = ${ids.seomyeon}`);
    const r = await get('/api/events/map?bounds=35,129,35.2,129.1&sort=upcoming');
    expect(r.body.points).toHaveLength(EVENT_MAP_POINTS_LIMIT);
    expect(r.body).toMatchObject({ total: EVENT_MAP_POINTS_LIMIT + 21, exact: true });
  });
});
