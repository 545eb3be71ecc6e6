import { createSignals, type Signals } from './signals.ts';

/**
 * What a write changed, for the caches that may still hold the old state. Plain JSON, so that
 * a later step can carry it to the other server processes (PostgreSQL NOTIFY on one channel,
 * LISTEN in each process) and hand what arrives to the same listeners.
 */
export type CacheChange =
  /** A new event: lists (and their totals) may now contain it. */
  | { kind: 'event-created' }
  /** An event's counts moved (likes, participants): its page and the lists that show them. */
  | { kind: 'event-changed'; eventId: number }
  /** An event is gone: its page, the lists and their totals. */
  | { kind: 'event-deleted'; eventId: number }
  /** A user's picture or name changed: every event page and list may show it. */
  | { kind: 'people-changed' };

export interface CacheInvalidation extends Signals<CacheChange> {
  /**
   * Tells every cache at once. Call it after the write has committed and before answering, so
   * that no read that follows the answer sees the old state.
   */
  publish(change: CacheChange): void;
  /** Calls `listener` for every change published (today in this process only). */
  subscribe(listener: (change: CacheChange) => void): void;
}

/** The in-process part: publishing calls every listener synchronously. */
export function createCacheInvalidation(): CacheInvalidation {
  return createSignals<CacheChange>();
}
