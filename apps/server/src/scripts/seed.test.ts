import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  CATEGORIES,
  EVENT_LANGUAGES,
  EVENT_TYPES,
  GENDERS,
  TIME_SLOTS,
  countryCodes,
  seoulDate,
  seoulInstant,
} from '@moim/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.ts';
import { verifyPassword } from '../lib/passwords.ts';
import { searchableText, searchGrams } from '../lib/search.ts';
import { plainText } from '../lib/sanitize.ts';
import { createLocalStorage, type Storage } from '../lib/storage.ts';
import { createEventsRepository } from '../modules/events/events.repository.ts';
import { createGazetteerProvider } from '../modules/places/places.service.ts';
import { createTestApp, TEST_NOW, type TestApp } from '../test/test-app.ts';
import { createTestDatabase, queryRows } from '../test/test-database.ts';
import { PGlite } from '@electric-sql/pglite';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { pgliteExtensions } from '../db/client.ts';
import { DataDirInUseError } from '../db/data-dir-lock.ts';
import { inject } from 'vitest';
import { SEED_DEMO_USER_ID, SEED_PASSWORD, parseSeedArgs, runSeed, seedDatabase, type SeedResult } from './seed.ts';
import { dropSecondaryIndexes, rememberPendingIndexes } from './seed-indexes.ts';
import { likes } from '../db/schema.ts';

const now = new Date(TEST_NOW);
let handle: DatabaseHandle;
let storage: Storage;
let dir: string;
let first: SeedResult;
let indexesBefore: string[];

const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(handle, query);
const count = async (query: ReturnType<typeof sql>) => (await rows<{ n: number }>(query))[0]!.n;
const indexes = async () =>
  (await rows<{ d: string }>(sql`select indexdef as d from pg_indexes where schemaname = current_schema()`))
    .map((r) => r.d)
    .sort();

beforeAll(async () => {
  handle = await createTestDatabase();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'moim-seed-'));
  storage = createLocalStorage(path.join(dir, 'uploads'));
  indexesBefore = await indexes();
  first = await seedDatabase(handle, storage, { events: 400, users: 40, reset: false, imagesPerCategory: 2, now });
});

afterAll(async () => {
  await handle.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('seed', () => {
  it('parses its command line: a small demo by default, the benchmark size when asked', () => {
    expect(parseSeedArgs([])).toEqual({ events: 300, users: 100, imagesPerCategory: 16, reset: false });
    expect(parseSeedArgs(['--events', '3000'])).toMatchObject({ events: 3000, users: 1000 });
    expect(parseSeedArgs(['--events', '100000', '--reset'])).toEqual({
      events: 100_000,
      users: 3000,
      imagesPerCategory: 16,
      reset: true,
    });
    expect(parseSeedArgs(['--events=250', '--users', '50', '--images', '4'])).toMatchObject({
      events: 250,
      users: 50,
      imagesPerCategory: 4,
      reset: false,
    });
    expect(() => parseSeedArgs(['--events', 'many'])).toThrow(/--events/);
    expect(() => parseSeedArgs(['--evnts', '5'])).toThrow();
  });

  it('makes the users (and the demo account), events and images asked for, and leaves the indexes as they were', async () => {
    expect(first).toMatchObject({ users: 41, demo: true, events: 400, images: 16 });
    expect(await count(sql`select count(*)::int as n from events`)).toBe(400);
    expect(await count(sql`select count(*)::int as n from users where email like '%@seed.moim.example'`)).toBe(41);
    expect(await indexes()).toEqual(indexesBefore);
  });

  it('makes users who can sign in, with valid profile fields', async () => {
    const users = await rows<{
      user_id: string;
      email: string;
      username: string;
      password_hash: string;
      gender: string;
      nationality: string;
      locale: string;
      dob: string | Date;
    }>(sql`select user_id, email, username, password_hash, gender, nationality, locale, dob from users`);
    for (const u of users) {
      expect(u.user_id).toMatch(/^(seeduser\d+|demo)$/);
      expect(u.email).toBe(`${u.user_id}@seed.moim.example`);
      expect(u.username.length).toBeGreaterThan(1);
      expect(u.username.length).toBeLessThanOrEqual(40);
      expect(GENDERS).toContain(u.gender);
      expect(countryCodes).toContain(u.nationality);
      expect(['en', 'ko']).toContain(u.locale);
    }
    expect(new Set(users.map((u) => u.password_hash)).size).toBe(1);
    expect(await verifyPassword(users[0]!.password_hash, SEED_PASSWORD)).toBe(true);
  });

  it('spreads events over categories, types, dates, districts and languages, with valid fields', async () => {
    const events = await rows<{
      id: number;
      category: string;
      type: string;
      name: string;
      description: string;
      description_text: string;
      summary: string;
      date: string;
      time: string;
      starts_at: Date | string;
      ends_at: Date | string;
      created_at: Date | string;
      location: string;
      latitude: number;
      longitude: number;
      min_participants: number;
      max_participants: number;
      question: string | null;
      price: number;
      languages: string[];
      main_image: string;
      search_grams: string[];
    }>(sql`select id, category, type, name, description, description_text, summary, to_char(date, 'YYYY-MM-DD') as date,
             time, starts_at, ends_at, created_at, location, latitude, longitude, min_participants, max_participants, question,
             price, languages, main_image, search_grams from events`);
    const today = seoulDate(now);
    const day = 86_400_000;
    const earliest = seoulDate(new Date(now.getTime() - 60 * day));
    const latest = seoulDate(new Date(now.getTime() + 180 * day));
    for (const e of events) {
      expect(CATEGORIES).toContain(e.category);
      expect(EVENT_TYPES).toContain(e.type);
      expect(e.name.trim().length).toBeGreaterThan(0);
      expect(e.name.length).toBeLessThanOrEqual(100);
      expect(e.description).toMatch(/^<p>.*<\/p>$/);
      expect(e.description_text).toBe(plainText(e.description));
      expect(e.summary).toBe(e.description_text.slice(0, 200));
      expect([...e.search_grams].sort()).toEqual(searchGrams(searchableText(e.name, e.description_text)).sort());
      expect(TIME_SLOTS).toContain(e.time);
      expect(e.date >= earliest && e.date <= latest).toBe(true);
      expect(new Date(e.starts_at).toISOString()).toBe(seoulInstant(e.date, e.time).toISOString());
      const hours = (new Date(e.ends_at).getTime() - new Date(e.starts_at).getTime()) / 3_600_000;
      expect([2, 2.5, 3]).toContain(hours);
      expect(new Date(e.created_at).getTime()).toBeLessThan(new Date(e.starts_at).getTime());
      expect(new Date(e.created_at).getTime()).toBeLessThanOrEqual(now.getTime());
      expect(e.min_participants).toBeGreaterThan(0);
      expect(e.max_participants).toBeGreaterThan(e.min_participants);
      expect(e.price % 100).toBe(0);
      expect(e.price).toBeGreaterThanOrEqual(0);
      expect(e.languages.length).toBeGreaterThanOrEqual(1);
      expect(e.languages.length).toBeLessThanOrEqual(3);
      expect(new Set(e.languages).size).toBe(e.languages.length);
      for (const l of e.languages) expect(EVENT_LANGUAGES).toContain(l);
      expect(e.question === null).toBe(e.type === 'FirstCome');
      expect(e.main_image).toMatch(/^\/uploads\/events\/[0-9a-f-]{36}\.webp$/);
    }
    const distinct = (f: (e: (typeof events)[number]) => unknown) => new Set(events.map(f)).size;
    expect(distinct((e) => e.category)).toBe(CATEGORIES.length);
    expect(distinct((e) => e.type)).toBe(2);
    expect(distinct((e) => e.location)).toBeGreaterThan(20);
    expect(distinct((e) => e.date)).toBeGreaterThan(100);
    expect(events.some((e) => e.date < today)).toBe(true);
    expect(events.some((e) => e.price === 0)).toBe(true);
    expect(events.some((e) => e.price > 0)).toBe(true);
    expect(events.some((e) => /[가-힣]/.test(e.name))).toBe(true);
    expect(events.some((e) => /^[\x20-\x7e]+$/.test(e.name))).toBe(true);

    // The address is exactly what the places search offers for that district, with its coordinates.
    const places = createGazetteerProvider();
    for (const e of events.slice(0, 25)) {
      const district = /\(([^,]+),/.exec(e.location)![1]!;
      const place = (await places.search(district, 'en')).find((p) => p.address === e.location);
      expect(place, e.location).toBeDefined();
      expect(Math.abs(place!.latitude - e.latitude)).toBeLessThan(0.01);
      expect(Math.abs(place!.longitude - e.longitude)).toBeLessThan(0.01);
    }
  });

  it('keeps counts equal to their rows, seats within the limit and the host approved', async () => {
    expect(
      await count(sql`select count(*)::int as n from events e
        where e.participants_count <> (select count(*) from participants p where p.event_id = e.id and p.status = 'Approved')
           or e.likes_count <> (select count(*) from likes l where l.event_id = e.id)
           or e.participants_count > e.max_participants`),
    ).toBe(0);
    expect(
      await count(sql`select count(*)::int as n from events e where not exists
        (select 1 from participants p where p.event_id = e.id and p.user_id = e.host_id and p.status = 'Approved')`),
    ).toBe(0);
    expect(
      await count(
        sql`select count(*)::int as n from likes l join events e on e.id = l.event_id where l.user_id = e.host_id`,
      ),
    ).toBe(0);
    expect(
      await count(sql`select count(*)::int as n from participants where status not in ('Approved', 'Pending')`),
    ).toBe(0);
    expect(await count(sql`select count(*)::int as n from participants where status = 'Pending'`)).toBeGreaterThan(0);
    expect(
      await count(sql`select count(*)::int as n from likes l join events e on e.id = l.event_id
        where l.created_at < e.created_at or l.created_at > ${now.toISOString()}::timestamptz`),
    ).toBe(0);
    // Skewed: a few events have many more likes than the typical one.
    const [likes] = await rows<{ max: number; median: number }>(
      sql`select max(likes_count)::int as max, (percentile_disc(0.5) within group (order by likes_count))::int as median from events`,
    );
    expect(likes!.max).toBeGreaterThan(likes!.median + 10);
  });

  it('leaves nothing for a recount to fix: the counts are made from the rows', async () => {
    expect(await createEventsRepository(handle.db).recount()).toBe(0);
  });

  it('draws the same data from the same start', async () => {
    const fingerprint = (db: DatabaseHandle) =>
      queryRows(
        db,
        sql`select e.name, e.date, e.time, e.price, e.languages, e.participants_count, e.likes_count, h.user_id as host,
              h.username as host_name, (select array_agg(u.user_id order by u.user_id) from participants p
                join users u on u.id = p.user_id where p.event_id = e.id) as people
            from events e join users h on h.id = e.host_id order by e.id`,
      );
    const [one, two] = [await createTestDatabase(), await createTestDatabase()];
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'moim-seed-twice-'));
    try {
      const options = { events: 30, users: 12, reset: false, imagesPerCategory: 1, now };
      await seedDatabase(one, createLocalStorage(path.join(dir, 'one')), options);
      await seedDatabase(two, createLocalStorage(path.join(dir, 'two')), options);
      const drawn = await fingerprint(one);
      expect(drawn).toHaveLength(30);
      expect(await fingerprint(two)).toEqual(drawn);
    } finally {
      await Promise.all([one.close(), two.close()]);
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it('gives every event its images, a chat room, and the approved people as members', async () => {
    expect(
      await count(sql`select count(*)::int as n from events e where not exists
        (select 1 from event_images i where i.event_id = e.id and i.position = 0 and i.url = e.main_image)`),
    ).toBe(0);
    expect(
      await count(
        sql`select count(*)::int as n from event_images i left join uploads u on u.url = i.url where u.id is null`,
      ),
    ).toBe(0);
    expect(await count(sql`select count(*)::int as n from uploads where purpose = 'event'`)).toBe(16);
    for (const u of await rows<{ storage_key: string }>(sql`select storage_key from uploads`)) {
      expect(await storage.has(u.storage_key)).toBe(true);
    }
    expect(
      await count(
        sql`select count(*)::int as n from events e left join chat_rooms r on r.event_id = e.id where r.id is null`,
      ),
    ).toBe(0);
    const [members] = await rows<{ members: number; approved: number }>(sql`select
      (select count(*)::int from chat_room_members) as members,
      (select count(*)::int from participants where status = 'Approved') as approved`);
    expect(members!.members).toBe(members!.approved);
    expect(
      await count(sql`select count(*)::int as n from chat_room_members m join chat_rooms r on r.id = m.room_id
        where not exists (select 1 from participants p where p.event_id = r.event_id and p.user_id = m.user_id and p.status = 'Approved')`),
    ).toBe(0);
  });

  it('leaves no row pointing at a missing one (foreign-key triggers were skipped while loading)', async () => {
    const orphans = await rows<{ n: number }>(sql`select
      (select count(*) from events e where not exists (select 1 from users u where u.id = e.host_id)) +
      (select count(*) from participants p where not exists (select 1 from users u where u.id = p.user_id)
                                              or not exists (select 1 from events e where e.id = p.event_id)) +
      (select count(*) from likes l where not exists (select 1 from users u where u.id = l.user_id)
                                       or not exists (select 1 from events e where e.id = l.event_id)) +
      (select count(*) from event_images i where not exists (select 1 from events e where e.id = i.event_id)) +
      (select count(*) from chat_rooms r where not exists (select 1 from events e where e.id = r.event_id)) +
      (select count(*) from chat_room_members m where not exists (select 1 from users u where u.id = m.user_id)
                                                   or not exists (select 1 from chat_rooms r where r.id = m.room_id)) +
      (select count(*) from uploads x where x.owner_id is not null and not exists (select 1 from users u where u.id = x.owner_id))
      as n`);
    expect(Number(orphans[0]!.n)).toBe(0);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'builds, on PostgreSQL, the indexes a seed stopped after its commit left unbuilt',
    async () => {
      // As a seed stopped between its commit and its index builds leaves the database.
      await handle.db.transaction(async (tx) => {
        await rememberPendingIndexes(tx, await dropSecondaryIndexes(tx, likes));
      });
      expect(await indexes()).not.toEqual(indexesBefore);
      const lines: string[] = [];
      await seedDatabase(handle, storage, {
        events: 0,
        users: 40,
        reset: false,
        imagesPerCategory: 2,
        now,
        log: (line) => lines.push(line),
      });
      expect(lines.join('\n')).toMatch(/1 indexes a stopped seed left built/);
      expect(await indexes()).toEqual(indexesBefore);
      expect(
        await count(sql`select count(*)::int as n from pg_tables where tablename = 'moim_seed_pending_indexes'`),
      ).toBe(0);
    },
  );

  describe('served by the app', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ database: { ...handle, close: async () => undefined } });
    });
    afterAll(() => t.close());

    it('lists and shows seeded events through the real routes', async () => {
      const list = await t.app.inject({ method: 'GET', url: '/api/events?fetchType=all&limit=12' });
      expect(list.statusCode).toBe(200);
      const items = list.json() as Array<{ id: number; likes: number }>;
      expect(items).toHaveLength(12);
      const upcoming = await count(
        sql`select count(*)::int as n from events where starts_at >= ${seoulInstant(seoulDate(now), '00:00').toISOString()}::timestamptz`,
      );
      expect(Number(list.headers['x-total-count'])).toBe(upcoming);
      const hot = await t.app.inject({ method: 'GET', url: '/api/events?fetchType=hot' });
      expect(hot.statusCode).toBe(200);
      const hotLikes = (hot.json() as Array<{ likes: number }>).map((e) => e.likes);
      expect(hotLikes).toEqual([...hotLikes].sort((a, b) => b - a));
      const detail = await t.app.inject({ method: 'GET', url: `/api/events/getEvents/${items[0]!.id}` });
      expect(detail.statusCode).toBe(200);
    });

    it('signs the demo account in with the seed password; it hosts the most events, has joined and liked some', async () => {
      const signIn = await t.app.inject({
        method: 'POST',
        url: '/api/user/signIn',
        payload: { userId: SEED_DEMO_USER_ID, password: SEED_PASSWORD },
      });
      expect(signIn.statusCode).toBe(200);
      expect(signIn.json()).toMatchObject({ userId: SEED_DEMO_USER_ID, passwordChangeRequired: false });
      const hosted = await t.app.inject({ method: 'GET', url: `/api/events/getEventsByHostId/${SEED_DEMO_USER_ID}` });
      expect(hosted.statusCode).toBe(200);
      expect((hosted.json() as unknown[]).length).toBeGreaterThan(0);

      const [demo] = await rows<{ id: string }>(sql`select id from users where user_id = ${SEED_DEMO_USER_ID}`);
      const [busiest] = await rows<{ host_id: string }>(
        sql`select host_id from events group by host_id order by count(*) desc limit 1`,
      );
      expect(busiest!.host_id).toBe(demo!.id);
      expect(
        await count(sql`select count(*)::int as n from participants p join events e on e.id = p.event_id
          where p.user_id = ${demo!.id} and e.host_id <> ${demo!.id} and p.status = 'Approved'`),
      ).toBeGreaterThan(0);
      expect(await count(sql`select count(*)::int as n from likes where user_id = ${demo!.id}`)).toBeGreaterThan(0);
    });
  });

  describe('a second run without --reset', () => {
    it('adds its events, keeps the users, and gives the demo account its password back', async () => {
      await rows(sql`update users set password_hash = 'changed by someone trying the site' where user_id = 'demo'`);
      const again = await seedDatabase(handle, storage, {
        events: 10,
        users: 40,
        reset: false,
        imagesPerCategory: 1,
        now,
      });
      expect(again).toMatchObject({ users: 0, demo: true, events: 10 });
      expect(await count(sql`select count(*)::int as n from events`)).toBe(410);
      expect(await count(sql`select count(*)::int as n from users where email like '%@seed.moim.example'`)).toBe(41);
      const [demo] = await rows<{ password_hash: string }>(
        sql`select password_hash from users where user_id = ${SEED_DEMO_USER_ID}`,
      );
      expect(await verifyPassword(demo!.password_hash, SEED_PASSWORD)).toBe(true);
    });

    it("never touches a real user who has the demo account's ID", async () => {
      const other = await createTestDatabase();
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'moim-seed-other-'));
      try {
        await queryRows(
          other,
          sql`insert into users (user_id, email, username, password_hash, dob, gender, nationality, created_at, updated_at)
            values ('Demo', 'real@example.com', 'Real', 'real hash', '1990-01-01', 'male', 'KR', now(), now())`,
        );
        const result = await seedDatabase(other, createLocalStorage(dir), {
          events: 10,
          users: 10,
          reset: false,
          imagesPerCategory: 1,
          now,
        });
        expect(result).toMatchObject({ users: 10, demo: false, events: 10 });
        expect(
          await queryRows(other, sql`select email, password_hash from users where lower(user_id) = 'demo'`),
        ).toEqual([{ email: 'real@example.com', password_hash: 'real hash' }]);
      } finally {
        await other.close();
        fs.rmSync(dir, { recursive: true, force: true });
      }
    });
  });

  describe('--reset', () => {
    it('deletes the previous seed data, keeps everyone else with correct counts, and removes the old images', async () => {
      const [alice] = await rows<{
        id: string;
      }>(sql`insert into users (user_id, email, username, dob, gender, nationality, created_at, updated_at)
        values ('alice', 'alice@example.com', 'Alice', '1990-01-01', 'Female', 'GB', now(), now()) returning id`);
      const [event] = await rows<{
        id: number;
      }>(sql`insert into events (host_id, category, type, name, description, date, time,
          starts_at, ends_at, location, location_detail, latitude, longitude, min_participants, max_participants, price,
          languages, main_image, participants_count, likes_count, created_at, updated_at)
        values (${alice!.id}, 'Social', 'FirstCome', 'Alice party', '<p>Hi</p>', '2026-03-20', '19:00', '2026-03-20T10:00:00Z',
          '2026-03-20T12:00:00Z',
          'x', '', 37.5, 127, 1, 10, 0, array['en'], '/uploads/events/x.webp', 2, 1, now(), now()) returning id`);
      const seedUser = (await rows<{ id: string }>(sql`select id from users where user_id = 'seeduser1'`))[0]!.id;
      await rows(sql`insert into participants (event_id, user_id, status, created_at, updated_at)
        values (${event!.id}, ${alice!.id}, 'Approved', now(), now()), (${event!.id}, ${seedUser}, 'Approved', now(), now())`);
      await rows(sql`insert into likes (event_id, user_id, created_at) values (${event!.id}, ${seedUser}, now())`);
      const seededEvent = (
        await rows<{ id: number }>(sql`select id from events where host_id <> ${alice!.id} limit 1`)
      )[0]!.id;
      await rows(sql`insert into likes (event_id, user_id, created_at) values (${seededEvent}, ${alice!.id}, now())`);
      const oldKeys = (await rows<{ storage_key: string }>(sql`select storage_key from uploads`)).map(
        (r) => r.storage_key,
      );

      const second = await seedDatabase(handle, storage, {
        events: 120,
        users: 30,
        reset: true,
        imagesPerCategory: 1,
        now,
      });

      expect(second.deleted).toEqual({ users: 41, events: 410 });
      expect(await count(sql`select count(*)::int as n from events where host_id <> ${alice!.id}`)).toBe(120);
      expect(await count(sql`select count(*)::int as n from users where email like '%@seed.moim.example'`)).toBe(31);
      const [kept] = await rows<{ participants_count: number; likes_count: number }>(
        sql`select participants_count, likes_count from events where id = ${event!.id}`,
      );
      expect(kept).toEqual({ participants_count: 1, likes_count: 0 });
      expect(await count(sql`select count(*)::int as n from users where user_id = 'alice'`)).toBe(1);
      expect(await count(sql`select count(*)::int as n from likes where user_id = ${alice!.id}`)).toBe(0);
      for (const key of oldKeys) expect(await storage.has(key)).toBe(false);
      expect(await count(sql`select count(*)::int as n from uploads`)).toBe(8);
      expect(await indexes()).toEqual(indexesBefore);
      expect(
        await count(sql`select count(*)::int as n from events e
          where e.participants_count <> (select count(*) from participants p where p.event_id = e.id and p.status = 'Approved')
             or e.likes_count <> (select count(*) from likes l where l.event_id = e.id)`),
      ).toBe(0);
    });
  });
});

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
  'npm run seed, on the PGlite folder that npm start uses',
  () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'moim-seed-command-'));
    const env = {
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: dataDir,
      SESSION_SECRET: 'test-secret-that-is-long-enough-for-hs256-0123456789',
    };
    const storedImages = () => fs.readdirSync(path.join(dataDir, 'uploads', 'events')).length;

    beforeAll(async () => {
      // A migrated folder from the run's snapshot: creating a new PGlite folder takes long, and
      // the seed migrates whatever it opens the same way.
      const snapshot = new Blob([fs.readFileSync(inject('pgliteSnapshot'))]);
      const client = await PGlite.create(path.join(dataDir, 'pglite'), {
        loadDataDir: snapshot,
        extensions: pgliteExtensions,
      });
      await client.close();
    });
    afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

    it('fills it, a second time without failing, and ends by saying how to sign in', async () => {
      const lines: string[] = [];
      const args = ['--events', '20', '--users', '12', '--images', '1'];
      const first = await runSeed(args, env, (line) => lines.push(line));
      expect(first).toMatchObject({ events: 20, users: 13, demo: true });
      expect(lines[0]).toContain(`PGlite at ${path.join(dataDir, 'pglite')}`);
      expect(lines.at(-1)).toContain('sign in as demo with the password Password1!');

      const second = await runSeed(args, env, () => undefined);
      expect(second).toMatchObject({ events: 20, users: 0, demo: true });
    });

    it('is what the server serves; while the server has the folder open, the seed says so and leaves no files', async () => {
      const app = await buildApp(loadConfig(env), { startWorkers: false });
      try {
        const list = await app.inject({ method: 'GET', url: '/api/events?fetchType=all-including-past' });
        expect(Number(list.headers['x-total-count'])).toBe(40);
        const signIn = await app.inject({
          method: 'POST',
          url: '/api/user/signIn',
          payload: { userId: SEED_DEMO_USER_ID, password: SEED_PASSWORD },
        });
        expect(signIn.statusCode).toBe(200);

        const images = storedImages();
        const refusal = await runSeed(['--events', '5', '--images', '2'], env, () => undefined).catch(
          (error: unknown) => error,
        );
        expect(refusal).toBeInstanceOf(DataDirInUseError);
        expect((refusal as Error).message).toContain(path.join(dataDir, 'pglite'));
        expect((refusal as Error).message).toMatch(/npm start/);
        expect(storedImages()).toBe(images);
      } finally {
        await app.close();
      }
    });
  },
);
