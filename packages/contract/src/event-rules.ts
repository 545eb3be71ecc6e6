// The time rules the event pages show (join, cancel, review). Plain functions without the
// validation library: the event page imports them from here (`@moim/contract/event-rules`), so
// showing an event does not load every schema of the contract.

/** Participation can be cancelled until this many hours before the start (FAQ). */
export const CANCEL_DEADLINE_HOURS = 24;

/**
 * Whether a seat may still be given back: more than 24 hours before the start. Applications
 * still pending and places on the waitlist can be withdrawn at any time.
 */
export function canCancelParticipation(startsAt: Date | string, now: Date): boolean {
  return new Date(startsAt).getTime() - now.getTime() > CANCEL_DEADLINE_HOURS * 60 * 60 * 1000;
}

/** Whether an event can still be joined: seats left and the start in the future. */
export function isJoinable(event: { participantsCount: number; maxParticipants: number; startsAt: string }, now: Date) {
  return event.participantsCount < event.maxParticipants && new Date(event.startsAt) > now;
}

/** Whether an event can be reviewed yet: from its start on. */
export function reviewsOpen(startsAt: Date | string, now: Date): boolean {
  return new Date(startsAt).getTime() <= now.getTime();
}
