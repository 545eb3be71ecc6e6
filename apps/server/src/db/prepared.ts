import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import type { PgDialect } from 'drizzle-orm/pg-core';
import type { Queryable } from './client.ts';

/** The statement names given out, by text: a name is hashed once per shape, not at every call. */
const names = new Map<string, string>();

function nameOf(prefix: string, text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `${prefix}_${createHash('sha1').update(text).digest('hex').slice(0, 12)}`;
    names.set(text, name);
  }
  return name;
}

/**
 * Runs a statement written in SQL (a chain of writes the query builder cannot express) as a
 * prepared statement named `prefix` and a hash of its text: PostgreSQL then plans it once per
 * connection instead of at every call (planning was half of a chat send's time in the database,
 * issue 26), and two shapes of one statement never share a name. PGlite runs it as `execute`
 * does. Answers what `execute` answers.
 */
export async function executePrepared<Row>(db: Queryable, prefix: string, query: SQL): Promise<{ rows: Row[] }> {
  const session = db._.session;
  // The session's dialect turns the SQL into its text and parameters, as `execute` has it done.
  const { dialect } = session as unknown as { dialect: PgDialect };
  const { sql: text, params } = dialect.sqlToQuery(query);
  const prepared = session.prepareQuery({ sql: text, params }, undefined, nameOf(prefix, text), false);
  return (await prepared.execute()) as { rows: Row[] };
}
