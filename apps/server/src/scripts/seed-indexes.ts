import { getTableName, sql, type Table } from 'drizzle-orm';
import type { DatabaseHandle, Transaction } from '../db/client.ts';

/**
 * The secondary indexes a seed builds after loading its rows. A big seed spends most of its time
 * building them (at 1,000,000 events the search pieces' GIN index alone takes minutes), and in the
 * seed's transaction they are built one after the other on one core. On PostgreSQL they are built
 * after the commit instead, several at a time on connections of their own; their definitions are
 * committed with the rows in `moim_seed_pending_indexes`, so a seed stopped before they were all
 * built leaves a record, and the next seed (or `npm run seed -- --events 0`) builds what is left.
 * These indexes back no constraint: until they are there, the site is slower, never wrong.
 */
const PENDING = sql.identifier('moim_seed_pending_indexes');

/** Drops the table's indexes that back no constraint and are not unique; returns their definitions. */
export async function dropSecondaryIndexes(tx: Transaction, table: Table): Promise<string[]> {
  const { rows } = (await tx.execute(
    sql`select i.relname as name, pg_get_indexdef(x.indexrelid) as definition
     from pg_index x
     join pg_class i on i.oid = x.indexrelid
     join pg_class t on t.oid = x.indrelid
     join pg_namespace s on s.oid = t.relnamespace
     where t.relname = ${getTableName(table)} and s.nspname = current_schema()
       and not x.indisunique and not x.indisprimary
       and not exists (select 1 from pg_constraint c where c.conindid = x.indexrelid)
     order by i.relname`,
  )) as { rows: Array<{ name: string; definition: string }> };
  for (const row of rows) await tx.execute(sql`drop index ${sql.identifier(row.name)}`);
  return rows.map((r) => r.definition);
}

/** Records indexes to build after the commit, in the seed's transaction (PostgreSQL). */
export async function rememberPendingIndexes(tx: Transaction, definitions: string[]): Promise<void> {
  if (definitions.length === 0) return;
  await tx.execute(sql`create table if not exists ${PENDING} (definition text primary key)`);
  await tx.execute(
    sql`insert into ${PENDING} (definition) select json_array_elements_text(${JSON.stringify(definitions)}::json)
     on conflict do nothing`,
  );
}

/** The cost of building an index, roughly: GIN, then GiST, then B-tree, bigger tables first. */
const COST_ORDER = sql`case when definition like '% USING gin %' then 0 when definition like '% USING gist %' then 1 else 2 end,
  pg_total_relation_size(split_part(split_part(definition, ' ON ', 2), ' ', 1)::regclass) desc`;

/**
 * Builds the indexes a seed left to build (this one's or a stopped one's), `workers` at a time,
 * each in a transaction that also crosses it off the record. Answers how many it built.
 */
export async function buildPendingIndexes(
  handle: DatabaseHandle,
  { workers, maintenanceMib }: { workers: number; maintenanceMib: number },
): Promise<number> {
  const { rows: found } = (await handle.db.execute(
    sql`select to_regclass('moim_seed_pending_indexes') is not null as ok`,
  )) as {
    rows: Array<{ ok: boolean }>;
  };
  if (!found[0]?.ok) return 0;
  const { rows } = (await handle.db.execute(sql`select definition from ${PENDING} order by ${COST_ORDER}`)) as {
    rows: Array<{ definition: string }>;
  };
  const queue = rows.map((row) => row.definition);
  const worker = async () => {
    for (let definition = queue.shift(); definition; definition = queue.shift()) {
      const idempotent = definition.replace(/^CREATE INDEX /, 'CREATE INDEX IF NOT EXISTS ');
      await handle.db.transaction(async (tx) => {
        await tx.execute(sql.raw(`set local maintenance_work_mem = '${maintenanceMib}MB'`));
        await tx.execute(sql.raw(idempotent));
        await tx.execute(sql`delete from ${PENDING} where definition = ${definition}`);
      });
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, workers) }, worker));
  await handle.db.execute(sql`drop table ${PENDING}`);
  return rows.length;
}
