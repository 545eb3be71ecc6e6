// Mixed-traffic benchmark: the built server answering a mix of requests drawn from the seeded data,
// next to the two baselines, in one run.
//
//   npm run build && npm run bench:mix
//
// Starts its own PostgreSQL 15 (unless BENCH_DATABASE_URL is given), seeds it with 100,000 events
// (npm run seed, as bench/run.mjs does), signs in BENCH_MIX_SIGNED_IN seed users (a session and a
// token each, as bench/chat.mjs makes them), draws the requests (bench/lib/mix-plan.mjs, fixed
// seed BENCH_MIX_SEED) and starts, each in its own process:
//
//   app                the built server as shipped (visitor cache on)
//   app, no cache      the same with VISITOR_CACHE_MS=0: every request reaches the database
//   fastify + pg       bench/baselines/fastify-pg.mjs: the same routes, rows and fields from plain SQL
//   bare fastify       bench/baselines/bare-fastify.mjs: one small JSON, the ceiling of the machine
//
// First it sends a sample of every read kind to the app and to Fastify + pg and compares the
// answers (the same rows and fields, the same X-Total-Count), so the ratios compare like with like.
// Then each kind alone (its own requests, drawn the same way), and the whole mix, are measured
// with autocannon (a request function; BENCH_CONNECTIONS connections, BENCH_WARMUP s of warm-up,
// BENCH_DURATION s measured), every target in turn on the same requests. It prints req/s and
// p50/p99 per kind and for the mix, the ratios to Fastify + pg and the targets of issue 14: every
// read kind ≥ 60% of Fastify + pg's req/s with p99 ≤ 2× its p99, a search for a common word ≥ 50%.
//
// Settings (environment): BENCH_DATABASE_URL, BENCH_EVENTS (100000), BENCH_CONNECTIONS (50),
// BENCH_DURATION (10), BENCH_WARMUP (3), BENCH_MIX_SEED (14), BENCH_MIX_SIGNED_IN (1000),
// BENCH_ONLY (comma-separated kinds, and/or "mix"), BENCH_TARGETS (comma-separated: baseline, app,
// no-cache, before, before-no-cache, bare; and, asked for by name, two-processes), BENCH_SERVER (apps/server/dist/main.js), BENCH_BEFORE (an
// earlier build's main.js, in a folder of apps/server, measured too as "before", with and without its
// cache), BENCH_SERVER_ARGS (extra Node arguments for the servers), BENCH_QUIET_WAIT (10 s to wait for other processes to leave the CPU before each
// measurement), BENCH_REPEAT (1: rounds per case and target, the best kept), BENCH_JSON,
// BENCH_STRICT=1 (exit 1 when a target is missed), BENCH_TIMEOUT (3600 s), PG_BIN.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import autocannon from 'autocannon';
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
  httpOk,
  onCleanup,
  othersCores,
  percentile,
  saveJson,
  say,
  seedIfNeeded,
  serverEnv,
  settle,
  start,
  startPostgres,
  waitFor,
  waitForQuiet,
} from './lib/harness.mjs';
import { drawRequests, KINDS, readJoinPairs, readMixData, seededRandom, WRITE_KINDS } from './lib/mix-plan.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const env = process.env;
const EVENTS = Number(env.BENCH_EVENTS ?? 100_000);
const CONNECTIONS = Number(env.BENCH_CONNECTIONS ?? 50);
const DURATION = Number(env.BENCH_DURATION ?? 10);
const WARMUP = Number(env.BENCH_WARMUP ?? 3);
const SEED = Number(env.BENCH_MIX_SEED ?? 14);
const SIGNED_IN = Number(env.BENCH_MIX_SIGNED_IN ?? 1000);
const ONLY = env.BENCH_ONLY ? new Set(env.BENCH_ONLY.split(',').map((s) => s.trim())) : null;
const TARGETS = new Set(
  (env.BENCH_TARGETS ?? 'baseline,app,no-cache,before,before-no-cache,bare').split(',').map((s) => s.trim()),
);
const SERVER_ENTRY = path.resolve(ROOT, env.BENCH_SERVER ?? 'apps/server/dist/main.js');
/** `npm run start:cluster`'s launcher, beside the server's entry (target "two-processes"). */
const CLUSTER_ENTRY = path.join(path.dirname(SERVER_ENTRY), 'cluster.js');
/** An earlier build of the server to measure in the same run (its own copy of apps/server/dist). */
const BEFORE_ENTRY = env.BENCH_BEFORE ? path.resolve(ROOT, env.BENCH_BEFORE) : undefined;
const QUIET_WAIT = Number(env.BENCH_QUIET_WAIT ?? 10);
const REPEAT = Math.max(1, Number(env.BENCH_REPEAT ?? 1));
const STRICT = env.BENCH_STRICT === '1';
const POOL_SIZE = 10; // the app's pool (db/client.ts)
/** Requests drawn per case; a fast target that sends more starts again from the first. */
const PLAN_SIZE = 60_000;
const SECRET = crypto.randomBytes(32).toString('hex');
const timer = deadline(Number(env.BENCH_TIMEOUT ?? 3600));

/** Targets of issue 14, against Fastify + pg. */
const MIN_RPS_RATIO = 0.6;
const MIN_RPS_RATIO_COMMON_SEARCH = 0.5;
const MAX_P99_RATIO = 2;
const minRatioOf = (kind) => (kind === 'search common' ? MIN_RPS_RATIO_COMMON_SEARCH : MIN_RPS_RATIO);

// ------------------------------------------------------------------------------------------------
// Signed-in users: a session and a token each, as the server makes them.

async function signIn(db, count) {
  const { rows } = await db.query(
    `insert into sessions (user_id, created_at, expires_at)
     select id, now(), now() + interval '1 day' from users
     where email like '%@seed.moim.example' and user_id <> 'demo' order by user_id limit $1
     returning id as session_id, user_id as id`,
    [count],
  );
  const ids = rows.map((r) => r.id);
  onCleanup(() => db.query('delete from sessions where id = any($1::uuid[])', [rows.map((r) => r.session_id)]));
  // Quotas left over from an earlier run on the same database would refuse this run's writes.
  await db.query(`delete from rate_limits where key = any($1::text[])`, [
    ids.flatMap((id) => [`quota:likes:user:${id}`, `quota:joins:user:${id}`]),
  ]);
  const { rows: names } = await db.query('select id, user_id from users where id = any($1::uuid[]) order by user_id', [
    ids,
  ]);
  const sessionOf = new Map(rows.map((r) => [r.id, r.session_id]));
  const tokens = createTokenService(SECRET, systemClock);
  return Promise.all(
    names.map(async (u) => ({
      id: u.id,
      userId: u.user_id,
      token: await tokens.sign('access', { sub: u.id, sid: sessionOf.get(u.id) }, 24 * 60 * 60),
    })),
  );
}

// ------------------------------------------------------------------------------------------------
// Measuring.

/** What one request looks like on the wire, for autocannon. */
function wire(request, joinPairs) {
  let { token, body } = request;
  if (request.kind === 'join') {
    const pair = joinPairs.next();
    token = pair.user.token;
    body = { eventId: pair.eventId, answer: '' };
  }
  const headers = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (body) headers['content-type'] = 'application/json';
  return { method: request.method, path: request.path, headers, body: body ? JSON.stringify(body) : undefined };
}

/**
 * Sends `requests` (in order, from the first, round again if needed) to `origin` for `duration`
 * seconds over CONNECTIONS connections. Returns req/s, p50 and p99 overall and per kind.
 */
async function measure(origin, requests, duration, joinPairs) {
  let next = 0;
  const latencies = new Map();
  const failures = new Map();
  const instance = autocannon({
    url: origin,
    connections: CONNECTIONS,
    duration,
    pipelining: 1,
    timeout: 10,
    requests: [
      {
        setupRequest: (_request, context) => {
          const request = requests[next++ % requests.length];
          context.kind = request.kind;
          return wire(request, joinPairs);
        },
      },
    ],
  });
  instance.on('response', (client, status, _bytes, ms) => {
    const kind = client.requestIterator.context.kind;
    let list = latencies.get(kind);
    if (!list) latencies.set(kind, (list = []));
    list.push(ms);
    if (status >= 300) failures.set(`${kind} ${status}`, (failures.get(`${kind} ${status}`) ?? 0) + 1);
  });
  const result = await instance;
  const seconds = duration;
  const summary = (list) => {
    const sorted = Float64Array.from(list).sort();
    return {
      count: sorted.length,
      rps: sorted.length / seconds,
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
    };
  };
  const all = summary([...latencies.values()].flat());
  return {
    ...all,
    kinds: Object.fromEntries([...latencies].map(([kind, list]) => [kind, summary(list)])),
    failures: Object.fromEntries(failures),
    errors: result.errors + result.timeouts,
  };
}

// ------------------------------------------------------------------------------------------------

async function main() {
  const startedAt = Date.now();
  if (!fs.existsSync(SERVER_ENTRY)) {
    throw new Error(`${path.relative(ROOT, SERVER_ENTRY)} is missing: run \`npm run build\` first.`);
  }
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'moim-bench-mix-'));
  onCleanup(() => fs.rmSync(tmp, { recursive: true, force: true }));
  const dataDir = path.join(tmp, 'data');
  fs.mkdirSync(dataDir);

  let databaseUrl = env.BENCH_DATABASE_URL;
  let postgresPid;
  if (databaseUrl) {
    say('Using BENCH_DATABASE_URL.');
  } else {
    ({ url: databaseUrl, pid: postgresPid } = await startPostgres(tmp));
    say(`PostgreSQL 15 started on ${new URL(databaseUrl).host} (temporary cluster).`);
  }
  const db = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  onCleanup(() => db.end());
  const seedSeconds = await seedIfNeeded({ db, databaseUrl, dataDir, events: EVENTS, root: ROOT });

  // The servers: the app with and without its visitor cache (and, with BENCH_BEFORE, an earlier build
  // the same two ways), the baselines.
  const apps = [
    { name: 'app', key: 'app', entry: SERVER_ENTRY, extra: {} },
    { name: 'app, no cache', key: 'no-cache', entry: SERVER_ENTRY, extra: { VISITOR_CACHE_MS: '0' } },
    ...(BEFORE_ENTRY
      ? [
          { name: 'before', key: 'before', entry: BEFORE_ENTRY, extra: {} },
          { name: 'before, no cache', key: 'before-no-cache', entry: BEFORE_ENTRY, extra: { VISITOR_CACHE_MS: '0' } },
        ]
      : []),
    // Asked for only: two server processes on one port (node:cluster), the same database.
    ...(TARGETS.has('two-processes')
      ? [
          {
            name: 'app, 2 processes',
            key: 'two-processes',
            entry: CLUSTER_ENTRY,
            args: ['--processes', '2'],
            extra: {},
          },
        ]
      : []),
  ];
  const [pgPort, barePort] = [await freePort(), await freePort()];
  const serverArgs = (env.BENCH_SERVER_ARGS ?? '').split(' ').filter(Boolean);
  for (const a of apps) {
    const port = await freePort();
    const dir = path.join(tmp, a.key);
    fs.mkdirSync(dir);
    a.origin = `http://127.0.0.1:${port}`;
    a.process = start(a.key, process.execPath, [...serverArgs, a.entry, ...(a.args ?? [])], {
      cwd: ROOT,
      env: serverEnv({ port, databaseUrl, dataDir: dir, secret: SECRET }, a.extra),
    });
  }
  const appOrigin = apps[0].origin;
  const withPg = start(
    'fastify-pg',
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'bench/baselines/fastify-pg.mjs')],
    {
      cwd: ROOT,
      env: {
        PATH: env.PATH,
        PORT: String(pgPort),
        DATABASE_URL: databaseUrl,
        POOL_SIZE: String(POOL_SIZE),
        SESSION_SECRET: SECRET,
        // Image URLs absolute under the same origin as the app's, so that the answers compare equal.
        PUBLIC_URL: appOrigin,
      },
    },
  );
  const bare = start('bare-fastify', process.execPath, [path.join(ROOT, 'bench/baselines/bare-fastify.mjs')], {
    cwd: ROOT,
    env: { PATH: env.PATH, PORT: String(barePort) },
  });
  for (const a of apps) await waitFor(a.name, httpOk(`${a.origin}/api/health`), 60_000, a.process);
  await waitFor('fastify-pg', httpOk(`http://127.0.0.1:${pgPort}/`), 20_000, withPg);
  await waitFor('bare-fastify', httpOk(`http://127.0.0.1:${barePort}/`), 20_000, bare);

  // The requests.
  const signedIn = await signIn(db, SIGNED_IN);
  const data = await readMixData(db, { signedIn, random: seededRandom(SEED) });
  const pairs = await readJoinPairs(db, signedIn, 60_000);
  let pairAt = 0;
  const joinPairs = {
    next: () => {
      if (pairAt >= pairs.length) throw new Error('The join pairs ran out: raise their number in bench/mix.mjs.');
      return pairs[pairAt++];
    },
  };
  const cases = [...KINDS, 'mix'].filter((c) => !ONLY || ONLY.has(c));
  const plans = new Map(cases.map((c, i) => [c, drawRequests(data, SEED + i, c, PLAN_SIZE)]));
  const warmups = new Map(cases.map((c, i) => [c, drawRequests(data, SEED + 1000 + i, c, PLAN_SIZE)]));
  const words = data.vocabulary;
  say(
    `Drawn from the data: ${data.events.length} upcoming events (Zipf), ${data.hosts.length} hosts, ${words.length} words ` +
      `(common ${words.filter((w) => w.share >= 0.05).length}, e.g. ${words
        .slice(0, 6)
        .map((w) => w.word)
        .join(', ')}), ${signedIn.length} signed-in users, ${pairs.length} join pairs.`,
  );

  // The same rows and fields from the app and the baseline.
  const compared = { same: 0, different: [] };
  for (const kind of KINDS.filter((k) => !WRITE_KINDS.has(k))) {
    for (const request of drawRequests(data, SEED + 500, kind, 40)) {
      const answer = async (origin) => {
        const url = `${origin}${request.path}`;
        // Once more if the first try fails: a kept-alive connection the server has just closed.
        const response = await fetch(url, wire(request, joinPairs))
          .catch(() => fetch(url, wire(request, joinPairs)))
          .catch((error) => {
            throw new Error(`${url}: ${error.message} (${error.cause?.message ?? 'no cause'})`);
          });
        return {
          status: response.status,
          total: response.headers.get('x-total-count'),
          exact: response.headers.get('x-total-count-exact'),
          body: await response.json(),
        };
      };
      const [a, b] = [await answer(appOrigin), await answer(`http://127.0.0.1:${pgPort}`)];
      if (isDeepStrictEqual(a, b)) compared.same++;
      else compared.different.push({ kind, path: request.path, signedIn: Boolean(request.token), app: a, baseline: b });
    }
  }
  say(
    `Answers compared: ${compared.same} of ${compared.same + compared.different.length} the same from the app and Fastify + pg.`,
  );
  for (const d of compared.different.slice(0, 5)) {
    say(`  differs: ${d.kind} ${d.path}${d.signedIn ? ' (signed in)' : ''}`);
    say(
      `    app      ${d.app.status} total ${d.app.total}${d.app.exact ? ` exact ${d.app.exact}` : ''} ${JSON.stringify(d.app.body).slice(0, 300)}`,
    );
    say(
      `    baseline ${d.baseline.status} total ${d.baseline.total}${d.baseline.exact ? ` exact ${d.baseline.exact}` : ''} ${JSON.stringify(d.baseline.body).slice(0, 300)}`,
    );
  }

  const targets = [
    {
      name: 'fastify + pg',
      key: 'baseline',
      origin: `http://127.0.0.1:${pgPort}`,
      health: `http://127.0.0.1:${pgPort}/`,
    },
    ...apps.map((a) => ({ name: a.name, key: a.key, origin: a.origin, health: `${a.origin}/api/health` })),
  ].filter((t) => TARGETS.has(t.key));
  const roots = {
    'load generator': process.pid,
    ...Object.fromEntries(apps.map((a) => [a.name, a.process.child.pid])),
    'fastify + pg': withPg.child.pid,
    'bare fastify': bare.child.pid,
    postgres: postgresPid,
    allPostgres: postgresPid === undefined,
  };

  const cpu = os.cpus();
  const pgVersion = (await db.query('show server_version')).rows[0].server_version;
  say();
  say(
    `Measuring ${cases.length} cases × ${targets.length} targets, ${CONNECTIONS} connections, ${DURATION} s each after ${WARMUP} s of warm-up ` +
      `(${cpu.length} × ${cpu[0]?.model.trim()}, Node ${process.version}, PostgreSQL ${pgVersion}, load ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')})`,
  );

  const results = [];
  if (TARGETS.has('bare')) {
    const origin = `http://127.0.0.1:${barePort}`;
    await waitForQuiet(roots, QUIET_WAIT);
    const a = cpuSnapshot(roots);
    const r = await measure(origin, [{ kind: 'bare', method: 'GET', path: '/' }], DURATION, joinPairs);
    const others = othersCores(a, cpuSnapshot(roots));
    results.push({ case: 'bare', target: 'bare fastify', ...r, othersCores: others });
    say(
      `  bare fastify: ${fmt(r.rps)} req/s  p50 ${fmt(r.p50, 1)} ms  p99 ${fmt(r.p99, 1)} ms  others ${fmt(others * 100)}% CPU`,
    );
  }
  // Each case is measured REPEAT times per target, the targets in turn and in a rotated order each
  // round (so none is always first after the baseline); the best of each is kept: other processes
  // on a shared machine only ever slow a measurement down.
  const tries = [];
  for (const c of cases) {
    for (let round = 0; round < REPEAT; round++) {
      const order = targets.map((_, i) => targets[(i + round) % targets.length]);
      for (const target of order) {
        await settle(target.health);
        await waitForQuiet(roots, QUIET_WAIT);
        if (WARMUP > 0) await measure(target.origin, warmups.get(c), WARMUP, joinPairs);
        await settle(target.health);
        const a = cpuSnapshot(roots);
        const r = await measure(target.origin, plans.get(c), DURATION, joinPairs);
        const b = cpuSnapshot(roots);
        const others = othersCores(a, b);
        const cpuMs = cpuPerRequest(a, b, r.count);
        tries.push({ case: c, target: target.name, round, ...r, othersCores: others, cpuMsPerRequest: cpuMs });
        const failed = Object.entries(r.failures);
        say(
          `  ${c.padEnd(13)} ${target.name.padEnd(13)} ${fmt(r.rps).padStart(6)} req/s  p50 ${fmt(r.p50, 1).padStart(5)} ms  p99 ${fmt(r.p99, 1).padStart(6)} ms` +
            `  cpu ms/req: server ${fmt(cpuMs[target.name], 2)} postgres ${fmt(cpuMs.postgres, 2)} generator ${fmt(cpuMs['load generator'], 2)}` +
            `  others ${fmt(others * 100)}% CPU${failed.length ? `  (${failed.map(([k, n]) => `${n}× ${k}`).join(', ')})` : ''}${r.errors ? `  ${r.errors} errors` : ''}` +
            `${REPEAT > 1 ? `  [round ${round + 1}]` : ''}`,
        );
      }
    }
    for (const target of targets) {
      const mine = tries.filter((t) => t.case === c && t.target === target.name);
      results.push(mine.reduce((best, t) => (t.rps > best.rps ? t : best)));
    }
  }

  // The tables.
  const find = (c, target) => results.find((r) => r.case === c && r.target === target);
  let missed = 0;
  const verdict = (kind, r, base) => {
    if (!r || !base || WRITE_KINDS.has(kind)) return '';
    const ok = r.rps / base.rps >= minRatioOf(kind) && r.p99 / base.p99 <= MAX_P99_RATIO && r.errors === 0;
    if (!ok) missed++;
    return ok ? 'PASS' : 'FAIL';
  };
  const appTargets = targets.filter((t) => t.key !== 'baseline');
  say();
  say(
    `Results (${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${EVENTS} events, ${CONNECTIONS} connections; ` +
      `targets: read kinds ≥ ${MIN_RPS_RATIO * 100}% of Fastify + pg's req/s (common-word search ≥ ${MIN_RPS_RATIO_COMMON_SEARCH * 100}%), p99 ≤ ${MAX_P99_RATIO}×):`,
  );
  say();
  say('Each kind alone:');
  say();
  say(
    `| kind | fastify + pg req/s | p50 | p99 | ${appTargets.map((t) => `${t.name} req/s | p50 | p99 | vs fastify + pg | target`).join(' | ')} | other CPU |`,
  );
  say(`|---|---:|---:|---:|${appTargets.map(() => '---:|---:|---:|---|---|').join('')}---:|`);
  for (const c of cases.filter((x) => x !== 'mix')) {
    const base = find(c, 'fastify + pg');
    const cells = appTargets.map((t) => {
      const r = find(c, t.name);
      if (!r) return '— | — | — | — | —';
      const ratio = base ? `${fmt((r.rps / base.rps) * 100)}%, p99 ×${fmt(r.p99 / base.p99, 2)}` : '—';
      return `${fmt(r.rps)} | ${fmt(r.p50, 1)} | ${fmt(r.p99, 1)} | ${ratio} | ${verdict(c, r, base)}`;
    });
    const others = Math.max(...results.filter((r) => r.case === c).map((r) => r.othersCores));
    say(
      `| ${c} | ${base ? `${fmt(base.rps)} | ${fmt(base.p50, 1)} | ${fmt(base.p99, 1)}` : '— | — | —'} | ${cells.join(' | ')} | ${fmt(others * 100)}% |`,
    );
  }
  if (cases.includes('mix')) {
    say();
    say('The mix (p50 / p99 ms per kind within it; req/s of the whole):');
    say();
    say(`| kind | share | ${targets.map((t) => `${t.name} p50 / p99`).join(' | ')} |`);
    say(`|---|---:|${targets.map(() => '---:|').join('')}`);
    const base = find('mix', 'fastify + pg');
    for (const kind of KINDS) {
      const share = base?.kinds[kind]
        ? base.kinds[kind].count / base.count
        : (find('mix', 'app')?.kinds[kind]?.count ?? 0) / (find('mix', 'app')?.count ?? 1);
      const cells = targets.map((t) => {
        const k = find('mix', t.name)?.kinds[kind];
        return k ? `${fmt(k.p50, 1)} / ${fmt(k.p99, 1)}` : '—';
      });
      say(`| ${kind} | ${fmt(share * 100, 1)}% | ${cells.join(' | ')} |`);
    }
    const cells = targets.map((t) => {
      const r = find('mix', t.name);
      if (!r) return '—';
      const ratio =
        base && t.key !== 'baseline' ? ` (${fmt((r.rps / base.rps) * 100)}%, p99 ×${fmt(r.p99 / base.p99, 2)})` : '';
      return `**${fmt(r.rps)} req/s**, ${fmt(r.p50, 1)} / ${fmt(r.p99, 1)}${ratio}`;
    });
    say(`| all | 100% | ${cells.join(' | ')} |`);
  }
  const bareResult = find('bare', 'bare fastify');
  if (bareResult)
    say(
      `\nBare Fastify (one small JSON): ${fmt(bareResult.rps)} req/s, p50 ${fmt(bareResult.p50, 1)} ms, p99 ${fmt(bareResult.p99, 1)} ms.`,
    );
  say();
  say(
    `${missed === 0 ? 'Every target met.' : `${missed} target(s) missed.`} Answers compared: ${compared.same} the same, ${compared.different.length} different. ` +
      `Total time ${fmt((Date.now() - startedAt) / 1000)} s; load ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}.`,
  );
  const noisy = results.filter((r) => r.othersCores > 0.1);
  if (noisy.length) {
    say(
      `Note: other processes used more than 10% of a core during ${noisy.length} measurement(s) ("other CPU"): ` +
        'run again on a quiet machine for figures to quote.',
    );
  }
  saveJson({
    postgres: pgVersion,
    events: EVENTS,
    seedSeconds,
    connections: CONNECTIONS,
    seed: SEED,
    compared,
    results,
  });
  return missed + compared.different.length;
}

await finish(main, { strict: STRICT, timer });
