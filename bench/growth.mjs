// Growth benchmark: the same mixed traffic (bench/mix.mjs) on databases of 10,000, 100,000 and
// 1,000,000 events, with the reads' req/s and p99 side by side, so a cost that grows with the data
// shows.
//
//   npm run build && npm run bench:growth
//
// Starts its own PostgreSQL 15 (unless BENCH_DATABASE_URL names a server), makes one database per
// size (`moim_growth_<events>`), seeds each with `npm run seed -- --events N --users N×3%` (the
// seed's own proportion at 100,000 events: 3,000 users, so participants, likes and chat rooms per
// person stay the same at every size) and times the seed, then runs bench/mix.mjs on it (its
// output shown) and keeps its figures. At the end it prints, per case, req/s and p99 at each size,
// and the targets of issue 26: from 100,000 to 1,000,000 events no read kind loses more than 20% of
// its req/s or gains more than 50% of its p99; the seed of 1,000,000 events on PostgreSQL takes
// under 10 minutes. With BENCH_GROWTH_EXPLAIN=1 it writes the list queries' plans at each size
// (bench/explain.mjs) to bench/explain-growth/<events>.md.
//
// PGlite: with BENCH_GROWTH_PGLITE=<sizes> (e.g. 100000,1000000) it also seeds a PGlite DATA_DIR of
// each of those sizes and times how long a server's database takes to open it again (open,
// migrations checked, first query), in a process of its own, three times; the target is < 5 s.
//
// Settings (environment): BENCH_GROWTH_SIZES (10000,100000,1000000), BENCH_DATABASE_URL (a server:
// its databases moim_growth_<n> are kept and reused, seeded only when short of events),
// BENCH_GROWTH_TARGETS (app,no-cache: mix.mjs's BENCH_TARGETS), BENCH_GROWTH_PGLITE,
// BENCH_GROWTH_DIR (where the PGlite folders are kept; a temporary folder otherwise),
// BENCH_GROWTH_EXPLAIN, BENCH_STRICT=1 (exit 1 when a target is missed), BENCH_JSON, BENCH_TIMEOUT
// (14400 s); the rest (BENCH_DURATION, BENCH_CONNECTIONS, BENCH_ONLY…) is passed to mix.mjs.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { deadline, finish, fmt, onCleanup, runSeed, saveJson, say, startPostgres } from './lib/harness.mjs';
import { KINDS, WRITE_KINDS } from './lib/mix-plan.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const env = process.env;
const sizesOf = (value) =>
  value
    .split(',')
    .map((s) => Number(s.trim()))
    .filter((n) => Number.isInteger(n) && n > 0);
const SIZES = sizesOf(env.BENCH_GROWTH_SIZES ?? '10000,100000,1000000');
const PGLITE_SIZES = sizesOf(env.BENCH_GROWTH_PGLITE ?? '');
const TARGETS = env.BENCH_GROWTH_TARGETS ?? 'app,no-cache';
const EXPLAIN = env.BENCH_GROWTH_EXPLAIN === '1';
const STRICT = env.BENCH_STRICT === '1';
const timer = deadline(Number(env.BENCH_TIMEOUT ?? 14_400));

/** Issue 26's targets, from the second-largest size to the largest. */
const MAX_RPS_LOSS = 0.2;
const MAX_P99_GAIN = 0.5;
const MAX_SEED_SECONDS_AT_1M = 600;
const MAX_PGLITE_REOPEN_SECONDS = 5;
/** The seed's users per event at its default size (3,000 for 100,000 events). */
const USERS_PER_EVENT = 0.03;
const usersFor = (events) => Math.max(100, Math.round(events * USERS_PER_EVENT));

/** Runs a Node script to its end, its output shown; resolves with its exit code. */
function runNode(args, extraEnv) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, env: { ...env, ...extraEnv }, stdio: 'inherit' });
    onCleanup(() => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    });
    child.once('exit', (code) => resolve(code ?? 1));
  });
}

const withDatabase = (url, name) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

/** Seeds `url` up to `events` (never resets); answers the seed's seconds, or null when it had them. */
async function seedTo(url, events, dataDir) {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    const migrated = (await db.query("select to_regclass('events') is not null as yes")).rows[0].yes;
    const existing = migrated ? (await db.query('select count(*)::int as n from events')).rows[0].n : 0;
    if (existing >= events) {
      say(`moim_growth_${events} already holds ${existing} events: not seeding.`);
      return null;
    }
    const startedAt = Date.now();
    await runSeed({
      root: ROOT,
      events: events - existing,
      env: { DATABASE_URL: url, DATA_DIR: dataDir },
      args: ['--users', String(usersFor(events))],
    });
    return (Date.now() - startedAt) / 1000;
  } finally {
    await db.end();
  }
}

/** Seeds a PGlite DATA_DIR of `events` (kept when it is there) and times three reopens of it. */
async function pgliteReopen(dir, events) {
  const dataDir = path.join(dir, `pglite-${events}`);
  let seedSeconds = null;
  if (!fs.existsSync(path.join(dataDir, 'pglite'))) {
    fs.mkdirSync(dataDir, { recursive: true });
    const startedAt = Date.now();
    await runSeed({ root: ROOT, events, env: { DATA_DIR: dataDir }, args: ['--users', String(usersFor(events))] });
    seedSeconds = (Date.now() - startedAt) / 1000;
  }
  const opens = [];
  for (let i = 0; i < 3; i++) {
    const file = path.join(os.tmpdir(), `moim-growth-open-${process.pid}.json`);
    const code = await runNode(['--import', 'tsx', path.join(ROOT, 'bench/pglite-open.mjs'), dataDir, file], {});
    if (code !== 0) throw new Error(`Opening the PGlite database of ${events} events failed.`);
    opens.push(JSON.parse(fs.readFileSync(file, 'utf8')));
    fs.rmSync(file);
  }
  const bytes = folderBytes(path.join(dataDir, 'pglite'));
  return { events, seedSeconds, bytes, opens };
}

function folderBytes(dir) {
  let total = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) total += fs.statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return total;
}

async function main() {
  const startedAt = Date.now();
  if (SIZES.length === 0 && PGLITE_SIZES.length === 0) throw new Error('BENCH_GROWTH_SIZES names no size.');
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'moim-bench-growth-'));
  onCleanup(() => fs.rmSync(tmp, { recursive: true, force: true }));
  let serverUrl = env.BENCH_DATABASE_URL;
  if (SIZES.length === 0) {
    // PGlite only.
  } else if (serverUrl) {
    say('Using the PostgreSQL server of BENCH_DATABASE_URL: its moim_growth_<events> databases are kept.');
  } else {
    ({ url: serverUrl } = await startPostgres(tmp));
    say(`PostgreSQL 15 started on ${new URL(serverUrl).host} (temporary cluster).`);
  }
  const admin = SIZES.length > 0 ? new pg.Client({ connectionString: serverUrl }) : undefined;
  await admin?.connect();
  onCleanup(() => admin?.end());

  const sizes = [];
  for (const events of SIZES) {
    const name = `moim_growth_${events}`;
    const exists = (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount > 0;
    if (!exists) await admin.query(`create database ${name}`);
    const url = withDatabase(serverUrl, name);
    say();
    say(`=== ${events} events (${usersFor(events)} users) ===`);
    const dataDir = path.join(tmp, `data-${events}`);
    fs.mkdirSync(dataDir, { recursive: true });
    const seedSeconds = await seedTo(url, events, dataDir);
    if (seedSeconds !== null) say(`Seeded in ${fmt(seedSeconds)} s.`);
    const { rows } = await admin.query(`select pg_database_size($1)::bigint as bytes`, [name]);
    if (EXPLAIN) {
      fs.mkdirSync(path.join(ROOT, 'bench/explain-growth'), { recursive: true });
      await runNode(['--import', 'tsx', 'bench/explain.mjs', '--out', `bench/explain-growth/${events}.md`], {
        DATABASE_URL: url,
      });
    }
    const json = path.join(tmp, `mix-${events}.json`);
    const code = await runNode(['--import', 'tsx', 'bench/mix.mjs'], {
      BENCH_DATABASE_URL: url,
      BENCH_EVENTS: String(events),
      BENCH_TARGETS: TARGETS,
      BENCH_JSON: json,
      BENCH_STRICT: '0',
    });
    if (code !== 0 || !fs.existsSync(json)) throw new Error(`bench/mix.mjs failed at ${events} events.`);
    sizes.push({ events, seedSeconds, databaseBytes: Number(rows[0].bytes), ...JSON.parse(fs.readFileSync(json)) });
  }

  const pglite = [];
  if (PGLITE_SIZES.length > 0) {
    const dir = env.BENCH_GROWTH_DIR ?? tmp;
    for (const events of PGLITE_SIZES) {
      say();
      say(`=== PGlite, ${events} events ===`);
      pglite.push(await pgliteReopen(dir, events));
    }
  }

  // The tables: each case at each size, then the change from the second-largest to the largest.
  let missed = 0;
  const appNames = [...new Set(sizes.flatMap((s) => s.results.map((r) => r.target)))].filter(
    (t) => t !== 'fastify + pg',
  );
  const find = (size, c, target) => size.results.find((r) => r.case === c && r.target === target);
  const [from, to] = sizes.length >= 2 ? sizes.slice(-2) : [undefined, undefined];
  say();
  say(
    `Results (${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC; req/s and p99 ms at each size; ` +
      `target from ${from?.events ?? '—'} to ${to?.events ?? '—'} events: a read kind keeps ≥ ${(1 - MAX_RPS_LOSS) * 100}% ` +
      `of its req/s and its p99 grows ≤ ${MAX_P99_GAIN * 100}%):`,
  );
  for (const target of appNames) {
    say();
    say(`${target}:`);
    say();
    say(
      `| case | ${sizes.map((s) => `${s.events} req/s | p99`).join(' | ')} | req/s change | p99 change | target | other CPU |`,
    );
    say(`|---|${sizes.map(() => '---:|---:|').join('')}---:|---:|---|---:|`);
    for (const c of [...KINDS, 'mix']) {
      const rows = sizes.map((s) => find(s, c, target));
      if (rows.every((r) => !r)) continue;
      const [a, b] = [from && find(from, c, target), to && find(to, c, target)];
      let verdict = '';
      if (a && b && !WRITE_KINDS.has(c) && c !== 'mix') {
        const ok = b.rps >= a.rps * (1 - MAX_RPS_LOSS) && b.p99 <= a.p99 * (1 + MAX_P99_GAIN) && b.errors === 0;
        if (!ok) missed++;
        verdict = ok ? 'PASS' : 'FAIL';
      }
      const change = (x, y) => (x && y ? `${y >= x ? '+' : ''}${fmt((y / x - 1) * 100)}%` : '—');
      const others = Math.max(0, ...rows.filter(Boolean).map((r) => r.othersCores));
      say(
        `| ${c} | ${rows.map((r) => (r ? `${fmt(r.rps)} | ${fmt(r.p99, 1)}` : '— | —')).join(' | ')} | ` +
          `${change(a?.rps, b?.rps)} | ${change(a?.p99, b?.p99)} | ${verdict} | ${fmt(others * 100)}% |`,
      );
    }
  }
  if (sizes.length > 0) {
    say();
    say('| events | users | seed | database |');
    say('|---:|---:|---:|---:|');
    for (const s of sizes) {
      say(
        `| ${s.events} | ${usersFor(s.events)} | ${s.seedSeconds === null ? 'kept' : `${fmt(s.seedSeconds)} s`} | ${fmt(s.databaseBytes / 2 ** 30, 2)} GiB |`,
      );
      if (s.events >= 1_000_000 && s.seedSeconds !== null && s.seedSeconds > MAX_SEED_SECONDS_AT_1M) missed++;
    }
  }
  if (pglite.length > 0) {
    say();
    say('| PGlite events | seed | folder | reopen (open, migrations checked, first query), three times | target |');
    say('|---:|---:|---:|---|---|');
    for (const p of pglite) {
      const worst = Math.max(...p.opens.map((o) => o.seconds));
      const ok = worst < MAX_PGLITE_REOPEN_SECONDS;
      if (!ok) missed++;
      say(
        `| ${p.events} | ${p.seedSeconds === null ? 'kept' : `${fmt(p.seedSeconds)} s`} | ${fmt(p.bytes / 2 ** 30, 2)} GiB | ` +
          `${p.opens.map((o) => `${fmt(o.seconds, 2)} s`).join(', ')} | ${ok ? 'PASS' : 'FAIL'} |`,
      );
    }
  }
  say();
  say(
    `${missed === 0 ? 'Every target met.' : `${missed} target(s) missed.`} Total time ${fmt((Date.now() - startedAt) / 1000)} s.`,
  );
  saveJson({ sizes, pglite });
  return missed;
}

await finish(main, { strict: STRICT, timer });
