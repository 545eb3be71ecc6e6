import type { Clock } from '../lib/clock.ts';

/**
 * What one socket may ask of the server (decision 43). Events are counted in memory per socket,
 * before any work: within `burst`, refilled at `perSecond`, at most `inFlight` being worked on at
 * once. Past it an event is refused, which costs nothing; a socket that keeps going (more than
 * `refusals` refused events beyond what the refill forgives) is disconnected.
 */
export interface EventBudgetLimits {
  burst: number;
  perSecond: number;
  inFlight: number;
  refusals: number;
}

/**
 * Enough for any person: the chat client sends a join and a read position per room opened, a
 * read position per message seen and at most CHAT_RATE_LIMIT messages in 10 s.
 */
export const SOCKET_EVENT_BUDGET: EventBudgetLimits = { burst: 30, perSecond: 10, inFlight: 8, refusals: 100 };

/** A token bucket on a clock: `take()` spends one token if one is left. */
function tokenBucket(capacity: number, perSecond: number, clock: Clock) {
  let tokens = capacity;
  let updated = clock.now().getTime();
  return {
    take(): boolean {
      const now = clock.now().getTime();
      tokens = Math.min(capacity, tokens + ((now - updated) / 1000) * perSecond);
      updated = now;
      if (tokens < 1) return false;
      tokens -= 1;
      return true;
    },
  };
}

export type BudgetVerdict = 'allowed' | 'refused' | 'disconnect';

/** One socket's budget. */
export function createEventBudget(limits: EventBudgetLimits, clock: Clock) {
  const events = tokenBucket(limits.burst, limits.perSecond, clock);
  const refusals = tokenBucket(limits.refusals, limits.perSecond, clock);
  let working = 0;
  const refuse = (): BudgetVerdict => (refusals.take() ? 'refused' : 'disconnect');
  return {
    /** Counts an event as it arrives. */
    arrive(): BudgetVerdict {
      return events.take() ? 'allowed' : refuse();
    },
    /** Starts work on an allowed event; `done` must follow when its work ends. */
    start(): BudgetVerdict {
      if (working >= limits.inFlight) return refuse();
      working += 1;
      return 'allowed';
    },
    done(): void {
      working -= 1;
    },
  };
}

export type EventBudget = ReturnType<typeof createEventBudget>;
