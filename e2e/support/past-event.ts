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
}

type Seeded = PastEvent & { second: PastEvent; justOver: PastEvent; sweep: SweepScene };

function seeded(): Seeded {
  const json = process.env[PAST_EVENT_ENV];
  if (!json) throw new Error(`${PAST_EVENT_ENV} is not set: the global setup seeds it`);
  return JSON.parse(json) as Seeded;
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

/** An event that ended two hours ago, of people of its own: its check-in is still open. */
export function justOverEvent(): PastEvent {
  return seeded().justOver;
}

/** The people and events the accessibility sweep visits. */
export function sweepScene(): SweepScene {
  return seeded().sweep;
}
