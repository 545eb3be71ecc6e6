import { z } from 'zod';
import { RECORD_ID_MAX } from './limits.ts';
import type { ErrorCode } from './error-status.ts';

/** PostgreSQL cannot store U+0000 in text, and no person types it. */
export function hasNoNul(value: string): boolean {
  return !value.includes('\u0000');
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Half of a character (a lone UTF-16 surrogate) cannot be stored as UTF-8: no keyboard types one. */
export function isWellFormed(value: string): boolean {
  return !LONE_SURROGATE.test(value);
}

export interface TextOptions {
  /** The message when the value is not text at all (missing, a number…). */
  invalid?: ErrorCode;
  /** The message when it is longer than `max`; by default the generic one, which names `max`. */
  tooLong?: ErrorCode;
  /** Surrounding white space is dropped before the length is counted. */
  trim?: boolean;
}

/**
 * The one way a request schema takes text: at most `max` characters, no NUL character and no
 * half characters.
 * Chain the field's own rules (`.min`, `.regex`, `.pipe`) after it: these two come first, so
 * their message is the one a request gets, and a value refused here never reaches a service.
 */
export function text(max: number, options: TextOptions = {}) {
  const string = z.string(options.invalid ? { error: options.invalid } : undefined);
  return (options.trim ? string.trim() : string)
    .max(max, { error: options.tooLong ?? 'textTooLong' })
    .refine(hasNoNul, { error: 'textInvalidCharacters' })
    .refine(isWellFormed, { error: 'textInvalidCharacters' });
}

/**
 * A database id in a path, query or body: a whole number from 1 to 2³¹ − 1, written as a number
 * or as digits. Anything else cannot name a record.
 */
export function recordId(error: ErrorCode = 'invalidInput') {
  return z.coerce.number({ error }).int({ error }).min(1, { error }).max(RECORD_ID_MAX, { error });
}
