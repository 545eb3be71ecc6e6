/** Where the global setup leaves the past event it seeded, for the workers (they inherit it). */
export const PAST_EVENT_ENV = 'E2E_PAST_EVENT';

interface SeededPerson {
  userId: string;
  username: string;
  password: string;
}

/** The shape of apps/server/src/test/past-event-seed.ts's answer. */
export interface PastEvent {
  event: { id: number; name: string };
  host: SeededPerson;
  guest: SeededPerson;
}

function seeded(): PastEvent & { second: PastEvent } {
  const json = process.env[PAST_EVENT_ENV];
  if (!json) throw new Error(`${PAST_EVENT_ENV} is not set: the global setup seeds it`);
  return JSON.parse(json) as PastEvent & { second: PastEvent };
}

/** The event that has already happened, hosted by `host`, that `guest` took part in. */
export function pastEvent(): PastEvent {
  const { event, host, guest } = seeded();
  return { event, host, guest };
}

/** Another event that has happened, of other people: for a second spec that writes a review. */
export function secondPastEvent(): PastEvent {
  return seeded().second;
}
