/** Whether a database error (PostgreSQL or PGlite, possibly wrapped by Drizzle) is a unique violation. */
export function uniqueViolation(error: unknown): { constraint: string | undefined } | null {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const candidate = e as { code?: unknown; constraint?: unknown };
    if (candidate.code === '23505') {
      return { constraint: typeof candidate.constraint === 'string' ? candidate.constraint : undefined };
    }
  }
  return null;
}
