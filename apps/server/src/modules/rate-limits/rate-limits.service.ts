import type { ErrorCode } from '@moim/contract';
import { createHash } from 'node:crypto';
import { AppError } from '../../lib/errors.ts';
import type { Clock } from '../../lib/clock.ts';
import type { RateLimitsRepository, WindowHit, WindowState } from './rate-limits.repository.ts';

export interface Limit {
  /** Most hits allowed in one window. */
  max: number;
  windowMs: number;
}

export interface HitResult {
  allowed: boolean;
  hits: number;
  /** Milliseconds until the window starts over. */
  resetInMs: number;
}

/**
 * A hit that another module's statement counts (so a write and its limit take one round trip):
 * what to count, the most hits the write may go ahead with, and how to judge the count.
 */
export interface Counter extends WindowHit {
  max: number;
  /** Throws the limit's refusal when the counted window is past the limit. */
  judge(state: WindowState): void;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** The longest key stored as it is. */
const KEY_MAX_LENGTH = 128;

/**
 * A key as stored. Keys carry what clients send (an ID, an e-mail), so a longer one is stored as
 * its start and a digest: it still fits the key's index, and no key short enough to be stored
 * as it is can equal it.
 */
export function storedKey(key: string): string {
  if (key.length <= KEY_MAX_LENGTH) return key;
  return `${key.slice(0, KEY_MAX_LENGTH)}#${createHash('sha256').update(key).digest('hex')}`;
}

/**
 * Fixed-window rate limiting kept in the database, so every server process shares the
 * counts and tests can move the clock instead of waiting.
 */
export function createRateLimiter(deps: {
  repository: RateLimitsRepository;
  clock: Clock;
  /** Multiplies every per-address limit, for deployments where many people share one address. */
  addressFactor?: number;
}) {
  const { repository, clock } = deps;
  const addressFactor = deps.addressFactor ?? 1;
  let lastSweep = 0;

  function resultOf(state: WindowState, limit: Limit): HitResult {
    const resetInMs = Math.max(0, state.windowStart.getTime() + limit.windowMs - clock.now().getTime());
    return { allowed: state.hits <= limit.max, hits: state.hits, resetInMs };
  }

  function refuseUnlessAllowed(result: HitResult, code: ErrorCode): void {
    if (!result.allowed) {
      throw new AppError(code, { retryAfterSeconds: Math.max(1, Math.ceil(result.resetInMs / 1000)) });
    }
  }

  async function hit(key: string, limit: Limit): Promise<HitResult> {
    const now = clock.now();
    const state = await repository.hit(storedKey(key), now, limit.windowMs);
    if (now.getTime() - lastSweep > DAY_MS / 24) {
      lastSweep = now.getTime();
      await repository.deleteOlderThan(new Date(now.getTime() - DAY_MS));
    }
    return resultOf(state, limit);
  }

  /**
   * Counts a hit and refuses (with the wait in seconds) once the limit is passed; `code`
   * names the refusal when a more telling message than `tooManyRequests` exists.
   */
  async function consume(key: string, limit: Limit, code: ErrorCode = 'tooManyRequests'): Promise<void> {
    refuseUnlessAllowed(await hit(key, limit), code);
  }

  /** `consume`'s hit, for a statement of another module to count (see `Counter`). */
  function counter(key: string, limit: Limit, code: ErrorCode = 'tooManyRequests'): Counter {
    return {
      key: storedKey(key),
      windowMs: limit.windowMs,
      max: limit.max,
      judge: (state) => refuseUnlessAllowed(resultOf(state, limit), code),
    };
  }

  /**
   * Spends `amount` of a budget (`limit.max` per window, characters say), only if it fits: refused
   * with `code` and the wait until the window starts over, and then nothing is spent.
   */
  async function spend(key: string, limit: Limit, amount: number, code: ErrorCode): Promise<void> {
    const stored = storedKey(key);
    const now = clock.now();
    const state = await repository.spend(stored, amount, limit.max, now, limit.windowMs);
    if (state) return;
    const current = await repository.read(stored);
    const resetInMs =
      current && amount <= limit.max
        ? Math.max(0, current.windowStart.getTime() + limit.windowMs - now.getTime())
        : limit.windowMs;
    throw new AppError(code, { retryAfterSeconds: Math.max(1, Math.ceil(resetInMs / 1000)) });
  }

  /** The limit of one client address, scaled by the configured factor. */
  const perAddress = (limit: Limit): Limit => ({ ...limit, max: Math.ceil(limit.max * addressFactor) });

  return {
    hit,
    consume,
    counter,
    spend,
    /** Takes back a spend whose work was not done (the provider failed). */
    giveBack: (key: string, amount: number) => repository.giveBack(storedKey(key), amount),
    perAddress,
    /** Counts a hit of one action from one client address. */
    consumeForAddress(action: string, address: string, limit: Limit): Promise<void> {
      return consume(`${action}:ip:${address}`, perAddress(limit));
    },
    /** The hits counted in the key's current window, without counting one. */
    async count(key: string, limit: Limit): Promise<number> {
      const state = await repository.read(storedKey(key));
      if (!state || state.windowStart.getTime() + limit.windowMs <= clock.now().getTime()) return 0;
      return state.hits;
    },
    refund: (key: string) => repository.refund(storedKey(key)),
    reset: (key: string) => repository.reset(storedKey(key)),
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
