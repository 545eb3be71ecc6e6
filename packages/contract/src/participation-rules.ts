// The rules of joining, cancelling, checking in and reviewing an event, written once for the
// server (which enforces them) and the screens (which offer only what they allow). Each takes the
// clock's now. Plain functions without the validation library (`@moim/contract/participation-rules`),
// so the event page does not load every schema of the contract.
import type { ParticipantStatus } from './events.ts';
import type { EventType } from './event-values.ts';
import { hasEnded, hasStarted, isFull } from './event-rules.ts';

/** Participation can be cancelled until this many hours before the start (FAQ). */
export const CANCEL_DEADLINE_HOURS = 24;

/** Check-in at the door opens this many hours before the start, and closes as long after the end. */
const CHECK_IN_WINDOW_HOURS = 24;

/**
 * Whether the host may check guests in now, and a guest's page shows their code: from a day
 * before the start (people arrive early, hosts test the screen) to a day after the end (a host
 * ticks late arrivals afterwards).
 */
export function checkInOpen(event: { startsAt: Date | string; endsAt: Date | string }, now: Date): boolean {
  const window = CHECK_IN_WINDOW_HOURS * 60 * 60 * 1000;
  const t = now.getTime();
  return t >= new Date(event.startsAt).getTime() - window && t < new Date(event.endsAt).getTime() + window;
}

/**
 * Whether a seat may still be given back: more than 24 hours before the start. Applications
 * still pending and places on the waitlist can be withdrawn at any time.
 */
export function canCancelParticipation(startsAt: Date | string, now: Date): boolean {
  return new Date(startsAt).getTime() - now.getTime() > CANCEL_DEADLINE_HOURS * 60 * 60 * 1000;
}

/**
 * What someone who is not the host and has no place at an event yet may do there now: `join` (a
 * seat at a First-come event, an application to a Register one), `waitlist` (a full First-come
 * event queues newcomers for the next free seat), or nothing, because it has `started` or is
 * `full` (a Register event takes no application once full).
 */
export type JoinOption = 'join' | 'waitlist' | 'started' | 'full';

export function joinOption(
  event: { type: EventType; participantsCount: number; maxParticipants: number; startsAt: Date | string },
  now: Date,
): JoinOption {
  if (hasStarted(event.startsAt, now)) return 'started';
  if (!isFull(event)) return 'join';
  return event.type === 'FirstCome' ? 'waitlist' : 'full';
}

/** Why someone may not review an event, the first that applies. */
export type ReviewBlocker = 'host' | 'notParticipant' | 'notEnded' | 'reviewed';

/**
 * What stands between someone and a review of an event, or null when they may write one: the
 * host never reviews their own event; an approved guest may, from its end on, once.
 */
export function reviewBlocker(
  person: { isHost: boolean; status: ParticipantStatus | null; hasReviewed: boolean },
  endsAt: Date | string,
  now: Date,
): ReviewBlocker | null {
  if (person.isHost) return 'host';
  if (person.status !== 'Approved') return 'notParticipant';
  if (!hasEnded(endsAt, now)) return 'notEnded';
  if (person.hasReviewed) return 'reviewed';
  return null;
}
