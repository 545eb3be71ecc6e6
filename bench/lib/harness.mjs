// What the benchmarks share: processes they start and always stop, free ports, a throwaway
// PostgreSQL cluster, and the accounting of CPU used by other processes on the machine.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

export const say = (line = '') => console.log(line);
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
export const fmt = (n, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : '—');
/** The p-th percentile of sorted values (NaN when there are none). */
export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

// ------------------------------------------------------------------------------------------------
// Everything started is registered here and undone in reverse order, once, however the run ends.

const cleanups = [];
/** Registers something to undo when the run ends (in reverse order). */
export const onCleanup = (undo) => cleanups.push(undo);
let cleaning;
function cleanup() {
  cleaning ??= (async () => {
    while (cleanups.length) {
      const undo = cleanups.pop();
      try {
        await undo();
      } catch (error) {
        console.error(`cleanup: ${error.message}`);
      }
    }
  })();
  return cleaning;
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping everything the benchmark started…`);
    cleanup().finally(() => process.exit(130));
  });
}
/** Stops everything once the run has taken `seconds` (BENCH_TIMEOUT); clear it at the end. */
export function deadline(seconds) {
  const timer = setTimeout(() => {
    console.error(`The benchmark took longer than ${seconds} s (BENCH_TIMEOUT): stopping.`);
    cleanup().finally(() => process.exit(1));
  }, seconds * 1000);
  timer.unref();
  return timer;
}

export async function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Starts a process whose output is prefixed and kept; stopping it is registered. */
export function start(name, command, args, options, { echo = true } = {}) {
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  const output = [];
  const keep = (chunk) => {
    output.push(chunk.toString());
    if (output.length > 200) output.shift();
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', (chunk) => {
    keep(chunk);
    if (!echo) return;
    for (const line of chunk.toString().split('\n').filter(Boolean)) console.error(`  ${name} │ ${line}`);
  });
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  cleanups.push(async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const done = await Promise.race([exited, sleep(10_000).then(() => null)]);
    if (!done) child.kill('SIGKILL');
  });
  return { child, output, exited };
}

export async function waitFor(what, check, timeoutMs, proc) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (proc && (proc.child.exitCode !== null || proc.child.signalCode !== null)) {
      throw new Error(`${what} exited early:\n${proc.output.join('')}`);
    }
    try {
      if (await check()) return;
    } catch {
      // not yet
    }
    if (Date.now() > until)
      throw new Error(`${what} was not ready within ${timeoutMs / 1000} s${proc ? `:\n${proc.output.join('')}` : ''}`);
    await sleep(200);
  }
}

export const httpOk = (url) => async () => (await fetch(url, { signal: AbortSignal.timeout(2000) })).ok;

// ------------------------------------------------------------------------------------------------
// PostgreSQL: a throwaway cluster of our own, or the one given.

const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
/** initdb and postgres refuse to run as root: run them as the postgres user then. */
function pgCommand(binary, args) {
  const file = path.join(PG_BIN, binary);
  return asRoot ? ['runuser', ['-u', 'postgres', '--', file, ...args]] : [file, args];
}

/**
 * Starts a throwaway PostgreSQL 15 cluster in `tmp` on a free loopback port, with a database
 * `moim_bench`; stopping it is registered. Returns its URL and the pid of the process that runs it
 * (runuser or postgres), for CPU accounting.
 */
export async function startPostgres(tmp) {
  if (!fs.existsSync(path.join(PG_BIN, 'postgres'))) {
    throw new Error(`No PostgreSQL at ${PG_BIN} (set PG_BIN, or BENCH_DATABASE_URL to use a running server).`);
  }
  const dataDir = path.join(tmp, 'pg');
  const socketDir = path.join(tmp, 'pg-socket');
  fs.mkdirSync(socketDir);
  if (asRoot) {
    fs.chmodSync(tmp, 0o755);
    spawnSync('chown', ['postgres', socketDir]);
    fs.mkdirSync(dataDir, { mode: 0o700 });
    spawnSync('chown', ['postgres', dataDir]);
  }
  const [initdb, initArgs] = pgCommand('initdb', [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '-A',
    'trust',
    '-E',
    'UTF8',
    '--locale=C.UTF-8',
    '--no-sync',
  ]);
  const init = spawnSync(initdb, initArgs, { encoding: 'utf8' });
  if (init.status !== 0) throw new Error(`initdb failed:\n${init.stdout}${init.stderr}`);
  const port = await freePort();
  // Stock settings: the app and the baselines share the same server, as they would in production.
  const [postgres, args] = pgCommand('postgres', [
    '-D',
    dataDir,
    '-p',
    String(port),
    '-k',
    socketDir,
    '-c',
    'listen_addresses=127.0.0.1',
  ]);
  // Its log goes to stderr: kept, and shown only if it fails to start.
  const proc = start('postgres', postgres, args, {}, { echo: false });
  // runuser passes SIGTERM on to postgres (smart shutdown); the pid file is the fallback.
  cleanups.push(async () => {
    const pidFile = path.join(dataDir, 'postmaster.pid');
    if (!fs.existsSync(pidFile)) return;
    const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
    try {
      process.kill(pid, 'SIGINT'); // fast shutdown
    } catch {
      return;
    }
    for (let i = 0; i < 100 && fs.existsSync(pidFile); i++) await sleep(100);
    if (fs.existsSync(pidFile)) process.kill(pid, 'SIGKILL');
  });
  const admin = `postgres://postgres@127.0.0.1:${port}/postgres`;
  await waitFor(
    'PostgreSQL',
    async () => {
      const client = new pg.Client(admin);
      await client.connect();
      await client.end();
      return true;
    },
    30_000,
    proc,
  );
  const client = new pg.Client(admin);
  await client.connect();
  await client.query('create database moim_bench');
  await client.end();
  return { url: `postgres://postgres@127.0.0.1:${port}/moim_bench`, pid: proc.child.pid };
}

// ------------------------------------------------------------------------------------------------
// Other work on the machine (tests of other people, say) skews the figures: it is measured, as
// the CPU used by processes that are not ours, and the run waits for a quiet machine before each case.

const JIFFY = 100; // USER_HZ on Linux
const readProc = (file) => {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return null;
  }
};
function processTable() {
  const table = new Map();
  for (const name of fs.readdirSync('/proc').filter((n) => /^\d+$/.test(n))) {
    const stat = readProc(`/proc/${name}/stat`);
    if (!stat) continue;
    const close = stat.lastIndexOf(')');
    const comm = stat.slice(stat.indexOf('(') + 1, close);
    const fields = stat.slice(close + 2).split(' ');
    // Own time, plus that of the children it has reaped (PostgreSQL's parallel workers, closed backends).
    const cpu = Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
    table.set(Number(name), { comm, ppid: Number(fields[1]), cpu });
  }
  return table;
}
/**
 * Busy CPU of the whole machine, and per group of our own processes: each root's process and its
 * descendants ({ bench, app, …: pid }); with `allPostgres`, every process named postgres is 'postgres'.
 */
export function cpuSnapshot(roots) {
  const line = readProc('/proc/stat')?.split('\n')[0].split(/\s+/).slice(1).map(Number) ?? [];
  const busy = line.reduce((a, b) => a + b, 0) - (line[3] ?? 0) - (line[4] ?? 0);
  const table = processTable();
  const groupOfRoot = new Map(
    Object.entries(roots)
      .filter(([, pid]) => typeof pid === 'number')
      .map(([g, pid]) => [pid, g]),
  );
  /** pid → { group, cpu } of our processes. */
  const ours = new Map();
  for (const [pid, p] of table) {
    let group = roots.allPostgres && p.comm === 'postgres' ? 'postgres' : undefined;
    for (let at = pid, hops = 0; !group && at > 1 && hops < 50; hops++) {
      group = groupOfRoot.get(at);
      at = table.get(at)?.ppid ?? 0;
    }
    if (group) ours.set(pid, { group, cpu: p.cpu });
  }
  return { at: Date.now(), busy, ours };
}
/**
 * CPU ticks of each of our groups between two snapshots, process by process. A process that ends in
 * between (an idle pool connection, a parallel worker) is reaped by its parent, whose children's
 * time then includes all of it: what it had used before the first snapshot is taken off again.
 */
function ownDelta(a, b) {
  const groups = {};
  for (const [pid, p] of b.ours) {
    const before = a.ours.get(pid);
    groups[p.group] = (groups[p.group] ?? 0) + p.cpu - (before && before.group === p.group ? before.cpu : 0);
  }
  for (const [pid, p] of a.ours) {
    if (!b.ours.has(pid)) groups[p.group] = (groups[p.group] ?? 0) - p.cpu;
  }
  return groups;
}
/** CPU (in cores) used by other processes between two snapshots. */
export function othersCores(a, b) {
  const seconds = (b.at - a.at) / 1000;
  const own = Object.values(ownDelta(a, b)).reduce((x, y) => x + y, 0);
  return seconds > 0 ? Math.max(0, (b.busy - a.busy - own) / JIFFY / seconds) : 0;
}
/** CPU milliseconds per request of each of our groups between two snapshots. */
export function cpuPerRequest(a, b, requests) {
  const out = {};
  for (const [group, ticks] of Object.entries(ownDelta(a, b)))
    out[group] = ((ticks / JIFFY) * 1000) / Math.max(1, requests);
  return out;
}
export async function waitForQuiet(ownRoots, maxSeconds) {
  const until = Date.now() + maxSeconds * 1000;
  let others;
  do {
    const a = cpuSnapshot(ownRoots);
    await sleep(1000);
    others = othersCores(a, cpuSnapshot(ownRoots));
    if (others < 0.15) return others;
  } while (Date.now() < until);
  return others;
}

// ------------------------------------------------------------------------------------------------
// The built server, and how a run ends.

/** The environment the built server runs with in a benchmark, on a loopback port. */
export function serverEnv({ port, databaseUrl, dataDir, secret }, extra = {}) {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    SESSION_SECRET: secret,
    // The benchmark's many users all come from one loopback address; real ones come from many.
    RATE_LIMIT_REQUESTS_PER_MINUTE: '1000000000',
    // The benchmark's hosts and guests are accounts made minutes ago; a real site's are mostly older.
    QUOTA_NEW_ACCOUNT_EVENTS: '1000000',
    QUOTA_NEW_ACCOUNT_JOINS: '1000000',
    ...extra,
  };
}

/**
 * Seeds the database with `events` events (npm run seed, with `args` such as `--users 10`) unless
 * it holds that many already; answers the seconds it took, or null when it was not needed.
 */
export async function seedIfNeeded({ db, databaseUrl, dataDir, events, root, args = [] }) {
  const migrated = (await db.query("select to_regclass('events') is not null as yes")).rows[0].yes;
  const existing = migrated ? (await db.query('select count(*)::int as n from events')).rows[0].n : 0;
  if (existing >= events) {
    say(`The database already holds ${existing} events: not seeding.`);
    return null;
  }
  say(`Seeding ${events} events…`);
  const startedAt = Date.now();
  await runSeed({ root, events: events - existing, env: { DATABASE_URL: databaseUrl, DATA_DIR: dataDir }, args });
  return (Date.now() - startedAt) / 1000;
}

/** Runs `npm run seed -- --events N [args]` (from source) with these settings, its output shown. */
export async function runSeed({ root, events, env, args = [] }) {
  const seed = start(
    'seed',
    process.execPath,
    [
      path.join(root, 'node_modules/tsx/dist/cli.mjs'),
      path.join(root, 'apps/server/src/scripts/seed.ts'),
      '--events',
      String(events),
      ...args,
    ],
    { cwd: root, env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env } },
  );
  seed.child.stdout.on('data', (chunk) => {
    for (const line of chunk.toString().split('\n').filter(Boolean)) say(`  seed │ ${line}`);
  });
  const { code } = await seed.exited;
  if (code !== 0) throw new Error('The seed failed (see above).');
}

/**
 * Requests still queued in a server when a measurement stops would slow the next one: waits until
 * `url` answers promptly again (a slow case can leave seconds of backlog).
 */
export async function settle(url) {
  const until = Date.now() + 120_000;
  for (;;) {
    const t0 = Date.now();
    const ok = await fetch(url, { signal: AbortSignal.timeout(5000) })
      .then((r) => r.ok)
      .catch(() => false);
    if (ok && Date.now() - t0 < 50) break;
    if (Date.now() > until) throw new Error(`${url} did not settle within 120 s after a case.`);
    await sleep(250);
  }
  await sleep(500);
}

/** Writes the results, with the machine they were measured on, where BENCH_JSON says (if it does). */
export function saveJson(details) {
  const file = process.env.BENCH_JSON;
  if (!file) return;
  const cpus = os.cpus();
  const machine = { cpus: cpus.length, model: cpus[0]?.model.trim(), memoryGiB: Math.round(os.totalmem() / 2 ** 30) };
  const body = { date: new Date().toISOString(), machine, node: process.version, ...details };
  fs.writeFileSync(file, JSON.stringify(body, null, 2));
}

/**
 * Runs a benchmark's `main` (which answers the number of targets missed), stops everything it
 * started, and exits: 0, or 1 when a target was missed with `strict`, or 2 when it could not run.
 */
export async function finish(main, { strict, timer }) {
  let exitCode = 0;
  try {
    const missed = await main();
    if (missed > 0 && strict) exitCode = 1;
  } catch (error) {
    console.error(`\nThe benchmark could not run: ${error.message}`);
    exitCode = 2;
  } finally {
    await cleanup();
    clearTimeout(timer);
  }
  process.exit(exitCode);
}
