// Chat benchmark: the built server on PostgreSQL fanning a room's messages out to its members,
// next to a bare Socket.IO server doing the same fan-out, in one run.
//
//   npm run build && npm run bench:chat
//
// Starts its own PostgreSQL 15 (unless BENCH_DATABASE_URL is given), the built server
// (apps/server/dist/main.js), writes a room of BENCH_CHAT_MEMBERS members plus the senders straight
// into the database (real users, sessions and tokens), and measures three cases, each with its
// members connected from a process of their own (bench/chat-members.mjs) and the senders here:
//
//   bare Socket.IO      bench/baselines/bare-socketio.mjs: join, sendMessage → emit to the room, ack
//   app, one process    every member and sender on one server process
//   app, two processes  half of them on each of two server processes sharing the database,
//                       messages crossing through Socket.IO's PostgreSQL adapter
//
// Each case: BENCH_CHAT_WARMUP seconds of warm-up, then BENCH_CHAT_RATE messages a second for
// BENCH_CHAT_DURATION seconds, spread over the senders (each stays under the chat's send limit).
// It reports what share of (message × member) arrived, send → receipt p50/p99, send →
// acknowledgement p50/p99 and deliveries a second, against the targets.
//
// Settings (environment): BENCH_DATABASE_URL, BENCH_CHAT_MEMBERS (1000), BENCH_CHAT_RATE (30),
// BENCH_CHAT_DURATION (20), BENCH_CHAT_WARMUP (3), BENCH_SERVER (apps/server/dist/main.js),
// BENCH_SERVER_ARGS (extra Node arguments for the servers, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof"),
// BENCH_JSON (write the results there), BENCH_STRICT=1 (exit 1 when a target is missed),
// BENCH_TIMEOUT (900 s), BENCH_QUIET_WAIT (30 s to wait for other processes to leave the CPU), PG_BIN.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { io } from 'socket.io-client';
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

const ROOT = path.resolve(import.meta.dirname, '..');
const env = process.env;
const MEMBERS = Number(env.BENCH_CHAT_MEMBERS ?? 1000);
const RATE = Number(env.BENCH_CHAT_RATE ?? 30);
const DURATION = Number(env.BENCH_CHAT_DURATION ?? 20);
const WARMUP = Number(env.BENCH_CHAT_WARMUP ?? 3);
const SERVER_ENTRY = path.resolve(ROOT, env.BENCH_SERVER ?? 'apps/server/dist/main.js');
const STRICT = env.BENCH_STRICT === '1';
const QUIET_WAIT = Number(env.BENCH_QUIET_WAIT ?? 30);
const timer = deadline(Number(env.BENCH_TIMEOUT ?? 900));

/** Senders per case: each sends every SENDERS / RATE seconds (1.3 s), well within 10 in 10 s. */
const SENDERS = Math.max(1, Math.ceil((RATE * 4) / 3));
const MESSAGES = RATE * DURATION;

/** Targets of the issue. */
const TARGETS = {
  delivered: 1,
  p99OneMs: 50,
  p99TwoMs: 100,
  ackP99Ms: 5,
  deliveriesRatio: 0.5,
};

const now = () => performance.timeOrigin + performance.now();
const SECRET = crypto.randomBytes(32).toString('hex');
const PREFIX = 'benchchat';

/**
 * The room: an event hosted by the first user, its chat room, and every member; then a session and
 * a token for each (the server's own token service, with the server's secret).
 */
async function makeRoom(db, people) {
  await db.query(`delete from users where user_id like '${PREFIX}%'`);
  const { rows: users } = await db.query(
    `insert into users (user_id, email, username, dob, gender, nationality, created_at, updated_at)
     select '${PREFIX}' || i, '${PREFIX}' || i || '@bench.moim.example', 'Member ' || i, '1995-04-12', 'Female', 'KR', now(), now()
     from generate_series(1, $1) as i
     returning id`,
    [people],
  );
  const { rows: sessions } = await db.query(
    `insert into sessions (user_id, created_at, expires_at)
     select unnest($1::uuid[]), now(), now() + interval '1 day' returning id, user_id`,
    [users.map((u) => u.id)],
  );
  const {
    rows: [event],
  } = await db.query(
    `insert into events (host_id, category, type, name, description, date, time, starts_at, ends_at, location,
       location_detail, latitude, longitude, min_participants, max_participants, price, languages,
       main_image, created_at, updated_at)
     values ($1, 'Social', 'FirstCome', 'Chat benchmark', '<p>bench</p>', '2030-01-01', '19:00',
       '2030-01-01T10:00:00Z', '2030-01-01T12:00:00Z', 'Seoul', 'Bench hall', 37.5, 127, 1, $2, 0, '{en}', '/uploads/bench.webp', now(), now())
     returning id`,
    [users[0].id, people],
  );
  const {
    rows: [room],
  } = await db.query(
    `insert into chat_rooms (event_id, name, type, created_at, updated_at)
     values ($1, 'Chat benchmark', 'event', now(), now()) returning id`,
    [event.id],
  );
  await db.query(`insert into chat_room_members (room_id, user_id, joined_at) select $1, unnest($2::uuid[]), now()`, [
    room.id,
    users.map((u) => u.id),
  ]);
  const tokens = createTokenService(SECRET, systemClock);
  const issued = await Promise.all(
    sessions.map((s) => tokens.sign('access', { sub: s.user_id, sid: s.id }, 24 * 60 * 60)),
  );
  return { roomId: room.id, tokens: issued };
}

/** A sender: a member with the room open, as someone writing in it has (it gets the room's messages too). */
function connectSender(url, token, roomId) {
  return new Promise((resolve, reject) => {
    const socket = io(url, {
      path: '/socket.io',
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
      auth: { token },
    });
    socket.once('connect', () =>
      socket.emit('join', { roomId }, (ack) =>
        ack?.success ? resolve(socket) : reject(new Error(`a sender could not open the room: ${JSON.stringify(ack)}`)),
      ),
    );
    socket.once('connect_error', reject);
  });
}

/** Sends `count` messages at RATE a second, round the senders; resolves with the acknowledgement times. */
async function send(senders, roomId, count, tag) {
  const interval = 1000 / RATE;
  const acks = [];
  const failures = [];
  const pending = [];
  const startedAt = now();
  for (let n = 0; n < count; n++) {
    const due = startedAt + n * interval;
    const wait = due - now();
    if (wait > 1) await sleep(wait);
    const socket = senders[n % senders.length];
    const sentAt = now();
    pending.push(
      socket
        .timeout(10_000)
        .emitWithAck('sendMessage', {
          roomId,
          content: `${tag} ${n} ${sentAt}`,
          clientId: `${tag}-${n}-${crypto.randomUUID()}`,
        })
        .then(
          (ack) => {
            if (ack?.success) acks.push(now() - sentAt);
            else failures.push(ack?.error ?? 'refused');
          },
          (error) => failures.push(error.message),
        ),
    );
  }
  await Promise.all(pending);
  return { acks, failures };
}

/** One case: members connected (through `memberUrls`, in turn), senders here, measured. */
async function runCase(name, { memberUrls, senderUrls, roomId, memberTokens, senderTokens, roots }) {
  const { child: members, ask } = forkMembers('chat-members.mjs');
  const connectStarted = Date.now();
  await ask(
    {
      type: 'connect',
      roomId,
      messages: MESSAGES,
      members: memberTokens.map((token, i) => ({ url: memberUrls[i % memberUrls.length], token })),
    },
    'ready',
  );
  const senders = await Promise.all(
    senderTokens.map((token, i) => connectSender(senderUrls[i % senderUrls.length], token, roomId)),
  );
  say(
    `  ${name}: ${memberTokens.length} members and ${senders.length} senders connected in ${fmt((Date.now() - connectStarted) / 1000, 1)} s`,
  );

  const quietBefore = await waitForQuiet({ ...roots, members: members.pid }, QUIET_WAIT);
  await send(senders, roomId, Math.round(RATE * WARMUP), 'warm');
  const a = cpuSnapshot({ ...roots, members: members.pid });
  const { acks, failures } = await send(senders, roomId, MESSAGES, 'bench');
  const report = await ask({ type: 'report', messages: MESSAGES }, 'report');
  const b = cpuSnapshot({ ...roots, members: members.pid });
  for (const socket of senders) socket.disconnect();
  members.kill();

  const latencies = Float64Array.from(report.latencies).sort();
  const ackTimes = Float64Array.from(acks).sort();
  const result = {
    case: name,
    members: memberTokens.length,
    messages: MESSAGES,
    expected: report.expected,
    delivered: report.delivered,
    duplicates: report.duplicates,
    refused: failures.length,
    deliveredShare: report.delivered / report.expected,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies.at(-1),
    ackP50: percentile(ackTimes, 50),
    ackP99: percentile(ackTimes, 99),
    deliveriesPerSecond: report.delivered / ((report.lastAt - report.firstAt) / 1000),
    othersCores: othersCores(a, b),
    othersBefore: quietBefore,
    cpuMsPerMessage: cpuPerRequest(a, b, MESSAGES),
  };
  if (failures.length) say(`    refused or lost sends: ${[...new Set(failures)].slice(0, 3).join('; ')}`);
  say(
    `    delivered ${fmt(result.deliveredShare * 100, 2)}% (${result.delivered}/${result.expected}, ${result.duplicates} twice)` +
      `  p50 ${fmt(result.p50, 1)} ms  p99 ${fmt(result.p99, 1)} ms  ack p50 ${fmt(result.ackP50, 2)} ms  p99 ${fmt(result.ackP99, 2)} ms` +
      `  ${fmt(result.deliveriesPerSecond)} deliveries/s  others ${fmt(result.othersCores * 100)}% CPU`,
  );
  return result;
}

async function main() {
  const startedAt = Date.now();
  if (!fs.existsSync(SERVER_ENTRY)) {
    throw new Error(`${path.relative(ROOT, SERVER_ENTRY)} is missing: run \`npm run build\` first.`);
  }
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'moim-bench-chat-'));
  onCleanup(() => fs.rmSync(tmp, { recursive: true, force: true }));

  const { url: databaseUrl, pid: postgresPid, db } = await chatDatabase(tmp, pg);
  const [portA, portB, barePort] = [await freePort(), await freePort(), await freePort()];
  const serverOptions = {
    entry: SERVER_ENTRY,
    databaseUrl,
    tmp,
    secret: SECRET,
    sockets: MEMBERS * 2,
    nodeArgs: (env.BENCH_SERVER_ARGS ?? '').split(' ').filter(Boolean),
  };
  const { server: serverA, url: urlA } = await startAppServer({ ...serverOptions, name: 'server-a', port: portA });
  const { server: bare, url: bareUrl } = await startBareSocketIo(barePort);

  // Members, then a set of senders for each of the app's cases (their send limits stay apart).
  const { roomId, tokens } = await makeRoom(db, MEMBERS + 2 * SENDERS);
  const memberTokens = tokens.slice(0, MEMBERS);
  const sendersOne = tokens.slice(MEMBERS, MEMBERS + SENDERS);
  const sendersTwo = tokens.slice(MEMBERS + SENDERS);
  const pgVersion = (await db.query('show server_version')).rows[0].server_version;
  const cpu = os.cpus();
  say(
    `Room ${roomId}: ${MEMBERS} members; ${RATE} messages/s for ${DURATION} s (after ${WARMUP} s of warm-up) from ${SENDERS} senders ` +
      `(${cpu.length} × ${cpu[0]?.model.trim()}, Node ${process.version}, PostgreSQL ${pgVersion})`,
  );

  const roots = {
    bench: process.pid,
    app: serverA.child.pid,
    baseline: bare.child.pid,
    postgres: postgresPid,
    allPostgres: postgresPid === undefined,
  };
  const results = [];
  results.push(
    await runCase('bare Socket.IO', {
      memberUrls: [bareUrl],
      senderUrls: [bareUrl],
      roomId,
      memberTokens,
      senderTokens: sendersOne,
      roots,
    }),
  );
  results.push(
    await runCase('app, one process', {
      memberUrls: [urlA],
      senderUrls: [urlA],
      roomId,
      memberTokens,
      senderTokens: sendersOne,
      roots,
    }),
  );
  const { server: serverB, url: urlB } = await startAppServer({ ...serverOptions, name: 'server-b', port: portB });
  results.push(
    await runCase('app, two processes', {
      memberUrls: [urlA, urlB],
      senderUrls: [urlA, urlB],
      roomId,
      memberTokens,
      senderTokens: sendersTwo,
      roots: { ...roots, 'app 2': serverB.child.pid },
    }),
  );

  const [baseline, one, two] = results;
  const checks = [
    [one, 'delivered', one.deliveredShare >= TARGETS.delivered && one.duplicates === 0, '100%, once'],
    [two, 'delivered', two.deliveredShare >= TARGETS.delivered && two.duplicates === 0, '100%, once'],
    [one, 'p99', one.p99 <= TARGETS.p99OneMs, `≤ ${TARGETS.p99OneMs} ms`],
    [two, 'p99', two.p99 <= TARGETS.p99TwoMs, `≤ ${TARGETS.p99TwoMs} ms`],
    [one, 'ack p99', one.ackP99 <= TARGETS.ackP99Ms, `≤ ${TARGETS.ackP99Ms} ms`],
    [two, 'ack p99', two.ackP99 <= TARGETS.ackP99Ms, `≤ ${TARGETS.ackP99Ms} ms`],
    [
      one,
      'deliveries/s',
      one.deliveriesPerSecond >= TARGETS.deliveriesRatio * baseline.deliveriesPerSecond,
      `≥ ${TARGETS.deliveriesRatio * 100}% of the baseline's`,
    ],
    [
      two,
      'deliveries/s',
      two.deliveriesPerSecond >= TARGETS.deliveriesRatio * baseline.deliveriesPerSecond,
      `≥ ${TARGETS.deliveriesRatio * 100}% of the baseline's`,
    ],
  ];
  say();
  say(`Results (${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC):`);
  say();
  say('| case | delivered | p50 ms | p99 ms | ack p50 ms | ack p99 ms | deliveries/s | other CPU |');
  say('|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const r of results) {
    say(
      `| ${r.case} | ${fmt(r.deliveredShare * 100, 2)}% | ${fmt(r.p50, 1)} | ${fmt(r.p99, 1)} | ${fmt(r.ackP50, 2)} | ${fmt(r.ackP99, 2)} | ${fmt(r.deliveriesPerSecond)} (${fmt((r.deliveriesPerSecond / baseline.deliveriesPerSecond) * 100)}%) | ${fmt(r.othersCores * 100)}% |`,
    );
  }
  say();
  say('CPU time per message (ms), by process: where the time goes.');
  say();
  say('| case | server (first) | server (second) | postgres | members | senders |');
  say('|---|---:|---:|---:|---:|---:|');
  for (const r of results) {
    const cpu = r.cpuMsPerMessage;
    const server = r.case === 'bare Socket.IO' ? cpu.baseline : cpu.app;
    say(
      `| ${r.case} | ${fmt(server, 2)} | ${fmt(cpu['app 2'], 2)} | ${fmt(cpu.postgres, 2)} | ${fmt(cpu.members, 2)} | ${fmt(cpu.bench, 2)} |`,
    );
  }
  say();
  const missed = sayChecks(checks, results, startedAt);
  saveJson({ postgres: pgVersion, members: MEMBERS, rate: RATE, duration: DURATION, results });
  return missed;
}

await finish(main, { strict: STRICT, timer });
