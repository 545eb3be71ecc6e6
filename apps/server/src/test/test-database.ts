import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { SQL } from 'drizzle-orm';
import { inject } from 'vitest';
import { openDatabase, pgliteExtensions, type DatabaseHandle } from '../db/client.ts';
import { TEMPLATE_DATABASE, adminUrl } from './database-url.ts';

/**
 * A migrated database of its own for one test file: a PGlite loaded from the run's snapshot,
 * or, with TEST_DATABASE_URL, a PostgreSQL database copied from the migrated template.
 * Closing it removes it.
 */
export async function createTestDatabase(): Promise<DatabaseHandle & { url?: string }> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const name = `moim_test_${randomUUID().replaceAll('-', '')}`;
    const admin = new pg.Client({ connectionString: adminUrl(url) });
    await admin.connect();
    await admin.query(`create database ${name} template ${TEMPLATE_DATABASE}`);
    await admin.end();
    const handle = await openDatabase({ kind: 'postgres', url: adminUrl(url, name), maxConnections: 5 });
    return {
      ...handle,
      /** Where it is, for a command that opens it itself. */
      url: adminUrl(url, name),
      async close() {
        await handle.close();
        const cleanup = new pg.Client({ connectionString: adminUrl(url) });
        await cleanup.connect();
        await cleanup.query(`drop database if exists ${name} with (force)`);
        await cleanup.end();
      },
    };
  }
  const snapshot = fs.readFileSync(inject('pgliteSnapshot'));
  const client = await PGlite.create({ loadDataDir: new Blob([snapshot]), extensions: pgliteExtensions });
  return openDatabase({ kind: 'pglite', client });
}

/** Runs raw SQL in a test and returns its rows, whichever driver is underneath. */
export async function queryRows<T>(handle: DatabaseHandle, query: SQL): Promise<T[]> {
  const result = (await handle.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
