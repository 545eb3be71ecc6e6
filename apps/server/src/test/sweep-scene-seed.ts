/**
 * The people and events the end-to-end accessibility sweep (e2e/accessibility.spec.ts) shows on
 * every screen: made by the real app through its HTTP API, inside the past-event seed (which runs
 * it on the same earlier clock, decision record 0027), so every screen has something in it.
 *
 * - `host` hosts an event that has happened (`past`, with one review written and one guest who
 *   has not reviewed yet), a Register event (`register`, one application waiting) and a FirstCome
 *   event (`firstCome`, whose chat room has messages);
 * - `user` took part in `past` (the review form is theirs to fill), joined and likes `firstCome`,
 *   and has not applied to `register` (the application form is theirs);
 * - the admin (`ADMIN_USER_IDS=editor` on the e2e server) exists, for the blog page.
 */
import { seoulDate } from '@moim/contract';
import { anotherSession, registerUser, signIn, STRONG_PASSWORD, type TestUser } from './accounts.ts';
import { roomOfEvent, storeMessages } from './chat.ts';
import { createEvent } from './events.ts';
import { join } from './participation.ts';
import type { TestApp } from './test-app.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

interface SweepPerson {
  userId: string;
  username: string;
  password: string;
}

interface SweepEvent {
  id: number;
  name: string;
}

export interface SweepScene {
  host: SweepPerson;
  user: SweepPerson;
  admin: SweepPerson;
  past: SweepEvent;
  register: SweepEvent;
  firstCome: SweepEvent;
}

async function expectStatus(response: Promise<{ statusCode: number; body: string }>, status: number, what: string) {
  const r = await response;
  if (r.statusCode !== status) throw new Error(`${what}: ${r.statusCode} ${r.body}`);
}

/** The admin account, signed up unless an earlier run on the same database did (PostgreSQL). */
async function ensureAdmin(t: TestApp): Promise<SweepPerson> {
  const admin = { userId: 'editor', username: 'Moim editor', password: STRONG_PASSWORD };
  const existing = await signIn(t, admin.userId, admin.password);
  if (existing.statusCode !== 200) {
    await registerUser(t, { userId: admin.userId, username: admin.username, email: 'editor@example.com' });
  }
  return admin;
}

/**
 * Seeds the sweep's scene with `t`'s clock four days before `now`; leaves the clock at `now`
 * (a review needs the event to have started). `run` makes the ids unique per run.
 */
export async function seedSweepScene(t: TestApp, now: Date, run: string): Promise<SweepScene> {
  const hostInput = { userId: `sh${run}`, username: 'Sweep Host' };
  const userInput = { userId: `su${run}`, username: 'Sweep Guest' };
  const reviewerInput = { userId: `sr${run}`, username: 'Sweep Reviewer' };
  const host = await registerUser(t, hostInput);
  const user = await registerUser(t, userInput);
  const reviewer = await registerUser(t, reviewerInput);

  const past = await createEvent(t, host, {
    name: `Lantern walk ${run}`,
    type: 'FirstCome',
    date: seoulDate(new Date(now.getTime() - 2 * DAY_MS)),
    time: '19:00',
    minParticipants: 1,
    maxParticipants: 6,
  });
  for (const guest of [user, reviewer]) await expectStatus(join(t, guest, past.id), 201, 'join the past event');

  const register = await createEvent(t, host, {
    name: `Kimchi workshop ${run}`,
    type: 'Register',
    category: 'Food',
    date: seoulDate(new Date(now.getTime() + 10 * DAY_MS)),
    question: 'Have you made kimchi before?',
  });
  await expectStatus(join(t, reviewer, register.id, { answer: 'Once, with my grandmother.' }), 201, 'apply');

  const firstCome = await createEvent(t, host, {
    name: `Board game night ${run}`,
    type: 'FirstCome',
    category: 'Games',
    date: seoulDate(new Date(now.getTime() + 12 * DAY_MS)),
    question: null,
  });
  await expectStatus(join(t, user, firstCome.id), 201, 'join the board game night');
  await expectStatus(like(t, user, firstCome.id), 200, 'like');
  const roomId = await roomOfEvent(t, host, firstCome.id);
  await storeMessages(t, roomId, host, ['Welcome! We start at seven.']);
  await storeMessages(t, roomId, user, ['Great, I will bring snacks.']);

  t.clock.set(now);
  // A session from four days back may have run out.
  const reviewing = await anotherSession(t, reviewer);
  await expectStatus(
    t.app.inject({
      method: 'POST',
      url: '/api/reviews/submit',
      payload: {
        userId: reviewer.userId,
        eventId: past.id,
        rating: 4.5,
        comment: '<p>Warm lanterns and good company.</p>',
        imageUrls: [],
      },
      headers: reviewing.auth,
    }),
    201,
    'review',
  );

  return {
    host: { ...hostInput, password: STRONG_PASSWORD },
    user: { ...userInput, password: STRONG_PASSWORD },
    admin: await ensureAdmin(t),
    past: { id: past.id, name: past.name },
    register: { id: register.id, name: register.name },
    firstCome: { id: firstCome.id, name: firstCome.name },
  };
}

function like(t: TestApp, user: TestUser, eventId: number) {
  return t.app.inject({
    method: 'POST',
    url: `/api/likes/${eventId}/like`,
    payload: { userId: user.userId },
    headers: user.auth,
  });
}
