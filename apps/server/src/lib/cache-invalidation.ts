import { z } from 'zod';
import { createSignals, type Signals } from './signals.ts';

const eventId = z.number().int().positive();

/** What a write changed, for the caches that may still hold the old state (decision 0036). */
const CacheChangeSchema = z.discriminatedUnion('kind', [
  /** A new event: lists (and their totals) may now contain it. */
  z.object({ kind: z.literal('event-created') }),
  /** An event's counts moved (likes, participants, reviews): its page and the lists that show them. */
  z.object({ kind: z.literal('event-changed'), eventId }),
  /** A moderator hid an event or showed it again (decision 76): its page, the lists and their totals. */
  z.object({ kind: z.literal('event-visibility'), eventId }),
  /** An event is gone: its page, the lists and their totals. */
  z.object({ kind: z.literal('event-deleted'), eventId }),
  /** A user's picture or name changed: every event page and list may show it. */
  z.object({ kind: z.literal('people-changed') }),
]);
export type CacheChange = z.infer<typeof CacheChangeSchema>;

/** How changes travel between server processes (the Socket.IO PostgreSQL adapter's NOTIFY). */
export interface CacheChangeChannel {
  /** Tells every other process. */
  send(change: CacheChange): void;
  /** Calls `listener` with what another process sent (not yet checked: it crossed the database). */
  receive(listener: (change: unknown) => void): void;
}

export interface CacheInvalidation extends Signals<CacheChange> {
  /**
   * Tells every cache at once, in this process synchronously and in the others through the
   * channel. Call it after the write has committed and before answering, so that no read that
   * follows the answer sees the old state.
   */
  publish(change: CacheChange): void;
  /** Calls `listener` for every change published, here or (once connected) in another process. */
  subscribe(listener: (change: CacheChange) => void): void;
  /** Joins the other server processes: what is published here reaches them, and theirs arrives here. */
  connect(channel: CacheChangeChannel): void;
}

export function createCacheInvalidation(): CacheInvalidation {
  const here = createSignals<CacheChange>();
  let channel: CacheChangeChannel | undefined;
  return {
    publish(change) {
      here.publish(change);
      channel?.send(change);
    },
    subscribe: (listener) => here.subscribe(listener),
    connect(joined) {
      channel = joined;
      joined.receive((change) => {
        const parsed = CacheChangeSchema.safeParse(change);
        // Anything else on the channel is not ours to act on.
        if (parsed.success) here.publish(parsed.data);
      });
    },
  };
}
