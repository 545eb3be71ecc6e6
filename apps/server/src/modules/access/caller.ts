/**
 * Who is calling: resolved from the session token on every request (`authenticate` in
 * sessions.service.ts), and what every permission rule of access.ts is about. Its own module, so
 * the access rules and the sign-in flow each import it without importing each other.
 */
export interface Caller {
  id: string;
  userId: string;
  username: string;
  email: string;
  sessionId: string;
  /** Signed in with a temporary password: only the password change is allowed. */
  restricted: boolean;
  isAdmin: boolean;
  /** When the account was created: an account's first day has smaller quotas (decision 75). */
  joinedAt: Date;
}
