import { AppError } from '../../lib/errors.ts';
import type { Caller } from './caller.ts';

/**
 * Every permission rule of the API, in one place, so each is written and tested once. Each
 * throws 403 (`forbidden`) when the caller may not go on.
 */

/**
 * The spec's payloads name a user (`userId`, the login ID); the server acts for the caller
 * only, so a named user must be the caller (case-insensitively, as IDs are unique that way).
 * An absent id means the caller.
 */
export function assertSelf(caller: Caller, userId: string | undefined): void {
  if (userId !== undefined && userId.toLowerCase() !== caller.userId.toLowerCase()) throw new AppError('forbidden');
}

/** The caller hosts the event. */
export function assertHost(caller: Caller, event: { hostId: string }): void {
  if (event.hostId !== caller.id) throw new AppError('forbidden');
}

/** The caller is a member of a chat room (`memberIds`: users.id of its members, or the caller's if a member). */
export function assertMember(caller: Caller, memberIds: Iterable<string>): void {
  for (const id of memberIds) if (id === caller.id) return;
  throw new AppError('chatNotMember', { status: 403 });
}

/** The caller is one of the configured admins (ADMIN_USER_IDS). */
export function assertAdmin(caller: Caller): void {
  if (!caller.isAdmin) throw new AppError('forbidden');
}
