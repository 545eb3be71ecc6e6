// Flood benchmark: what one signed-in attacker still costs everyone else (decision 43).
//
//   npm run bench:flood          (builds first if the sources changed)
//
// For each engine (PGlite in a temporary DATA_DIR; PostgreSQL 15 when BENCH_DATABASE_URL is given
// or PG_BIN holds one, in a throwaway cluster as the other benchmarks start it), it seeds a small
// database (npm run seed: BENCH_EVENTS events, 10 users, 8 images), starts the built server
// (apps/server/dist/main.js, NODE_ENV=production) with its own budgets — unlike the other
// benchmarks, the HTTP per-address budget is left at its default — signs in two seed users over
// HTTP (the victim and the attacker), and measures two phases of BENCH_FLOOD_SECONDS:
//
//   quiet         the victims alone: GET /api/health (the load balancer), the victim's own
//                 GET /api/user/me (signed in) and a visitor's GET /api/events?fetchType=all&limit=12,
//                 each at BENCH_FLOOD_RATE requests a second, on a fixed schedule (a slow answer
//                 does not delay the next request, so a stall shows in the latencies)
//   under attack  the same, while bench/flood-attackers.mjs floods from one address of its own:
//                 one socket each for `join` (rooms that do not exist), `markRead`, `sendMessage`
//                 (in a room the attacker belongs to) and an unknown event, as fast as the
//                 connection takes them, each connecting again at once when disconnected, plus
//                 one HTTP client sending GET /api/user/me over 16 connections as fast as answered
//
// Addresses: the HTTP budget is per client address (1,200 requests a minute by default), and the
// attacker and the victims all run on this machine. Rather than TRUST_PROXY=true and a made-up
// X-Forwarded-For per client (a setting under which whoever sends the header picks their address,
// unless a proxy in front rewrites it), every client connects from an address of its own: Linux
// routes all of 127.0.0.0/8 to the loopback interface, so the attacker binds 127.0.0.2 and each
// victim kind its own 127.0.<kind>.<n>, and the server, with its settings as shipped, sees the
// real source address of each connection. Each victim kind is spread over enough addresses that
// none sends more than 5 requests a second (a quarter of the budget), however long the run.
//
// It prints p50/p99/max, the p99 of each 5 s slice and the statuses of each victim request in both
// phases, what each attacker sent, had let through to the event's handler (worked on) and had
// refused, how often it was connected and disconnected, the CPU each process used, and PASS/FAIL
// per target: under attack every victim request answered 200 (no 5xx, no 429, no time-out), and
// its p99 at most 2 × the quiet p99 + 5 ms.
//
// Settings (environment): BENCH_ENGINES (pglite,postgres), BENCH_DATABASE_URL, BENCH_DATA_DIR (a
// seeded PGlite DATA_DIR to use instead of a new one; not seeded, not deleted), BENCH_FLOOD_SECONDS
// (15: each phase), BENCH_FLOOD_RATE (20 requests a second per victim request), BENCH_WARMUP (3 s,
// unmeasured), BENCH_EVENTS (200), BENCH_QUIET_WAIT (5 s to wait for other processes to leave the
// CPU before each phase), BENCH_FLOOD_ONLY (some of: join, markRead, sendMessage, unknown, http;
// all by default), BENCH_FLOOD_RECONNECT (1; 0: an attacking socket stays away once disconnected,
// as in socket-flood.test.ts), BENCH_SERVER (apps/server/dist/main.js; then nothing is built),
// BENCH_SERVER_ARGS (extra Node arguments for the server, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof"),
// BENCH_JSON, BENCH_STRICT=1 (exit 1 when a target is missed), BENCH_TIMEOUT (600 s), PG_BIN.
import { fork, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { io } from 'socket.io-client';
import {
  cpuPerRequest,
  cpuSnapshot,
  deadline,
  finish,
  fmt,
  freePort,
  httpOk,
  onCleanup,
  othersCores,
  percentile,
  runSeed,
  saveJson,
  say,
  seedIfNeeded,
  serverEnv,
  settle,
  sleep,
  start,
  startPostgres,
  waitFor,
  waitForQuiet,
} from './lib/harness.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const env = process.env;
const PG_BIN = env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const ENGINES = (env.BENCH_ENGINES ?? 'pglite,postgres').split(',').map((s) => s.trim());
const SECONDS = Number(env.BENCH_FLOOD_SECONDS ?? 15);
const RATE = Number(env.BENCH_FLOOD_RATE ?? 20);
const WARMUP = Number(env.BENCH_WARMUP ?? 3);
const EVENTS = Number(env.BENCH_EVENTS ?? 200);
const QUIET_WAIT = Number(env.BENCH_QUIET_WAIT ?? 5);
/** Which attackers run (all by default): join, markRead, sendMessage, unknown event, http. */
const ONLY = env.BENCH_FLOOD_ONLY?.split(',').map((s) => s.trim());
/** 0: an attacking socket stays away once disconnected (as in socket-flood.test.ts), to compare. */
const RECONNECT = env.BENCH_FLOOD_RECONNECT !== '0';
const SERVER_ENTRY = path.resolve(ROOT, env.BENCH_SERVER ?? 'apps/server/dist/main.js');
const STRICT = env.BENCH_STRICT === '1';
const SECRET = crypto.randomBytes(32).toString('hex');
const timer = deadline(Number(env.BENCH_TIMEOUT ?? 600));

/** The seed: few events and users (the list has pages to show), 8 pictures. */
const SEED_ARGS = ['--users', '10', '--images', '1'];
const SEED_PASSWORD = 'Password1!';
/** Targets of the issue: under attack, p99 ≤ 2 × quiet p99 + 5 ms, and every answer a 200. */
const P99_FACTOR = 2;
const P99_SLACK_MS = 5;
/** A victim request not answered in this time counts as failed. */
const TIMEOUT_MS = 10_000;
const ATTACKER_ADDRESS = '127.0.0.2';
/** At most this many requests a second from one victim address: a quarter of the default budget. */
const PER_ADDRESS_RATE = 5;

const VICTIMS = [
  { name: 'health', subnet: 1, path: '/api/health', signedIn: false },
  { name: 'user/me', subnet: 2, path: '/api/user/me', signedIn: true },
  { name: 'events list', subnet: 3, path: '/api/events?fetchType=all&limit=12', signedIn: false },
];

// ------------------------------------------------------------------------------------------------
// HTTP from a given loopback address.

/** Kept-alive connections from one source address, as a browser keeps them. */
const agentFrom = (address) => new http.Agent({ keepAlive: true, localAddress: address });

/**
 * One request; answers its status (or the error's code), how long it took in ms, and whether it
 * was sent again. A GET that meets ECONNRESET on a kept-alive connection is sent once more, as a
 * browser does (and as Node's documentation of `request.reusedSocket` advises): the server closed
 * that idle connection (its keep-alive time-out, Node's 5 s) just as the request went out. The
 * time counts from the first try.
 */
function ask(origin, agent, { method = 'GET', path: target, token, body }, startedAt = performance.now()) {
  return new Promise((resolve) => {
    const headers = { accept: 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    if (body) headers['content-type'] = 'application/json';
    const request = http.request(
      new URL(target, origin),
      { method, agent, headers, timeout: TIMEOUT_MS },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode, ms: performance.now() - startedAt, body: Buffer.concat(chunks) }),
        );
      },
    );
    request.on('timeout', () => request.destroy(Object.assign(new Error('timed out'), { code: 'timeout' })));
    request.on('error', (error) => {
      if (method === 'GET' && request.reusedSocket && error.code === 'ECONNRESET') {
        ask(origin, agent, { method, path: target, token }, startedAt).then((again) =>
          resolve({ ...again, retried: true }),
        );
      } else {
        resolve({ status: error.code ?? 'error', ms: performance.now() - startedAt });
      }
    });
    request.end(body ? JSON.stringify(body) : undefined);
  });
}

async function signIn(origin, agent, userId) {
  const answer = await ask(origin, agent, {
    method: 'POST',
    path: '/api/user/signIn',
    body: { userId, password: SEED_PASSWORD },
  });
  if (answer.status !== 200) throw new Error(`${userId} could not sign in: ${answer.status} ${answer.body}`);
  return JSON.parse(answer.body).access_token;
}

// ------------------------------------------------------------------------------------------------
// The victims.

/** Addresses per victim kind: enough that none sends more than PER_ADDRESS_RATE requests a second. */
const ADDRESSES_PER_KIND = Math.max(1, Math.ceil(RATE / PER_ADDRESS_RATE));

/** The phase is also cut in slices of this many seconds, each with its own p99: a stall shows where it was. */
const SLICE_SECONDS = 5;

/**
 * Every victim kind at RATE a second for `seconds`, on a fixed schedule (the kinds a third of an
 * interval apart), each kind round its addresses; answers per kind the latencies' p50/p99/max (and
 * the p99 of each slice of the phase), the statuses and how many requests were sent twice. Its
 * connections are its own, closed at the end: none is left idle through the pause between phases.
 */
async function poll(origin, token, seconds) {
  const victims = VICTIMS.map((v) => ({
    ...v,
    token: v.signedIn ? token : undefined,
    agents: Array.from({ length: ADDRESSES_PER_KIND }, (_, i) => agentFrom(`127.0.${v.subnet}.${i + 1}`)),
  }));
  const seen = victims.map(() => ({ latencies: [], slices: [], statuses: {}, retried: 0 }));
  const pending = [];
  const interval = 1000 / RATE;
  const startedAt = performance.now();
  for (let n = 0; n < Math.round(RATE * seconds); n++) {
    for (const [k, victim] of victims.entries()) {
      const wait = startedAt + (n + k / victims.length) * interval - performance.now();
      if (wait > 1) await sleep(wait);
      const agent = victim.agents[n % victim.agents.length];
      const slice = Math.floor((performance.now() - startedAt) / 1000 / SLICE_SECONDS);
      pending.push(
        ask(origin, agent, victim).then(({ status, ms, retried }) => {
          const mine = seen[k];
          mine.latencies.push(ms);
          (mine.slices[slice] ??= []).push(ms);
          mine.statuses[status] = (mine.statuses[status] ?? 0) + 1;
          if (retried) mine.retried++;
        }),
      );
    }
  }
  await Promise.all(pending);
  for (const victim of victims) for (const agent of victim.agents) agent.destroy();
  const sorted = (list) => Float64Array.from(list).sort();
  return Object.fromEntries(
    victims.map((victim, k) => {
      const all = sorted(seen[k].latencies);
      return [
        victim.name,
        {
          count: all.length,
          ok: seen[k].statuses[200] ?? 0,
          statuses: seen[k].statuses,
          retried: seen[k].retried,
          p50: percentile(all, 50),
          p99: percentile(all, 99),
          max: all.at(-1),
          slicesP99: Array.from(seen[k].slices, (slice) => percentile(sorted(slice ?? []), 99)),
        },
      ];
    }),
  );
}

// ------------------------------------------------------------------------------------------------
// The attacker.

/** The attacker's room and a message in it, for `markRead`: what a member has. */
async function attackerRoom(origin, agent, token) {
  const rooms = await ask(origin, agent, { path: '/api/chatrooms', token });
  if (rooms.status !== 200) throw new Error(`the attacker's rooms: ${rooms.status} ${rooms.body}`);
  const [room] = JSON.parse(rooms.body);
  if (!room) return null;
  const socket = io(origin, {
    path: '/socket.io',
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
    auth: { token },
  });
  try {
    await new Promise((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    await socket.timeout(10_000).emitWithAck('join', { roomId: room.id });
    const sent = await socket.timeout(10_000).emitWithAck('sendMessage', { roomId: room.id, content: 'hello' });
    if (!sent?.success) throw new Error(`the attacker could not write in its room: ${JSON.stringify(sent)}`);
    return { roomId: room.id, messageId: sent.message.id };
  } finally {
    socket.close();
  }
}

function startAttackers() {
  const child = fork(path.join(ROOT, 'bench/flood-attackers.mjs'), { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  onCleanup(() => child.kill());
  const ask = (command, answer, timeoutMs) =>
    new Promise((resolve, reject) => {
      const timeout = setTimeout(() => reject(new Error(`the attackers did not answer ${command.type}`)), timeoutMs);
      const onMessage = (message) => {
        if (message.type === 'error') reject(new Error(message.message));
        else if (message.type === answer) resolve(message);
        else return;
        clearTimeout(timeout);
        child.off('message', onMessage);
      };
      child.on('message', onMessage);
      child.send(command);
    });
  return { child, ask };
}

// ------------------------------------------------------------------------------------------------
// One engine.

/** Cores each of our process groups used between two snapshots. */
const coresOf = (a, b) => cpuPerRequest(a, b, b.at - a.at);

async function runEngine(engine, tmp) {
  let dataDir = path.join(tmp, engine);
  fs.mkdirSync(dataDir);
  let databaseUrl;
  let postgresPid;
  if (engine === 'postgres') {
    databaseUrl = env.BENCH_DATABASE_URL;
    if (databaseUrl) say('PostgreSQL: using BENCH_DATABASE_URL.');
    else {
      ({ url: databaseUrl, pid: postgresPid } = await startPostgres(tmp));
      say(`PostgreSQL 15 started on ${new URL(databaseUrl).host} (temporary cluster).`);
    }
    const db = new pg.Pool({ connectionString: databaseUrl, max: 1 });
    try {
      await seedIfNeeded({ db, databaseUrl, dataDir, events: EVENTS, root: ROOT, args: SEED_ARGS });
    } finally {
      await db.end();
    }
  } else if (env.BENCH_DATA_DIR) {
    dataDir = env.BENCH_DATA_DIR;
    say(`PGlite: using BENCH_DATA_DIR (${dataDir}), not seeding.`);
  } else {
    say(`PGlite: seeding ${EVENTS} events into a new DATA_DIR…`);
    await runSeed({ root: ROOT, events: EVENTS, env: { DATA_DIR: dataDir }, args: SEED_ARGS });
  }

  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const serverArgs = (env.BENCH_SERVER_ARGS ?? '').split(' ').filter(Boolean);
  const server = start(`server (${engine})`, process.execPath, [...serverArgs, SERVER_ENTRY], {
    cwd: ROOT,
    // The server's own budgets, as shipped: serverEnv raises the HTTP one for the other benchmarks.
    env: serverEnv({ port, databaseUrl, dataDir, secret: SECRET }, { RATE_LIMIT_REQUESTS_PER_MINUTE: undefined }),
  });
  await waitFor(`the server on ${engine}`, httpOk(`${origin}/api/health`), 120_000, server);

  // The attacker: the first seed user with a chat room; the victim: another one.
  const attackerAgent = agentFrom(ATTACKER_ADDRESS);
  let attacker;
  let victimId;
  for (let i = 1; i <= 10 && !attacker; i++) {
    const token = await signIn(origin, attackerAgent, `seeduser${i}`);
    const room = await attackerRoom(origin, attackerAgent, token);
    if (room) {
      attacker = { userId: `seeduser${i}`, token, ...room };
      victimId = `seeduser${i === 1 ? 2 : 1}`;
    }
  }
  attackerAgent.destroy();
  if (!attacker) throw new Error('No seed user has a chat room: seed more events (BENCH_EVENTS).');
  const victimAgent = agentFrom('127.0.2.250');
  const victimToken = await signIn(origin, victimAgent, victimId);
  victimAgent.destroy();
  say(
    `  ${engine}: attacker ${attacker.userId} (room ${attacker.roomId}) from ${ATTACKER_ADDRESS}; victim ${victimId}; ` +
      `victims from ${ADDRESSES_PER_KIND} addresses per request kind`,
  );

  const attackers = startAttackers();
  const roots = {
    victims: process.pid,
    server: server.child.pid,
    attackers: attackers.child.pid,
    postgres: postgresPid,
    allPostgres: engine === 'postgres' && postgresPid === undefined,
  };
  if (WARMUP > 0) await poll(origin, victimToken, WARMUP);

  const phase = async (name, attacked) => {
    await settle(`${origin}/api/health`);
    const othersBefore = await waitForQuiet(roots, QUIET_WAIT);
    const a = cpuSnapshot(roots);
    if (attacked) {
      await attackers.ask(
        {
          type: 'start',
          url: origin,
          address: ATTACKER_ADDRESS,
          hammerPath: '/api/user/me',
          only: ONLY,
          reconnect: RECONNECT,
          ...attacker,
        },
        'started',
        30_000,
      );
    }
    const victimsSeen = await poll(origin, victimToken, SECONDS);
    const flood = attacked ? await attackers.ask({ type: 'stop' }, 'report', 30_000) : undefined;
    const b = cpuSnapshot(roots);
    const result = {
      phase: name,
      victims: victimsSeen,
      attack: flood && { sockets: flood.sockets, http: flood.http, seconds: flood.seconds },
      cores: coresOf(a, b),
      othersCores: othersCores(a, b),
      othersBefore,
    };
    // How long the server takes to answer the health check promptly again once the attack stops.
    if (attacked) {
      const stoppedAt = Date.now();
      await settle(`${origin}/api/health`);
      result.recoverySeconds = (Date.now() - stoppedAt - 500) / 1000;
    }
    const line = Object.entries(victimsSeen)
      .map(
        ([kind, r]) =>
          `${kind} p50 ${fmt(r.p50, 1)} p99 ${fmt(r.p99, 1)} max ${fmt(r.max, 1)} ms ${r.ok}/${r.count} ok`,
      )
      .join('; ');
    say(`  ${engine}, ${name}: ${line}; others ${fmt(result.othersCores * 100)}% CPU`);
    return result;
  };
  const quiet = await phase('quiet', false);
  const attacked = await phase('under attack', true);

  attackers.child.kill();
  server.child.kill('SIGTERM');
  await server.exited;
  return { engine, attacker: attacker.userId, quiet, attacked };
}

// ------------------------------------------------------------------------------------------------
// The report.

function report(results) {
  let missed = 0;
  const checks = [];
  for (const { engine, quiet, attacked } of results) {
    say();
    say(`### ${engine}`);
    say();
    say(
      `| request | quiet p50 / p99 / max ms | quiet ok | under attack p50 / p99 / max ms | under attack ok | p99 target ms | p99 per ${SLICE_SECONDS} s, quiet → under attack |`,
    );
    say('|---|---:|---:|---:|---:|---:|---|');
    for (const kind of Object.keys(quiet.victims)) {
      const q = quiet.victims[kind];
      const u = attacked.victims[kind];
      const limit = P99_FACTOR * q.p99 + P99_SLACK_MS;
      const others = (r) =>
        Object.entries(r.statuses)
          .filter(([status]) => status !== '200')
          .map(([status, n]) => ` (${n}× ${status})`)
          .join('') + (r.retried ? ` (${r.retried} sent again)` : '');
      const slices = (r) => r.slicesP99.map((p99) => fmt(p99)).join(', ');
      say(
        `| ${kind} | ${fmt(q.p50, 1)} / ${fmt(q.p99, 1)} / ${fmt(q.max, 1)} | ${q.ok}/${q.count}${others(q)} | ` +
          `${fmt(u.p50, 1)} / ${fmt(u.p99, 1)} / ${fmt(u.max, 1)} | ${u.ok}/${u.count}${others(u)} | ≤ ${fmt(limit, 1)} | ` +
          `${slices(q)} → ${slices(u)} |`,
      );
      checks.push([
        u.ok === u.count,
        `${engine}: ${kind} under attack, every answer 200 (${u.ok}/${u.count}${others(u)})`,
      ]);
      checks.push([
        u.p99 <= limit,
        `${engine}: ${kind} under attack, p99 ${fmt(u.p99, 1)} ms ≤ ${P99_FACTOR} × ${fmt(q.p99, 1)} + ${P99_SLACK_MS} = ${fmt(limit, 1)} ms`,
      ]);
    }
    const { sockets, http: hammer, seconds } = attacked.attack;
    say();
    say(`The attacker, over ${fmt(seconds, 1)} s:`);
    say();
    say(
      '| attacker | sent | let through to the handler | of which answered | refused | dropped unread | connected | disconnected by the server | connections refused | answers |',
    );
    say('|---|---:|---:|---:|---:|---:|---:|---:|---|---|');
    for (const s of sockets) {
      const list = (counts) =>
        Object.entries(counts)
          .map(([code, n]) => `${n}× ${code}`)
          .join(', ') || '—';
      say(
        `| ${s.kind} socket | ${s.sent} | ${s.letThrough} (${fmt(s.letThrough / seconds, 1)}/s) | ${s.answered} | ${s.refused} | ` +
          `${s.sent - s.letThrough - s.refused} | ${s.connections} (${fmt(s.connections / seconds, 1)}/s) | ${s.serverDisconnects} | ` +
          `${list(s.connectErrors)} | ${list(s.answers)} |`,
      );
    }
    if (hammer) {
      const statuses = Object.entries(hammer.statuses)
        .map(([status, n]) => `${n}× ${status}`)
        .join(', ');
      say(
        `| HTTP GET ${hammer.path} | ${hammer.requests} | ${hammer.statuses[200] ?? 0} (${fmt((hammer.statuses[200] ?? 0) / seconds, 1)}/s) | ` +
          `${hammer.statuses[200] ?? 0} | ${hammer.statuses[429] ?? 0} | — | — | — | — | ${statuses} |`,
      );
    }
    say();
    const cores = (phase) =>
      ['server', 'postgres', 'attackers', 'victims']
        .filter((group) => phase.cores[group] !== undefined)
        .map((group) => `${group} ${fmt(phase.cores[group], 2)}`)
        .join(', ');
    say(`CPU (cores): quiet: ${cores(quiet)}, others ${fmt(quiet.othersCores, 2)}.`);
    say(`CPU (cores): under attack: ${cores(attacked)}, others ${fmt(attacked.othersCores, 2)}.`);
    say(`After the attack, the health check answered within 50 ms again after ${fmt(attacked.recoverySeconds, 1)} s.`);
  }
  say();
  for (const [ok, line] of checks) {
    if (!ok) missed++;
    say(`  ${ok ? 'PASS' : 'FAIL'}  ${line}`);
  }
  return missed;
}

async function main() {
  const startedAt = Date.now();
  if (!env.BENCH_SERVER) {
    // Built first when the sources changed since the last build (scripts/build-if-changed.mjs).
    if (spawnSync(process.execPath, [path.join(ROOT, 'scripts/build-if-changed.mjs')], { stdio: 'inherit' }).status) {
      throw new Error('The build failed.');
    }
  }
  if (!fs.existsSync(SERVER_ENTRY)) throw new Error(`${path.relative(ROOT, SERVER_ENTRY)} is missing.`);
  const engines = ENGINES.filter((engine) => {
    if (engine !== 'postgres' || env.BENCH_DATABASE_URL || fs.existsSync(path.join(PG_BIN, 'postgres'))) return true;
    say(`No PostgreSQL (no BENCH_DATABASE_URL, nothing at ${PG_BIN}): PGlite only.`);
    return false;
  });
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'moim-bench-flood-'));
  onCleanup(() => fs.rmSync(tmp, { recursive: true, force: true }));
  const cpu = os.cpus();
  say(
    `Flood benchmark: ${engines.join(' and ')}; ${SECONDS} s quiet, then ${SECONDS} s under attack; victims at ${RATE} requests/s each ` +
      `(${cpu.length} × ${cpu[0]?.model.trim()}, Node ${process.version}, load ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')})`,
  );

  const results = [];
  for (const engine of engines) results.push(await runEngine(engine, tmp));

  say();
  say(
    `Results (${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC; targets: under attack every victim request ` +
      `answered 200, p99 ≤ ${P99_FACTOR} × quiet p99 + ${P99_SLACK_MS} ms):`,
  );
  const missed = report(results);
  say();
  say(
    `${missed === 0 ? 'Every target met.' : `${missed} target(s) missed.`} Total time ${fmt((Date.now() - startedAt) / 1000)} s; ` +
      `load ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}.`,
  );
  if (results.some((r) => r.quiet.othersCores > 0.1 || r.attacked.othersCores > 0.1)) {
    say('Note: other processes used more than 10% of a core during a phase ("others"): run again on a quiet machine.');
  }
  saveJson({ seconds: SECONDS, rate: RATE, events: EVENTS, results });
  return missed;
}

await finish(main, { strict: STRICT, timer });
