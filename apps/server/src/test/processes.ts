import { sql } from 'drizzle-orm';
import { openDatabase } from '../db/client.ts';
import { adminUrl } from './database-url.ts';
import { createTestApp, type TestApp, type TestAppOptions } from './test-app.ts';
import { queryRows } from './test-database.ts';

/**
 * Another server process on `first`'s PostgreSQL database, as in production behind a load
 * balancer: its own pool (and Socket.IO adapter), the same rows. PostgreSQL only
 * (TEST_DATABASE_URL).
 */
export async function secondProcess(first: TestApp, options: Omit<TestAppOptions, 'database'> = {}): Promise<TestApp> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('Two server processes need PostgreSQL (TEST_DATABASE_URL)');
  const [row] = await queryRows<{ name: string }>(first.database, sql`select current_database() as name`);
  const database = await openDatabase({ kind: 'postgres', url: adminUrl(url, row!.name), maxConnections: 5 });
  return createTestApp({ ...options, database });
}

/**
 * Resolves once `to` hears what `from` sends between processes: the adapter of a process that
 * has just started LISTENs a moment later, and a test must not act before then.
 */
export async function hearing(from: TestApp, to: TestApp, timeoutMs = 20_000): Promise<void> {
  const probe = `test:probe:${Math.random()}`;
  let heard = false;
  to.app.io.on(probe, () => (heard = true));
  const deadline = Date.now() + timeoutMs;
  while (!heard) {
    if (Date.now() > deadline) throw new Error('the other process never heard this one');
    from.app.io.serverSideEmit(probe);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
