import { CHAT_RATE_LIMIT } from '@moim/contract';
import type { Clock } from '../lib/clock.ts';
import { createTokenBuckets, type BucketLimit } from '../lib/token-buckets.ts';

/**
 * What one person may ask of the server over sockets (decision 43), counted in memory per user,
 * across all their sockets on this process and across reconnections: events within `events`,
 * at most `inFlight` being worked on at once. Past it an event is refused, which costs nothing;
 * a person who keeps going (past `refusals` as well) has the socket disconnected.
 */
export interface EventBudgetLimits {
  events: BucketLimit;
  refusals: BucketLimit;
  inFlight: number;
}

/**
 * Enough for any person: the chat client sends a join and a read position per room opened, a
 * read position per message seen and at most CHAT_RATE_LIMIT messages in 10 s, which may all be
 * on their way at once (a slow network hands them over together).
 */
export const SOCKET_EVENT_BUDGET: EventBudgetLimits = {
  events: { burst: 30, perSecond: 10 },
  refusals: { burst: 100, perSecond: 10 },
  inFlight: CHAT_RATE_LIMIT + 6,
};

export type BudgetVerdict = 'allowed' | 'refused' | 'disconnect';

export function createEventBudgets(limits: EventBudgetLimits, clock: Clock) {
  const events = createTokenBuckets(limits.events, clock);
  const refusals = createTokenBuckets(limits.refusals, clock);
  const working = new Map<string, number>();
  const refuse = (userId: string): BudgetVerdict => (refusals.take(userId) ? 'refused' : 'disconnect');
  return {
    /** Counts an event of the user's as it arrives. */
    arrive(userId: string): BudgetVerdict {
      return events.take(userId) ? 'allowed' : refuse(userId);
    },
    /** Starts work on an allowed event; `done` must follow when its work ends. */
    start(userId: string): BudgetVerdict {
      const now = working.get(userId) ?? 0;
      if (now >= limits.inFlight) return refuse(userId);
      working.set(userId, now + 1);
      return 'allowed';
    },
    done(userId: string): void {
      const now = (working.get(userId) ?? 1) - 1;
      if (now > 0) working.set(userId, now);
      else working.delete(userId);
    },
  };
}
