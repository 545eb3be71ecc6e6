import { getTableColumns, sql, type Column } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from './client.ts';

/** Rows sent in one statement by `insertInBulk`. */
const ROWS_PER_STATEMENT = 2000;

/**
 * Inserts many rows (the seed's hundreds of thousands) in a few statements: each run of rows is
 * one JSON parameter that the database spreads into the table's own row type
 * (`jsonb_populate_recordset`), so nothing here names a column the schema does not, and an array
 * column costs no more than a text one. The columns are those of the first row; a column it
 * leaves out takes its default. Dates, arrays and JSON values go as they are (not for `bytea`).
 * With `returning`, answers that column of the new rows, in the rows' order; with
 * `skipConflicts`, a row that would break a unique constraint is left out.
 */
export async function insertInBulk<TTable extends PgTable>(
  db: Queryable,
  table: TTable,
  rows: ReadonlyArray<TTable['$inferInsert']>,
  options: { returning?: Column; skipConflicts?: boolean } = {},
): Promise<unknown[]> {
  const { returning, skipConflicts = false } = options;
  if (rows.length === 0) return [];
  const first = rows[0] as Record<string, unknown>;
  const columns = Object.entries(getTableColumns(table)).filter(([key]) => first[key] !== undefined);
  const names = sql.join(
    columns.map(([, column]) => sql.identifier(column.name)),
    sql`, `,
  );
  const answered: unknown[] = [];
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    const json = JSON.stringify(
      rows
        .slice(start, start + ROWS_PER_STATEMENT)
        .map((row) =>
          Object.fromEntries(
            columns.map(([key, column]) => [column.name, (row as Record<string, unknown>)[key] ?? null]),
          ),
        ),
    );
    const result = (await db.execute(
      sql`insert into ${table} (${names}) select ${names} from jsonb_populate_recordset(null::${table}, ${json}::jsonb)${
        skipConflicts ? sql` on conflict do nothing` : sql``
      }${returning ? sql` returning ${sql.identifier(returning.name)} as value` : sql``}`,
    )) as { rows: Array<{ value: unknown }> };
    if (returning) answered.push(...result.rows.map((row) => row.value));
  }
  return answered;
}

/** Ids in runs small enough to name in one statement's `in (…)`. */
export function idRuns<T>(ids: readonly T[]): T[][] {
  const runs: T[][] = [];
  for (let start = 0; start < ids.length; start += 10_000) runs.push(ids.slice(start, start + 10_000));
  return runs;
}
