import type { Clock } from '../../lib/clock.ts';
import { assertNotSuspended } from '../access/access.ts';
import type { TokenService } from '../../lib/tokens.ts';
import type { UserRow } from '../users/users.repository.ts';
import { SESSION_TTL_BROWSER_MS, SESSION_TTL_PERSISTENT_MS } from './auth.limits.ts';
import type { AuthRepository } from './auth.repository.ts';

export interface IssuedSession {
  token: string;
  userId: string;
  passwordChangeRequired: boolean;
  /** Kept 30 days ("Keep me logged in"); otherwise a browser-session cookie. */
  persistent: boolean;
}

export interface SessionOptions {
  persistent: boolean;
  restricted: boolean;
  passwordConfirmed?: boolean;
}

/** Opens sessions (a password sign-in, a Google one): the row, and the token that names it. */
export function createSessionIssuer({ clock, tokens }: { clock: Clock; tokens: TokenService }) {
  /** `authRepo` is the transaction's when the session belongs to other writes. */
  return async function issueSession(
    authRepo: AuthRepository,
    user: UserRow,
    options: SessionOptions,
  ): Promise<IssuedSession> {
    const now = clock.now();
    assertNotSuspended(user, now);
    const ttl = options.persistent ? SESSION_TTL_PERSISTENT_MS : SESSION_TTL_BROWSER_MS;
    const expiresAt = new Date(now.getTime() + ttl);
    const session = await authRepo.createSession({
      userId: user.id,
      createdAt: now,
      expiresAt,
      persistent: options.persistent,
      restricted: options.restricted,
      passwordConfirmedAt: options.passwordConfirmed ? now : null,
    });
    const token = await tokens.sign('access', { sub: user.id, sid: session.id }, Math.floor(ttl / 1000));
    return {
      token,
      userId: user.userId,
      passwordChangeRequired: options.restricted,
      persistent: options.persistent,
    };
  };
}
