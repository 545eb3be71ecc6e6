// Follow fan-out benchmark (issue 22, decision 0062): a host with BENCH_FANOUT_FOLLOWERS (10,000)
// followers posts an event; how long until every follower's notification is stored and every
// wanted mail queued, by the server's own follows service (`modules/follows`, the worker every
// process runs), each follower once.
//
//   npm run bench:fanout
//
// For each engine (PGlite in a temporary folder; PostgreSQL 15 in a throwaway cluster as the other
// benchmarks start it, or BENCH_DATABASE_URL) it migrates a new database, writes the followers
// set-based (their locales the five languages in turn), an event of the host and its fan-out job
// (what the post's transaction inserts), and runs the fan-out; on PostgreSQL also with two
// processes at once. PASS/FAIL: all stored within 10 s, each exactly once.
//
// Not measured yet (decision 0062, "Left for later"): the post's response time with 10,000
// followers against none, and the p99 of reads during the fan-out.
//
// Settings (environment): BENCH_ENGINES (pglite,postgres), BENCH_DATABASE_URL,
// BENCH_FANOUT_FOLLOWERS (10000), BENCH_JSON, BENCH_STRICT=1, BENCH_TIMEOUT (900 s), PG_BIN.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { migrateDatabase } from '../apps/server/src/db/migrate.ts';
import { commitModeOf, createRepositories, createTransactionRunner } from '../apps/server/src/db/repositories.ts';
import { ManualClock } from '../apps/server/src/lib/clock.ts';
import { createSignals } from '../apps/server/src/lib/signals.ts';
import { createTokenService } from '../apps/server/src/lib/tokens.ts';
import { createFollowsService } from '../apps/server/src/modules/follows/follows.service.ts';
import { createNotificationsService } from '../apps/server/src/modules/notifications/notifications.service.ts';
import { deadline, finish, fmt, onCleanup, saveJson, say, startPostgres } from './lib/harness.mjs';

const env = process.env;
const ENGINES = (env.BENCH_ENGINES ?? 'pglite,postgres').split(',');
const FOLLOWERS = Number(env.BENCH_FANOUT_FOLLOWERS ?? 10_000);
const TARGET_SECONDS = 10;
const LOCALES = ['en', 'ko', 'zh-CN', 'vi', 'ja'];
const NOW = '2026-12-01T03:00:00Z';

const log = { error: (o, m) => console.error(m, o), warn: () => {}, info: () => {} };

/** The host, the followers and their follows, set-based. */
async function fill(db) {
  await db.execute(sql`
    insert into users (user_id, email, username, dob, gender, nationality, locale, created_at, updated_at)
    select 'bench' || i, 'bench' || i || '@bench.moim.example', 'Bench person ' || i, '1995-04-12', 'Female', 'KR',
      (array[${sql.join(
        LOCALES.map((l) => sql`${l}`),
        sql`, `,
      )}])[1 + i % ${LOCALES.length}], now(), now()
    from generate_series(0, ${FOLLOWERS}) i`);
  await db.execute(sql`
    insert into follows (follower_id, host_id, created_at)
    select f.id, h.id, now() from users f join users h on h.user_id = 'bench0' where f.user_id <> 'bench0'`);
  await db.execute(sql`analyze`);
}

/** A new event of the host and its fan-out job, as the post's transaction writes them. */
async function post(db) {
  const { rows } = await db.execute(sql`
    insert into events (host_id, category, type, name, description, date, time, starts_at, location, location_detail,
      latitude, longitude, min_participants, max_participants, question, price, languages, main_image,
      participants_count, created_at, updated_at)
    select id, 'Social', 'Register', 'Bench event', '<p>Hi</p>', '2026-12-05', '19:00', '2026-12-05T10:00:00Z',
      '서울특별시 마포구 (Mapo-gu, Seoul)', 'Exit 1', 37.5663, 126.9019, 1, 10, null, 0, '{en}',
      '/uploads/events/bench.webp', 1, now(), now()
    from users where user_id = 'bench0' returning id`);
  await db.execute(sql`insert into follow_fanouts (event_id, created_at) values (${rows[0].id}, now())`);
}

/** The follows service of one server process on `handle`. */
function workerOn(handle) {
  const mode = commitModeOf(handle);
  const repos = createRepositories(handle.db, mode);
  const transaction = createTransactionRunner(handle.db, mode);
  const clock = new ManualClock(NOW);
  const tokens = createTokenService('bench-secret-bench-secret-bench-secret', clock);
  const notifications = createNotificationsService({
    repos,
    transaction,
    clock,
    changes: createSignals(),
    tokens,
    publicUrl: 'http://127.0.0.1',
  });
  return createFollowsService({ repos, transaction, notifications, clock, publicUrl: 'http://127.0.0.1', log });
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
  await db.execute(sql`delete from events`);
}

const results = [];
let missed = 0;

async function runCase(engine, name, handles) {
  await reset(handles[0].db);
  await post(handles[0].db);
  const workers = handles.map(workerOn);
  const started = performance.now();
  const told = await Promise.all(workers.map((w) => w.fanOut()));
  const seconds = (performance.now() - started) / 1000;
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
  results.push({ engine, case: name, seconds, told, ...rows, once, fast });
  say(
    `${engine.padEnd(8)} ${name.padEnd(14)} ${fmt(seconds, 1).padStart(6)} s  told ${told.join(' + ')}  ` +
      `notifications ${rows.notifications} (${rows.notifiedPeople} people), mails ${rows.mails} (${rows.mailedPeople} people)  ` +
      `${fast ? 'PASS' : 'FAIL'} ≤ ${TARGET_SECONDS} s, ${once ? 'PASS' : 'FAIL'} each once`,
  );
}

async function main() {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'moim-bench-fanout-'));
  onCleanup(() => fs.rmSync(tmp, { recursive: true, force: true }));
  say(`A host with ${FOLLOWERS} followers posts an event.`);
  for (const engine of ENGINES) {
    if (engine === 'pglite') {
      const handle = await openDatabase({ kind: 'pglite', dataDir: path.join(tmp, 'pglite') });
      onCleanup(() => handle.close());
      await migrateDatabase(handle);
      await fill(handle.db);
      await runCase(engine, 'one process', [handle]);
    } else if (engine === 'postgres') {
      const url = env.BENCH_DATABASE_URL ?? (await startPostgres(tmp)).url;
      const handles = [];
      for (let i = 0; i < 2; i++) {
        const handle = await openDatabase({ kind: 'postgres', url });
        onCleanup(() => handle.close());
        handles.push(handle);
      }
      await migrateDatabase(handles[0]);
      await fill(handles[0].db);
      await runCase(engine, 'one process', [handles[0]]);
      await runCase(engine, 'two processes', handles);
    }
  }
  saveJson({ followers: FOLLOWERS, results });
  return missed;
}

await finish(main, { strict: env.BENCH_STRICT === '1', timer: deadline(Number(env.BENCH_TIMEOUT ?? 900)) });
