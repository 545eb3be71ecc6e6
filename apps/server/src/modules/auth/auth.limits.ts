/** How long the things of signing in and up last, and how often they may be asked for. */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const SESSION_TTL_PERSISTENT_MS = 30 * DAY;
/** A browser session also ends when the browser closes; this caps a forgotten one. */
export const SESSION_TTL_BROWSER_MS = DAY;
export const VERIFIED_EMAIL_VALID_MS = 30 * MINUTE;
export const TEMPORARY_PASSWORD_TTL_MS = HOUR;
/**
 * Once used, a temporary password keeps signing its owner in (asking for the change each time)
 * until a new password is set, for this long: someone who chose "Change later" is not locked out
 * when their session ends, and a password mailed in clear does not stay a way in for good.
 */
export const USED_TEMPORARY_PASSWORD_TTL_MS = 7 * DAY;
export const GOOGLE_TICKET_TTL_SECONDS = 30 * 60;
export const OIDC_STATE_TTL_SECONDS = 10 * 60;

export const authLimits = {
  codeSendsPerEmail: { max: 5, windowMs: 30 * MINUTE },
  codeSendsPerIp: { max: 20, windowMs: HOUR },
  recoveryPerIp: { max: 10, windowMs: HOUR },
  recoveryPerAccount: { max: 5, windowMs: HOUR },
  availabilityPerIp: { max: 120, windowMs: MINUTE },
};
