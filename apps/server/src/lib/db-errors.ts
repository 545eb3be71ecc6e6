/** The PostgreSQL error (pg or PGlite, possibly wrapped by Drizzle) with this SQLSTATE, if it is one. */
function violation(error: unknown, sqlState: string): { constraint: string | undefined } | null {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const candidate = e as { code?: unknown; constraint?: unknown };
    if (candidate.code === sqlState) {
      return { constraint: typeof candidate.constraint === 'string' ? candidate.constraint : undefined };
    }
  }
  return null;
}

/** Whether a database error is a unique violation. */
export function uniqueViolation(error: unknown): { constraint: string | undefined } | null {
  return violation(error, '23505');
}

/** Whether a database error is a foreign-key violation (a referenced row is gone). */
export function foreignKeyViolation(error: unknown): { constraint: string | undefined } | null {
  return violation(error, '23503');
}
