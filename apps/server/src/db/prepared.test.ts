import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database.ts';
import type { DatabaseHandle } from './client.ts';
import { executePrepared } from './prepared.ts';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

describe('executePrepared', () => {
  it('answers the rows, with their parameters, as execute does', async () => {
    const twice = (n: number) =>
      executePrepared<{ doubled: number }>(handle.db, 'test_twice', sql`select ${n}::int * 2 as doubled`);
    expect((await twice(3)).rows).toEqual([{ doubled: 6 }]);
    expect((await twice(21)).rows).toEqual([{ doubled: 42 }]);
  });

  it('prepares a statement once per connection on PostgreSQL, one per shape of its text', async () => {
    if (handle.kind !== 'postgres') return;
    const prepared = await handle.db.transaction(async (tx) => {
      for (const n of [1, 2, 3]) await executePrepared(tx, 'test_shape', sql`select ${n}::int as n`);
      await executePrepared(tx, 'test_shape', sql`select ${1}::int as n, ${2}::int as m`);
      const { rows } = (await tx.execute(
        sql`select name from pg_prepared_statements where name like 'test_shape_%' order by name`,
      )) as unknown as { rows: { name: string }[] };
      return rows.map((row) => row.name);
    });
    expect(prepared).toHaveLength(2);
    expect(prepared.every((name) => /^test_shape_[0-9a-f]{12}$/.test(name))).toBe(true);
  });
});
