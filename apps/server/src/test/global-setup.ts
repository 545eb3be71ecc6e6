import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, pgliteExtensions } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { TEMPLATE_DATABASE, adminUrl } from './database-url.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
  }
}

/**
 * Migrates once per run. On PGlite the migrated data directory is saved to a file that each
 * test file loads; on PostgreSQL (TEST_DATABASE_URL) a template database is migrated that
 * each test file copies.
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const admin = new pg.Client({ connectionString: adminUrl(url) });
    await admin.connect();
    await admin.query(`drop database if exists ${TEMPLATE_DATABASE} with (force)`);
    await admin.query(`create database ${TEMPLATE_DATABASE}`);
    await admin.end();
    const handle = await openDatabase({ kind: 'postgres', url: adminUrl(url, TEMPLATE_DATABASE) });
    await migrateDatabase(handle);
    await handle.close();
    project.provide('pgliteSnapshot', '');
    return;
  }

  const client = await PGlite.create({ extensions: pgliteExtensions });
  const handle = await openDatabase({ kind: 'pglite', client });
  await migrateDatabase(handle);
  const dump = await client.dumpDataDir('none');
  await client.close();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'moim-test-'));
  const file = path.join(dir, 'migrated.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteSnapshot', file);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
