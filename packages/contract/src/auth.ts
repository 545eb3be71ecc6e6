import { z } from 'zod';
import { EmailSchema } from './common.ts';
import { NationalitySchema } from './countries.ts';
import {
  CHOICE_MAX_LENGTH,
  DATE_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  NATIONALITY_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  RETURN_PATH_MAX_LENGTH,
  TOKEN_MAX_LENGTH,
  USERNAME_MAX_LENGTH,
  USER_ID_LOOKUP_MAX_LENGTH,
  USER_ID_MAX_LENGTH,
  VERIFICATION_CODE_LENGTH,
} from './limits.ts';
import type { ErrorCode } from './error-status.ts';
import { locales } from './messages/locales.ts';
import { brokenRules, withProblems, type Problem } from './problems.ts';
import { text } from './text.ts';

const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*';
const MINIMUM_SIGN_UP_AGE = 14;
/** How long a sent code is valid, and how long before another may be sent (spec: 5:00). */
export const VERIFICATION_CODE_TTL_SECONDS = 300;
export const VERIFICATION_RESEND_SECONDS = 300;
/** How long the availability and e-mail checks wait after typing stops. */
export const AVAILABILITY_CHECK_DELAY_MS = 500;
export const GENDERS = ['male', 'Female'] as const;
export type Gender = (typeof GENDERS)[number];

/** Lower case, upper case, a digit and one of PASSWORD_SPECIAL_CHARACTERS. */
function hasPasswordComposition(password: string): boolean {
  return (
    /[a-z]/.test(password) &&
    /[A-Z]/.test(password) &&
    /\d/.test(password) &&
    [...PASSWORD_SPECIAL_CHARACTERS].some((special) => password.includes(special))
  );
}

const required = { error: 'requiredField' } as const;

/** A password as typed (never trimmed). */
const password = (tooLong: ErrorCode) => text(PASSWORD_MAX_LENGTH, { invalid: 'requiredField', tooLong });
/** A signed ticket from the Google callback. */
const ticket = () =>
  text(TOKEN_MAX_LENGTH, { invalid: 'googleTicketInvalid', tooLong: 'googleTicketInvalid' }).min(1, {
    error: 'googleTicketInvalid',
  });

/** A login ID naming an existing account, as sent (paths, and the `userId` the spec's payloads repeat). */
export const UserIdLookupSchema = text(USER_ID_LOOKUP_MAX_LENGTH, { invalid: 'requiredField' });

export const UserIdSchema = text(USER_ID_MAX_LENGTH, { invalid: 'requiredField', tooLong: 'userIdTooLong', trim: true })
  .min(1, required)
  .regex(/^[A-Za-z0-9]+$/, { error: 'userIdFormat' });

/** The sign-up password rule: length first, then the character classes (spec order). */
export const PasswordSchema = password('passwordTooLong')
  .min(1, required)
  .min(PASSWORD_MIN_LENGTH, { error: 'passwordTooShort' })
  .refine(hasPasswordComposition, { error: 'passwordComposition' });

/** The password-change rule: one message for length and composition (spec). */
const NewPasswordSchema = password('passwordTooLong')
  .min(1, required)
  .refine((p) => p.length >= PASSWORD_MIN_LENGTH && hasPasswordComposition(p), { error: 'newPasswordRule' });

const UsernameSchema = text(USERNAME_MAX_LENGTH, {
  invalid: 'requiredField',
  tooLong: 'usernameTooLong',
  trim: true,
}).min(1, required);

/** A real calendar date written YYYY-MM-DD. */
export function isRealDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Full years between a YYYY-MM-DD birth date and `today` (a date in Korea time, YYYY-MM-DD). */
export function ageOn(dob: string, today: string): number {
  const [by, bm, bd] = dob.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

const DobSchema = text(DATE_MAX_LENGTH, { invalid: 'requiredField', tooLong: 'dobInvalid', trim: true })
  .min(1, required)
  .refine(isRealDate, { error: 'dobInvalid' });

/** A birth date in the past, at most 120 years ago, old enough to sign up; `today` is YYYY-MM-DD. */
export function dobProblem(dob: string, today: string): ErrorCode | null {
  if (!isRealDate(dob) || dob >= today) return 'dobInvalid';
  const age = ageOn(dob, today);
  if (age > 120) return 'dobInvalid';
  if (age < MINIMUM_SIGN_UP_AGE) return 'dobTooYoung';
  return null;
}

export const GenderSchema = z.enum(GENDERS, { error: 'genderInvalid' });

const VerificationCodeSchema = text(VERIFICATION_CODE_LENGTH, {
  invalid: 'requiredField',
  tooLong: 'codeFormat',
  trim: true,
}).regex(new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`), { error: 'codeFormat' });

/** Optional record of the sign-up agreements; when sent, the two required ones must be true. */
const AgreementsShape = {
  termsAccepted: z.boolean().optional(),
  privacyAccepted: z.boolean().optional(),
  marketingAccepted: z.boolean().optional(),
};

/**
 * The spec's sign-up payload. Every field must be present as text; the rules themselves are
 * checked in the spec's order by `signUpProblems`, so the server and the form agree.
 */
export const SignUpInputSchema = z.object({
  username: text(USERNAME_MAX_LENGTH, { invalid: 'requiredField', tooLong: 'usernameTooLong', trim: true }),
  dob: text(DATE_MAX_LENGTH, { invalid: 'requiredField', tooLong: 'dobInvalid', trim: true }),
  gender: text(CHOICE_MAX_LENGTH, { invalid: 'requiredField', tooLong: 'genderInvalid' }),
  email: text(EMAIL_MAX_LENGTH, { invalid: 'requiredField', tooLong: 'invalidEmail', trim: true }),
  userId: text(USER_ID_MAX_LENGTH, { invalid: 'requiredField', tooLong: 'userIdTooLong', trim: true }),
  password: password('passwordTooLong'),
  confirmPassword: password('passwordMismatch'),
  nationality: text(NATIONALITY_MAX_LENGTH, { invalid: 'requiredField', tooLong: 'nationalityInvalid' }),
  ...AgreementsShape,
});
export type SignUpInput = z.infer<typeof SignUpInputSchema>;

type SignUpField = keyof SignUpInput;
type SignUpProblem = Problem<SignUpField>;

interface SignUpFacts {
  /** Whether no other account has this ID (checked by the server, or the form's last check). */
  userIdAvailable: boolean;
  /** Whether this e-mail was verified recently. */
  emailVerified: boolean;
  /** Today in Korea, YYYY-MM-DD. */
  today: string;
}

function firstIssue(schema: z.ZodType, value: unknown): ErrorCode | null {
  const result = schema.safeParse(value);
  return result.success ? null : ((result.error.issues[0]?.message ?? 'invalidInput') as ErrorCode);
}

/**
 * Every broken sign-up rule, in the spec's order: ID format, password length, password
 * characters, ID available, passwords match, e-mail verified; then the other fields.
 */
export function signUpProblems(input: SignUpInput, facts: SignUpFacts): SignUpProblem[] {
  return brokenRules<SignUpField>([
    ['userId', () => firstIssue(UserIdSchema, input.userId)],
    ['password', () => firstIssue(PasswordSchema, input.password)],
    ['userId', () => (facts.userIdAvailable ? null : 'userIdTaken')],
    ['confirmPassword', () => (input.password === input.confirmPassword ? null : 'passwordMismatch')],
    ['email', () => firstIssue(EmailSchema, input.email) ?? (facts.emailVerified ? null : 'emailNotVerified')],
    ['username', () => firstIssue(UsernameSchema, input.username)],
    ['dob', () => firstIssue(DobSchema, input.dob) ?? dobProblem(input.dob.trim(), facts.today)],
    ['gender', () => firstIssue(GenderSchema, input.gender)],
    ['nationality', () => firstIssue(NationalitySchema, input.nationality)],
    [
      'termsAccepted',
      () => (input.termsAccepted === false || input.privacyAccepted === false ? 'termsRequired' : null),
    ],
  ]);
}

/** The first broken sign-up rule (what the server answers), or null. */
export function signUpProblem(input: SignUpInput, facts: SignUpFacts): SignUpProblem | null {
  return signUpProblems(input, facts)[0] ?? null;
}

/** The whole sign-up check as one schema, for a form: every rule, each issue at its field. */
export function signUpRules(facts: SignUpFacts) {
  return withProblems(SignUpInputSchema, (input) => signUpProblems(input, facts));
}

export const SignInInputSchema = z.object({
  userId: text(USER_ID_LOOKUP_MAX_LENGTH, { invalid: 'requiredField', tooLong: 'signInFailed', trim: true }).min(
    1,
    required,
  ),
  password: password('signInFailed').min(1, required),
  /** Keeps the session for 30 days across browser restarts. */
  keepLoggedIn: z.boolean().optional(),
});
export type SignInInput = z.infer<typeof SignInInputSchema>;

export const SessionResponseSchema = z.object({
  access_token: z.string(),
  passwordChangeRequired: z.boolean(),
  userId: z.string(),
});
export type SessionResponse = z.infer<typeof SessionResponseSchema>;

/** GET /user/isUserId/:userId: the login ID to look up. */
export const UserIdAvailabilityParamsSchema = z.object({ userId: UserIdSchema });
/** GET /user/isEmail/:email: the e-mail address to look up. */
export const EmailAvailabilityParamsSchema = z.object({ email: EmailSchema });
export const AvailabilityResponseSchema = z.object({ available: z.boolean() });
export type AvailabilityResponse = z.infer<typeof AvailabilityResponseSchema>;

export const SendVerificationInputSchema = z.object({ email: EmailSchema });
export type SendVerificationInput = z.infer<typeof SendVerificationInputSchema>;
export const SendVerificationResponseSchema = z.object({
  success: z.literal(true),
  expiresInSeconds: z.number(),
  resendAfterSeconds: z.number(),
});

export const VerifyCodeInputSchema = z.object({ email: EmailSchema, code: VerificationCodeSchema });
export type VerifyCodeInput = z.infer<typeof VerifyCodeInputSchema>;

export const GoogleSignUpInputSchema = z.object({
  email: EmailSchema,
  userId: UserIdSchema,
  dob: DobSchema,
  gender: GenderSchema,
  nationality: NationalitySchema,
  username: UsernameSchema.optional(),
  /**
   * The signed sign-up ticket of the Google callback. A browser need not send it: the callback
   * keeps it in an httpOnly cookie, never in the address.
   */
  ticket: ticket().optional(),
  ...AgreementsShape,
});
export type GoogleSignUpInput = z.infer<typeof GoogleSignUpInputSchema>;

/**
 * The sign-up rules a Google sign-up is held to: the provider proved the e-mail, and there is
 * no password (a valid stand-in takes its place).
 */
function googleSignUpProblems(input: GoogleSignUpInput, facts: Omit<SignUpFacts, 'emailVerified'>): SignUpProblem[] {
  const noPassword = 'Unused1!';
  return signUpProblems(
    { ...input, username: input.username || input.userId, password: noPassword, confirmPassword: noPassword },
    { ...facts, emailVerified: true },
  );
}

/** The whole Google sign-up check as one schema, for a form: every rule, each issue at its field. */
export function googleSignUpRules(facts: Omit<SignUpFacts, 'emailVerified'>) {
  return withProblems(GoogleSignUpInputSchema, (input) => googleSignUpProblems(input, facts));
}

/**
 * Starting Google sign-in: where to come back to afterwards. A path that is not of this site
 * (see safeReturnPath) is ignored: the browser comes back to the home page.
 */
export const GoogleStartQuerySchema = z.object({ returnTo: text(RETURN_PATH_MAX_LENGTH).optional() });

/** The link ticket of the Google callback; a browser sends none (it is in an httpOnly cookie). */
export const LinkGoogleInputSchema = z.object({ ticket: ticket().optional() });

export const CheckPasswordInputSchema = z.object({
  userId: UserIdLookupSchema,
  password: password('currentPasswordIncorrect').min(1, required),
});
export type CheckPasswordInput = z.infer<typeof CheckPasswordInputSchema>;
export const CheckPasswordResponseSchema = z.object({ valid: z.boolean() });

export const UpdatePasswordInputSchema = z.object({
  userId: UserIdLookupSchema,
  password: NewPasswordSchema,
  /** When sent, must equal `password`. */
  confirmPassword: password('newPasswordMismatch').optional(),
});
export type UpdatePasswordInput = z.infer<typeof UpdatePasswordInputSchema>;

/** The form's new-password pair. */
export const NewPasswordFormSchema = z
  .object({ password: NewPasswordSchema, confirmPassword: password('newPasswordMismatch') })
  .refine((v) => v.password === v.confirmPassword, {
    error: 'newPasswordMismatch',
    path: ['confirmPassword'],
    // Also when the password itself breaks the rule: a form shows both at once.
    when: (payload) => typeof payload.value === 'object' && payload.value !== null,
  });
export type NewPasswordForm = z.infer<typeof NewPasswordFormSchema>;

export const FindUsernameInputSchema = z.object({ email: EmailSchema });
export type FindUsernameInput = z.infer<typeof FindUsernameInputSchema>;
export const FindUsernameResponseSchema = z.object({
  /** Masked: the first two characters, then ***. The full ID goes by e-mail. */
  username: z.string(),
  message: z.string(),
});

export const FindPasswordInputSchema = z.object({
  userId: text(USER_ID_LOOKUP_MAX_LENGTH, {
    invalid: 'requiredField',
    tooLong: 'findPasswordNotFound',
    trim: true,
  }).min(1, required),
  email: EmailSchema,
});
export type FindPasswordInput = z.infer<typeof FindPasswordInputSchema>;
export const FindPasswordResponseSchema = z.object({ pwChangeSuccess: z.boolean(), message: z.string() });

/** Shows an ID as its first two characters followed by ***. */
export function maskUserId(userId: string): string {
  return `${userId.slice(0, 2)}***`;
}

/** What anyone may see of a user. */
const PublicUserSchema = z.object({
  id: z.string(),
  userId: z.string(),
  username: z.string(),
  gender: z.enum(GENDERS).nullable(),
  age: z.number().int().nullable(),
  /** The country's English name (e.g. South Korea): the spec's field, which its client shows as it is. */
  nationality: z.string().nullable(),
  /** Moim's addition: the ISO 3166-1 alpha-2 code, as stored (e.g. KR). */
  nationalityCode: z.string().nullable(),
  /** The nationality's name in the caller's language (Accept-Language; English by default). */
  nationalityName: z.string().nullable(),
  /** An absolute URL. */
  profileImage: z.string().nullable(),
  createdAt: z.string(),
  /** Only in the caller's own record. */
  email: z.string().optional(),
});
export type PublicUser = z.infer<typeof PublicUserSchema>;

/** GET /user/getUser/{userId}: the public profile with the figures of the user page. */
export const UserProfileSchema = PublicUserSchema.extend({
  /** Events this user hosts or hosted, past ones included. */
  hostedEventsCount: z.number(),
  /** Approved guests of those events, the host not counted. */
  totalAttendees: z.number(),
  /** The average rating over every review of those events (two decimals); 0 when there are none. */
  averageRating: z.number(),
  reviewCount: z.number(),
  /** Moim's addition: how many people follow this user (decision 0062). */
  followersCount: z.number().int().optional(),
  /** Moim's addition: whether the signed-in caller follows them (absent for a visitor). */
  isFollowing: z.boolean().optional(),
});
export type UserProfile = z.infer<typeof UserProfileSchema>;

/** The signed-in caller (GET /user/me). */
export const CurrentUserSchema = PublicUserSchema.extend({
  email: z.string(),
  isAdmin: z.boolean(),
  passwordChangeRequired: z.boolean(),
  hasPassword: z.boolean(),
  /** The language Moim writes to this user in (mails); the web app keeps it in step with the UI. */
  language: z.enum(locales).optional(),
});
export type CurrentUser = z.infer<typeof CurrentUserSchema>;

/** PUT /user/language: the signed-in user's language, for the mails Moim sends them. */
export const LanguageUpdateSchema = z.object({
  language: z.enum(locales, { error: 'languageInvalid' }),
});

export const UserIdParamsSchema = z.object({ userId: UserIdLookupSchema.min(1, required) });

export const ImageUrlResponseSchema = z.object({ imageUrl: z.string() });
export type ImageUrlResponse = z.infer<typeof ImageUrlResponseSchema>;

/** Public settings the web app needs before sign-in. */
export const PublicConfigSchema = z.object({
  googleSignIn: z.boolean(),
  /** Map tiles, e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png, and their credit line. */
  mapTileUrl: z.string(),
  mapAttribution: z.string(),
  /** Whether a translation service is set up: without one, no Translate action is shown (decision 77). */
  translation: z.boolean(),
});
export type PublicConfig = z.infer<typeof PublicConfigSchema>;
