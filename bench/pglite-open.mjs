// Opens a seeded DATA_DIR's PGlite database as the server does (the folder's lock, PGlite, the
// migrations checked), runs a first query, closes it, and writes the seconds each step took as JSON.
//
//   node --import tsx bench/pglite-open.mjs <DATA_DIR> <out.json>
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { migrateDatabase } from '../apps/server/src/db/migrate.ts';

const [dataDir, out] = process.argv.slice(2);
const startedAt = performance.now();
const handle = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
const opened = performance.now();
await migrateDatabase(handle);
const migrated = performance.now();
// The first page of the list, as a visitor's first request asks for it.
await handle.db.execute(sql`select id from events where starts_at > now() order by starts_at, id limit 12`);
const queried = performance.now();
await handle.close();
const result = {
  seconds: (queried - startedAt) / 1000,
  open: (opened - startedAt) / 1000,
  migrations: (migrated - opened) / 1000,
  firstQuery: (queried - migrated) / 1000,
  close: (performance.now() - queried) / 1000,
};
fs.writeFileSync(out, JSON.stringify(result));
console.log(
  `  opened in ${result.open.toFixed(2)} s, migrations checked in ${result.migrations.toFixed(2)} s, ` +
    `first query ${result.firstQuery.toFixed(2)} s; closed in ${result.close.toFixed(2)} s`,
);
