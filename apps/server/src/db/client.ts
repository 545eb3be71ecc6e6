import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.ts';
import * as schema from './schema.ts';

type Schema = typeof schema;
/** The Drizzle database, whichever driver is underneath; a transaction has the same shape. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** What a repository queries: the database or a transaction on it. */
export type Queryable = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** A pg pool for components that need one (the Socket.IO adapter); absent on PGlite. */
  pool: pg.Pool | undefined;
  close(): Promise<void>;
}

/** Extensions the migrations use; every PGlite the app or its tests open must load them. */
export const pgliteExtensions = { pg_trgm, cube };

/**
 * PostgreSQL's default cost of a random read (4) assumes spinning disks; on SSDs (and in memory)
 * it makes the planner scan whole tables where an index is several times faster, e.g. to count
 * the events a common search word matches. 1.1 is the usual setting for SSDs.
 */
const RANDOM_PAGE_COST = 1.1;

/** The pool settings every connection of the app uses (the benchmarks' EXPLAIN uses them too). */
export function postgresPoolConfig(url: string, max: number): pg.PoolConfig {
  return { connectionString: url, max, options: `-c random_page_cost=${RANDOM_PAGE_COST}` };
}

export type DatabaseOptions =
  | {
      kind: 'postgres';
      url: string;
      maxConnections?: number;
      /** Told when an idle connection fails (the pool drops it and opens another when needed). */
      onIdleError?: (error: Error) => void;
    }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'pglite'; client: PGlite };

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool(postgresPoolConfig(options.url, options.maxConnections ?? 10));
    // A server restart or an administrator ends idle connections too; unheard, the pool's
    // "error" event would end the process.
    pool.on('error', (error) => options.onIdleError?.(error));
    const db = drizzleNodePg(pool, { schema }) as unknown as Database;
    return { db, kind: 'postgres', pool, close: () => pool.end() };
  }
  let client: PGlite;
  let unlock = () => {};
  if ('client' in options) {
    client = options.client;
  } else {
    fs.mkdirSync(path.dirname(options.dataDir), { recursive: true });
    // One process per folder: PGlite has no lock of its own, and a second writer loses writes.
    unlock = lockDataDir(options.dataDir);
    try {
      client = await PGlite.create(options.dataDir, { extensions: pgliteExtensions });
    } catch (error) {
      unlock();
      throw error;
    }
  }
  await client.exec(`set random_page_cost = ${RANDOM_PAGE_COST}`);
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    pool: undefined,
    async close() {
      if (!client.closed) {
        // Flush to disk so the next start does not replay the write-ahead log.
        await client.exec('CHECKPOINT');
        await client.close();
      }
      unlock();
    },
  };
}
