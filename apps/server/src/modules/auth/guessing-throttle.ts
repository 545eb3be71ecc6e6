import type { ErrorCode } from '@moim/contract';
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
  /** Wrong sign-up codes from one address, whichever e-mail addresses they name. */
  codeFailuresPerAddress: { max: 30, windowMs: 15 * MINUTE },
  /** Wrong sign-up codes for one e-mail address from one client address. */
  codeFailuresPerEmailAndAddress: { max: 5, windowMs: 15 * MINUTE },
  /** Wrong sign-up codes for one e-mail address from anywhere: past it, one try per client address. */
  codeFailuresPerEmail: { max: 10, windowMs: 15 * MINUTE },
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

  /**
   * One guess at a secret of `target` (an account's password, an e-mail's code) from `address`.
   * Counted before the check: per (target, address), per address, and, past `failuresOfTarget`
   * from anywhere, the target is under attack and each address gets one try per window.
   */
  async function guess(options: {
    target: string;
    address: string;
    attemptsFromAddress?: { action: string; limit: Limit };
    failuresFromAddress: { key: string; limit: Limit };
    failuresOfTargetFromAddress: Limit;
    failuresOfTarget: Limit;
    code: ErrorCode;
  }): Promise<Attempt> {
    const { target, failuresFromAddress, failuresOfTarget } = options;
    const pair = `${target}:ip:${part(options.address)}`;
    if (options.attemptsFromAddress) {
      const { action, limit } = options.attemptsFromAddress;
      await limiter.consumeForAddress(action, options.address, limit);
    }
    const underAttack = (await limiter.count(target, failuresOfTarget)) >= failuresOfTarget.max;
    await limiter.consume(failuresFromAddress.key, limiter.perAddress(failuresFromAddress.limit), options.code);
    const pairLimit = options.failuresOfTargetFromAddress;
    await limiter.consume(pair, underAttack ? { ...pairLimit, max: 1 } : pairLimit, options.code);
    return {
      async succeeded() {
        await limiter.reset(pair);
        await limiter.refund(failuresFromAddress.key);
      },
      async failed() {
        await limiter.hit(target, failuresOfTarget);
      },
    };
  }

  return {
    /** Lets a sign-in be checked, or refuses (`tooManyRequests`) with the wait. */
    signIn(userId: string, address: string): Promise<Attempt> {
      return guess({
        target: `sign-in:account:${part(userId.toLowerCase())}`,
        address,
        attemptsFromAddress: { action: 'sign-in', limit: limits.signInAttemptsPerAddress },
        failuresFromAddress: { key: `sign-in-failures:ip:${part(address)}`, limit: limits.signInFailuresPerAddress },
        failuresOfTargetFromAddress: limits.signInFailuresPerAccountAndAddress,
        failuresOfTarget: limits.signInFailuresPerAccount,
        code: 'tooManyRequests',
      });
    },

    /**
     * Lets a sign-up code for an e-mail address be checked, or refuses (`codeTooManyAttempts`)
     * with the wait. Wrong codes never void the code: a stranger's guesses cannot keep its
     * owner from using it.
     */
    codeCheck(email: string, address: string): Promise<Attempt> {
      return guess({
        target: `code-check:email:${part(email.toLowerCase())}`,
        address,
        failuresFromAddress: { key: `code-check-failures:ip:${part(address)}`, limit: limits.codeFailuresPerAddress },
        failuresOfTargetFromAddress: limits.codeFailuresPerEmailAndAddress,
        failuresOfTarget: limits.codeFailuresPerEmail,
        code: 'codeTooManyAttempts',
      });
    },

    /** Lets a current-password check on a session be made, or refuses (`tooManyRequests`) with the wait. */
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
