// Chat with many small rooms: the built server on PostgreSQL with BENCH_ROOMS_SOCKETS connected
// people over BENCH_ROOMS rooms of 2–20 members (each person in one room, as at a city's events
// on a Friday night), BENCH_ROOMS_RATE messages a second in all for BENCH_ROOMS_DURATION seconds,
// next to a bare Socket.IO server doing the same fan-out, in one run.
//
//   npm run build && npm run bench:chat-rooms
//
// Starts its own PostgreSQL 15 (unless BENCH_DATABASE_URL is given) and the built server, writes
// the people, their sessions and tokens, an event and its chat room per room, and the rooms'
// members straight into the database, then measures three cases, each with the people connected
// from two processes of their own (bench/chat-rooms-members.mjs) that also send, in turns:
//
//   bare Socket.IO      bench/baselines/bare-socketio.mjs: join, sendMessage → emit to the room, ack
//   app, one process    everyone on one server process
//   app, two processes  every other person on each of two server processes sharing the database
//                       (a room's members are on both), messages crossing through the adapter
//
// Each case reports what share of (message × other member of its room) arrived and how often
// twice, send → receipt p50/p99, send → acknowledgement p50/p99, and the servers' resident memory
// per connected socket (their growth from before the connections to after them), against the
// issue's targets: 100% delivered once, receipt p99 ≤ 50 ms, acknowledgement p99 at most 1.5 times
// bare Socket.IO's in the same run, under 50 KB a socket.
//
// Settings (environment): BENCH_DATABASE_URL, BENCH_ROOMS_SOCKETS (10000), BENCH_ROOMS (2000),
// BENCH_ROOMS_RATE (500), BENCH_ROOMS_DURATION (60), BENCH_ROOMS_WARMUP (5), BENCH_SERVER
// (apps/server/dist/main.js), BENCH_JSON, BENCH_STRICT=1 (exit 1 when a target is missed),
// BENCH_TIMEOUT (1800 s), BENCH_QUIET_WAIT (30 s), PG_BIN.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { systemClock } from '../apps/server/src/lib/clock.ts';
import { createTokenService } from '../apps/server/src/lib/tokens.ts';
import {
  cpuPerRequest,
  cpuSnapshot,
  deadline,
  finish,
  fmt,
  freePort,
  onCleanup,
  othersCores,
  percentile,
  saveJson,
  say,
  sleep,
  waitForQuiet,
} from './lib/harness.mjs';
import { chatDatabase, forkMembers, sayChecks, startAppServer, startBareSocketIo } from './lib/chat-bench.mjs';
import { seededRandom } from './lib/mix-plan.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const env = process.env;
const SOCKETS = Number(env.BENCH_ROOMS_SOCKETS ?? 10_000);
const ROOMS = Number(env.BENCH_ROOMS ?? 2000);
const RATE = Number(env.BENCH_ROOMS_RATE ?? 500);
const DURATION = Number(env.BENCH_ROOMS_DURATION ?? 60);
const WARMUP = Number(env.BENCH_ROOMS_WARMUP ?? 5);
const SERVER_ENTRY = path.resolve(ROOT, env.BENCH_SERVER ?? 'apps/server/dist/main.js');
const STRICT = env.BENCH_STRICT === '1';
const QUIET_WAIT = Number(env.BENCH_QUIET_WAIT ?? 30);
const timer = deadline(Number(env.BENCH_TIMEOUT ?? 1800));

/** A room's size: at least two people, at most twenty. */
const MIN_ROOM = 2;
const MAX_ROOM = 20;
/** The processes the people connect from. */
const CLIENTS = 2;

const TARGETS = { delivered: 1, p99Ms: 50, ackRatio: 1.5, kbPerSocket: 50 };

const SECRET = crypto.randomBytes(32).toString('hex');
const PREFIX = 'benchrooms';

/**
 * The rooms' sizes: every room two people, the rest handed out one by one to rooms drawn by a
 * skewed weight (a few popular rooms, many pairs and small groups), none above twenty.
 */
function roomSizes(people, rooms, seed = 7) {
  if (people < rooms * MIN_ROOM || people > rooms * MAX_ROOM) {
    throw new Error(`${people} people do not fit ${rooms} rooms of ${MIN_ROOM}–${MAX_ROOM}`);
  }
  // The same rooms every run.
  const next = seededRandom(seed);
  const sizes = new Array(rooms).fill(MIN_ROOM);
  const weights = sizes.map(() => next() ** 3);
  const total = weights.reduce((a, b) => a + b, 0);
  const cumulative = [];
  let sum = 0;
  for (const weight of weights) cumulative.push((sum += weight / total));
  for (let left = people - rooms * MIN_ROOM; left > 0;) {
    const r = next();
    let room = cumulative.findIndex((c) => c >= r);
    if (room < 0) room = rooms - 1;
    // A full room passes the person on to the next one with space.
    while (sizes[room] >= MAX_ROOM) room = (room + 1) % rooms;
    sizes[room]++;
    left--;
  }
  return sizes;
}

/**
 * The people (each with a session and a token of the server's own token service), an event and a
 * chat room per room hosted by its first member, and the members. Answers each person's token and
 * room, and the rooms' sizes.
 */
async function makeRooms(db) {
  const sizes = roomSizes(SOCKETS, ROOMS);
  await db.query(`delete from users where user_id like '${PREFIX}%'`);
  const { rows: users } = await db.query(
    `insert into users (user_id, email, username, dob, gender, nationality, created_at, updated_at)
     select '${PREFIX}' || i, '${PREFIX}' || i || '@bench.moim.example', 'Person ' || i, '1995-04-12', 'Female', 'KR', now(), now()
     from generate_series(1, $1) as i
     returning id`,
    [SOCKETS],
  );
  const { rows: sessions } = await db.query(
    `insert into sessions (user_id, created_at, expires_at)
     select unnest($1::uuid[]), now(), now() + interval '1 day' returning id, user_id`,
    [users.map((u) => u.id)],
  );
  const starts = [];
  let next = 0;
  for (const size of sizes) {
    starts.push(next);
    next += size;
  }
  const { rows: events } = await db.query(
    `insert into events (host_id, category, type, name, description, date, time, starts_at, ends_at, location,
       location_detail, latitude, longitude, min_participants, max_participants, price, languages,
       main_image, created_at, updated_at)
     select h.host, 'Social', 'FirstCome', 'Rooms benchmark ' || h.n, '<p>bench</p>', '2030-01-01', '19:00',
       '2030-01-01T10:00:00Z', '2030-01-01T12:00:00Z', 'Seoul', 'Bench hall', 37.5, 127, 1, 20, 0, '{en}',
       '/uploads/bench.webp', now(), now()
     from unnest($1::uuid[]) with ordinality as h(host, n)
     returning id`,
    [starts.map((s) => users[s].id)],
  );
  const { rows: rooms } = await db.query(
    `insert into chat_rooms (event_id, name, type, created_at, updated_at)
     select e, 'Rooms benchmark', 'event', now(), now() from unnest($1::int[]) as e
     returning id, event_id`,
    [events.map((e) => e.id)],
  );
  const roomOfEvent = new Map(rooms.map((r) => [r.event_id, r.id]));
  const roomIds = events.map((e) => roomOfEvent.get(e.id));
  const roomOfPerson = [];
  sizes.forEach((size, r) => {
    for (let i = 0; i < size; i++) roomOfPerson.push(roomIds[r]);
  });
  await db.query(
    `insert into chat_room_members (room_id, user_id, joined_at) select unnest($1::int[]), unnest($2::uuid[]), now()`,
    [roomOfPerson, users.map((u) => u.id)],
  );
  const tokens = createTokenService(SECRET, systemClock);
  const issued = await Promise.all(
    sessions.map((s) => tokens.sign('access', { sub: s.user_id, sid: s.id }, 24 * 60 * 60)),
  );
  const tokenOf = new Map(sessions.map((s, i) => [s.user_id, issued[i]]));
  const people = users.map((u, i) => ({ token: tokenOf.get(u.id), roomId: roomOfPerson[i] }));
  return { people, sizes };
}

/** A process's resident memory in bytes (Linux), or NaN. */
function residentBytes(pid) {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

/**
 * One case: the people connected through `urls` (person i to urls[i % urls.length]), split over
 * the client processes (person i to client i % CLIENTS, so a room has members in both), sending.
 */
async function runCase(name, { urls, people, servers, roots }) {
  const clients = Array.from({ length: CLIENTS }, () => forkMembers('chat-rooms-members.mjs'));
  const shares = clients.map((_, c) => people.map((p, i) => ({ ...p, i })).filter(({ i }) => i % CLIENTS === c));
  /** Per room, how many of its members each client holds. */
  const membersIn = new Map();
  people.forEach(({ roomId }, i) => {
    if (!membersIn.has(roomId)) membersIn.set(roomId, new Array(CLIENTS).fill(0));
    membersIn.get(roomId)[i % CLIENTS]++;
  });
  const memoryBefore = servers.map(residentBytes);
  const connectStarted = Date.now();
  await Promise.all(
    clients.map((c, k) =>
      c.ask(
        {
          type: 'connect',
          members: shares[k].map(({ i, token, roomId }) => ({ url: urls[i % urls.length], token, roomId })),
        },
        'ready',
      ),
    ),
  );
  const connectSeconds = (Date.now() - connectStarted) / 1000;
  await sleep(2000);
  const memoryAfter = servers.map(residentBytes);
  const bytesPerSocket = memoryAfter.reduce((sum, bytes, s) => sum + bytes - memoryBefore[s], 0) / people.length;
  say(`  ${name}: ${people.length} sockets in ${ROOMS} rooms connected in ${fmt(connectSeconds, 1)} s`);

  /** Sends `count` messages at RATE a second from both clients; the deliveries each should get. */
  const sendRound = async (tag, count, offset) => {
    const answers = await Promise.all(
      clients.map((c) =>
        c.ask({ type: 'send', tag, count: Math.round(count / CLIENTS), rate: RATE / CLIENTS, offset }, 'sent'),
      ),
    );
    // Every other member of the sender's room should get each message, in whichever client it is.
    const expected = clients.map(() => 0);
    for (const [k, answer] of answers.entries()) {
      for (const [, index] of answer.sent) {
        const here = membersIn.get(shares[k][index].roomId);
        for (let c = 0; c < CLIENTS; c++) expected[c] += here[c] - (c === k ? 1 : 0);
      }
    }
    return { answers, expected };
  };

  const quietBefore = await waitForQuiet(
    { ...roots, clients: clients[0].child.pid, clients2: clients[1].child.pid },
    QUIET_WAIT,
  );
  await sendRound('warm', RATE * WARMUP, 0);
  const a = cpuSnapshot({ ...roots, clients: clients[0].child.pid, clients2: clients[1].child.pid });
  const messages = RATE * DURATION;
  // The turns go on from where the warm-up left them, so nobody sends twice in a row.
  const { answers, expected } = await sendRound('bench', messages, Math.round((RATE * WARMUP) / CLIENTS));
  const reports = await Promise.all(
    clients.map((c, k) => c.ask({ type: 'report', tag: 'bench', expected: expected[k] }, 'report')),
  );
  const b = cpuSnapshot({ ...roots, clients: clients[0].child.pid, clients2: clients[1].child.pid });
  await Promise.all(clients.map((c) => c.ask({ type: 'close' }, 'closed')));
  for (const c of clients) c.child.kill();

  const sent = answers.reduce((n, answer) => n + answer.sent.length, 0);
  const failures = answers.flatMap((answer) => answer.failures);
  const refused = answers.reduce((n, answer) => n + answer.refused, 0);
  const totalExpected = expected.reduce((x, y) => x + y, 0);
  const delivered = reports.reduce((n, report) => n + report.deliveries.reduce((m, [, count]) => m + count, 0), 0);
  const duplicates = reports.reduce((n, report) => n + report.duplicates, 0);
  const latencies = Float64Array.from(reports.flatMap((report) => report.latencies)).sort();
  const acks = Float64Array.from(answers.flatMap((answer) => answer.acks)).sort();
  const result = {
    case: name,
    sockets: people.length,
    rooms: ROOMS,
    messages,
    sent,
    refused,
    unanswered: failures.length - refused,
    expected: totalExpected,
    delivered,
    duplicates,
    deliveredShare: totalExpected ? delivered / totalExpected : 0,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies.at(-1),
    ackP50: percentile(acks, 50),
    ackP99: percentile(acks, 99),
    connectSeconds,
    kbPerSocket: bytesPerSocket / 1024,
    othersCores: othersCores(a, b),
    othersBefore: quietBefore,
    cpuMsPerMessage: cpuPerRequest(a, b, messages),
  };
  if (failures.length) say(`    refused or lost sends: ${[...new Set(failures)].slice(0, 3).join('; ')}`);
  say(
    `    delivered ${fmt(result.deliveredShare * 100, 2)}% (${delivered}/${totalExpected}, ${duplicates} twice)` +
      `  p50 ${fmt(result.p50, 1)} ms  p99 ${fmt(result.p99, 1)} ms  ack p50 ${fmt(result.ackP50, 2)} ms  p99 ${fmt(result.ackP99, 2)} ms` +
      `  ${fmt(result.kbPerSocket, 1)} KB a socket  others ${fmt(result.othersCores * 100)}% CPU`,
  );
  return result;
}

async function main() {
  const startedAt = Date.now();
  if (!fs.existsSync(SERVER_ENTRY)) {
    throw new Error(`${path.relative(ROOT, SERVER_ENTRY)} is missing: run \`npm run build\` first.`);
  }
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'moim-bench-rooms-'));
  onCleanup(() => fs.rmSync(tmp, { recursive: true, force: true }));

  const { url: databaseUrl, pid: postgresPid, db } = await chatDatabase(tmp, pg);
  const [portA, portB, barePort] = [await freePort(), await freePort(), await freePort()];
  const serverOptions = { entry: SERVER_ENTRY, databaseUrl, tmp, secret: SECRET, sockets: SOCKETS * 2 };
  const { server: serverA, url: urlA } = await startAppServer({ ...serverOptions, name: 'server-a', port: portA });
  const { server: bare, url: bareUrl } = await startBareSocketIo(barePort);

  const { people, sizes } = await makeRooms(db);
  const pgVersion = (await db.query('show server_version')).rows[0].server_version;
  const cpu = os.cpus();
  const histogram = [2, 3, 5, 10, 20].map((upTo, k, all) => {
    const from = k === 0 ? 2 : all[k - 1] + 1;
    return `${from === upTo ? upTo : `${from}–${upTo}`}: ${sizes.filter((s) => s >= from && s <= upTo).length}`;
  });
  say(
    `${SOCKETS} people in ${ROOMS} rooms (rooms by size ${histogram.join(', ')}); ${RATE} messages/s for ${DURATION} s ` +
      `(after ${WARMUP} s of warm-up) (${cpu.length} × ${cpu[0]?.model.trim()}, Node ${process.version}, PostgreSQL ${pgVersion})`,
  );

  const roots = {
    bench: process.pid,
    app: serverA.child.pid,
    baseline: bare.child.pid,
    postgres: postgresPid,
    allPostgres: postgresPid === undefined,
  };
  const results = [];
  results.push(await runCase('bare Socket.IO', { urls: [bareUrl], people, servers: [bare.child.pid], roots }));
  results.push(await runCase('app, one process', { urls: [urlA], people, servers: [serverA.child.pid], roots }));
  const { server: serverB, url: urlB } = await startAppServer({ ...serverOptions, name: 'server-b', port: portB });
  results.push(
    await runCase('app, two processes', {
      urls: [urlA, urlB],
      people,
      servers: [serverA.child.pid, serverB.child.pid],
      roots: { ...roots, 'app 2': serverB.child.pid },
    }),
  );

  const [baseline, one, two] = results;
  const checks = [one, two].flatMap((r) => [
    [
      r,
      'delivered',
      r.deliveredShare >= TARGETS.delivered && r.duplicates === 0 && r.refused === 0 && r.unanswered === 0,
      '100%, once, every send acknowledged',
    ],
    [r, 'p99', r.p99 <= TARGETS.p99Ms, `≤ ${TARGETS.p99Ms} ms`],
    [
      r,
      'ack p99',
      r.ackP99 <= TARGETS.ackRatio * baseline.ackP99,
      `≤ ${TARGETS.ackRatio} × bare Socket.IO's (${fmt(TARGETS.ackRatio * baseline.ackP99, 1)} ms)`,
    ],
    [r, 'memory', r.kbPerSocket < TARGETS.kbPerSocket, `< ${TARGETS.kbPerSocket} KB a connected socket`],
  ]);
  say();
  say(`Results (${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC):`);
  say();
  say('| case | delivered | twice | p50 ms | p99 ms | ack p50 ms | ack p99 ms | KB a socket | other CPU |');
  say('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const r of results) {
    say(
      `| ${r.case} | ${fmt(r.deliveredShare * 100, 2)}% | ${r.duplicates} | ${fmt(r.p50, 1)} | ${fmt(r.p99, 1)} | ${fmt(r.ackP50, 2)} | ${fmt(r.ackP99, 2)} (${fmt(r.ackP99 / baseline.ackP99, 2)}×) | ${fmt(r.kbPerSocket, 1)} | ${fmt(r.othersCores * 100)}% |`,
    );
  }
  say();
  say('CPU time per message (ms), by process: where the time goes.');
  say();
  say('| case | server (first) | server (second) | postgres | clients |');
  say('|---|---:|---:|---:|---:|');
  for (const r of results) {
    const c = r.cpuMsPerMessage;
    const server = r.case === 'bare Socket.IO' ? c.baseline : c.app;
    say(
      `| ${r.case} | ${fmt(server, 2)} | ${fmt(c['app 2'], 2)} | ${fmt(c.postgres, 2)} | ${fmt((c.clients ?? 0) + (c.clients2 ?? 0), 2)} |`,
    );
  }
  say();
  const missed = sayChecks(checks, results, startedAt);
  saveJson({ postgres: pgVersion, sockets: SOCKETS, rooms: ROOMS, rate: RATE, duration: DURATION, results });
  return missed;
}

await finish(main, { strict: STRICT, timer });
