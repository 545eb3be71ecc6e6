import { reviewBlocker, sameUserId, type ParticipantStatus } from '@moim/contract';
import { AppError } from '../../lib/errors.ts';
import type { Caller } from './caller.ts';

/**
 * Every permission rule of the API, in one place, so each is written and tested once: who may
 * act (the `assert…` functions, which throw; every code whose status is 403 is thrown here) and
 * what a caller may see (the `can…` predicates). The services, the auth plugin and the socket
 * handshake call them; a test refuses such a code or a comparison with the caller anywhere else.
 *
 * Two things are settled elsewhere and only read here: who the caller is and whether they are
 * an admin (`authenticate` in sessions.service.ts, once per request: a grant in `admins` or an ID
 * in ADMIN_USER_IDS, decision 42), and the rules a statement decides as it writes
 * (`decidedInStatements`, at the end).
 */

/** The caller hosts the event. */
export function isHost(caller: Caller | null, event: { hostId: string }): boolean {
  return caller !== null && event.hostId === caller.id;
}

/**
 * The spec's payloads name a user (`userId`, the login ID); the server acts for the caller
 * only, so a named user must be the caller (in any letter case, as IDs are unique that way).
 * An absent id means the caller.
 */
export function assertSelf(caller: Caller, userId: string | undefined): void {
  if (userId !== undefined && !sameUserId(userId, caller.userId)) throw new AppError('forbidden');
}

/** The caller hosts the event (deleting it, the Manage screen, the host's decisions). */
export function assertHost(caller: Caller, event: { hostId: string }): void {
  if (!isHost(caller, event)) throw new AppError('forbidden');
}

/** The caller is a member of a chat room (`memberIds`: users.id of its members, or the caller's if a member). */
export function assertMember(caller: Caller, memberIds: Iterable<string>): void {
  for (const id of memberIds) if (id === caller.id) return;
  throw new AppError('chatNotMember');
}

/**
 * What one does to another person, never to oneself: following (`followSelf`), blocking
 * (`blockSelf`), reporting (`reportSelf`), a moderator's warning or suspension (`moderationActionInvalid`).
 */
export function assertNotSelf(
  caller: Caller,
  user: { id: string },
  code: 'followSelf' | 'blockSelf' | 'reportSelf' | 'moderationActionInvalid',
): void {
  if (user.id === caller.id) throw new AppError(code);
}

/**
 * Nobody joins the event of a host who blocks them (decision 72). The answer does not say why:
 * blocking is private.
 */
export function assertNotBlockedByHost(hostBlocksCaller: boolean): void {
  if (hostBlocksCaller) throw new AppError('joinUnavailable');
}

/** A notification is its recipient's alone: anyone else's, like a missing one, is `notificationNotFound`. */
export function assertRecipient(caller: Caller, notification: { recipientId: string } | undefined): void {
  if (!notification || notification.recipientId !== caller.id) throw new AppError('notificationNotFound');
}

/**
 * A suspended account opens no session (decision 76): sign-in with a password or Google is
 * refused with a message saying so, until the suspension's end.
 */
export function assertNotSuspended(user: { suspendedUntil: Date | null }, now: Date): void {
  if (isSuspended(user, now)) throw new AppError('accountSuspended');
}

/** Whether a moderator's suspension of the account holds at `now`. */
export function isSuspended(user: { suspendedUntil: Date | null }, now: Date): boolean {
  return user.suspendedUntil !== null && user.suspendedUntil > now;
}

/** The caller is an admin (writing, publishing and unpublishing posts, their covers, the drafts, the moderation console). */
export function assertAdmin(caller: Caller): void {
  if (!caller.isAdmin) throw new AppError('forbidden');
}

/**
 * The caller may review the event: the contract's `reviewBlocker`, which the screens ask too.
 * Not the host (`reviewByHost`), an approved guest (`reviewNotParticipant`), from the end on
 * (`reviewTooEarly`). A second review is refused by its insert (one per person and event, under
 * concurrency too), so it is not asked.
 */
export function assertCanReview(
  caller: Caller,
  event: { hostId: string; endsAt: Date },
  participation: { status: ParticipantStatus } | undefined,
  now: Date,
): void {
  const person = { isHost: isHost(caller, event), status: participation?.status ?? null, hasReviewed: false };
  switch (reviewBlocker(person, event.endsAt, now)) {
    case 'host':
      throw new AppError('reviewByHost');
    case 'notParticipant':
      throw new AppError('reviewNotParticipant');
    case 'notEnded':
      throw new AppError('reviewTooEarly');
  }
}

/**
 * Every picture a caller attaches is one they uploaded for that purpose (`owned`: what
 * `lockOwned` of the uploads repository found of them, locked). Each kind of picture has its
 * own message.
 */
export function assertOwnUploads(
  urls: readonly string[],
  owned: ReadonlyArray<{ url: string }>,
  code: 'eventImagesNotUploaded' | 'reviewImagesNotUploaded' | 'postCoverNotUploaded',
): void {
  const mine = new Set(owned.map((upload) => upload.url));
  if (urls.some((url) => !mine.has(url))) throw new AppError(code);
}

/** How recent a sign-in confirms an account without a password (Google) for its deletion. */
const RECENT_SIGN_IN_MS = 10 * 60_000;

/**
 * An account is deleted only by its person, confirmed: with its current password (checked by the
 * caller, `passwordMatches`), or, when it has none, by a session signed in the last few minutes.
 */
export function assertConfirmedForDeletion(
  confirmation: { hasPassword: boolean; passwordMatches: boolean; signedInAt: Date | undefined },
  now: Date,
): void {
  if (confirmation.hasPassword) {
    if (!confirmation.passwordMatches) throw new AppError('currentPasswordIncorrect');
    return;
  }
  if (now.getTime() - (confirmation.signedInAt?.getTime() ?? 0) > RECENT_SIGN_IN_MS) {
    throw new AppError('reauthenticateFirst');
  }
}

/** How long a confirmed current password allows the password update. */
export const PASSWORD_CONFIRMATION_MS = 10 * 60_000;

/** A new password is set only on a session that confirmed the current one just before. */
export function assertPasswordConfirmed(confirmedAt: Date | null | undefined, now: Date): void {
  if (now.getTime() - (confirmedAt?.getTime() ?? 0) > PASSWORD_CONFIRMATION_MS) {
    throw new AppError('passwordConfirmFirst');
  }
}

/**
 * A session signed in with a temporary password reads everything but makes only the changes that
 * allow it (`allowsRestricted`: changing the password, logging out, the mails' language), and
 * opens no chat socket (decision 47).
 */
export function assertMayChange(caller: Caller, allowsRestricted: boolean): void {
  if (caller.restricted && !allowsRestricted) throw new AppError('passwordChangeFirst');
}

/**
 * A request that the session cookie alone authenticates must come from one of Moim's pages (its
 * Origin), so another site cannot act with a visitor's cookie. A browser names the Origin of
 * every change; a socket's handshake may come without one (`absentAllowed`), never from
 * another site.
 */
export function assertAllowedOrigin(
  origin: string | undefined,
  allowedOrigins: readonly string[],
  options: { absentAllowed: boolean },
): void {
  if (!origin ? !options.absentAllowed : !allowedOrigins.includes(origin)) {
    throw new AppError('forbidden');
  }
}

/** Drafts of posts, listed as a post's translations or read by their address, are for admins. */
export function canSeeDrafts(caller: Caller | null): boolean {
  return caller?.isAdmin === true;
}

/** What a moderator hid stays readable for admins, to review it or undo the hiding (decision 76). */
export function canSeeHidden(caller: Caller | null): boolean {
  return caller?.isAdmin === true;
}

/** The answers to an event's question are for its host. */
export function canSeeAnswers(caller: Caller | null, event: { hostId: string }): boolean {
  return isHost(caller, event);
}

/** A user's e-mail is for that user alone (every other field of a profile is public). */
export function canSeePrivateFields(caller: Caller | null, user: { id: string }): boolean {
  return caller !== null && caller.id === user.id;
}

/**
 * Whom an event page names among its likers: the caller, when they like it, and nobody else
 * (decision 45: who likes what is private).
 */
export function likerShown(caller: Caller | null, likedByCaller: boolean): string | null {
  return likedByCaller && caller ? caller.userId : null;
}

/**
 * Rules decided inside a repository's statement, because a check made apart from the write would
 * leave a moment in which the rule stops holding. Each statement carries its rule's name in a
 * comment (`access: <name>`); access.test.ts checks that each still does, and that no other does.
 * - `chatSenderIsMember`: `append` stores a chat message only from a member of its room, so a
 *   member removed at that moment cannot slip one in; when nothing was stored, `send` in
 *   chat.service.ts asks `assertMember` why.
 */
export const decidedInStatements = {
  chatSenderIsMember: 'chat/chat.repository.ts',
} as const;
