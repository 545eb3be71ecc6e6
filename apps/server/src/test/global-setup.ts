import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, pgliteExtensions } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { TEMPLATE_DATABASE, adminUrl } from './database-url.ts';
import { startS3Server } from './s3-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    /** The run's S3-compatible server (`s3-server.ts`). */
    s3Endpoint: string;
  }
}

/**
 * Starts the run's S3-compatible server, and migrates once per run. On PGlite the migrated data
 * directory is saved to a file that each test file loads; on PostgreSQL (TEST_DATABASE_URL) a
 * template database is migrated that each test file copies.
 */
export default async function setup(project: TestProject) {
  const s3 = await startS3Server();
  project.provide('s3Endpoint', s3.endpoint);
  const removeDatabase = await prepareDatabase(project);
  return async () => {
    await s3.stop();
    removeDatabase?.();
  };
}

async function prepareDatabase(project: TestProject): Promise<(() => void) | undefined> {
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
    return undefined;
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
