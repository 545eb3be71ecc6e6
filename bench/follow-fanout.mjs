// Follow fan-out benchmark (issue 22, decision 0062): a host with BENCH_FANOUT_FOLLOWERS (10,000)
// followers posts an event.
//
//   npm run build && npm run bench:fanout
//
// 1. The worker (each engine: PGlite in a temporary folder; PostgreSQL 15 in a throwaway cluster
//    as the other benchmarks start it, or BENCH_DATABASE_URL): the event and its fan-out job are
//    written as the post's transaction writes them, then the server's own follows service tells
//    every follower (in-app notification and queued mail); on PostgreSQL also with two processes
//    at once. PASS/FAIL: all stored within 10 s, each exactly once.
// 2. The built server on that PostgreSQL database, through HTTP (BENCH_ENGINES with postgres):
//    - the post's response time (POST /api/events/submit, the image uploaded before and not
//      counted) of the host with 10,000 followers against a host with none, in turns, each post
//      after the last fan-out ended. PASS/FAIL: the median within 10 %.
//    - reads at a steady BENCH_FANOUT_READ_RATE (100 req/s: event lists, event pages, a
//      follower's notifications) while the fan-out runs, against the same reads with nothing
//      running, in turns. PASS/FAIL: the p99 rises by less than 20 %.
//
// Settings (environment): BENCH_ENGINES (pglite,postgres), BENCH_DATABASE_URL,
// BENCH_FANOUT_FOLLOWERS (10000), BENCH_FANOUT_POSTS (20 per host), BENCH_FANOUT_READ_ROUNDS (3),
// BENCH_FANOUT_READ_RATE (100), BENCH_SERVER (apps/server/dist/main.js), BENCH_JSON,
// BENCH_STRICT=1, BENCH_TIMEOUT (1200 s), PG_BIN.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { ManualClock, systemClock } from '../apps/server/src/lib/clock.ts';
import { createTokenService } from '../apps/server/src/lib/tokens.ts';
import { createFollowsService } from '../apps/server/src/modules/follows/follows.service.ts';
import {
  deadline,
  finish,
  fmt,
  freePort,
  httpOk,
  onCleanup,
  percentile,
  saveJson,
  say,
  serverEnv,
  settle,
  sleep,
  start,
  waitFor,
  waitForQuiet,
} from './lib/harness.mjs';
import { insertPeople, onEachEngine, PUBLIC_URL, quietLog, SECRET, servicesOn } from './lib/worker-bench.mjs';

const env = process.env;
const ROOT = path.resolve(import.meta.dirname, '..');
const ENGINES = (env.BENCH_ENGINES ?? 'pglite,postgres').split(',');
const FOLLOWERS = Number(env.BENCH_FANOUT_FOLLOWERS ?? 10_000);
const POSTS = Number(env.BENCH_FANOUT_POSTS ?? 20);
const READ_ROUNDS = Number(env.BENCH_FANOUT_READ_ROUNDS ?? 3);
const READ_RATE = Number(env.BENCH_FANOUT_READ_RATE ?? 100);
const SERVER_ENTRY = path.resolve(ROOT, env.BENCH_SERVER ?? 'apps/server/dist/main.js');
const TARGET_SECONDS = 10;
const MAX_POST_RATIO = 1.1;
const MAX_READ_P99_RISE = 1.2;
const NOW = '2026-12-01T03:00:00Z';
/** The host is bench0; the quiet host, with no followers, the one after the last follower. */
const QUIET_HOST = `bench${FOLLOWERS + 1}`;
/** Events of other hosts, for the reads to list. */
const OTHER_EVENTS = 300;

/** The hosts, the followers and their follows, and other hosts' events, set-based. */
async function fill(db) {
  await insertPeople(db, 0, FOLLOWERS + 1);
  await db.execute(sql`
    insert into follows (follower_id, host_id, created_at)
    select f.id, h.id, now() from users f join users h on h.user_id = 'bench0'
    where f.user_id not in ('bench0', ${QUIET_HOST})`);
  await db.execute(sql`
    insert into events (host_id, category, type, name, description, date, time, starts_at, ends_at, location, location_detail,
      latitude, longitude, min_participants, max_participants, question, price, languages, main_image,
      participants_count, created_at, updated_at)
    select u.id, 'Social', 'Register', 'Other event ' || e, '<p>Come along</p>', '2027-01-05', '19:00',
      '2027-01-05T10:00:00Z', '2027-01-05T12:00:00Z', '서울특별시 마포구 (Mapo-gu, Seoul)', 'Exit 1', 37.5663, 126.9019, 1, 10, null, 0, '{en}',
      '/uploads/events/bench.webp', 1, now(), now()
    from generate_series(1, ${OTHER_EVENTS}) e join users u on u.user_id = 'bench' || (e * 7)`);
  await db.execute(sql`analyze`);
}

/** A new event of the host and its fan-out job, as the post's transaction writes them. */
async function post(db) {
  const { rows } = await db.execute(sql`
    insert into events (host_id, category, type, name, description, date, time, starts_at, ends_at, location, location_detail,
      latitude, longitude, min_participants, max_participants, question, price, languages, main_image,
      participants_count, created_at, updated_at)
    select id, 'Social', 'Register', 'Bench event', '<p>Hi</p>', '2026-12-05', '19:00', '2026-12-05T10:00:00Z', '2026-12-05T12:00:00Z',
      '서울특별시 마포구 (Mapo-gu, Seoul)', 'Exit 1', 37.5663, 126.9019, 1, 10, null, 0, '{en}',
      '/uploads/events/bench.webp', 1, now(), now()
    from users where user_id = 'bench0' returning id`);
  await db.execute(sql`insert into follow_fanouts (event_id, created_at) values (${rows[0].id}, now())`);
}

/** The follows service of one server process on `handle`. */
function workerOn(handle) {
  const clock = new ManualClock(NOW);
  const { repos, transaction, notifications } = servicesOn(handle, clock);
  return createFollowsService({ repos, transaction, notifications, clock, publicUrl: PUBLIC_URL, log: quietLog });
}

async function count(db) {
  const { rows } = await db.execute(sql`
    select (select count(*)::int from notifications where kind = 'followedHostEvent') as notifications,
      (select count(distinct recipient_id)::int from notifications where kind = 'followedHostEvent') as "notifiedPeople",
      (select count(*)::int from mail_outbox) as mails,
      (select count(distinct recipient)::int from mail_outbox) as "mailedPeople"`);
  return rows[0];
}

async function reset(db) {
  await db.execute(sql`delete from notifications`);
  await db.execute(sql`delete from mail_outbox`);
  await db.execute(sql`delete from events where name = 'Bench event'`);
}

const results = [];
let missed = 0;

async function workerCase(engine, name, handles) {
  await reset(handles[0].db);
  await post(handles[0].db);
  const workers = handles.map(workerOn);
  const started = performance.now();
  const cpu0 = process.cpuUsage();
  const told = await Promise.all(workers.map((w) => w.fanOut()));
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpu0);
  const workerCpuSeconds = (cpu.user + cpu.system) / 1e6;
  const rows = await count(handles[0].db);
  const once =
    rows.notifications === FOLLOWERS &&
    rows.notifiedPeople === FOLLOWERS &&
    rows.mails === FOLLOWERS &&
    rows.mailedPeople === FOLLOWERS &&
    told.reduce((a, b) => a + b, 0) === FOLLOWERS;
  const fast = seconds <= TARGET_SECONDS;
  if (!once) missed++;
  if (!fast) missed++;
  results.push({ engine, case: name, seconds, workerCpuSeconds, told, ...rows, once, fast });
  say(
    `${engine.padEnd(8)} ${name.padEnd(14)} ${fmt(seconds, 1).padStart(6)} s (worker CPU ${fmt(workerCpuSeconds, 1)} s)  ` +
      `told ${told.join(' + ')}  ` +
      `notifications ${rows.notifications} (${rows.notifiedPeople} people), mails ${rows.mails} (${rows.mailedPeople} people)  ` +
      `${fast ? 'PASS' : 'FAIL'} ≤ ${TARGET_SECONDS} s, ${once ? 'PASS' : 'FAIL'} each once`,
  );
}

// ------------------------------------------------------------------------------------------------
// Through the built server.

/** Bearer tokens of these people, each with a session as a sign-in makes it. */
async function tokensOf(db, userIds) {
  const { rows } = await db.execute(sql`
    insert into sessions (user_id, created_at, expires_at)
    select id, now(), now() + interval '1 day' from users where user_id in ${userIds}
    returning id as sid, user_id as id`);
  const tokens = createTokenService(SECRET, systemClock);
  return Promise.all(rows.map((r) => tokens.sign('access', { sub: r.id, sid: r.sid }, 24 * 3600)));
}

const median = (values) => percentile(Float64Array.from(values).sort(), 50);

/** Seoul's date `days` from today, as the post form sends it. */
const seoulDate = (days) => new Date(Date.now() + 9 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);

let image;
/** Uploads an image (not timed), then posts an event as `token`: answers the post's milliseconds. */
async function postThroughApi(origin, token) {
  image ??= await sharp({ create: { width: 480, height: 360, channels: 3, background: '#2a9d8f' } })
    .jpeg({ quality: 70 })
    .toBuffer();
  const headers = { authorization: `Bearer ${token}` };
  const form = new FormData();
  form.append('file', new Blob([image], { type: 'image/jpeg' }), 'event.jpg');
  const uploaded = await fetch(`${origin}/api/events/upload-image-postEvent`, { method: 'POST', headers, body: form });
  if (!uploaded.ok) throw new Error(`The upload answered ${uploaded.status}: ${await uploaded.text()}`);
  const { imageUrl } = await uploaded.json();
  const body = JSON.stringify({
    category: 'Social',
    type: 'Register',
    name: 'Language exchange at Hapjeong',
    date: seoulDate(5),
    time: '19:00',
    description: '<p>Come along and meet new people.</p>',
    minParticipants: 2,
    maxParticipants: 12,
    question: 'Why would you like to join?',
    price: 10000,
    mainImage: imageUrl,
    images: [imageUrl],
    location: '서울특별시 마포구 (Mapo-gu, Seoul)',
    locationDetail: 'Exit 2, Hapjeong station',
    latitude: 37.5663,
    longitude: 126.9019,
    languages: ['en', 'ko'],
  });
  const started = performance.now();
  const submitted = await fetch(`${origin}/api/events/submit`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body,
  });
  const ms = performance.now() - started;
  if (submitted.status !== 201) throw new Error(`The post answered ${submitted.status}: ${await submitted.text()}`);
  return ms;
}

/** Waits until no fan-out is left and every follower of every post so far has been told. */
async function fannedOut(db) {
  await waitFor(
    'the fan-out',
    async () => {
      const { rows } = await db.execute(sql`select count(*)::int as n from follow_fanouts`);
      return rows[0].n === 0;
    },
    120_000,
  );
}

/**
 * Reads at a steady READ_RATE per second for `seconds`, one request every 1/READ_RATE s (not a
 * burst each second, as autocannon's rate sends): event lists, event pages, and a follower's
 * notifications. Answers each response's end time, latency and kind.
 */
async function readLoad(origin, { eventIds, readerTokens }, seconds) {
  const total = Math.round(seconds * READ_RATE);
  const started = performance.now();
  const reads = [];
  for (let i = 0; i < total; i++) {
    const due = started + (i * 1000) / READ_RATE;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    const token = readerTokens[i % readerTokens.length];
    const read =
      i % 3 === 0
        ? { kind: 'list', path: `/api/events?page=${1 + (i % 10)}` }
        : i % 3 === 1
          ? { kind: 'event', path: `/api/events/getEvents/${eventIds[i % eventIds.length]}` }
          : { kind: 'notifications', path: '/api/notifications', headers: { authorization: `Bearer ${token}` } };
    const sent = performance.now();
    reads.push(
      fetch(`${origin}${read.path}`, { headers: { accept: 'application/json', ...read.headers } }).then(
        async (response) => {
          await response.arrayBuffer();
          const at = performance.now();
          if (response.status !== 200) throw new Error(`A read (${read.path}) answered ${response.status}.`);
          return { at, ms: at - sent, kind: read.kind };
        },
      ),
    );
  }
  return Promise.all(reads);
}

const p99Of = (samples) => percentile(Float64Array.from(samples.map((s) => s.ms)).sort(), 99);
/** The p99 of each kind of read, for the log. */
const p99sOf = (samples) =>
  ['list', 'event', 'notifications']
    .map((kind) => `${kind} ${fmt(p99Of(samples.filter((s) => s.kind === kind)), 1)}`)
    .join(', ');

async function serverCases(url, db, tmp) {
  if (!fs.existsSync(SERVER_ENTRY)) {
    throw new Error(`${path.relative(ROOT, SERVER_ENTRY)} is missing: run \`npm run build\` first.`);
  }
  await reset(db);
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = path.join(tmp, 'server');
  fs.mkdirSync(dataDir);
  const server = start(
    'server',
    process.execPath,
    [...(env.BENCH_SERVER_ARGS ?? '').split(' ').filter(Boolean), SERVER_ENTRY],
    {
      cwd: ROOT,
      env: serverEnv({ port, databaseUrl: url, dataDir, secret: SECRET }, { QUOTA_EVENTS_PER_DAY: '100000' }),
    },
  );
  await waitFor('the server', httpOk(`${origin}/api/health`), 60_000, server);

  const [famous] = await tokensOf(db, ['bench0']);
  const [quiet] = await tokensOf(db, [QUIET_HOST]);
  const readers = Array.from({ length: 100 }, (_, i) => `bench${1 + i * 97}`);
  const readerTokens = await tokensOf(db, readers);
  const { rows } = await db.execute(sql`select id from events order by id`);
  const eventIds = rows.map((r) => r.id);

  // Each post and each window starts on a quiet machine: a fan-out's writes leave PostgreSQL vacuuming.
  const quietMachine = () => waitForQuiet({}, 60);

  say('\nThrough the server (PostgreSQL): posting, 10,000 followers against none.');
  const times = { famous: [], quiet: [] };
  for (let i = -2; i < POSTS; i++) {
    for (const [who, token] of [
      ['quiet', quiet],
      ['famous', famous],
    ]) {
      await quietMachine();
      const ms = await postThroughApi(origin, token);
      await fannedOut(db);
      if (i >= 0) times[who].push(ms);
    }
  }
  const postRatio = median(times.famous) / median(times.quiet);
  const postOk = postRatio <= MAX_POST_RATIO;
  if (!postOk) missed++;
  say(
    `post, no followers      median ${fmt(median(times.quiet), 1)} ms  (${times.quiet.map((t) => fmt(t, 0)).join(' ')})`,
  );
  say(
    `post, ${FOLLOWERS} followers  median ${fmt(median(times.famous), 1)} ms  (${times.famous.map((t) => fmt(t, 0)).join(' ')})` +
      `  ${fmt(postRatio * 100)} % of none  ${postOk ? 'PASS' : 'FAIL'} ≤ ${fmt(MAX_POST_RATIO * 100)} %`,
  );

  say(`\nReads at ${READ_RATE} req/s while the fan-out runs, against the same reads alone.`);
  const quietP99 = [];
  const fanoutP99 = [];
  const seconds = 10;
  for (let round = 0; round < READ_ROUNDS; round++) {
    await quietMachine();
    const alone = await readLoad(origin, { eventIds, readerTokens }, seconds);
    quietP99.push(p99Of(alone));
    await quietMachine();
    // The load starts first; the post a second later; the samples counted are those the fan-out overlapped.
    const load = readLoad(origin, { eventIds, readerTokens }, seconds);
    await sleep(1000);
    await postThroughApi(origin, famous);
    const from = performance.now();
    await fannedOut(db);
    const to = performance.now();
    const samples = (await load).filter((s) => s.at >= from && s.at <= to);
    if (to > from + (seconds - 1) * 1000)
      say(`  (the fan-out outlasted the read load: ${fmt((to - from) / 1000, 1)} s)`);
    fanoutP99.push(p99Of(samples));
    say(
      `  round ${round + 1}: alone p99 ${fmt(quietP99.at(-1), 1)} ms (${p99sOf(alone)}); during the fan-out ` +
        `(${fmt((to - from) / 1000, 1)} s, ${samples.length} reads) p99 ${fmt(fanoutP99.at(-1), 1)} ms (${p99sOf(samples)})`,
    );
    await settle(`${origin}/api/health`);
  }
  const readRise = median(fanoutP99) / median(quietP99);
  const readOk = readRise < MAX_READ_P99_RISE;
  if (!readOk) missed++;
  say(
    `reads p99: alone ${fmt(median(quietP99), 1)} ms, during the fan-out ${fmt(median(fanoutP99), 1)} ms ` +
      `(${fmt((readRise - 1) * 100)} % more)  ${readOk ? 'PASS' : 'FAIL'} < ${fmt((MAX_READ_P99_RISE - 1) * 100)} %`,
  );
  results.push({
    engine: 'postgres',
    case: 'through the server',
    postMs: times,
    postRatio,
    postOk,
    readP99: { alone: quietP99, duringFanout: fanoutP99 },
    readRise,
    readOk,
  });
}

async function main() {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'moim-bench-fanout-'));
  onCleanup(() => fs.rmSync(tmp, { recursive: true, force: true }));
  say(`A host with ${FOLLOWERS} followers posts an event.`);
  let server;
  await onEachEngine({
    engines: ENGINES,
    tmp,
    fill,
    run: async (engine, handles) => {
      await workerCase(engine, 'one process', [handles[0]]);
      if (handles.length > 1) {
        await workerCase(engine, 'two processes', handles);
        server = handles[0];
      }
    },
  }).then((url) => url && serverCases(url, server.db, tmp));
  saveJson({ followers: FOLLOWERS, results });
  return missed;
}

await finish(main, { strict: env.BENCH_STRICT === '1', timer: deadline(Number(env.BENCH_TIMEOUT ?? 1200)) });
