// Where an event stands in time and seats, written once for the server and the screens (the
// event cards of the first pages among them). Each takes the clock's now. Plain functions without
// the validation library (`@moim/contract/event-rules`); what a person may do at an event is in
// participation-rules.ts, which the cards do not need.

/**
 * Whether an event has started. From then on nobody joins it, the host decides on nobody, and an
 * application or a waitlist place has come to nothing.
 */
export function hasStarted(startsAt: Date | string, now: Date): boolean {
  return new Date(startsAt).getTime() <= now.getTime();
}

/** Whether an event is over: from its end on, its guests went, and may review it. */
export function hasEnded(endsAt: Date | string, now: Date): boolean {
  return new Date(endsAt).getTime() <= now.getTime();
}

/** Whether an event is under way: started and not yet over. */
export function isHappening(event: { startsAt: Date | string; endsAt: Date | string }, now: Date): boolean {
  return hasStarted(event.startsAt, now) && !hasEnded(event.endsAt, now);
}

/** Whether every seat is taken (the host's included). */
export function isFull(event: { participantsCount: number; maxParticipants: number }): boolean {
  return event.participantsCount >= event.maxParticipants;
}
