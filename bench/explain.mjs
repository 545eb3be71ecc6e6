// EXPLAIN (ANALYZE, BUFFERS) of every event list query, exactly as the app issues them.
//
//   DATABASE_URL=postgres://…/moim node --import tsx bench/explain.mjs [--out bench/explain-plans.md] [--before <commit>]
//
// The queries are captured from the app's own list service and repository (events-list.service.ts,
// events-list.repository.ts) through Drizzle's query log, then explained with the same parameters
// on a seeded PostgreSQL database, and written to --out. With --before, the same lists are also
// run through those two files as they were at <commit> (taken from git into a folder beside them
// for the run), and the document puts the plans before and after side by side. The script fails
// (exit 1) when a list query of the current code reads most of `events` with a sequential scan
// (one stopped early by a LIMIT, as a bounded count may be, is fine).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { EventListQuerySchema, EventMapQuerySchema } from '@moim/contract';
import { postgresPoolConfig } from '../apps/server/src/db/client.ts';
import * as schema from '../apps/server/src/db/schema.ts';
import { createCacheInvalidation } from '../apps/server/src/lib/cache-invalidation.ts';
import { systemClock } from '../apps/server/src/lib/clock.ts';
import { createUsersRepository } from '../apps/server/src/modules/users/users.repository.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const LIST_FILES = ['events-list.repository.ts', 'events-list.service.ts'];
const EVENTS_DIR = path.join(ROOT, 'apps/server/src/modules/events');
/** A sequential scan of events reading more than this share of the table fails the check. */
const SEQ_SCAN_MAX_SHARE = 0.1;

const { values } = parseArgs({
  options: {
    out: { type: 'string', default: path.join(import.meta.dirname, 'explain-plans.md') },
    before: { type: 'string' },
  },
});
const url = process.env.DATABASE_URL ?? process.env.BENCH_DATABASE_URL;
if (!url) {
  console.error('Set DATABASE_URL (or BENCH_DATABASE_URL) to a seeded PostgreSQL database (npm run seed).');
  process.exit(2);
}

const pool = new pg.Pool(postgresPoolConfig(url, 2));
/** Every query the app sends, in order. */
let captured = [];
const db = drizzle(pool, {
  schema,
  logger: { logQuery: (query, params) => captured.push({ query, params }) },
});

/** The list service built from the two list files in `dir` (they import their neighbours relatively). */
async function listServiceFrom(dir) {
  const { createEventsListRepository } = await import(path.join(dir, LIST_FILES[0]));
  const { createEventsListService } = await import(path.join(dir, LIST_FILES[1]));
  return createEventsListService({
    lists: createEventsListRepository(db),
    users: createUsersRepository(db),
    clock: systemClock,
    visitorCacheMs: 0,
    changes: createCacheInvalidation(),
  });
}

/** The list files at `commit`, in a folder beside today's (so their relative imports resolve), removed after. */
function checkOut(commit) {
  const dir = path.join(path.dirname(EVENTS_DIR), `events-at-${commit.replace(/\W/g, '')}`);
  fs.mkdirSync(dir, { recursive: true });
  process.once('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
  for (const file of LIST_FILES) {
    const text = execFileSync('git', ['show', `${commit}:apps/server/src/modules/events/${file}`], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    fs.writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

const versions = [{ name: 'after', label: 'this code', lists: await listServiceFrom(EVENTS_DIR) }];
if (values.before) {
  const commit = execFileSync('git', ['rev-parse', '--short', values.before], { cwd: ROOT, encoding: 'utf8' }).trim();
  versions.unshift({
    name: 'before',
    label: `commit ${commit}`,
    lists: await listServiceFrom(checkOut(values.before)),
  });
}

const { rows: stats } = await pool.query(`select (select count(*)::int from events) as events,
  (select count(*)::int from events where starts_at >= now()) as upcoming,
  (select count(*)::int from likes) as likes, (select count(*)::int from participants) as participants,
  (select count(*)::int from users) as users, version() as version`);
if (stats[0].events === 0) {
  console.error('The database has no events: seed it first (npm run seed -- --events 100000).');
  process.exit(2);
}
// The busiest host and the most prolific liker: the heaviest host and liked lists.
const { rows: hostRows } = await pool.query(
  `select u.id, u.user_id from users u join events e on e.host_id = u.id group by u.id order by count(*) desc limit 1`,
);
const { rows: likerRows } = await pool.query(
  `select u.id, u.user_id from users u join likes l on l.user_id = u.id group by u.id order by count(*) desc limit 1`,
);
const viewer = {
  id: likerRows[0].id,
  userId: likerRows[0].user_id,
  username: '',
  email: '',
  sessionId: '',
  restricted: false,
  isAdmin: false,
};
const soon = new Date(Date.now() + (9 + 24 * 5) * 3600_000).toISOString().slice(0, 10);

// A page as the web app asks for it (12 events); without a limit a list answers up to 1,000.
const q = (query) => EventListQuerySchema.parse({ limit: 12, ...query });
const cases = [
  { name: 'all', why: 'GET /api/events?fetchType=all', run: (l) => l.list(q({ fetchType: 'all' }), null) },
  {
    name: 'all (signed in)',
    why: 'the same, with likedByMe for a signed-in viewer',
    run: (l) => l.list(q({ fetchType: 'all' }), viewer),
  },
  { name: 'hot', why: 'GET /api/events?fetchType=hot', run: (l) => l.list(q({ fetchType: 'hot' }), null) },
  {
    name: 'upcoming',
    why: 'GET /api/events?fetchType=upcoming',
    run: (l) => l.list(q({ fetchType: 'upcoming' }), null),
  },
  {
    name: 'search: name word',
    why: 'GET /api/events?fetchType=search&query=Beginners',
    run: (l) => l.list(q({ fetchType: 'search', query: 'Beginners' }), null),
  },
  {
    name: 'search: common word',
    why: "GET /api/events?fetchType=search&query=friends (the one-URL benchmark's word)",
    run: (l) => l.list(q({ fetchType: 'search', query: 'friends' }), null),
  },
  {
    name: 'search: rare word',
    why: 'GET /api/events?fetchType=search&query=jungwon (a district: about 0.2 % of the events)',
    run: (l) => l.list(q({ fetchType: 'search', query: 'jungwon' }), null),
  },
  {
    name: 'search: Hangul word',
    why: 'GET /api/events?fetchType=search&query=보드게임 (four letters: trigrams exist)',
    run: (l) => l.list(q({ fetchType: 'search', query: '보드게임' }), null),
  },
  {
    name: 'search: 2-letter Hangul',
    why: 'GET /api/events?fetchType=search&query=등산 (two letters: no trigram to look up)',
    run: (l) => l.list(q({ fetchType: 'search', query: '등산' }), null),
  },
  {
    name: 'search: 2-letter common',
    why: 'GET /api/events?fetchType=search&query=모임 (two letters, in a third of the events)',
    run: (l) => l.list(q({ fetchType: 'search', query: '모임' }), null),
  },
  {
    name: 'category',
    why: 'GET /api/events?fetchType=category&category=Food',
    run: (l) => l.list(q({ fetchType: 'category', category: 'Food' }), null),
  },
  {
    name: 'date',
    why: `GET /api/events?fetchType=search&date=${soon} (one day, as the date filter asks)`,
    run: (l) => l.list(q({ fetchType: 'search', date: soon }), null),
  },
  {
    name: 'language',
    why: 'GET /api/events?fetchType=search&language=zh&sort=upcoming (a language about 1 % of the events are held in)',
    run: (l) => l.list(q({ fetchType: 'search', language: 'zh', sort: 'upcoming' }), null),
  },
  {
    name: 'all-including-past',
    why: 'GET /api/events?fetchType=all-including-past',
    run: (l) => l.list(q({ fetchType: 'all-including-past' }), null),
  },
  {
    name: 'near: nearest first',
    why: 'GET /api/events?fetchType=all&near=37.5572,126.9245&sort=distance (Hongik Univ. station)',
    run: (l) => l.list(q({ fetchType: 'all', near: '37.5572,126.9245', sort: 'distance' }), null),
  },
  {
    name: 'near: page 10',
    why: 'GET /api/events?fetchType=all&near=37.5572,126.9245&sort=distance&offset=108',
    run: (l) => l.list(q({ fetchType: 'all', near: '37.5572,126.9245', sort: 'distance', offset: 108 }), null),
  },
  {
    name: 'near: word, nearest first',
    why: 'GET /api/events?fetchType=search&query=friends&near=35.1631,129.1635&sort=distance (Haeundae)',
    run: (l) => l.list(q({ fetchType: 'search', query: 'friends', near: '35.1631,129.1635', sort: 'distance' }), null),
  },
  {
    name: 'area: a city',
    why: "GET /api/events?fetchType=all&bounds=37.45,126.80,37.65,127.15 (the map's first view of Seoul)",
    run: (l) => l.list(q({ fetchType: 'all', bounds: '37.45,126.80,37.65,127.15' }), null),
  },
  {
    name: 'area: a neighbourhood',
    why: 'GET /api/events?fetchType=all&bounds=37.550,126.915,37.565,126.935 (around Hongdae)',
    run: (l) => l.list(q({ fetchType: 'all', bounds: '37.550,126.915,37.565,126.935' }), null),
  },
  {
    name: 'map: a city',
    why: 'GET /api/events/map?bounds=37.45,126.80,37.65,127.15 (500 points and the count)',
    run: (l) => l.map(EventMapQuerySchema.parse({ bounds: '37.45,126.80,37.65,127.15' })),
  },
  {
    name: 'map: a neighbourhood',
    why: 'GET /api/events/map?bounds=37.550,126.915,37.565,126.935&category=Food',
    run: (l) => l.map(EventMapQuerySchema.parse({ bounds: '37.550,126.915,37.565,126.935', category: 'Food' })),
  },
  {
    name: 'host',
    why: `GET /api/events/getEventsByHostId/${hostRows[0].user_id} (the busiest host)`,
    run: (l) => l.byHost(hostRows[0].user_id, { limit: 12, offset: 0 }, null),
  },
  {
    name: 'liked',
    why: `GET /api/events/getLikedEvent/${likerRows[0].user_id} (the user with the most likes)`,
    run: (l) => l.likedBy(likerRows[0].user_id, { limit: 12, offset: 0 }, viewer),
  },
];

async function explain(query, params) {
  // Run once first, so the plan shows a warm cache as the server sees it.
  await pool.query(query, params);
  const { rows } = await pool.query(`explain (analyze, buffers) ${query}`, params);
  return rows.map((r) => r['QUERY PLAN']).join('\n');
}

const indexOf = (plan) => [
  ...new Set(
    [...plan.matchAll(/(?:Index(?: Only)? Scan(?: Backward)?|Bitmap Index Scan) (?:using|on) (\w+)/g)].map((m) => m[1]),
  ),
];
/** Rows of `events` each sequential scan of the plan read (returned and filtered out, over its loops). */
function seqScanRows(plan) {
  const lines = plan.split('\n');
  const read = [];
  lines.forEach((line, i) => {
    const scan = /Seq Scan on events\b.*actual time=[\d.]+\.\.[\d.]+ rows=(\d+) loops=(\d+)/.exec(line);
    if (!scan) return;
    const depth = line.search(/\S/);
    let removed = 0;
    for (let j = i + 1; j < lines.length && lines[j].search(/\S/) > depth; j++) {
      const m = /Rows Removed by Filter: (\d+)/.exec(lines[j]);
      if (m) removed = Number(m[1]);
    }
    read.push((Number(scan[1]) + removed) * Number(scan[2]));
  });
  return read;
}
const kindOf = (query) =>
  /^select count\(\*\)/.test(query) ? 'total' : /count\(\*\)/.test(query) ? 'rows + total' : 'rows';

const maxSeqRows = stats[0].events * SEQ_SCAN_MAX_SHARE;
let failed = false;
const results = [];
for (const c of cases) {
  const byVersion = {};
  for (const version of versions) {
    captured = [];
    await c.run(version.lists);
    // The lookup of the host by its user id (byHost) is not a list query.
    const listQueries = captured.filter(({ query }) => /from "(events|likes)"/.test(query));
    const explained = [];
    for (const { query, params } of listQueries) {
      const plan = await explain(query, params);
      const seqRows = seqScanRows(plan);
      const fullScan = seqRows.some((n) => n > maxSeqRows);
      const otherSeq = [...plan.matchAll(/Seq Scan on (\w+)/g)].map((m) => m[1]).filter((t) => t !== 'events');
      const time = Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? NaN);
      // The first Buffers line is the whole plan's: the pages of tables and indexes it touched.
      const firstBuffers = /Buffers: ([^\n]*)/.exec(plan)?.[1] ?? '';
      const buffers = [...firstBuffers.matchAll(/(hit|read)=(\d+)/g)].reduce((n, m) => n + Number(m[2]), 0);
      if (fullScan && version.name === 'after') failed = true;
      explained.push({
        kind: kindOf(query),
        query,
        params,
        plan,
        seqRows,
        fullScan,
        otherSeq,
        time,
        buffers,
        indexes: indexOf(plan),
      });
      console.log(
        `${fullScan ? (version.name === 'after' ? 'FAIL' : 'was ') : 'ok  '} ${version.name.padEnd(6)} ${c.name.padEnd(24)} ${kindOf(query).padEnd(12)} ${time.toFixed(2).padStart(8)} ms  ${indexOf(plan).join(', ') || '(no index)'}` +
          `${seqRows.length ? `  (seq scan of events: ${seqRows.join(', ')} rows)` : ''}${otherSeq.length ? `  (seq scan on ${otherSeq.join(', ')})` : ''}`,
      );
    }
    byVersion[version.name] = explained;
  }
  results.push({ ...c, byVersion });
}
await pool.end();

const s = stats[0];
const cell = (explained) =>
  explained?.length
    ? explained
        .map(
          (e) =>
            `${e.kind} ${e.time.toFixed(2)} ms, ${e.buffers} buffers${e.seqRows.length ? ` (seq scan ${e.seqRows.join('+')} rows)` : ''}`,
        )
        .join('; ')
    : '—';
const total = (explained) => (explained ?? []).reduce((sum, e) => sum + e.time, 0);
const names = versions.map((v) => v.name);
const lines = [
  '# Event list query plans',
  '',
  `Written by \`bench/explain.mjs${values.before ? ` --before ${values.before}` : ''}\` on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC ` +
    `(${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GB, load ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}),`,
  `${s.version.split(' on ')[0]}, seeded database: ${s.events} events (${s.upcoming} upcoming), ${s.users} users,`,
  `${s.participants} participants, ${s.likes} likes. The queries are captured from the app's list service, so they are`,
  `exactly what the server sends${values.before ? `; "before" is ${versions[0].label}, "after" this code` : ''}. Each query ran`,
  'once before it was explained, so the plans show a warm cache. Times are of one run each on a shared machine: compare',
  'the plans (rows read, buffers) more than the milliseconds.',
  '',
  `| list | ${names.map((n) => `${n}: queries`).join(' | ')} | ${names.map((n) => `${n} ms`).join(' | ')} | indexes used (after) |`,
  `|---|${names.map(() => '---|').join('')}${names.map(() => '---:|').join('')}---|`,
  ...results.map(
    (r) =>
      `| ${r.name} | ${names.map((n) => cell(r.byVersion[n])).join(' | ')} | ${names.map((n) => total(r.byVersion[n]).toFixed(2)).join(' | ')} | ${[
        ...new Set(r.byVersion.after.flatMap((e) => e.indexes)),
      ].join(', ')} |`,
  ),
  '',
  'Short search words (fewer than three letters, common in Korean) have no trigram: they use the',
  'array of 1- and 2-character pieces (`events_search_grams_idx`) instead.',
  '',
  ...results.flatMap((r) => [
    `## ${r.name}`,
    '',
    `${r.why}`,
    '',
    ...versions.flatMap((version) =>
      r.byVersion[version.name].flatMap((e) => [
        `### ${versions.length > 1 ? `${version.name}: ` : ''}${e.kind}`,
        '',
        '```sql',
        e.query,
        '```',
        '',
        `Parameters: \`${JSON.stringify(e.params)}\``,
        '',
        '```',
        e.plan,
        '```',
        '',
      ]),
    ),
  ]),
];
fs.writeFileSync(values.out, lines.join('\n'));
console.log(`Plans written to ${path.relative(process.cwd(), values.out)}`);
if (failed) {
  console.error(
    `FAIL: a list query reads more than ${SEQ_SCAN_MAX_SHARE * 100} % of events with a sequential scan (see above).`,
  );
  process.exit(1);
}
