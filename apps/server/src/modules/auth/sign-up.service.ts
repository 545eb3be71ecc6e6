import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  type SendVerificationInput,
  type SignUpInput,
  type VerifyCodeInput,
  EmailSchema,
  NationalitySchema,
  UserIdSchema,
  VERIFICATION_CODE_LENGTH,
  VERIFICATION_CODE_TTL_SECONDS,
  VERIFICATION_RESEND_SECONDS,
  seoulDate,
  signUpProblem,
} from '@moim/contract';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { generateNumericCode, hashPassword } from '../../lib/passwords.ts';
import type { RateLimiter } from '../rate-limits/rate-limits.service.ts';
import type { AuthRepos, AuthTransaction } from './auth-repos.ts';
import { VERIFIED_EMAIL_VALID_MS, authLimits } from './auth.limits.ts';
import { verificationCodeMail } from './auth.mails.ts';
import { createGuessingThrottle } from './guessing-throttle.ts';
import { insertUser, isUserIdFree } from './new-accounts.ts';
import type { RequestContext } from './request-context.ts';

export interface SignUpServiceDeps {
  repos: AuthRepos;
  transaction: AuthTransaction;
  clock: Clock;
  mailer: Mailer;
  limiter: RateLimiter;
  /** Keys the HMAC of verification codes. */
  secret: string;
}

/** Compares secrets in a time that does not depend on where they differ. */
function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Signing up with a password: whether an ID or e-mail is free, the e-mail's code, the account. */
export function createSignUpService(deps: SignUpServiceDeps) {
  const { repos, transaction, clock, mailer, limiter } = deps;
  const throttle = createGuessingThrottle(limiter);

  const codeHash = (email: string, code: string) =>
    createHmac('sha256', deps.secret).update(`${email}\u0000${code}`).digest('base64url');

  async function isEmailVerified(email: string): Promise<boolean> {
    const verification = await repos.auth.findVerification(email);
    return Boolean(
      verification?.verifiedAt && clock.now().getTime() - verification.verifiedAt.getTime() <= VERIFIED_EMAIL_VALID_MS,
    );
  }

  return {
    async isUserIdAvailable(userId: string, context: RequestContext): Promise<boolean> {
      await limiter.consumeForAddress('availability', context.ip, authLimits.availabilityPerIp);
      return isUserIdFree(repos.users, userId);
    },

    async isEmailAvailable(email: string, context: RequestContext): Promise<boolean> {
      await limiter.consumeForAddress('availability', context.ip, authLimits.availabilityPerIp);
      return !(await repos.users.findByEmail(email));
    },

    async sendVerification(input: SendVerificationInput, context: RequestContext) {
      const email = input.email.toLowerCase();
      await limiter.consumeForAddress('code-send', context.ip, authLimits.codeSendsPerIp);
      await limiter.consume(`code-send:email:${email}`, authLimits.codeSendsPerEmail);
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
        userIdAvailable: !idFormatOk || (await isUserIdFree(repos.users, userId)),
        emailVerified: EmailSchema.safeParse(email).success && (await isEmailVerified(email)),
        today: seoulDate(now),
      });
      if (problem) throw new AppError(problem.code);
      if (await repos.users.findByEmail(email)) throw new AppError('emailTaken');

      const passwordHash = await hashPassword(input.password);
      await transaction(async (tx) => {
        await insertUser(
          tx,
          clock,
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
  };
}

export type SignUpService = ReturnType<typeof createSignUpService>;
