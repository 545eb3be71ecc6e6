import { type GoogleSignUpInput, type MessageKey, safeReturnAddress, seoulDate, signUpProblem } from '@moim/contract';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import type { OidcClaims, OidcClient } from '../../lib/oidc.ts';
import type { TokenService } from '../../lib/tokens.ts';
import type { Caller } from '../access/caller.ts';
import type { AuthRepos, AuthTransaction } from './auth-repos.ts';
import { GOOGLE_TICKET_TTL_SECONDS, OIDC_STATE_TTL_SECONDS } from './auth.limits.ts';
import type { AuthRepository } from './auth.repository.ts';
import { insertUser, isUserIdFree } from './new-accounts.ts';
import type { RequestContext } from './request-context.ts';
import { createSessionIssuer, type IssuedSession } from './session-issuer.ts';

export interface GoogleServiceDeps {
  repos: AuthRepos;
  transaction: AuthTransaction;
  clock: Clock;
  tokens: TokenService;
  /** Google sign-in; absent when not configured. */
  oidc: OidcClient | undefined;
  /**
   * The web clients a Google sign-in may return to: this site (PUBLIC_URL's origin) and the
   * other origins allowed to use the API (ALLOWED_ORIGINS).
   */
  webOrigins: { site: string; others: readonly string[] };
}

export type GoogleOutcome = (
  | { kind: 'session'; session: IssuedSession }
  | { kind: 'sign-up'; ticket: string; email: string; name: string }
  | { kind: 'link'; ticket: string }
  | { kind: 'refused'; code: MessageKey }
) & {
  /**
   * The page the sign-in started from, to go back to: a path of this site, or an address on
   * another allowed origin (`safeReturnAddress`); absent for this site's home page.
   */
  returnTo?: string;
};

/** The home page of the allowed origin other than this site that `page` (a Referer) is on; else null. */
function otherClientHome(page: string | undefined, origins: GoogleServiceDeps['webOrigins']): string | null {
  const origin = page && URL.canParse(page) ? new URL(page).origin : undefined;
  return origin && origins.others.includes(origin) ? `${origin}/` : null;
}

function sameUser(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

/** Signing in and up with Google, and linking a Google account to a password account. */
export function createGoogleService(deps: GoogleServiceDeps) {
  const { repos, transaction, clock, tokens } = deps;
  const issueSession = createSessionIssuer({ clock, tokens });

  /** Links a Google identity to a user; refused when it already belongs to someone else. */
  async function linkIdentity(
    authRepo: AuthRepository,
    identity: { issuer: string; subject: string; userId: string },
  ): Promise<void> {
    const owner = await authRepo.linkIdentity({ ...identity, createdAt: clock.now() });
    if (owner !== identity.userId) throw new AppError('googleLinkedElsewhere');
  }

  /**
   * Where a finished Google sign-in leads: a linked user gets a session; a new person gets a
   * sign-up ticket; an e-mail that belongs to a password account gets a link ticket, used
   * after an explicit sign-in with that account.
   */
  async function completeGoogleSignIn(claims: OidcClaims): Promise<GoogleOutcome> {
    const identity = await repos.auth.findIdentity(claims.issuer, claims.subject);
    if (identity) {
      const user = await repos.users.findById(identity.userId);
      if (user) {
        return {
          kind: 'session',
          session: await issueSession(repos.auth, user, { persistent: false, restricted: false }),
        };
      }
    }
    if (!claims.email || !claims.emailVerified) return { kind: 'refused', code: 'googleSignInFailed' };
    const ticketClaims = { iss_: claims.issuer, sub_: claims.subject, email: claims.email, name: claims.name ?? '' };
    if (await repos.users.findByEmail(claims.email)) {
      return { kind: 'link', ticket: await tokens.sign('google-link', ticketClaims, GOOGLE_TICKET_TTL_SECONDS) };
    }
    return {
      kind: 'sign-up',
      ticket: await tokens.sign('google-signup', ticketClaims, GOOGLE_TICKET_TTL_SECONDS),
      email: claims.email,
      name: claims.name ?? '',
    };
  }

  return {
    googleSignInEnabled: deps.oidc !== undefined,

    /**
     * Starts a Google sign-in: the provider's address, and the state to keep in a cookie. The
     * state also keeps where to come back to: `returnTo` if it is a path of this site or an
     * address on another allowed origin; else, for a sign-in that came from a page of another
     * allowed origin (`startedFrom`, the Referer: the original client sends no `returnTo`), that
     * origin's home page. Anything else is dropped, so the callback never sends anyone elsewhere.
     */
    async startGoogleSignIn(returnTo?: string, startedFrom?: string): Promise<{ url: string; stateToken: string }> {
      if (!deps.oidc) throw new AppError('notFound');
      const start = await deps.oidc.start();
      const path = safeReturnAddress(returnTo, deps.webOrigins) ?? otherClientHome(startedFrom, deps.webOrigins);
      const stateToken = await tokens.sign(
        'oidc-state',
        {
          state: start.state,
          codeVerifier: start.codeVerifier,
          nonce: start.nonce,
          ...(path && path !== '/' ? { returnTo: path } : {}),
        },
        OIDC_STATE_TTL_SECONDS,
      );
      return { url: start.url, stateToken };
    },

    /** Finishes a Google sign-in from the callback address and the state cookie. */
    async finishGoogleSignIn(callbackUrl: URL, stateToken: string | undefined): Promise<GoogleOutcome> {
      if (!deps.oidc) throw new AppError('notFound');
      const expected = stateToken
        ? await tokens.verify<{ state: string; codeVerifier: string; nonce: string; returnTo?: string }>(
            'oidc-state',
            stateToken,
          )
        : null;
      if (!expected) return { kind: 'refused', code: 'googleSignInFailed' };
      const returnTo = safeReturnAddress(expected.returnTo, deps.webOrigins);
      const back = returnTo ? { returnTo } : {};
      let claims: OidcClaims;
      try {
        claims = await deps.oidc.finish(callbackUrl, expected);
      } catch {
        return { kind: 'refused', code: 'googleSignInFailed', ...back };
      }
      try {
        return { ...(await completeGoogleSignIn(claims)), ...back };
      } catch (error) {
        // A suspended account is told so on the sign-in page, as any refused Google sign-in is.
        if (error instanceof AppError && error.code === 'accountSuspended') {
          return { kind: 'refused', code: 'accountSuspended', ...back };
        }
        throw error;
      }
    },

    /** `ticket` is the sign-up ticket of the callback (from the body, or the cookie it set). */
    async googleSignUp(
      input: GoogleSignUpInput,
      ticketToken: string | undefined,
      context: RequestContext,
    ): Promise<IssuedSession> {
      const ticket = ticketToken
        ? await tokens.verify<{ iss_: string; sub_: string; email: string; name: string }>('google-signup', ticketToken)
        : null;
      if (!ticket || !sameUser(ticket.email, input.email)) throw new AppError('googleTicketInvalid');
      const now = clock.now();
      const problem = signUpProblem(
        {
          ...input,
          username: input.username ?? (ticket.name || input.userId),
          password: 'Unused1!',
          confirmPassword: 'Unused1!',
        },
        {
          userIdAvailable: await isUserIdFree(repos.users, input.userId),
          emailVerified: true,
          today: seoulDate(now),
        },
      );
      if (problem) throw new AppError(problem.code);
      if (await repos.users.findByEmail(ticket.email)) throw new AppError('emailTaken');
      return transaction(async (tx) => {
        const user = await insertUser(
          tx,
          clock,
          {
            ...input,
            email: ticket.email.toLowerCase(),
            username: (input.username ?? ticket.name).trim() || input.userId,
            passwordHash: null,
          },
          context,
        );
        await linkIdentity(tx.auth, { issuer: ticket.iss_, subject: ticket.sub_, userId: user.id });
        return issueSession(tx.auth, user, { persistent: false, restricted: false });
      });
    },

    /** Links a Google account to the signed-in user whose e-mail it verified. */
    async linkGoogle(caller: Caller, ticketToken: string | undefined): Promise<void> {
      const ticket = ticketToken
        ? await tokens.verify<{ iss_: string; sub_: string; email: string }>('google-link', ticketToken)
        : null;
      if (!ticket || !sameUser(ticket.email, caller.email)) throw new AppError('googleTicketInvalid');
      await linkIdentity(repos.auth, { issuer: ticket.iss_, subject: ticket.sub_, userId: caller.id });
    },
  };
}

export type GoogleService = ReturnType<typeof createGoogleService>;
