// How fast Moim starts, and how much memory it holds while serving 100,000 events (issue 14).
//
//   npm run bench:start
//
// (a) `npm start` on an already built, unchanged checkout (it is built first if it is not): the
//     time from launch until GET /api/health answers 200, on a new small PGlite DATA_DIR in a
//     temporary folder (the first start creates and migrates the database), then again on it.
// (b) Reopening a PGlite DATA_DIR of 100,000 events (seeded with `npm run seed -- --events 100000`
//     in the temporary folder, about 90 s and 1 GB, or BENCH_DATA_DIR): the built server is started
//     on it BENCH_RUNS times; each run measures the time from launch to the first 200 of
//     /api/health and of a first event list (GET /api/events?fetchType=all&limit=12&offset=0).
// (c) After the last of those runs, a signed-out walk for BENCH_WALK_SECONDS: list pages with
//     filters and sorts, searches for words of the events' texts, event pages, user pages and
//     their lists, with ids and words taken from the list answers; then the server's resident
//     memory (VmRSS) and its peak (VmHWM) from /proc/<pid>/status.
// It prints a table with PASS or FAIL against the targets. Everything it starts it stops, and its
// temporary folder goes with it.
//
// Settings (environment):
//   BENCH_EVENTS        events to seed (100000)
//   BENCH_DATA_DIR      use this already seeded DATA_DIR instead (PGlite; not seeded, not deleted)
//   BENCH_RUNS          reopenings of the seeded database (3)
//   BENCH_WALK_SECONDS  how long the walk lasts (30)
//   BENCH_CONCURRENCY   requests of the walk in flight at once (8)
//   BENCH_JSON          write the results as JSON to this file
//   BENCH_STRICT=1      exit 1 when a target is missed (otherwise only a failure to run is an error)
//   BENCH_TIMEOUT       seconds before the whole run gives up and cleans up (1200)
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  cpuSnapshot,
  deadline,
  finish,
  fmt,
  freePort,
  onCleanup,
  othersCores,
  runSeed,
  saveJson,
  say,
  serverEnv,
  sleep,
  start,
} from './lib/harness.mjs';
import { drawRequests, seededRandom, shuffled, vocabularyOf } from './lib/mix-plan.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const env = process.env;
const EVENTS = Number(env.BENCH_EVENTS ?? 100_000);
const RUNS = Number(env.BENCH_RUNS ?? 3);
const WALK_SECONDS = Number(env.BENCH_WALK_SECONDS ?? 30);
const CONCURRENCY = Number(env.BENCH_CONCURRENCY ?? 8);
const SERVER_ENTRY = path.join(ROOT, 'apps/server/dist/main.js');
const STRICT = env.BENCH_STRICT === '1';
const timer = deadline(Number(env.BENCH_TIMEOUT ?? 1200));

/** The targets. */
const TARGETS = { startSeconds: 5, reopenSeconds: 3, rssMB: 600 };
const FIRST_LIST = '/api/events?fetchType=all&limit=12&offset=0';
/** The mix of the walk: bench/lib/mix-plan.mjs's reads, signed out. */
const WALK_KINDS = [
  ['list', 0.45],
  ['search', 0.15],
  ['event', 0.3],
  ['user', 0.05],
  ['user lists', 0.05],
];

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
const seconds = (ms) => ms / 1000;

/** Resident memory of a process now and at its peak, in MB (/proc/<pid>/status). */
function memoryOf(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kB = (key) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]);
  return { rssMB: kB('VmRSS') / 1024, peakMB: kB('VmHWM') / 1024 };
}

/**
 * CPU seconds a process and its descendants have used so far: unlike the wall-clock times it does
 * not grow with other people's work on the machine (only somewhat, through shared caches).
 */
function cpuSecondsOf(pid) {
  const ticks = [...cpuSnapshot({ tree: pid }).ours.values()].reduce((sum, p) => sum + p.cpu, 0);
  return ticks / 100; // USER_HZ
}

/** Polls `url` every 20 ms until it answers 200; answers the milliseconds since `since`. */
async function firstOk(url, since, proc, timeoutMs = 120_000) {
  for (;;) {
    if (proc.child.exitCode !== null || proc.child.signalCode !== null) {
      throw new Error(`The server exited before ${url} answered:\n${proc.output.join('')}`);
    }
    const ok = await fetch(url, { signal: AbortSignal.timeout(5000) })
      .then(async (r) => (await r.arrayBuffer(), r.ok))
      .catch(() => false);
    if (ok) return performance.now() - since;
    if (performance.now() - since > timeoutMs) {
      throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s:\n${proc.output.join('')}`);
    }
    await sleep(20);
  }
}

/** Stops a process and waits until it has exited (a PGlite folder is free again only then). */
async function stop(proc, { group = false } = {}) {
  if (proc.child.exitCode !== null || proc.child.signalCode !== null) return;
  if (group) process.kill(-proc.child.pid, 'SIGTERM');
  else proc.child.kill('SIGTERM');
  await proc.exited;
  // `npm start` runs the server under a shell: wait for the whole group to be gone.
  for (let i = 0; group && i < 200; i++) {
    try {
      process.kill(-proc.child.pid, 0);
    } catch {
      return;
    }
    await sleep(50);
  }
}

// ------------------------------------------------------------------------------------------------
// (a) npm start on a built, unchanged checkout.

async function measureNpmStart(dataDir) {
  const port = await freePort();
  const launched = performance.now();
  const proc = start(
    'npm start',
    'npm',
    ['start'],
    {
      cwd: ROOT,
      // A user's own start: development settings, a session secret made in DATA_DIR.
      env: {
        PATH: env.PATH,
        HOME: env.HOME,
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
      },
      detached: true,
    },
    { echo: false },
  );
  onCleanup(() => stop(proc, { group: true }));
  const ms = await firstOk(`http://127.0.0.1:${port}/api/health`, launched, proc);
  const cpuSeconds = cpuSecondsOf(proc.child.pid);
  const output = proc.output.join('');
  await stop(proc, { group: true });
  if (!output.includes('build is up to date')) {
    throw new Error(`npm start did not find the build up to date:\n${output}`);
  }
  return { ms, cpuSeconds };
}

// ------------------------------------------------------------------------------------------------
// (b) and (c): the built server on the seeded database.

async function reopen(dataDir, secret) {
  const port = await freePort();
  const app = `http://127.0.0.1:${port}`;
  const launched = performance.now();
  const server = start('server', process.execPath, [SERVER_ENTRY], {
    cwd: ROOT,
    env: serverEnv({ port, databaseUrl: undefined, dataDir, secret }),
  });
  const healthMs = await firstOk(`${app}/api/health`, launched, server);
  const cpuSeconds = cpuSecondsOf(server.child.pid);
  const listMs = await firstOk(`${app}${FIRST_LIST}`, launched, server);
  return { server, app, healthMs, listMs, cpuSeconds, afterOpen: memoryOf(server.child.pid) };
}

const getJson = async (url) => {
  const response = await fetch(url, { signal: AbortSignal.timeout(30_000) });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.json();
};

/**
 * What the walk draws from, as a visitor would find it: events, their hosts and the words of
 * their texts from list pages spread over the whole list.
 */
async function walkData(app, random) {
  const sample = [];
  for (let i = 0; i < 24; i++) {
    const offset = Math.floor(random() * 5000);
    sample.push(...(await getJson(`${app}/api/events?fetchType=all-including-past&limit=50&offset=${offset}`)));
  }
  const byId = new Map(sample.map((e) => [e.id, e]));
  const events = [...byId.values()];
  const hosts = [...new Set(events.map((e) => e.createdBy.userId))];
  return {
    events: events.map((e) => e.id),
    hosts,
    guests: hosts,
    vocabulary: vocabularyOf(
      events.map((e) => ({ name: e.name.toLowerCase(), text: `${e.name} ${e.description}`.toLowerCase() })),
    ),
    signedIn: [],
  };
}

/** Sends the walk's requests, CONCURRENCY at a time, for WALK_SECONDS; counts the answers. */
async function walk(app) {
  const random = seededRandom(14);
  const data = await walkData(app, random);
  const requests = shuffled(
    WALK_KINDS.flatMap(([kind, share], i) => drawRequests(data, 100 + i, kind, Math.ceil(share * 20_000))),
    random,
  );
  const counts = { requests: 0, notOk: 0, byStatus: {} };
  const until = performance.now() + WALK_SECONDS * 1000;
  let next = 0;
  const worker = async () => {
    while (performance.now() < until) {
      const request = requests[next++ % requests.length];
      const response = await fetch(`${app}${request.path}`, { signal: AbortSignal.timeout(30_000) });
      await response.arrayBuffer();
      counts.requests++;
      counts.byStatus[response.status] = (counts.byStatus[response.status] ?? 0) + 1;
      if (!response.ok) counts.notOk++;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { ...counts, distinct: new Set(requests.slice(0, next).map((r) => r.path)).size, sampled: data.events.length };
}

// ------------------------------------------------------------------------------------------------

async function main() {
  // The checkout is built (once, untimed), so that `npm start` finds it up to date.
  if (spawnSync(process.execPath, [path.join(ROOT, 'scripts/build-if-changed.mjs')], { stdio: 'inherit' }).status) {
    throw new Error('The build failed.');
  }
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'moim-bench-start-'));
  onCleanup(() => fs.rmSync(tmp, { recursive: true, force: true }));
  const ours = { bench: process.pid };

  // (a)
  const smallDir = path.join(tmp, 'small');
  const starts = [];
  for (const label of ['new database', 'existing database']) {
    const before = cpuSnapshot(ours);
    const { ms, cpuSeconds } = await measureNpmStart(smallDir);
    const record = { label, seconds: seconds(ms), cpuSeconds, othersCores: othersCores(before, cpuSnapshot(ours)) };
    starts.push(record);
    say(
      `npm start, ${label}: /api/health answered 200 after ${fmt(record.seconds, 2)} s, ` +
        `${fmt(cpuSeconds, 2)} s of CPU (other processes used ${fmt(record.othersCores, 2)} cores)`,
    );
  }

  // (b)
  let dataDir = env.BENCH_DATA_DIR;
  if (dataDir) {
    say(`Using BENCH_DATA_DIR (${dataDir}), not seeding.`);
  } else {
    dataDir = path.join(tmp, 'seeded');
    say(`Seeding ${EVENTS} events into a new PGlite database (about 2 minutes for 100,000)…`);
    await runSeed({ root: ROOT, events: EVENTS, env: { DATA_DIR: dataDir } });
  }
  const secret = crypto.randomBytes(32).toString('hex');
  const reopens = [];
  let last;
  for (let i = 0; i < RUNS; i++) {
    const before = cpuSnapshot(ours);
    const run = await reopen(dataDir, secret);
    const record = {
      healthSeconds: seconds(run.healthMs),
      listSeconds: seconds(run.listMs),
      cpuSeconds: run.cpuSeconds,
      rssAfterOpenMB: run.afterOpen.rssMB,
      othersCores: othersCores(before, cpuSnapshot(ours)),
    };
    reopens.push(record);
    say(
      `reopen ${i + 1}/${RUNS}: health ${fmt(record.healthSeconds, 2)} s (${fmt(record.cpuSeconds, 2)} s of CPU), ` +
        `first list ${fmt(record.listSeconds, 2)} s, ` +
        `RSS ${fmt(record.rssAfterOpenMB)} MB (other processes used ${fmt(record.othersCores, 2)} cores)`,
    );
    if (i < RUNS - 1) await stop(run.server);
    else last = run;
  }

  // (c)
  say(`Walking the site signed out for ${WALK_SECONDS} s, ${CONCURRENCY} requests at a time…`);
  const before = cpuSnapshot(ours);
  const walked = await walk(last.app);
  const memory = memoryOf(last.server.child.pid);
  const walkOthers = othersCores(before, cpuSnapshot(ours));
  await stop(last.server);
  say(
    `walk: ${walked.requests} requests (${walked.distinct} different, ${walked.notOk} not 2xx: ` +
      `${JSON.stringify(walked.byStatus)}), ids and words from ${walked.sampled} listed events`,
  );

  // The table.
  const reopenWorst = Math.max(...reopens.map((r) => r.listSeconds));
  const rows = [
    ['npm start, built, new small database → /api/health 200', starts[0].seconds, 's', 2, TARGETS.startSeconds],
    ['npm start, built, existing small database → /api/health 200', starts[1].seconds, 's', 2, TARGETS.startSeconds],
    [
      `reopen ${EVENTS.toLocaleString('en')} events → /api/health 200 (median of ${RUNS})`,
      median(reopens.map((r) => r.healthSeconds)),
      's',
      2,
      TARGETS.reopenSeconds,
    ],
    [
      `reopen → first event list 200 (median of ${RUNS}; worst ${fmt(reopenWorst, 2)} s)`,
      median(reopens.map((r) => r.listSeconds)),
      's',
      2,
      TARGETS.reopenSeconds,
    ],
    [`reopen: CPU used until /api/health 200 (median of ${RUNS})`, median(reopens.map((r) => r.cpuSeconds)), 's', 2],
    ['npm start, existing small database: CPU used until /api/health 200', starts[1].cpuSeconds, 's', 2],
    [`server RSS after a ${WALK_SECONDS} s walk (VmRSS)`, memory.rssMB, 'MB', 0, TARGETS.rssMB],
    ['server peak RSS (VmHWM)', memory.peakMB, 'MB', 0, TARGETS.rssMB],
  ];
  let missed = 0;
  say();
  say(
    `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${os.cpus().length} cores, Node ${process.version}; ` +
      `other processes used ${fmt(median([...starts, ...reopens].map((r) => r.othersCores)), 2)} cores (median of the starts), ` +
      `${fmt(walkOthers, 2)} during the walk`,
  );
  say('| measure | value | target | |');
  say('| --- | ---: | ---: | --- |');
  for (const [name, value, unit, digits, target] of rows) {
    if (target === undefined) {
      say(`| ${name} | ${fmt(value, digits)} ${unit} | | |`);
      continue;
    }
    const ok = value < target;
    if (!ok) missed++;
    say(`| ${name} | ${fmt(value, digits)} ${unit} | < ${target} ${unit} | ${ok ? 'PASS' : 'FAIL'} |`);
  }
  say();
  say(missed ? `FAIL: ${missed} target(s) missed.` : 'PASS: every target met.');
  saveJson({
    events: env.BENCH_DATA_DIR ? null : EVENTS,
    targets: TARGETS,
    starts,
    reopens,
    walk: { seconds: WALK_SECONDS, concurrency: CONCURRENCY, ...walked, othersCores: walkOthers },
    memory,
  });
  return missed;
}

await finish(main, { strict: STRICT, timer });
