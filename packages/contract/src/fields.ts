import { z } from 'zod';

/** The largest id a database row can have (PostgreSQL integer). */
export const RECORD_ID_MAX = 2_147_483_647;

/** The id of a stored record, as a path or body value; anything larger is a 400. */
export const recordId = () => z.coerce.number().int().positive().max(RECORD_ID_MAX);

/**
 * Whether text is free of NUL characters, which PostgreSQL cannot store: a string field refuses
 * them with `.refine(hasNoNul, { error: 'invalidInput' })`, so they are a 400, never a 500.
 */
export function hasNoNul(value: string): boolean {
  return !value.includes('\u0000');
}
