import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api.ts';

/**
 * The server's text for a failed call (or the no-connection text); the fallback message when the
 * server gave no explanation or the failure is not an API error.
 */
export function errorMessage(t: TFunction, error: unknown, fallback: string): string {
  if (error instanceof ApiError && (error.body || error.status === 0)) return error.message;
  return t(`messages:${fallback}`);
}
