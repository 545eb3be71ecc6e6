import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchableText, searchGrams } from '../../lib/search.ts';
import { registerUser, type TestUser } from '../../test/accounts.ts';
import { createEvent } from '../../test/events.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { queryRows } from '../../test/test-database.ts';

// TEST_NOW is 2026-03-02 12:00 in Korea (03:00 UTC).
let t: TestApp;
let host: TestUser;
let fan: TestUser;
const ids: Record<string, number> = {};

interface Seed {
  key: string;
  name: string;
  date: string;
  time: string;
  category?: string;
  type?: string;
  likes?: number;
  description?: string;
  location?: string;
  languages?: string[];
  createdMinutesAgo: number;
}

const seeds: Seed[] = [
  { key: 'yesterday', name: 'Yesterday picnic', date: '2026-03-01', time: '19:00', createdMinutesAgo: 100 },
  { key: 'earlierToday', name: 'Morning coffee', date: '2026-03-02', time: '09:00', likes: 1, createdMinutesAgo: 90 },
  { key: 'laterToday', name: 'Evening 한강 run', date: '2026-03-02', time: '20:00', likes: 2, createdMinutesAgo: 80 },
  {
    key: 'kimchi',
    name: 'Kimchi class',
    date: '2026-03-10',
    time: '10:30',
    category: 'Learning',
    type: 'Register',
    likes: 5,
    languages: ['ko'],
    location: '서울특별시 종로구 (Jongno-gu, Seoul)',
    createdMinutesAgo: 70,
  },
  {
    key: 'games',
    name: '100% fun games',
    date: '2026-03-05',
    time: '18:00',
    category: 'Games',
    likes: 9,
    description: "Bring your friends to O'Brien's quiz night",
    createdMinutesAgo: 60,
  },
  {
    key: 'art',
    name: 'Art walk',
    date: '2026-04-01',
    time: '14:00',
    category: 'Art/Fashion',
    likes: 9,
    createdMinutesAgo: 50,
  },
];

beforeAll(async () => {
  t = await createTestApp();
  host = await registerUser(t);
  fan = await registerUser(t);
  for (const s of seeds) {
    const [row] = await queryRows<{ id: number }>(
      t.database,
      sql`insert into events (host_id, category, type, name, description, description_text, summary, date, time, starts_at, ends_at,
            location, location_detail, latitude, longitude, min_participants, max_participants, price, languages,
            main_image, participants_count, likes_count, created_at, updated_at, search_grams)
          select u.id, ${s.category ?? 'Social'}, ${s.type ?? 'FirstCome'}, ${s.name}, ${`<p>${s.description ?? 'Join us'}</p>`},
            ${s.description ?? 'Join us'}, ${s.description ?? 'Join us'}, ${s.date}, ${s.time},
            ${`${s.date}T${s.time}:00+09:00`}::timestamptz, ${`${s.date}T${s.time}:00+09:00`}::timestamptz + interval '2 hours', ${s.location ?? '서울특별시 마포구 (Mapo-gu, Seoul)'}, '',
            37.56, 126.9, 1, 10, 0, ${`{${(s.languages ?? ['en']).join(',')}}`}::text[], '/uploads/events/x.webp', 1,
            ${s.likes ?? 0}, ${new Date(Date.parse('2026-03-02T03:00:00Z') - s.createdMinutesAgo * 60_000).toISOString()}::timestamptz, now(),
            ${`{${searchGrams(searchableText(s.name, s.description ?? 'Join us'))
              .map((g) => JSON.stringify(g))
              .join(',')}}`}::text[]
          from users u where u.user_id = ${host.userId}
          returning id`,
    );
    ids[s.key] = row!.id;
  }
  await t.database.db.execute(
    sql`insert into likes (event_id, user_id, created_at) select ${ids.kimchi}, id, now() from users where user_id = ${fan.userId}`,
  );
  await t.database.db.execute(
    sql`insert into likes (event_id, user_id, created_at) select ${ids.yesterday}, id, now() + interval '1 minute' from users where user_id = ${fan.userId}`,
  );
});
afterAll(() => t.close());

async function list(query: string, headers: Record<string, string> = {}) {
  const r = await t.app.inject({ method: 'GET', url: `/api/events?${query}`, headers });
  return { status: r.statusCode, body: r.json(), total: Number(r.headers['x-total-count']) };
}
const keysOf = (items: Array<{ id: number }>) =>
  items.map((i) => Object.keys(ids).find((k) => ids[k] === i.id) ?? `other:${i.id}`);

describe('GET /api/events', () => {
  it('all: events from today on (earlier today included, yesterday not), newest created first', async () => {
    const r = await list('fetchType=all');
    expect(keysOf(r.body)).toEqual(['art', 'games', 'kimchi', 'laterToday', 'earlierToday']);
    expect(r.total).toBe(5);
  });

  it('returns the list item shape with counts', async () => {
    const [item] = (await list('fetchType=search&query=kimchi')).body;
    expect(item).toEqual({
      id: ids.kimchi,
      name: 'Kimchi class',
      description: 'Join us',
      // Stored as a path, answered absolute under PUBLIC_URL.
      mainImage: 'http://moim.test/uploads/events/x.webp',
      date: '2026-03-10',
      time: '10:30',
      startsAt: '2026-03-10T01:30:00.000Z',
      endsAt: '2026-03-10T03:30:00.000Z',
      category: 'Learning',
      type: 'Register',
      location: '서울특별시 종로구 (Jongno-gu, Seoul)',
      price: 0,
      minParticipants: 1,
      maxParticipants: 10,
      participants: 1,
      likes: 5,
      languages: ['ko'],
      createdBy: { userId: host.userId, username: 'Mina Park', profileImage: null },
      likedByMe: false,
      latitude: 37.56,
      longitude: 126.9,
    });
  });

  it('hot: most liked first, then the earliest start', async () => {
    expect(keysOf((await list('fetchType=hot')).body)).toEqual([
      'games',
      'art',
      'kimchi',
      'laterToday',
      'earlierToday',
    ]);
  });

  it('upcoming: by start time', async () => {
    expect(keysOf((await list('fetchType=upcoming')).body)).toEqual([
      'earlierToday',
      'laterToday',
      'games',
      'kimchi',
      'art',
    ]);
  });

  it('all-including-past: every event, newest start first', async () => {
    const r = await list('fetchType=all-including-past');
    expect(keysOf(r.body)).toEqual(['art', 'kimchi', 'games', 'laterToday', 'earlierToday', 'yesterday']);
  });

  it('category: one category (the list spelling Art/Fasion included), All for every one', async () => {
    expect(keysOf((await list('fetchType=category&category=Art/Fasion')).body)).toEqual(['art']);
    expect(keysOf((await list('fetchType=category&category=Learning')).body)).toEqual(['kimchi']);
    expect((await list('fetchType=category&category=All')).total).toBe(5);
  });

  it('search: name or description, case-insensitive, Hangul included', async () => {
    expect(keysOf((await list('fetchType=search&query=KIMCHI')).body)).toEqual(['kimchi']);
    expect(keysOf((await list(`fetchType=search&query=${encodeURIComponent('한강')}`)).body)).toEqual(['laterToday']);
    expect(keysOf((await list('fetchType=search&query=quiz')).body)).toEqual(['games']);
    expect(keysOf((await list('fetchType=search&query=picnic')).body)).toEqual([]);
  });

  it('search finds one- and two-character words too (common in Korean)', async () => {
    expect(keysOf((await list('fetchType=search&query=KI')).body)).toEqual(['kimchi']);
    expect(keysOf((await list(`fetchType=search&query=${encodeURIComponent('강')}`)).body)).toEqual(['laterToday']);
    expect(keysOf((await list(`fetchType=search&query=${encodeURIComponent("'")}`)).body)).toEqual(['games']);
  });

  it('search treats %, _ and quotes as plain characters', async () => {
    expect(keysOf((await list('fetchType=search&query=%25')).body)).toEqual(['games']);
    expect(keysOf((await list('fetchType=search&query=_')).body)).toEqual([]);
    expect(keysOf((await list(`fetchType=search&query=${encodeURIComponent("O'Brien")}`)).body)).toEqual(['games']);
    expect(
      keysOf((await list(`fetchType=search&query=${encodeURIComponent("'; drop table events; --")}`)).body),
    ).toEqual([]);
  });

  it('filters by date, type, location and language, and sorts on request', async () => {
    expect(keysOf((await list('fetchType=search&date=2026-03-02')).body)).toEqual(['laterToday', 'earlierToday']);
    expect(keysOf((await list('fetchType=search&date=2026-03-02&sort=upcoming')).body)).toEqual([
      'earlierToday',
      'laterToday',
    ]);
    expect(keysOf((await list('fetchType=search&type=Register')).body)).toEqual(['kimchi']);
    expect(keysOf((await list(`fetchType=search&location=${encodeURIComponent('종로')}`)).body)).toEqual(['kimchi']);
    expect(keysOf((await list('fetchType=search&language=ko')).body)).toEqual(['kimchi']);
    expect(keysOf((await list('fetchType=search&sort=hot&category=Games')).body)).toEqual(['games']);
  });

  it('pages with limit and offset, the total in X-Total-Count', async () => {
    const first = await list('fetchType=upcoming&limit=2');
    const second = await list('fetchType=upcoming&limit=2&offset=2');
    const last = await list('fetchType=upcoming&limit=2&offset=4');
    expect(keysOf(first.body)).toEqual(['earlierToday', 'laterToday']);
    expect(keysOf(second.body)).toEqual(['games', 'kimchi']);
    expect(keysOf(last.body)).toEqual(['art']);
    expect([first.total, second.total, last.total]).toEqual([5, 5, 5]);
    expect((await list('fetchType=all')).body).toHaveLength(5);
  });

  it('defaults to 12 per page and refuses more than 50', async () => {
    expect((await list('fetchType=all&limit=51')).status).toBe(400);
    expect((await list('fetchType=all&limit=0')).status).toBe(400);
  });

  it('answers 400 with a clear message for an unknown fetchType or a malformed date', async () => {
    const bad = await list('fetchType=popular');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('Unknown list type');
    const date = await list('fetchType=search&date=2026-02-31');
    expect(date.status).toBe(400);
    expect(date.body.code).toBe('dateFilterInvalid');
  });

  it('answers an empty array when nothing matches', async () => {
    const r = await list('fetchType=search&query=nothing-like-this');
    expect(r).toMatchObject({ status: 200, body: [], total: 0 });
  });

  it('marks the events the caller likes', async () => {
    const items = (await list('fetchType=all', fan.auth)).body as Array<{ id: number; likedByMe: boolean }>;
    expect(items.filter((i) => i.likedByMe).map((i) => i.id)).toEqual([ids.kimchi]);
  });
});

describe("a host's and a user's lists", () => {
  it("lists a host's events, past ones too, newest first", async () => {
    const r = await t.app.inject({ method: 'GET', url: `/api/events/getEventsByHostId/${host.userId}` });
    expect(r.statusCode).toBe(200);
    expect(keysOf(r.json())).toEqual(['art', 'games', 'kimchi', 'laterToday', 'earlierToday', 'yesterday']);
    expect(r.headers['x-total-count']).toBe('6');
    const none = await t.app.inject({ method: 'GET', url: `/api/events/getEventsByHostId/${fan.userId}` });
    expect(none.json()).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/events/getEventsByHostId/ghost404' })).statusCode).toBe(404);
  });

  it('lists what a user likes, most recently liked first, for that user only', async () => {
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/events/getLikedEvent/${fan.userId}`,
      headers: fan.auth,
    });
    expect(keysOf(own.json())).toEqual(['yesterday', 'kimchi']);
    expect(own.json().every((i: { likedByMe: boolean }) => i.likedByMe)).toBe(true);
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/events/getLikedEvent/${fan.userId}`,
      headers: host.auth,
    });
    expect(other.statusCode).toBe(403);
    const visitor = await t.app.inject({ method: 'GET', url: `/api/events/getLikedEvent/${fan.userId}` });
    expect(visitor.statusCode).toBe(401);
  });
});

describe('visitor caches', () => {
  it('reuses a public page for a second and a total for five, until a write through the app changes them', async () => {
    const cached = await createTestApp({ env: { VISITOR_CACHE_MS: '1000' } });
    try {
      const owner = await registerUser(cached);
      const reader = await registerUser(cached);
      const create = () => createEvent(cached, owner, { name: 'Cache check picnic' });
      const read = async (headers?: Record<string, string>) => {
        const r = await cached.app.inject({ method: 'GET', url: '/api/events?fetchType=all', headers });
        return { count: r.json().length as number, total: Number(r.headers['x-total-count']) };
      };
      const first = await create();
      expect(await read()).toEqual({ count: 1, total: 1 });
      // A new event is seen at once: the write drops the cached pages and totals.
      await create();
      expect(await read()).toEqual({ count: 2, total: 2 });

      // A change made behind the app's back (here: straight in the database) shows how long
      // the cache reuses what it has: a page for a second, a total for five.
      await cached.database.db.execute(
        sql`update events set starts_at = starts_at - interval '30 days' where id = ${first.id}`,
      );
      expect(await read()).toEqual({ count: 2, total: 2 });
      expect(await read(reader.auth)).toEqual({ count: 1, total: 2 });
      cached.clock.advance(1001);
      expect(await read()).toEqual({ count: 1, total: 2 });
      cached.clock.advance(4000);
      expect(await read()).toEqual({ count: 1, total: 1 });
    } finally {
      await cached.close();
    }
  });

  it("reuses an event's page for visitors for a second, but a like is seen at once", async () => {
    const cached = await createTestApp({ env: { VISITOR_CACHE_MS: '1000' } });
    try {
      const owner = await registerUser(cached);
      const fan = await registerUser(cached);
      const event = await createEvent(cached, owner, { name: 'Cached page picnic' });
      const page = async (headers?: Record<string, string>) =>
        (await cached.app.inject({ method: 'GET', url: `/api/events/getEvents/${event.id}`, headers })).json();
      expect((await page()).likesCount).toBe(0);
      const like = await cached.app.inject({ method: 'POST', url: `/api/likes/${event.id}/like`, headers: fan.auth });
      expect(like.json()).toMatchObject({ likesLen: 1 });
      expect((await page()).likesCount).toBe(1);
      expect((await page(fan.auth)).likesCount).toBe(1);

      await cached.database.db.execute(sql`update events set name = 'Renamed behind the app' where id = ${event.id}`);
      expect((await page()).name).toBe('Cached page picnic');
      expect((await page(fan.auth)).name).toBe('Renamed behind the app');
      cached.clock.advance(1001);
      expect((await page()).name).toBe('Renamed behind the app');
    } finally {
      await cached.close();
    }
  });
});
