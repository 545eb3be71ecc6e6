// Reminders benchmark: 10,000 people due a reminder in the same minute (issue 22: "all sent
// within a minute, each once"; decision 0060).
//
//   npm run bench:reminders
//
// For each engine (PGlite in a temporary folder; PostgreSQL 15 in a throwaway cluster as the other
// benchmarks start it, or BENCH_DATABASE_URL), it migrates a new database and writes, set-based,
// BENCH_REMINDER_PEOPLE people (their locales the five languages in turn) and events of
// BENCH_REMINDER_EVENT_SIZE approved participants each (the host's place included), all starting
// at the same moment. Then, with the clock at 24 hours before that moment, the server's own
// reminders service (`modules/reminders`, the sweep every process runs each minute) produces
// every reminder: the ledger row, the in-app notification and the queued mail, in batches of 500.
//
//   one process     one sweep on its own
//   two processes   (PostgreSQL) two sweeps at once, each with its own connection pool and
//                   services, as two server processes on one database
//
// It counts the rows afterwards: as many ledger rows, reminder notifications and queued reminder
// mails as people, each person once (distinct recipients). PASS/FAIL per target: all produced
// within 60 s, each exactly once. Mails are queued here; the outbox's senders deliver them
// (decision 0036), which this does not measure.
//
// Settings (environment): BENCH_ENGINES (pglite,postgres), BENCH_DATABASE_URL,
// BENCH_REMINDER_PEOPLE (10000), BENCH_REMINDER_EVENT_SIZE (100), BENCH_JSON, BENCH_STRICT=1 (exit 1
// when a target is missed), BENCH_TIMEOUT (900 s), PG_BIN.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { ManualClock } from '../apps/server/src/lib/clock.ts';
import { createRemindersService } from '../apps/server/src/modules/reminders/reminders.service.ts';
import { deadline, finish, fmt, onCleanup, saveJson, say } from './lib/harness.mjs';
import { insertPeople, onEachEngine, PUBLIC_URL, quietLog, servicesOn } from './lib/worker-bench.mjs';

const env = process.env;
const ENGINES = (env.BENCH_ENGINES ?? 'pglite,postgres').split(',');
const PEOPLE = Number(env.BENCH_REMINDER_PEOPLE ?? 10_000);
const EVENT_SIZE = Number(env.BENCH_REMINDER_EVENT_SIZE ?? 100);
const TARGET_SECONDS = 60;
const STARTS_AT = '2026-12-05T10:00:00Z';
const DUE_AT = '2026-12-04T10:00:00Z';

/** The people, the events (each host among its participants) and their approved places, set-based. */
async function fill(db) {
  const events = Math.ceil(PEOPLE / EVENT_SIZE);
  await insertPeople(db, 1, PEOPLE);
  await db.execute(sql`
    insert into events (host_id, category, type, name, description, date, time, starts_at, location, location_detail,
      latitude, longitude, min_participants, max_participants, question, price, languages, main_image,
      participants_count, created_at, updated_at)
    select u.id, 'Social', 'Register', 'Bench event ' || e, '<p>Hi</p>', '2026-12-05', '19:00', ${STARTS_AT}::timestamptz,
      '서울특별시 마포구 (Mapo-gu, Seoul)', 'Exit 1', 37.5663, 126.9019, 1, ${EVENT_SIZE}, 'Any allergies?', 0, '{en}',
      '/uploads/events/bench.webp', least(${EVENT_SIZE}, ${PEOPLE} - (e - 1) * ${EVENT_SIZE}), now(), now()
    from generate_series(1, ${events}) e join users u on u.user_id = 'bench' || ((e - 1) * ${EVENT_SIZE} + 1)`);
  await db.execute(sql`
    insert into participants (event_id, user_id, status, answer, created_at, updated_at)
    select ev.id, u.id, 'Approved', case when u.user_id = 'bench' || ((ev.n - 1) * ${EVENT_SIZE} + 1) then '' else 'None' end,
      now(), now()
    from (select id, row_number() over (order by id) as n from events) ev
      join generate_series(1, ${EVENT_SIZE}) k on true
      join users u on u.user_id = 'bench' || ((ev.n - 1) * ${EVENT_SIZE} + k)`);
  await db.execute(sql`analyze`);
}

/** The reminders service of one server process on `handle`, its clock at the due minute. */
function sweeperOn(handle) {
  const clock = new ManualClock(DUE_AT);
  const { transaction, notifications } = servicesOn(handle, clock);
  return createRemindersService({ transaction, notifications, clock, publicUrl: PUBLIC_URL, log: quietLog });
}

async function count(db) {
  const { rows } = await db.execute(sql`
    select (select count(*)::int from event_reminders) as ledger,
      (select count(*)::int from notifications where kind = 'reminder') as notifications,
      (select count(distinct recipient_id)::int from notifications where kind = 'reminder') as "notifiedPeople",
      (select count(*)::int from mail_outbox where subject like '%Moim%') as mails,
      (select count(distinct recipient)::int from mail_outbox where subject like '%Moim%') as "mailedPeople"`);
  return rows[0];
}

async function reset(db) {
  await db.execute(sql`delete from event_reminders`);
  await db.execute(sql`delete from notifications`);
  await db.execute(sql`delete from mail_outbox`);
}

const results = [];
let missed = 0;

async function runCase(engine, name, handles) {
  await reset(handles[0].db);
  const sweepers = handles.map(sweeperOn);
  const started = performance.now();
  const recorded = await Promise.all(sweepers.map((s) => s.sweep()));
  const seconds = (performance.now() - started) / 1000;
  const rows = await count(handles[0].db);
  const once =
    rows.ledger === PEOPLE &&
    rows.notifications === PEOPLE &&
    rows.notifiedPeople === PEOPLE &&
    rows.mails === PEOPLE &&
    rows.mailedPeople === PEOPLE &&
    recorded.reduce((a, b) => a + b, 0) === PEOPLE;
  const fast = seconds <= TARGET_SECONDS;
  if (!once) missed++;
  if (!fast) missed++;
  results.push({ engine, case: name, seconds, recorded, ...rows, once, fast });
  say(
    `${engine.padEnd(8)} ${name.padEnd(14)} ${fmt(seconds, 1).padStart(6)} s  recorded ${recorded.join(' + ')}  ` +
      `ledger ${rows.ledger}, notifications ${rows.notifications} (${rows.notifiedPeople} people), ` +
      `mails ${rows.mails} (${rows.mailedPeople} people)  ` +
      `${fast ? 'PASS' : 'FAIL'} ≤ ${TARGET_SECONDS} s, ${once ? 'PASS' : 'FAIL'} each once`,
  );
}

async function main() {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'moim-bench-reminders-'));
  onCleanup(() => fs.rmSync(tmp, { recursive: true, force: true }));
  say(`${PEOPLE} people due a reminder in the same minute, in events of ${EVENT_SIZE}.`);
  await onEachEngine({
    engines: ENGINES,
    tmp,
    fill,
    run: async (engine, handles) => {
      await runCase(engine, 'one process', [handles[0]]);
      if (handles.length > 1) await runCase(engine, 'two processes', handles);
    },
  });
  saveJson({ people: PEOPLE, eventSize: EVENT_SIZE, results });
  return missed;
}

await finish(main, { strict: env.BENCH_STRICT === '1', timer: deadline(Number(env.BENCH_TIMEOUT ?? 900)) });
