/** Where the global setup leaves the past event it seeded, for the workers (they inherit it). */
export const PAST_EVENT_ENV = 'E2E_PAST_EVENT';

interface SeededPerson {
  userId: string;
  username: string;
  password: string;
}

interface SeededEvent {
  id: number;
  name: string;
}

/** What the accessibility sweep shows (apps/server/src/test/sweep-scene-seed.ts). */
export interface SweepScene {
  host: SeededPerson;
  user: SeededPerson;
  admin: SeededPerson;
  past: SeededEvent;
  register: SeededEvent;
  firstCome: SeededEvent;
}

/** The shape of apps/server/src/test/past-event-seed.ts's answer. */
export interface PastEvent {
  event: SeededEvent;
  host: SeededPerson;
  guest: SeededPerson;
  sweep: SweepScene;
}

/** The event that has already happened, hosted by `host`, that `guest` took part in. */
export function pastEvent(): PastEvent {
  const seeded = process.env[PAST_EVENT_ENV];
  if (!seeded) throw new Error(`${PAST_EVENT_ENV} is not set: the global setup seeds it`);
  return JSON.parse(seeded) as PastEvent;
}
