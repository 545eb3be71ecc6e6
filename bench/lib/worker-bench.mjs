// What the benchmarks of the server's background workers (reminders, follow fan-out) share: the
// people they write set-based, the services of one server process on a database handle, and a
// run on each engine (PGlite in a temporary folder; PostgreSQL with two handles, as two processes).
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { migrateDatabase } from '../../apps/server/src/db/migrate.ts';
import { commitModeOf, createRepositories, createTransactionRunner } from '../../apps/server/src/db/repositories.ts';
import { createSignals } from '../../apps/server/src/lib/signals.ts';
import { createTokenService } from '../../apps/server/src/lib/tokens.ts';
import { createNotificationsService } from '../../apps/server/src/modules/notifications/notifications.service.ts';
import { onCleanup, startPostgres } from './harness.mjs';

const LOCALES = ['en', 'ko', 'zh-CN', 'vi', 'ja'];
export const PUBLIC_URL = 'http://127.0.0.1';
export const SECRET = 'bench-secret-bench-secret-bench-secret';

/** A worker's log: errors shown, the rest quiet. */
export const quietLog = { error: (o, m) => console.error(m, o), warn: () => {}, info: () => {} };

/** People `bench<first>` … `bench<last>`, set-based, their locales the five languages in turn. */
export async function insertPeople(db, first, last) {
  await db.execute(sql`
    insert into users (user_id, email, username, dob, gender, nationality, locale, created_at, updated_at)
    select 'bench' || i, 'bench' || i || '@bench.moim.example', 'Bench person ' || i, '1995-04-12', 'Female', 'KR',
      (array[${sql.join(
        LOCALES.map((l) => sql`${l}`),
        sql`, `,
      )}])[1 + i % ${LOCALES.length}], now(), now()
    from generate_series(${first}::int, ${last}::int) i`);
}

/** The repositories, transactions and notifications service of one server process on `handle`. */
export function servicesOn(handle, clock) {
  const mode = commitModeOf(handle);
  const repos = createRepositories(handle.db, mode);
  const transaction = createTransactionRunner(handle.db, mode);
  const notifications = createNotificationsService({
    repos,
    transaction,
    clock,
    changes: createSignals(),
    tokens: createTokenService(SECRET, clock),
    publicUrl: PUBLIC_URL,
  });
  return { repos, transaction, notifications };
}

/**
 * For each engine: a new migrated database, filled by `fill(db)`, then `run(engine, handles)` with
 * one handle on PGlite and two (two processes) on PostgreSQL (BENCH_DATABASE_URL, or a throwaway
 * cluster in `tmp`). Answers the PostgreSQL URL it used, if any.
 */
export async function onEachEngine({ engines, tmp, fill, run }) {
  let url;
  for (const engine of engines) {
    if (engine === 'pglite') {
      const handle = await openDatabase({ kind: 'pglite', dataDir: path.join(tmp, 'pglite') });
      onCleanup(() => handle.close());
      await migrateDatabase(handle);
      await fill(handle.db);
      await run(engine, [handle]);
    } else if (engine === 'postgres') {
      url = process.env.BENCH_DATABASE_URL ?? (await startPostgres(tmp)).url;
      const handles = [];
      for (let i = 0; i < 2; i++) {
        const handle = await openDatabase({ kind: 'postgres', url });
        onCleanup(() => handle.close());
        handles.push(handle);
      }
      await migrateDatabase(handles[0]);
      await fill(handles[0].db);
      await run(engine, handles);
    }
  }
  return url;
}
