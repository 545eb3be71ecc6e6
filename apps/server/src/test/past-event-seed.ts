/**
 * An event that has already happened, with a guest who took part: what the end-to-end tests need
 * to write a review (a review needs a start in the past, and events can only be published for a
 * start in the future). It is made by the real app, through its HTTP API and every rule, running
 * on a ManualClock set four days back, on the database the e2e server is about to use, before
 * that server starts. The server itself never has a settable clock (decision record 0027).
 *
 *   DATA_DIR=… [DATABASE_URL=postgres://…] tsx apps/server/src/test/past-event-seed.ts
 *
 * prints one line of JSON (PastEventSeed). The e2e global setup runs it.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { seoulDate, seoulTime } from '@moim/contract';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { ManualClock } from '../lib/clock.ts';
import { registerUser, STRONG_PASSWORD } from './accounts.ts';
import { createEvent } from './events.ts';
import { MailCatcher } from './mail-catcher.ts';
import { join } from './participation.ts';
import { seedSweepScene, type SweepScene } from './sweep-scene-seed.ts';
import type { TestApp } from './test-app.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

interface SeededPerson {
  userId: string;
  username: string;
  password: string;
}

interface PastEvent {
  event: { id: number; name: string };
  host: SeededPerson;
  guest: SeededPerson;
}

export interface PastEventSeed extends PastEvent {
  /** Another past event with people of its own, so a second spec reviews without changing the first's figures. */
  second: PastEvent;
  /**
   * The second date of a weekly series, which ended two to two and a half hours ago, of people of
   * its own (the guest joined that date): check-in at the door is still open for it (until a day
   * after the end), and reviews are open.
   */
  justOver: PastEvent;
  /** What the accessibility sweep shows (sweep-scene-seed.ts). */
  sweep: SweepScene;
}

/**
 * Publishes an event that started two days before `now` (at 19:00, Korea time), as it was four
 * days before `now`, and has a guest join it then; a second such event, of other people; and one
 * that ended two hours ago (`justOver`). Ids are unique per run, so a database that outlives a run
 * (PostgreSQL) takes another.
 */
export async function seedPastEvent(
  database: DatabaseHandle,
  options: { dataDir: string; now?: Date },
): Promise<PastEventSeed> {
  const now = options.now ?? new Date();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    // Uploaded pictures go where the e2e server will serve them from.
    DATA_DIR: options.dataDir,
    // Only for the sessions of these few requests; the server signs its own.
    SESSION_SECRET: randomBytes(32).toString('hex'),
    // Its host posts several events minutes after signing up.
    QUOTA_NEW_ACCOUNT_EVENTS: '100',
  });
  const clock = new ManualClock(new Date(now.getTime() - 4 * DAY_MS));
  const mail = new MailCatcher();
  const app = await buildApp(config, { clock, database, mailer: mail, startWorkers: false });
  await app.ready();
  const t: TestApp = { app, database, clock, config, mail, close: () => app.close() };
  const run = now.getTime().toString(36);
  const HALF_HOUR_MS = 30 * 60 * 1000;
  const twoDaysAgo = new Date(now.getTime() - 2 * DAY_MS);
  /** `occurrence`: of a series (`when.repeat`), the date the guest joins (0 the first). */
  const publish = async (
    key: string,
    label: string,
    eventName: string,
    when: Record<string, unknown> = { date: seoulDate(twoDaysAgo), time: '19:00' },
    occurrence = 0,
  ): Promise<PastEvent> => {
    const hostInput = { userId: `${key}h${run}`, username: `${label} Host` };
    const guestInput = { userId: `${key}g${run}`, username: `${label} Guest` };
    const host = await registerUser(t, hostInput);
    const guest = await registerUser(t, guestInput);
    const name = `${eventName} ${run}`;
    const event = await createEvent(t, host, {
      name,
      type: 'FirstCome',
      ...when,
      minParticipants: 1,
      maxParticipants: 6,
    });
    const dates = [event.id, ...(event.series?.next ?? []).map((date) => date.id)];
    const eventId = dates[occurrence]!;
    const joined = await join(t, guest, eventId);
    if (joined.statusCode !== 201) throw new Error(`join: ${joined.statusCode} ${joined.body}`);
    return {
      event: { id: eventId, name },
      host: { ...hostInput, password: STRONG_PASSWORD },
      guest: { ...guestInput, password: STRONG_PASSWORD },
    };
  };
  try {
    const first = await publish('p', 'Past', 'Picnic that happened');
    const second = await publish('q', 'Earlier', 'Walk that happened');
    // A weekly series of three whose second date ran from the half hour at or before four hours
    // ago for two hours, posted (and joined) before its first date.
    const start = new Date(Math.floor((now.getTime() - 4 * 60 * 60 * 1000) / HALF_HOUR_MS) * HALF_HOUR_MS);
    const firstStart = new Date(start.getTime() - 7 * DAY_MS);
    const firstEnd = new Date(firstStart.getTime() + 4 * HALF_HOUR_MS);
    clock.set(new Date(now.getTime() - 9 * DAY_MS));
    const justOver = await publish(
      'j',
      'Tonight',
      'Quiz that just ended',
      {
        date: seoulDate(firstStart),
        time: seoulTime(firstStart),
        endDate: seoulDate(firstEnd),
        endTime: seoulTime(firstEnd),
        repeat: { every: 'weekly', count: 3 },
      },
      1,
    );
    clock.set(new Date(now.getTime() - 4 * DAY_MS));
    const sweep = await seedSweepScene(t, now, run);
    return { ...first, second, justOver, sweep };
  } finally {
    await app.close();
  }
}

async function main(): Promise<void> {
  const dataDir = process.env.DATA_DIR;
  if (!dataDir) throw new Error('Set DATA_DIR (and DATABASE_URL for PostgreSQL).');
  const url = process.env.DATABASE_URL;
  const database = await openDatabase(
    url ? { kind: 'postgres', url } : { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') },
  );
  try {
    await migrateDatabase(database);
    process.stdout.write(`${JSON.stringify(await seedPastEvent(database, { dataDir }))}\n`);
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
