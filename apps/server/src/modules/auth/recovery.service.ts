import {
  type CheckPasswordInput,
  type FindPasswordInput,
  type FindUsernameInput,
  type UpdatePasswordInput,
  maskUserId,
  translateMessage,
} from '@moim/contract';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { generateTemporaryPassword, hashPassword, verifyPassword } from '../../lib/passwords.ts';
import type { Signals } from '../../lib/signals.ts';
import { assertPasswordConfirmed, assertSelf } from '../access/access.ts';
import type { Caller } from '../access/caller.ts';
import type { RateLimiter } from '../rate-limits/rate-limits.service.ts';
import type { AuthRepos, AuthTransaction } from './auth-repos.ts';
import { TEMPORARY_PASSWORD_TTL_MS, authLimits } from './auth.limits.ts';
import { forgotIdMail, temporaryPasswordMail } from './auth.mails.ts';
import { createGuessingThrottle } from './guessing-throttle.ts';
import type { RequestContext } from './request-context.ts';
import type { SessionChange } from './sessions.service.ts';

export interface RecoveryServiceDeps {
  repos: AuthRepos;
  transaction: AuthTransaction;
  clock: Clock;
  mailer: Mailer;
  limiter: RateLimiter;
  /** Where ended sessions are announced. */
  sessionChanges: Signals<SessionChange>;
}

/** A forgotten ID or password (mailed), and changing the password (after confirming the current one). */
export function createRecoveryService(deps: RecoveryServiceDeps) {
  const { repos, transaction, clock, mailer, limiter } = deps;
  const throttle = createGuessingThrottle(limiter);

  /**
   * Whether `password` is the user's current one. After a temporary password was used, it stands
   * in as the current one until the change.
   */
  async function matchesCurrentPassword(id: string, password: string): Promise<boolean> {
    const user = await repos.users.findById(id);
    if (!user) throw new AppError('unauthorized');
    if (await verifyPassword(user.passwordHash, password)) return true;
    if (!user.passwordChangeRequired) return false;
    const temporary = await repos.auth.findTemporaryPassword(user.id);
    return Boolean(temporary?.usedAt) && (await verifyPassword(temporary?.passwordHash, password));
  }

  return {
    async checkCurrentPassword(caller: Caller, input: CheckPasswordInput): Promise<boolean> {
      assertSelf(caller, input.userId);
      // Counted per session: a guesser holding one session cannot keep the owner's others out.
      const attempt = await throttle.passwordCheck(caller.sessionId);
      const valid = await matchesCurrentPassword(caller.id, input.password);
      if (valid) {
        await attempt.succeeded();
        await repos.auth.updateSession(caller.sessionId, { passwordConfirmedAt: clock.now() });
      } else {
        await attempt.failed();
      }
      return valid;
    },

    /** Sets a new password; the current one must have been confirmed on this session just before. */
    async updatePassword(caller: Caller, input: UpdatePasswordInput): Promise<void> {
      assertSelf(caller, input.userId);
      if (input.confirmPassword !== undefined && input.confirmPassword !== input.password) {
        throw new AppError('newPasswordMismatch');
      }
      const now = clock.now();
      assertPasswordConfirmed((await repos.auth.findSession(caller.sessionId))?.passwordConfirmedAt, now);
      if (await matchesCurrentPassword(caller.id, input.password)) throw new AppError('newPasswordSameAsCurrent');
      const passwordHash = await hashPassword(input.password);
      await transaction(async (tx) => {
        await tx.users.update(caller.id, { passwordHash, passwordChangeRequired: false, updatedAt: now });
        await tx.auth.deleteTemporaryPassword(caller.id);
        // A password change ends every other session.
        await tx.auth.revokeOtherSessions(caller.id, caller.sessionId, now);
        await tx.auth.updateSession(caller.sessionId, { restricted: false, passwordConfirmedAt: null });
      });
      deps.sessionChanges.publish({ kind: 'others-ended', userId: caller.id, keepSessionId: caller.sessionId });
    },

    /** Mails the full ID; answers it masked. */
    async findUsername(input: FindUsernameInput, context: RequestContext) {
      const email = input.email.toLowerCase();
      await limiter.consumeForAddress('find-id', context.ip, authLimits.recoveryPerIp);
      await limiter.consume(`find-id:account:${email}`, authLimits.recoveryPerAccount);
      const user = await repos.users.findByEmail(email);
      if (!user) throw new AppError('findIdFailed');
      try {
        await mailer.send(forgotIdMail(user.locale, user.email, user.username, user.userId));
      } catch (error) {
        throw new AppError('findIdMailFailed', { cause: error });
      }
      return { username: maskUserId(user.userId), message: translateMessage('findIdCompleted', context.locale) };
    },

    /**
     * Mails a temporary password: an extra credential for an hour; once used, the only one until
     * the change (USED_TEMPORARY_PASSWORD_TTL_MS at most).
     */
    async findPassword(input: FindPasswordInput, context: RequestContext) {
      await limiter.consumeForAddress('find-password', context.ip, authLimits.recoveryPerIp);
      await limiter.consume(`find-password:account:${input.userId.toLowerCase()}`, authLimits.recoveryPerAccount);
      const user = await repos.users.findByUserId(input.userId);
      if (!user || user.email !== input.email.toLowerCase()) {
        throw new AppError('findPasswordNotFound');
      }
      const now = clock.now();
      const password = generateTemporaryPassword();
      await repos.auth.saveTemporaryPassword({
        userId: user.id,
        passwordHash: await hashPassword(password),
        createdAt: now,
        expiresAt: new Date(now.getTime() + TEMPORARY_PASSWORD_TTL_MS),
      });
      try {
        await mailer.send(temporaryPasswordMail(user.locale, user.email, user.username, password));
      } catch (error) {
        await repos.auth.deleteTemporaryPassword(user.id);
        throw new AppError('codeSendFailed', { cause: error });
      }
      return { pwChangeSuccess: true, message: translateMessage('tempPasswordSent', context.locale) };
    },
  };
}

export type RecoveryService = ReturnType<typeof createRecoveryService>;
