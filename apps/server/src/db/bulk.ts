import { getTableColumns, sql, type Column } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from './client.ts';

/** Rows sent in one statement by `insertInBulk`. */
const ROWS_PER_STATEMENT = 2000;

/**
 * Inserts many rows (the seed's hundreds of thousands) in a few statements: each run of rows is
 * one JSON parameter that the database spreads into the table's own row type
 * (`json_populate_recordset`: plain JSON, read once, costs the database less than `jsonb`), so nothing here names a column the schema does not, and an array
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
  const statementOf = (start: number): Promise<{ rows: Array<{ value: unknown }> }> => {
    const json = JSON.stringify(
      rows
        .slice(start, start + ROWS_PER_STATEMENT)
        .map((row) =>
          Object.fromEntries(
            columns.map(([key, column]) => [column.name, (row as Record<string, unknown>)[key] ?? null]),
          ),
        ),
    );
    // `then` sends it now (a query of the builder waits until it is awaited).
    return db
      .execute(
        sql`insert into ${table} (${names}) select ${names} from json_populate_recordset(null::${table}, ${json}::json)${
          skipConflicts ? sql` on conflict do nothing` : sql``
        }${returning ? sql` returning ${sql.identifier(returning.name)} as value` : sql``}`,
      )
      .then((result) => result as { rows: Array<{ value: unknown }> });
  };
  // Each statement is sent before the next one's JSON is made, so the two work side by side; the
  // connection runs them in order.
  const answered: unknown[] = [];
  let running = statementOf(0);
  for (let start = ROWS_PER_STATEMENT; ; start += ROWS_PER_STATEMENT) {
    const next = start < rows.length ? statementOf(start) : undefined;
    // A failed statement fails the ones sent after it too: theirs are not the error to report.
    next?.catch(() => undefined);
    const result = await running;
    if (returning) answered.push(...result.rows.map((row) => row.value));
    if (!next) break;
    running = next;
  }
  return answered;
}

/** Ids in runs small enough to name in one statement's `in (…)`. */
export function idRuns<T>(ids: readonly T[]): T[][] {
  const runs: T[][] = [];
  for (let start = 0; start < ids.length; start += 10_000) runs.push(ids.slice(start, start + 10_000));
  return runs;
}
