/**
 * Fills the configured database (PGlite under DATA_DIR, or DATABASE_URL) with realistic demo and
 * benchmark data: users, event images, events across categories, dates, districts and languages,
 * participants, likes and chat rooms.
 *
 *   npm run seed                                  300 events: a demo site
 *   npm run seed -- --events 100000 [--users 3000] [--images 16] [--reset]
 *
 * Rows are drawn in JavaScript from a seeded generator (seed-rows.ts: the same start gives the same
 * data) and written through the repositories' bulk inserts, a few large statements per table, in
 * one transaction; each event is written with the seat and like counts of the rows drawn for it
 * (seed.test.ts checks they equal the rows), and VACUUM ANALYZE follows. Seed users are the demo account
 * `demo` and `seeduser<N>`, with e-mails `…@seed.moim.example` and the password `Password1!`;
 * `--reset` first deletes them with their events and everything attached to them. Each run adds
 * its events to what is there.
 */
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { countryCodes, seoulDate } from '@moim/contract';
import { getTableName, sql } from 'drizzle-orm';
import { loadConfig } from '../config.ts';
import { openDatabase, type DatabaseHandle, type Transaction } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { createRepositories, type Repositories } from '../db/repositories.ts';
import { chatRoomMembers, chatRooms, eventImages, events, likes, participants, uploads, users } from '../db/schema.ts';
import { hashPassword } from '../lib/passwords.ts';
import { openStorage } from '../lib/open-storage.ts';
import type { Storage } from '../lib/storage.ts';
import { INTROS, PEOPLE } from './seed-dictionaries.ts';
import { drawSeedImages, type SeedImage } from './seed-images.ts';
import { buildPendingIndexes, dropSecondaryIndexes, rememberPendingIndexes } from './seed-indexes.ts';
import { drawEvents, drawUsers, imagesOf, mulberry32, peopleOf, shuffled } from './seed-rows.ts';

export { drawSeedImages, type SeedImage } from './seed-images.ts';

export const SEED_EMAIL_DOMAIN = 'seed.moim.example';
export const SEED_USER_PREFIX = 'seeduser';
/** Meets the password rule (lower and upper case, a digit, one of !@#$%^&*, 8 or more). */
export const SEED_PASSWORD = 'Password1!';
/** The account the README tells newcomers to sign in with; the busiest host of the seed. */
export const SEED_DEMO_USER_ID = 'demo';
const DEMO_EMAIL = `${SEED_DEMO_USER_ID}@${SEED_EMAIL_DOMAIN}`;
export const DEFAULT_SEED_EVENTS = 300;

export interface SeedOptions {
  events: number;
  /** `seeduser<N>` accounts to make (those already there are kept); the demo account comes on top. */
  users: number;
  /** Delete previous seed data (seed users, their events and what hangs off them) first. */
  reset: boolean;
  /** Generated images per category, shared by the events of that category. */
  imagesPerCategory: number;
  /** "Now", for tests; defaults to the current time. */
  now?: Date;
  /** Images already being drawn (see drawSeedImages), so that work overlaps opening the database. */
  images?: Promise<SeedImage[]>;
  log?: (line: string) => void;
}

export interface SeedResult {
  /** Users added by this run. */
  users: number;
  /** Whether the demo account exists and signs in with SEED_PASSWORD (false when a real user has its ID). */
  demo: boolean;
  events: number;
  images: number;
  eventImages: number;
  participants: number;
  likes: number;
  chatMembers: number;
  deleted: { users: number; events: number };
  ms: number;
}

// ---------------------------------------------------------------------------------------------
// Loading fast: settings of the seed's own transaction, whatever the tables hold.

/** Turns the foreign-key triggers off for this transaction if the role may; false if it may not. */
async function skipForeignKeyChecks(tx: Transaction): Promise<boolean> {
  try {
    // In a savepoint: a role that may not leaves the transaction as it was.
    await tx.transaction((savepoint) => savepoint.execute(sql`set local session_replication_role = 'replica'`));
    return true;
  } catch {
    return false;
  }
}

/** Events drawn and written at a time, with their images, people and rooms. */
const EVENTS_PER_BATCH = 10_000;
/** The tables the seed fills. */
const FILLED = [users, uploads, events, eventImages, participants, likes, chatRooms, chatRoomMembers];
/** Those it adds more rows to than there are: their secondary indexes are built once at the end. */
const REBUILT = [events, participants, likes, chatRoomMembers];

/**
 * Deletes the seed users with everything of theirs (their events with all that hangs off them,
 * their places, likes and memberships) and their pictures' records; then the counts of other
 * people's events they had joined or liked are their rows again.
 */
async function deleteSeedData(repos: Repositories): Promise<{ users: number; events: number; keys: string[] }> {
  const ids = (await repos.users.withEmailDomain(SEED_EMAIL_DOMAIN)).map((user) => user.id);
  const events = await repos.events.countHostedBy(ids);
  const keys = await repos.uploads.deleteOwnedBy(ids);
  const deleted = await repos.users.deleteMany(ids);
  await repos.events.recount();
  return { users: deleted, events, keys };
}

/** Seeds `handle` (already migrated); images go to `storage`. */
export async function seedDatabase(
  handle: DatabaseHandle,
  storage: Storage,
  options: SeedOptions,
): Promise<SeedResult> {
  const started = performance.now();
  const log = options.log ?? (() => undefined);
  const now = options.now ?? new Date();
  const today = seoulDate(now);
  if (!Number.isInteger(options.events) || options.events < 0) throw new Error('--events must be a whole number ≥ 0');
  if (!Number.isInteger(options.users) || options.users < 10) throw new Error('--users must be a whole number ≥ 10');
  const mib = handle.kind === 'pglite' ? 256 : 512;

  let step = performance.now();
  const lap = (what: string) => {
    const t = performance.now();
    log(`  ${what} (${((t - step) / 1000).toFixed(1)} s)`);
    step = t;
  };

  // The pictures are drawn while the database works; Argon2 runs once for everyone.
  const imagesReady = options.images ?? drawSeedImages(storage, options.imagesPerCategory);
  imagesReady.catch(() => undefined);
  const passwordHash = await hashPassword(SEED_PASSWORD);
  for (const group of PEOPLE) {
    for (const code of group.nationalities)
      if (!countryCodes.includes(code)) throw new Error(`Unknown nationality ${code}`);
  }
  if (INTROS.en.length !== INTROS.ko.length)
    throw new Error('A bilingual description needs each intro in both languages');

  // On PostgreSQL the secondary indexes are built after the commit, several at a time
  // (seed-indexes.ts); first those a stopped seed left.
  const afterCommit = handle.kind === 'postgres';
  // One build per core, at most four: each may take `mib` of memory.
  const indexBuilding = { workers: Math.min(4, Math.max(2, os.availableParallelism())), maintenanceMib: mib };
  if (afterCommit) {
    const left = await buildPendingIndexes(handle, indexBuilding);
    if (left > 0) lap(`${left} indexes a stopped seed left built`);
  }

  let deleted = { users: 0, events: 0 };
  let removedKeys: string[] = [];
  let result;
  try {
    result = await handle.db.transaction(async (tx) => {
      const repos = createRepositories(tx);
      await tx.execute(sql`set local work_mem = '64MB'`);
      // lz4 compresses the long texts and the search pieces several times faster than pglz, where
      // the server has it (PostgreSQL's packages do; PGlite does not); reads tell the two apart.
      await tx.execute(sql`select set_config('default_toast_compression', 'lz4', true)
        from pg_settings where name = 'default_toast_compression' and 'lz4' = any(enumvals)`);
      if (options.reset) {
        const gone = await deleteSeedData(repos);
        deleted = { users: gone.users, events: gone.events };
        removedKeys = gone.keys;
        lap(`reset: ${gone.users} seed users and ${gone.events} of their events deleted`);
      }

      const before = await repos.events.lastIdAndCount();
      // Rows made here are valid by construction (and checked by seed.test.ts): skip the per-row
      // foreign-key triggers where the role may (superuser, as PGlite's always is).
      const checksOff = await skipForeignKeyChecks(tx);
      // Loading more rows than there are: build the secondary indexes once at the end instead
      // of maintaining them row by row (the trigram index most of all).
      const rebuild: string[] = [];
      if (options.events >= before.count) {
        await tx.execute(sql.raw(`set local maintenance_work_mem = '${mib}MB'`));
        for (const table of REBUILT) rebuild.push(...(await dropSecondaryIndexes(tx, table)));
      }
      lap(
        `${checksOff ? 'foreign-key triggers skipped, ' : ''}${rebuild.length} secondary indexes dropped for rebuild`,
      );
      // Reproducible draws for a given starting state, one stream per kind of row.
      const random = (stream: number) => mulberry32(before.lastId * 7919 + stream);

      // Users: seeduser1…N; those already there are kept (a second run adds events to them).
      const added = await repos.users.insertMany(
        drawUsers(random(1), options.users, {
          prefix: SEED_USER_PREFIX,
          domain: SEED_EMAIL_DOMAIN,
          passwordHash,
          today,
          now,
        }),
      );
      // The demo account. A later run gives it the seed password again (a newcomer may have
      // changed it while trying the site), but never touches a real user who has taken the ID.
      const demoAdded = await repos.users.insertMany([
        {
          userId: SEED_DEMO_USER_ID,
          email: DEMO_EMAIL,
          username: 'Moim Demo',
          passwordHash,
          passwordChangeRequired: false,
          dob: '1996-05-04',
          gender: 'Female',
          nationality: 'GB',
          locale: 'en',
          termsAcceptedAt: new Date(now.getTime() - 200 * 86_400_000),
          createdAt: new Date(now.getTime() - 200 * 86_400_000),
          updatedAt: new Date(now.getTime() - 200 * 86_400_000),
        },
      ]);
      const demoUser = await repos.users.findByUserId(SEED_DEMO_USER_ID);
      const demo = demoUser?.email === DEMO_EMAIL;
      if (demo) await repos.users.update(demoUser.id, { passwordHash, passwordChangeRequired: false });
      // The demo account first, whom the events' host draw favours, so it has plenty to show.
      const seedUsers = await repos.users.withEmailDomain(SEED_EMAIL_DOMAIN);
      const people = [
        ...seedUsers.filter((user) => user.email === DEMO_EMAIL),
        ...shuffled(
          seedUsers.filter((user) => user.email !== DEMO_EMAIL),
          random(2),
        ),
      ].map((user) => user.id);
      if (people.length < 10) throw new Error(`Only ${people.length} seed users; at least 10 are needed`);
      lap(`users: ${added + demoAdded} added, ${people.length} seed users in all`);

      const owner = seedUsers.find((user) => user.userId.toLowerCase() === `${SEED_USER_PREFIX}1`)?.id ?? people[0]!;
      const images = await imagesReady;
      lap(`${images.length} event images drawn, processed and stored`);
      await repos.uploads.insertMany(
        images.map((image) => ({
          ownerId: owner,
          purpose: 'event' as const,
          storageKey: image.key,
          url: image.url,
          width: image.width,
          height: image.height,
          bytes: image.bytes,
          createdAt: now,
        })),
      );

      // A batch of events at a time with everything of theirs, so memory holds one batch's rows;
      // the draws go on from batch to batch, so the data does not depend on the batch's size.
      const eventDraws = random(3);
      const peopleDraws = random(4);
      const totals = { events: 0, eventImages: 0, participants: 0, likes: 0, chatMembers: 0 };
      const seconds = { drawn: 0, events: 0, eventImages: 0, participants: 0, likes: 0, chat: 0 };
      const timed = async <T>(step: keyof typeof seconds, work: () => T | Promise<T>): Promise<T> => {
        const start = performance.now();
        const result = await work();
        seconds[step] += (performance.now() - start) / 1000;
        return result;
      };
      const draw = (from: number) => {
        const count = Math.min(EVENTS_PER_BATCH, options.events - from);
        return count > 0 ? drawEvents(eventDraws, count, { hosts: people, images, today, now }) : [];
      };
      // The JavaScript draws the next rows while the database stores the last ones.
      let drawn = await timed('drawn', () => draw(0));
      for (let done = 0; done < options.events; done += EVENTS_PER_BATCH) {
        const stored = repos.events.insertMany(drawn.map((event) => event.row));
        const next = await timed('drawn', () => draw(done + EVENTS_PER_BATCH));
        const ids = await timed('events', () => stored);
        const eventImageRows = ids.flatMap((id, i) => imagesOf(id, drawn[i]!.row.mainImage, images));
        const imagesStored = repos.events.insertImagesMany(eventImageRows);
        const drawnPeople = ids.map((id, i) => peopleOf(peopleDraws, id, drawn[i]!, { users: people, now }));
        await timed('eventImages', () => imagesStored);
        const participantRows = drawnPeople.flatMap((p) => p.participants);
        await timed('participants', () => repos.participants.insertMany(participantRows));
        const likeRows = drawnPeople.flatMap((p) => p.likes);
        await timed('likes', () => repos.likes.insertMany(likeRows));
        const members = await timed('chat', async () => {
          const rooms = await repos.chat.createRooms(
            ids.map((id, i) => ({ eventId: id, name: drawn[i]!.row.name, at: drawn[i]!.row.createdAt })),
          );
          const roomMembers = drawnPeople.flatMap((p, i) =>
            p.participants
              .filter((row) => row.status === 'Approved')
              .map((row) => ({ roomId: rooms[i]!, userId: row.userId, at: row.updatedAt })),
          );
          await repos.chat.addMembersToNewRooms(roomMembers);
          return roomMembers.length;
        });
        totals.events += ids.length;
        totals.eventImages += eventImageRows.length;
        totals.participants += participantRows.length;
        totals.likes += likeRows.length;
        totals.chatMembers += members;
        drawn = next;
      }
      const say = (what: string, spent: number) => log(`  ${what} (${spent.toFixed(1)} s)`);
      say('events drawn, with their search pieces', seconds.drawn);
      say(`events: ${totals.events}`, seconds.events);
      say(`event images: ${totals.eventImages}`, seconds.eventImages);
      say(`participants: ${totals.participants}`, seconds.participants);
      say(`likes: ${totals.likes}`, seconds.likes);
      say(`chat rooms: ${totals.events}, members: ${totals.chatMembers}`, seconds.chat);
      step = performance.now();

      if (afterCommit) {
        await rememberPendingIndexes(tx, rebuild);
      } else {
        for (const definition of rebuild) await tx.execute(sql.raw(definition));
        if (rebuild.length > 0) lap(`${rebuild.length} indexes rebuilt`);
      }

      return { users: added + demoAdded, demo, ...totals };
    });
  } catch (error) {
    // The rows are gone with the transaction; so go the files drawn for them.
    await removeSeedImages(storage, imagesReady);
    throw error;
  }
  lap('committed');
  await Promise.all(removedKeys.map((key) => storage.remove(key)));
  if (afterCommit) {
    const built = await buildPendingIndexes(handle, indexBuilding).catch((error: Error) => {
      throw new Error(
        `The rows are stored, but building their indexes stopped (${error.message}): ` +
          'run `npm run seed -- --events 0` to build the rest.',
      );
    });
    if (built > 0) lap(`${built} indexes built, ${indexBuilding.workers} at a time`);
  }
  await handle.db.execute(sql.raw(`vacuum (analyze) ${FILLED.map((table) => getTableName(table)).join(', ')}`));
  lap('vacuum analyze');
  return { ...result, images: (await imagesReady).length, deleted, ms: performance.now() - started };
}

/** Removes the files of images drawn for a seed that did not happen. */
async function removeSeedImages(storage: Storage, images: Promise<SeedImage[]>): Promise<void> {
  const drawn = await images.catch(() => [] as SeedImage[]);
  await Promise.all(drawn.map((image) => storage.remove(image.key))).catch(() => undefined);
}

// ---------------------------------------------------------------------------------------------
// Command line.

function wholeNumber(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value.replaceAll('_', ''));
  if (!Number.isInteger(n) || n < 0) throw new Error(`--${name} must be a whole number, not ${JSON.stringify(value)}`);
  return n;
}

/** Users made when `--users` is not given: about one for three events, between 100 and 3,000. */
export function defaultSeedUsers(events: number): number {
  return Math.min(3000, Math.max(100, Math.round(events / 3)));
}

export function parseSeedArgs(argv: string[]): Omit<SeedOptions, 'log' | 'now'> {
  const { values } = parseArgs({
    args: argv,
    options: {
      events: { type: 'string' },
      users: { type: 'string' },
      images: { type: 'string' },
      reset: { type: 'boolean', default: false },
    },
    strict: true,
  });
  const events = wholeNumber('events', values.events, DEFAULT_SEED_EVENTS);
  return {
    events,
    users: wholeNumber('users', values.users, defaultSeedUsers(events)),
    imagesPerCategory: wholeNumber('images', values.images, 16),
    reset: values.reset ?? false,
  };
}

/**
 * The command: seeds the database the server would open with the same environment (PGlite under
 * DATA_DIR, by default the `data` folder `npm start` uses, or DATABASE_URL), reporting progress
 * and, at the end, how to sign in.
 */
export async function runSeed(
  argv: string[],
  env: NodeJS.ProcessEnv,
  write: (line: string) => void,
): Promise<SeedResult> {
  const options = parseSeedArgs(argv);
  const config = loadConfig(env);
  const started = performance.now();
  const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
  // Images go where the server keeps them: the disk under DATA_DIR, or the bucket of S3_BUCKET.
  const storage = openStorage(config.storage);
  await storage.check();
  const pgliteDir = path.join(config.dataDir, 'pglite');
  // Drawing pictures needs no database: it runs while the database opens and migrates.
  const drawing = new AbortController();
  const images = drawSeedImages(storage, options.imagesPerCategory, drawing.signal);
  images.catch(() => undefined);
  let handle: DatabaseHandle | undefined;
  try {
    // A server running on the same PGlite folder holds it: opening fails with a message saying so.
    handle = config.databaseUrl
      ? await openDatabase({ kind: 'postgres', url: config.databaseUrl, maxConnections: 2 })
      : await openDatabase({ kind: 'pglite', dataDir: pgliteDir });
    write(
      `Seeding ${handle.kind === 'pglite' ? `PGlite at ${pgliteDir}` : 'PostgreSQL (DATABASE_URL)'}: ` +
        `${options.events} events, ${options.users} users${options.reset ? ', after deleting previous seed data' : ''}`,
    );
    await migrateDatabase(handle);
    write(`  database open and migrated (${seconds()} s)`);
  } catch (error) {
    drawing.abort();
    await removeSeedImages(storage, images);
    await handle?.close();
    storage.close();
    throw error;
  }
  try {
    const result = await seedDatabase(handle, storage, { ...options, images, log: write });
    write(
      `Done in ${seconds()} s: ${result.events} events, ${result.users} new users, ` +
        `${result.participants} participants, ${result.likes} likes, ${result.eventImages} event images, ` +
        `${result.chatMembers} chat members.`,
    );
    const others = `${SEED_USER_PREFIX}1, ${SEED_USER_PREFIX}2, …`;
    write(
      result.demo
        ? `Start the site (npm start) and open ${config.publicUrl}: sign in as ${SEED_DEMO_USER_ID} with the password ` +
            `${SEED_PASSWORD} (${others} have the same password).`
        : `The ID ${SEED_DEMO_USER_ID} belongs to another account here, so there is no demo account: ` +
            `sign in at ${config.publicUrl} as ${others} with the password ${SEED_PASSWORD}.`,
    );
    return result;
  } finally {
    await handle.close();
    storage.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  runSeed(process.argv.slice(2), process.env, (line) => process.stdout.write(`${line}\n`)).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
