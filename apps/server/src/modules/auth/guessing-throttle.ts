import type { Limit, RateLimiter } from '../rate-limits/rate-limits.service.ts';

const MINUTE = 60_000;

export const guessingLimits = {
  /** Every sign-in from one address: bounds the password hashing one address can cause. */
  signInAttemptsPerAddress: { max: 100, windowMs: 15 * MINUTE },
  /** Failed sign-ins from one address, whichever accounts they name. */
  signInFailuresPerAddress: { max: 30, windowMs: 15 * MINUTE },
  /** Failed sign-ins to one account from one address. */
  signInFailuresPerAccountAndAddress: { max: 5, windowMs: 15 * MINUTE },
  /**
   * Failed sign-ins to one account from anywhere. Past it the account is under attack and each
   * address gets a single try per window; the account itself is never closed.
   */
  signInFailuresPerAccount: { max: 10, windowMs: 15 * MINUTE },
  /** Wrong current passwords on one session (the change-password screen). */
  passwordCheckFailuresPerSession: { max: 10, windowMs: 15 * MINUTE },
} satisfies Record<string, Limit>;

/** What the caller reports once the password has been checked. */
export interface Attempt {
  succeeded(): Promise<void>;
  failed(): Promise<void>;
}

/** Key parts never contain ':', so a chosen user id cannot name another key. */
const part = (value: string) => encodeURIComponent(value);

/**
 * Throttles password guessing without letting anyone lock a user out (decision 0015).
 * Failures are counted where the guesser is: per (account, address), per address, and per
 * session for the current-password check. An attempt is counted before the password is
 * checked, so parallel guesses cannot all slip past a limit; a success takes it back.
 */
export function createGuessingThrottle(limiter: RateLimiter) {
  const limits = guessingLimits;
  return {
    /** Lets a sign-in be checked, or throws 429 with the wait. */
    async signIn(userId: string, address: string): Promise<Attempt> {
      const account = `sign-in:account:${part(userId.toLowerCase())}`;
      const pair = `${account}:ip:${part(address)}`;
      const failuresFromAddress = `sign-in-failures:ip:${part(address)}`;
      await limiter.consumeForAddress('sign-in', address, limits.signInAttemptsPerAddress);
      const underAttack =
        (await limiter.count(account, limits.signInFailuresPerAccount)) >= limits.signInFailuresPerAccount.max;
      await limiter.consume(failuresFromAddress, limiter.perAddress(limits.signInFailuresPerAddress));
      await limiter.consume(
        pair,
        underAttack
          ? { ...limits.signInFailuresPerAccountAndAddress, max: 1 }
          : limits.signInFailuresPerAccountAndAddress,
      );
      return {
        async succeeded() {
          await limiter.reset(pair);
          await limiter.refund(failuresFromAddress);
        },
        async failed() {
          await limiter.hit(account, limits.signInFailuresPerAccount);
        },
      };
    },

    /** Lets a current-password check on a session be made, or throws 429 with the wait. */
    async passwordCheck(sessionId: string): Promise<Attempt> {
      const key = `password-check:session:${part(sessionId)}`;
      await limiter.consume(key, limits.passwordCheckFailuresPerSession);
      return {
        succeeded: () => limiter.reset(key),
        failed: async () => undefined,
      };
    },
  };
}

export type GuessingThrottle = ReturnType<typeof createGuessingThrottle>;
