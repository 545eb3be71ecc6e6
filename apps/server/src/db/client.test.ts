import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { adminUrl } from '../test/database-url.ts';
import { openDatabase } from './client.ts';

const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('the PostgreSQL pool', () => {
  it('survives an idle connection being ended by the server, and connects again', async () => {
    const onIdleError = vi.fn();
    const application = `moim-pool-test-${process.pid}`;
    const connectionUrl = new URL(adminUrl(url!));
    connectionUrl.searchParams.set('application_name', application);
    const handle = await openDatabase({ kind: 'postgres', url: connectionUrl.toString(), onIdleError });
    try {
      await handle.db.execute(sql`select 1`);
      const admin = new pg.Client({ connectionString: adminUrl(url!) });
      await admin.connect();
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1', [
        application,
      ]);
      await admin.end();
      await vi.waitFor(() => expect(onIdleError).toHaveBeenCalled());
      const result = (await handle.db.execute(sql`select 2 as two`)) as unknown as { rows: Array<{ two: number }> };
      expect(result.rows[0]!.two).toBe(2);
    } finally {
      await handle.close();
    }
  });
});
