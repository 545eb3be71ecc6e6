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
// mails as people, each person once (distinct recipients). Meanwhile each process's outbox sender
// (`modules/mail`, every 5 s, as the server runs it) sends the mails over SMTP to a local SMTP
// server that counts what it receives. PASS/FAIL per target: all produced within 60 s, each
// exactly once; all received by the SMTP server within 60 s of the due minute, each person once.
// (Before, mails were only queued here; the outbox's senders deliver them
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
import { SMTPServer } from 'smtp-server';
import { createMailer } from '../apps/server/src/lib/mailer.ts';
import { createOutboxService } from '../apps/server/src/modules/mail/outbox.service.ts';
import { createRemindersService } from '../apps/server/src/modules/reminders/reminders.service.ts';
import { deadline, finish, fmt, freePort, onCleanup, saveJson, say, sleep } from './lib/harness.mjs';
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
    insert into events (host_id, category, type, name, description, date, time, starts_at, ends_at, location, location_detail,
      latitude, longitude, min_participants, max_participants, question, price, languages, main_image,
      participants_count, created_at, updated_at)
    select u.id, 'Social', 'Register', 'Bench event ' || e, '<p>Hi</p>', '2026-12-05', '19:00', ${STARTS_AT}::timestamptz, ${STARTS_AT}::timestamptz + interval '2 hours',
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
function processOn(handle) {
  const clock = new ManualClock(DUE_AT);
  const { repos, transaction, notifications } = servicesOn(handle, clock);
  return {
    reminders: createRemindersService({ transaction, notifications, clock, publicUrl: PUBLIC_URL, log: quietLog }),
    outbox: createOutboxService({ repository: repos.outbox, mailer: smtp.mailer, clock, log: quietLog }),
  };
}

/** A local SMTP server that counts the mails it receives per recipient, and a mailer to it. */
const smtp = { received: new Map(), total: 0, mailer: undefined };
async function startSmtp() {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        for (const { address } of session.envelope.rcptTo)
          smtp.received.set(address, (smtp.received.get(address) ?? 0) + 1);
        smtp.total++;
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  onCleanup(() => new Promise((resolve) => server.close(resolve)));
  smtp.mailer = createMailer({
    smtpUrl: `smtp://127.0.0.1:${port}`,
    from: 'Moim <no-reply@moim.example>',
    outboxDir: '',
    log: quietLog,
  });
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
  smtp.received.clear();
  smtp.total = 0;
  const processes = handles.map(processOn);
  const started = performance.now();
  // As in the server: each process's outbox sender runs every 5 s beside its reminders sweep.
  const stops = processes.map((p) => p.outbox.start(5000));
  const recorded = await Promise.all(processes.map((p) => p.reminders.sweep()));
  const seconds = (performance.now() - started) / 1000;
  const rows = await count(handles[0].db);
  while (smtp.total < PEOPLE && performance.now() - started < 3 * TARGET_SECONDS * 1000) await sleep(100);
  const sentSeconds = (performance.now() - started) / 1000;
  await Promise.all(stops.map((stop) => stop()));
  const once =
    rows.ledger === PEOPLE &&
    rows.notifications === PEOPLE &&
    rows.notifiedPeople === PEOPLE &&
    rows.mails === PEOPLE &&
    rows.mailedPeople === PEOPLE &&
    recorded.reduce((a, b) => a + b, 0) === PEOPLE;
  const sentOnce = smtp.total === PEOPLE && smtp.received.size === PEOPLE;
  const fast = seconds <= TARGET_SECONDS;
  const sentFast = sentSeconds <= TARGET_SECONDS;
  missed += [once, sentOnce, fast, sentFast].filter((ok) => !ok).length;
  results.push({
    engine,
    case: name,
    seconds,
    sentSeconds,
    recorded,
    ...rows,
    received: smtp.total,
    once,
    sentOnce,
    fast,
    sentFast,
  });
  say(
    `${engine.padEnd(8)} ${name.padEnd(14)} ${fmt(seconds, 1).padStart(6)} s  recorded ${recorded.join(' + ')}  ` +
      `ledger ${rows.ledger}, notifications ${rows.notifications} (${rows.notifiedPeople} people), ` +
      `mails ${rows.mails} (${rows.mailedPeople} people)  ` +
      `${fast ? 'PASS' : 'FAIL'} ≤ ${TARGET_SECONDS} s, ${once ? 'PASS' : 'FAIL'} each once`,
  );
  say(
    `${''.padEnd(23)} ${fmt(sentSeconds, 1).padStart(6)} s  received over SMTP ${smtp.total} (${smtp.received.size} people)  ` +
      `${sentFast ? 'PASS' : 'FAIL'} ≤ ${TARGET_SECONDS} s, ${sentOnce ? 'PASS' : 'FAIL'} each once`,
  );
}

async function main() {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'moim-bench-reminders-'));
  onCleanup(() => fs.rmSync(tmp, { recursive: true, force: true }));
  say(`${PEOPLE} people due a reminder in the same minute, in events of ${EVENT_SIZE}.`);
  await startSmtp();
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
