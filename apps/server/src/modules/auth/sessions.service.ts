import type { SignInInput } from '@moim/contract';
import { z } from 'zod';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { verifyAgainstNothing, verifyPassword } from '../../lib/passwords.ts';
import type { Signals } from '../../lib/signals.ts';
import type { TokenService } from '../../lib/tokens.ts';
import { isSuspended } from '../access/access.ts';
import type { Caller } from '../access/caller.ts';
import type { RateLimiter } from '../rate-limits/rate-limits.service.ts';
import type { AuthRepos, AuthTransaction } from './auth-repos.ts';
import { USED_TEMPORARY_PASSWORD_TTL_MS } from './auth.limits.ts';
import { createGuessingThrottle } from './guessing-throttle.ts';
import type { RequestContext } from './request-context.ts';
import { createSessionIssuer, type IssuedSession } from './session-issuer.ts';

/** Sessions that ended on the server, so whatever still holds them open (sockets) can end too. */
export type SessionChange =
  /** Logged out. */
  | { kind: 'ended'; sessionId: string }
  /** Every session of the user but one ended (a password change). */
  | { kind: 'others-ended'; userId: string; keepSessionId: string }
  /** Every session of the user ended (the account was closed). */
  | { kind: 'all-ended'; userId: string };

export interface SessionsServiceDeps {
  repos: AuthRepos;
  transaction: AuthTransaction;
  clock: Clock;
  tokens: TokenService;
  limiter: RateLimiter;
  /** Login IDs that are admins by setting (ADMIN_USER_IDS), besides those granted in the database. */
  adminUserIds: string[];
  /** Where ended sessions are announced. */
  sessionChanges: Signals<SessionChange>;
}

/** What an access token names: the user and the session, as this server signs them. */
const SessionClaimsSchema = z.object({ sub: z.uuid(), sid: z.uuid() });

/** Signing in with ID and password, signing out, and who a session token names. */
export function createSessionsService(deps: SessionsServiceDeps) {
  const { repos, transaction, clock, tokens } = deps;
  // Compared exactly: an ID that differs only in case is another person's spelling, not the admin's.
  const admins = new Set(deps.adminUserIds);
  const throttle = createGuessingThrottle(deps.limiter);
  const issueSession = createSessionIssuer({ clock, tokens });

  /** What a session token says, when this server signed it; a claim of another shape never reaches SQL. */
  async function sessionClaims(token: string): Promise<z.infer<typeof SessionClaimsSchema> | null> {
    const claims = SessionClaimsSchema.safeParse(await tokens.verify('access', token));
    return claims.success ? claims.data : null;
  }

  return {
    /**
     * The user (users.id) a session token names, from its signature alone, without a query:
     * null when it is not a token of this server. Whether the session is live is `authenticate`'s.
     */
    async claimedUserId(token: string): Promise<string | null> {
      return (await sessionClaims(token))?.sub ?? null;
    },

    /** The caller named by a session token, or null when it is not a live session. */
    async authenticate(token: string): Promise<Caller | null> {
      const claims = await sessionClaims(token);
      if (!claims) return null;
      const found = await repos.auth.findSessionWithUser(claims.sid);
      if (!found) return null;
      const { session, user, granted } = found;
      const now = clock.now();
      if (session.userId !== claims.sub || session.revokedAt || session.expiresAt <= now) return null;
      // A suspension revokes the sessions; this holds too for one opened at that very moment.
      if (isSuspended(user, now)) return null;
      return {
        id: user.id,
        userId: user.userId,
        username: user.username,
        email: user.email,
        sessionId: session.id,
        restricted: session.restricted,
        isAdmin: granted || admins.has(user.userId),
        joinedAt: user.createdAt,
      };
    },

    async signIn(input: SignInInput, context: RequestContext): Promise<IssuedSession> {
      // Throttled where the guesses come from, so nobody can lock a user out by guessing.
      const attempt = await throttle.signIn(input.userId, context.ip);
      const fail = async (): Promise<never> => {
        await attempt.failed();
        throw new AppError('signInFailed');
      };

      const user = await repos.users.findByUserId(input.userId);
      if (!user) {
        await verifyAgainstNothing(input.password);
        return fail();
      }
      const persistent = input.keepLoggedIn === true;
      if (await verifyPassword(user.passwordHash, input.password)) {
        await attempt.succeeded();
        await repos.users.update(user.id, { locale: context.locale });
        return issueSession(repos.auth, user, { persistent, restricted: user.passwordChangeRequired });
      }

      const temporary = await repos.auth.findTemporaryPassword(user.id);
      const now = clock.now();
      if (temporary && temporary.expiresAt > now && (await verifyPassword(temporary.passwordHash, input.password))) {
        // First use: from here the old password no longer works and a new one must be chosen;
        // until then (for USED_TEMPORARY_PASSWORD_TTL_MS) it signs in again, asking for the change.
        const session = temporary.usedAt
          ? await issueSession(repos.auth, user, { persistent, restricted: true, passwordConfirmed: true })
          : await transaction(async (tx) => {
              const keepUntil = new Date(now.getTime() + USED_TEMPORARY_PASSWORD_TTL_MS);
              if (!(await tx.auth.useTemporaryPassword(user.id, now, keepUntil))) return null;
              await tx.users.update(user.id, { passwordHash: null, passwordChangeRequired: true, updatedAt: now });
              return issueSession(tx.auth, user, { persistent, restricted: true, passwordConfirmed: true });
            });
        if (session) {
          await attempt.succeeded();
          return session;
        }
      }
      return fail();
    },

    async logout(caller: Caller): Promise<void> {
      await repos.auth.revokeSession(caller.sessionId, clock.now());
      deps.sessionChanges.publish({ kind: 'ended', sessionId: caller.sessionId });
    },
  };
}

export type SessionsService = ReturnType<typeof createSessionsService>;
