import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  type CheckPasswordInput,
  type FindPasswordInput,
  type FindUsernameInput,
  type GoogleSignUpInput,
  type Locale,
  type MessageKey,
  type SendVerificationInput,
  type SignInInput,
  type SignUpInput,
  type UpdatePasswordInput,
  type VerifyCodeInput,
  EmailSchema,
  GenderSchema,
  NationalitySchema,
  UserIdSchema,
  VERIFICATION_CODE_LENGTH,
  VERIFICATION_CODE_TTL_SECONDS,
  VERIFICATION_RESEND_SECONDS,
  maskUserId,
  safeReturnAddress,
  seoulDate,
  signUpProblem,
  translateMessage,
} from '@moim/contract';
import { z } from 'zod';
import type { Clock } from '../../lib/clock.ts';
import { uniqueViolation } from '../../lib/db-errors.ts';
import { AppError } from '../../lib/errors.ts';
import type { Mailer } from '../../lib/mailer.ts';
import type { OidcClaims, OidcClient } from '../../lib/oidc.ts';
import type { Signals } from '../../lib/signals.ts';
import {
  generateNumericCode,
  generateTemporaryPassword,
  hashPassword,
  verifyAgainstNothing,
  verifyPassword,
} from '../../lib/passwords.ts';
import type { TokenService } from '../../lib/tokens.ts';
import type { TransactionRunner } from '../../lib/unit-of-work.ts';
import { assertPasswordConfirmed, assertSelf } from '../access/access.ts';
import type { Caller } from '../access/caller.ts';
import type { RateLimiter } from '../rate-limits/rate-limits.service.ts';
import type { UserRow, UsersRepository } from '../users/users.repository.ts';
import { forgotIdMail, temporaryPasswordMail, verificationCodeMail } from './auth.mails.ts';
import type { AuthRepository } from './auth.repository.ts';
import { createGuessingThrottle } from './guessing-throttle.ts';
import { isReservedUserId } from './reserved-user-ids.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const SESSION_TTL_PERSISTENT_MS = 30 * DAY;
/** A browser session also ends when the browser closes; this caps a forgotten one. */
const SESSION_TTL_BROWSER_MS = DAY;
const VERIFIED_EMAIL_VALID_MS = 30 * MINUTE;
const TEMPORARY_PASSWORD_TTL_MS = HOUR;
/**
 * Once used, a temporary password keeps signing its owner in (asking for the change each time)
 * until a new password is set, for this long: someone who chose "Change later" is not locked out
 * when their session ends, and a password mailed in clear does not stay a way in for good.
 */
const USED_TEMPORARY_PASSWORD_TTL_MS = 7 * DAY;
export const GOOGLE_TICKET_TTL_SECONDS = 30 * 60;

const limits = {
  codeSendsPerEmail: { max: 5, windowMs: 30 * MINUTE },
  codeSendsPerIp: { max: 20, windowMs: HOUR },
  recoveryPerIp: { max: 10, windowMs: HOUR },
  recoveryPerAccount: { max: 5, windowMs: HOUR },
  availabilityPerIp: { max: 120, windowMs: MINUTE },
};

/** Sessions that ended on the server, so whatever still holds them open (sockets) can end too. */
export type SessionChange =
  /** Logged out. */
  | { kind: 'ended'; sessionId: string }
  /** Every session of the user but one ended (a password change). */
  | { kind: 'others-ended'; userId: string; keepSessionId: string };

export interface IssuedSession {
  token: string;
  userId: string;
  passwordChangeRequired: boolean;
  /** Kept 30 days ("Keep me logged in"); otherwise a browser-session cookie. */
  persistent: boolean;
}

export interface RequestContext {
  ip: string;
  locale: Locale;
}

interface Repos {
  auth: AuthRepository;
  users: UsersRepository;
}

export interface AuthServiceDeps {
  repos: Repos;
  transaction: TransactionRunner<Repos>;
  clock: Clock;
  tokens: TokenService;
  mailer: Mailer;
  limiter: RateLimiter;
  /** Keys the HMAC of verification codes. */
  secret: string;
  /** Login IDs that are admins by setting (ADMIN_USER_IDS), besides those granted in the database. */
  adminUserIds: string[];
  /** Google sign-in; absent when not configured. */
  oidc: OidcClient | undefined;
  /** Where ended sessions are announced. */
  sessionChanges: Signals<SessionChange>;
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

const OIDC_STATE_TTL_SECONDS = 10 * 60;

/** The home page of the allowed origin other than this site that `page` (a Referer) is on; else null. */
function otherClientHome(page: string | undefined, origins: AuthServiceDeps['webOrigins']): string | null {
  const origin = page && URL.canParse(page) ? new URL(page).origin : undefined;
  return origin && origins.others.includes(origin) ? `${origin}/` : null;
}

/** What an access token names: the user and the session, as this server signs them. */
const SessionClaimsSchema = z.object({ sub: z.uuid(), sid: z.uuid() });

/** Compares secrets in a time that does not depend on where they differ. */
function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function sameUser(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

export function createAuthService(deps: AuthServiceDeps) {
  const { repos, transaction, clock, tokens, mailer, limiter } = deps;
  // Compared exactly: an ID that differs only in case is another person's spelling, not the admin's.
  const admins = new Set(deps.adminUserIds);
  const throttle = createGuessingThrottle(limiter);

  const codeHash = (email: string, code: string) =>
    createHmac('sha256', deps.secret).update(`${email}\u0000${code}`).digest('base64url');

  async function issueSession(
    user: UserRow,
    options: { persistent: boolean; restricted: boolean; passwordConfirmed?: boolean },
    authRepo: AuthRepository = repos.auth,
  ): Promise<IssuedSession> {
    const now = clock.now();
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
  }

  /** What a session token says, when this server signed it; a claim of another shape never reaches SQL. */
  async function sessionClaims(token: string): Promise<z.infer<typeof SessionClaimsSchema> | null> {
    const claims = SessionClaimsSchema.safeParse(await tokens.verify('access', token));
    return claims.success ? claims.data : null;
  }

  /** Nobody has the ID and it is not one kept for staff. */
  async function isUserIdFree(userId: string): Promise<boolean> {
    return !isReservedUserId(userId) && !(await repos.users.findByUserId(userId));
  }

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

  async function isEmailVerified(email: string): Promise<boolean> {
    const verification = await repos.auth.findVerification(email);
    return Boolean(
      verification?.verifiedAt && clock.now().getTime() - verification.verifiedAt.getTime() <= VERIFIED_EMAIL_VALID_MS,
    );
  }

  function conflictFromUniqueViolation(error: unknown): never {
    const violation = uniqueViolation(error);
    if (violation?.constraint?.includes('email')) throw new AppError('emailTaken');
    if (violation) throw new AppError('userIdTaken');
    throw error;
  }

  /** Creates an account row with the consents given; a taken ID or e-mail is refused as taken. */
  function insertUser(
    users: UsersRepository,
    fields: {
      userId: string;
      email: string;
      username: string;
      passwordHash: string | null;
      dob: string;
      gender: string;
      nationality: string;
      termsAccepted?: boolean;
      marketingAccepted?: boolean;
    },
    context: RequestContext,
  ): Promise<UserRow> {
    const now = clock.now();
    return users
      .insert({
        userId: fields.userId,
        email: fields.email,
        username: fields.username,
        passwordHash: fields.passwordHash,
        dob: fields.dob,
        // signUpProblem has checked it; this narrows the text to the column's values.
        gender: GenderSchema.parse(fields.gender),
        nationality: fields.nationality,
        locale: context.locale,
        termsAcceptedAt: fields.termsAccepted ? now : null,
        marketingConsentAt: fields.marketingAccepted ? now : null,
        createdAt: now,
        updatedAt: now,
      })
      .catch(conflictFromUniqueViolation);
  }

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
      if (user) return { kind: 'session', session: await issueSession(user, { persistent: false, restricted: false }) };
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
      return { ...(await completeGoogleSignIn(claims)), ...back };
    },

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
      if (session.userId !== claims.sub || session.revokedAt || session.expiresAt <= clock.now()) return null;
      return {
        id: user.id,
        userId: user.userId,
        username: user.username,
        email: user.email,
        sessionId: session.id,
        restricted: session.restricted,
        isAdmin: granted || admins.has(user.userId),
      };
    },

    async isUserIdAvailable(userId: string, context: RequestContext): Promise<boolean> {
      await limiter.consumeForAddress('availability', context.ip, limits.availabilityPerIp);
      return isUserIdFree(userId);
    },

    async isEmailAvailable(email: string, context: RequestContext): Promise<boolean> {
      await limiter.consumeForAddress('availability', context.ip, limits.availabilityPerIp);
      return !(await repos.users.findByEmail(email));
    },

    async sendVerification(input: SendVerificationInput, context: RequestContext) {
      const email = input.email.toLowerCase();
      await limiter.consumeForAddress('code-send', context.ip, limits.codeSendsPerIp);
      await limiter.consume(`code-send:email:${email}`, limits.codeSendsPerEmail);
      if (await repos.users.findByEmail(email)) throw new AppError('emailTaken');

      const now = clock.now();
      const previous = await repos.auth.findVerification(email);
      if (previous?.codeHash) {
        const waitMs = previous.sentAt.getTime() + VERIFICATION_RESEND_SECONDS * 1000 - now.getTime();
        if (waitMs > 0) throw new AppError('tooManyRequests', { retryAfterSeconds: Math.ceil(waitMs / 1000) });
      }

      const code = generateNumericCode(VERIFICATION_CODE_LENGTH);
      await repos.auth.saveVerification({
        email,
        codeHash: codeHash(email, code),
        sentAt: now,
        expiresAt: new Date(now.getTime() + VERIFICATION_CODE_TTL_SECONDS * 1000),
      });
      try {
        await mailer.send(verificationCodeMail(context.locale, email, code, VERIFICATION_CODE_TTL_SECONDS / 60));
      } catch (error) {
        // No half-done state: a code that was never delivered does not stay valid.
        await repos.auth.deleteVerification(email);
        throw new AppError('codeSendFailed', { cause: error });
      }
      return {
        success: true as const,
        expiresInSeconds: VERIFICATION_CODE_TTL_SECONDS,
        resendAfterSeconds: VERIFICATION_RESEND_SECONDS,
      };
    },

    /**
     * Checks a sign-up code. Wrong guesses are throttled where they come from (decision 0015's
     * counters), never by voiding the code, so a stranger cannot lock its owner out.
     */
    async verifyCode(input: VerifyCodeInput, context: RequestContext): Promise<void> {
      const email = input.email.toLowerCase();
      const attempt = await throttle.codeCheck(email, context.ip);
      const now = clock.now();
      const verification = await repos.auth.findVerification(email);
      const hash = codeHash(email, input.code);
      if (!verification?.codeHash || !sameSecret(hash, verification.codeHash)) {
        await attempt.failed();
        throw new AppError(verification && !verification.codeHash ? 'codeExpired' : 'codeMismatch');
      }
      if (verification.expiresAt <= now) throw new AppError('codeExpired');
      if (!(await repos.auth.markVerified(email, hash, now))) throw new AppError('codeExpired');
      await attempt.succeeded();
    },

    /** Creates the account; the spec's rules are checked in its order, with its messages. */
    async signUp(input: SignUpInput, context: RequestContext): Promise<void> {
      const now = clock.now();
      const email = input.email.trim().toLowerCase();
      const userId = input.userId.trim();
      const idFormatOk = UserIdSchema.safeParse(userId).success;
      const problem = signUpProblem(input, {
        userIdAvailable: !idFormatOk || (await isUserIdFree(userId)),
        emailVerified: EmailSchema.safeParse(email).success && (await isEmailVerified(email)),
        today: seoulDate(now),
      });
      if (problem) throw new AppError(problem.code);
      if (await repos.users.findByEmail(email)) throw new AppError('emailTaken');

      const passwordHash = await hashPassword(input.password);
      await transaction(async (tx) => {
        await insertUser(
          tx.users,
          {
            ...input,
            userId,
            email,
            username: input.username.trim(),
            passwordHash,
            dob: input.dob.trim(),
            // A name ("South Korea", "대한민국") is stored as its code, as the Google sign-up does.
            nationality: NationalitySchema.parse(input.nationality),
          },
          context,
        );
        // The verification is used up by this account.
        await tx.auth.deleteVerification(email);
      });
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
        return issueSession(user, { persistent, restricted: user.passwordChangeRequired });
      }

      const temporary = await repos.auth.findTemporaryPassword(user.id);
      const now = clock.now();
      if (temporary && temporary.expiresAt > now && (await verifyPassword(temporary.passwordHash, input.password))) {
        // First use: from here the old password no longer works and a new one must be chosen;
        // until then (for USED_TEMPORARY_PASSWORD_TTL_MS) it signs in again, asking for the change.
        const session = temporary.usedAt
          ? await issueSession(user, { persistent, restricted: true, passwordConfirmed: true })
          : await transaction(async (tx) => {
              const keepUntil = new Date(now.getTime() + USED_TEMPORARY_PASSWORD_TTL_MS);
              if (!(await tx.auth.useTemporaryPassword(user.id, now, keepUntil))) return null;
              await tx.users.update(user.id, { passwordHash: null, passwordChangeRequired: true, updatedAt: now });
              return issueSession(user, { persistent, restricted: true, passwordConfirmed: true }, tx.auth);
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
      await limiter.consumeForAddress('find-id', context.ip, limits.recoveryPerIp);
      await limiter.consume(`find-id:account:${email}`, limits.recoveryPerAccount);
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
      await limiter.consumeForAddress('find-password', context.ip, limits.recoveryPerIp);
      await limiter.consume(`find-password:account:${input.userId.toLowerCase()}`, limits.recoveryPerAccount);
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
          userIdAvailable: await isUserIdFree(input.userId),
          emailVerified: true,
          today: seoulDate(now),
        },
      );
      if (problem) throw new AppError(problem.code);
      if (await repos.users.findByEmail(ticket.email)) throw new AppError('emailTaken');
      return transaction(async (tx) => {
        const user = await insertUser(
          tx.users,
          {
            ...input,
            email: ticket.email.toLowerCase(),
            username: (input.username ?? ticket.name).trim() || input.userId,
            passwordHash: null,
          },
          context,
        );
        await linkIdentity(tx.auth, { issuer: ticket.iss_, subject: ticket.sub_, userId: user.id });
        return issueSession(user, { persistent: false, restricted: false }, tx.auth);
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

export type AuthService = ReturnType<typeof createAuthService>;
