// EXPLAIN (ANALYZE, BUFFERS) of every event list query, exactly as the app issues them.
//
//   DATABASE_URL=postgres://…/moim node --import tsx bench/explain.mjs [--out bench/explain-plans.md]
//
// The queries are captured from the app's own list service and repository (events-list.service.ts,
// events-list.repository.ts) through Drizzle's query log, then explained with the same parameters
// on a seeded PostgreSQL database. The plans are written to bench/explain-plans.md; the script
// fails (exit 1) when any list query reads `events` with a sequential scan.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { EventListQuerySchema } from '@moim/contract';
import { postgresPoolConfig } from '../apps/server/src/db/client.ts';
import * as schema from '../apps/server/src/db/schema.ts';
import { createCacheInvalidation } from '../apps/server/src/lib/cache-invalidation.ts';
import { systemClock } from '../apps/server/src/lib/clock.ts';
import { createEventsListRepository } from '../apps/server/src/modules/events/events-list.repository.ts';
import { createEventsListService } from '../apps/server/src/modules/events/events-list.service.ts';
import { createUsersRepository } from '../apps/server/src/modules/users/users.repository.ts';

const { values } = parseArgs({
  options: { out: { type: 'string', default: path.join(import.meta.dirname, 'explain-plans.md') } },
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
const lists = createEventsListService({
  lists: createEventsListRepository(db),
  users: createUsersRepository(db),
  clock: systemClock,
  visitorCacheMs: 0,
  changes: createCacheInvalidation(),
});

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

const q = (query) => EventListQuerySchema.parse(query);
const cases = [
  { name: 'all', why: 'GET /api/events?fetchType=all', run: () => lists.list(q({ fetchType: 'all' }), null) },
  {
    name: 'all (signed in)',
    why: 'the same, with likedByMe for a signed-in viewer',
    run: () => lists.list(q({ fetchType: 'all' }), viewer),
  },
  { name: 'hot', why: 'GET /api/events?fetchType=hot', run: () => lists.list(q({ fetchType: 'hot' }), null) },
  {
    name: 'upcoming',
    why: 'GET /api/events?fetchType=upcoming',
    run: () => lists.list(q({ fetchType: 'upcoming' }), null),
  },
  {
    name: 'search: name word',
    why: 'GET /api/events?fetchType=search&query=Beginners',
    run: () => lists.list(q({ fetchType: 'search', query: 'Beginners' }), null),
  },
  {
    name: 'search: common word',
    why: "GET /api/events?fetchType=search&query=friends (the HTTP benchmark's word)",
    run: () => lists.list(q({ fetchType: 'search', query: 'friends' }), null),
  },
  {
    name: 'search: Hangul word',
    why: 'GET /api/events?fetchType=search&query=보드게임 (four letters: trigrams exist)',
    run: () => lists.list(q({ fetchType: 'search', query: '보드게임' }), null),
  },
  {
    name: 'search: 2-letter Hangul',
    why: 'GET /api/events?fetchType=search&query=등산 (two letters: no trigram to look up)',
    run: () => lists.list(q({ fetchType: 'search', query: '등산' }), null),
  },
  {
    name: 'search: 2-letter common',
    why: 'GET /api/events?fetchType=search&query=모임 (two letters, in a third of the events)',
    run: () => lists.list(q({ fetchType: 'search', query: '모임' }), null),
  },
  {
    name: 'category',
    why: 'GET /api/events?fetchType=category&category=Food',
    run: () => lists.list(q({ fetchType: 'category', category: 'Food' }), null),
  },
  {
    name: 'all-including-past',
    why: 'GET /api/events?fetchType=all-including-past',
    run: () => lists.list(q({ fetchType: 'all-including-past' }), null),
  },
  {
    name: 'host',
    why: `GET /api/events/getEventsByHostId/${hostRows[0].user_id} (the busiest host)`,
    run: () => lists.byHost(hostRows[0].user_id, { limit: 12, offset: 0 }, null),
  },
  {
    name: 'liked',
    why: `GET /api/events/getLikedEvent/${likerRows[0].user_id} (the user with the most likes)`,
    run: () => lists.likedBy(likerRows[0].user_id, { limit: 12, offset: 0 }, viewer),
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
const results = [];
let failed = false;
for (const c of cases) {
  captured = [];
  await c.run();
  // The lookup of the host by its user id (byHost) is not a list query.
  const listQueries = captured.filter(({ query }) => /from "(events|likes)"/.test(query));
  const explained = [];
  for (const { query, params } of listQueries) {
    const plan = await explain(query, params);
    const seqOnEvents = /Seq Scan on events\b/.test(plan);
    const otherSeq = [...plan.matchAll(/Seq Scan on (\w+)/g)].map((m) => m[1]).filter((t) => t !== 'events');
    const time = Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? NaN);
    const kind = /count\(\*\)/.test(query) ? 'total' : 'rows';
    if (seqOnEvents) failed = true;
    explained.push({ kind, query, params, plan, seqOnEvents, otherSeq, time, indexes: indexOf(plan) });
  }
  results.push({ ...c, explained });
  for (const e of explained) {
    console.log(
      `${e.seqOnEvents ? 'FAIL' : 'ok  '} ${c.name.padEnd(26)} ${e.kind.padEnd(5)} ${e.time.toFixed(2).padStart(8)} ms  ${e.indexes.join(', ') || '(no index)'}${e.seqOnEvents ? '  <- Seq Scan on events' : ''}${e.otherSeq.length ? `  (seq scan on ${e.otherSeq.join(', ')})` : ''}`,
    );
  }
}
await pool.end();

const s = stats[0];
const lines = [
  '# Event list query plans',
  '',
  `Written by \`bench/explain.mjs\` on ${new Date().toISOString().slice(0, 10)} (${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GB),`,
  `${s.version.split(' on ')[0]}, seeded database: ${s.events} events (${s.upcoming} upcoming), ${s.users} users,`,
  `${s.participants} participants, ${s.likes} likes. Each list is two queries run together: the page (rows) and the`,
  "total (X-Total-Count). The queries are captured from the app's list service, so they are exactly what the server sends.",
  '',
  '| list | query | time (ms) | indexes used | Seq Scan on events |',
  '|---|---|---:|---|---|',
  ...results.flatMap((r) =>
    r.explained.map(
      (e) =>
        `| ${r.name} | ${e.kind} | ${e.time.toFixed(2)} | ${e.indexes.join(', ') || '—'} | ${e.seqOnEvents ? '**yes**' : 'no'}${e.otherSeq.length ? ` (seq scan on ${e.otherSeq.join(', ')})` : ''} |`,
    ),
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
    ...r.explained.flatMap((e) => [
      `### ${e.kind}`,
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
  ]),
];
fs.writeFileSync(values.out, lines.join('\n'));
console.log(`Plans written to ${path.relative(process.cwd(), values.out)}`);
if (failed) {
  console.error('FAIL: a list query reads events with a sequential scan (see above).');
  process.exit(1);
}
