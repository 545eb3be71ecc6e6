import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { crowd, type TestUser } from '../../test/accounts.ts';
import { createEvent } from '../../test/events.ts';
import { cancel, decide, join, outboxTo, seats, withStatus } from '../../test/participation.ts';
import { createTestApp, TEST_NOW, type TestApp } from '../../test/test-app.ts';

// These only mean something on PostgreSQL (TEST_DATABASE_URL), where requests really run side
// by side; on PGlite, one connection, they check the same rules one request at a time.

let t: TestApp;
let host: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  host = (await crowd(t, 1))[0]!;
});
beforeEach(() => t.clock.set(TEST_NOW));
afterAll(() => t.close());

/** A repeatable sequence of numbers in [0, 1). */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Rounds of the storm: on PostgreSQL each is fifty requests racing; on PGlite they run one at a
 * time, so a few rounds walk every path and more would only repeat them (CI's PostgreSQL pass runs
 * the whole storm).
 */
const STORM_ROUNDS = process.env.TEST_DATABASE_URL ? 20 : 6;

const pick = <T>(items: T[], random: () => number): T => items[Math.floor(random() * items.length)]!;

describe('participation under concurrency', () => {
  it('keeps the seat count equal to the approved rows and within the maximum through a storm of joins, cancels and decisions', async () => {
    const event = await createEvent(t, host, { minParticipants: 1, maxParticipants: 5 });
    const people = await crowd(t, 30);
    const random = seeded(20260302);
    const outcomes = new Map<string, number>();
    const note = (r: LightMyRequestResponse) => {
      const key = r.statusCode < 300 ? (r.json().participant?.status ?? String(r.statusCode)) : r.json().code;
      outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
    };

    for (let round = 0; round < STORM_ROUNDS; round++) {
      const managed = (
        await t.app.inject({ method: 'GET', url: `/api/events/getEventForPending/${event.id}`, headers: host.auth })
      ).json().participants as Array<{ id: number; isHost: boolean }>;
      const guests = managed.filter((p) => !p.isHost);
      const requests = Array.from({ length: 50 }, () => {
        const roll = random();
        if (roll < 0.45 || guests.length === 0) {
          return join(t, pick(people, random), event.id, { waitlist: random() < 0.7 });
        }
        if (roll < 0.8) return cancel(t, pick(people, random), event.id);
        return decide(t, host, pick(guests, random).id, event.id, random() < 0.7 ? 'Approved' : 'Rejected');
      });
      const results = await Promise.all(requests);
      for (const r of results) {
        expect(r.statusCode, r.body).toBeLessThan(500);
        note(r);
      }

      const now = await seats(t, event.id);
      expect(now.count).toBe(now.approved);
      expect(now.count).toBeLessThanOrEqual(now.max);
      expect(now.members).toBe(now.approved);
      // Nobody waits while a seat is free.
      if (now.waitlisted > 0) expect(now.count).toBe(now.max);
    }

    // The storm went through every path.
    for (const outcome of ['Approved', 'Waitlisted', '200', 'eventFull', 'maxParticipantsReached', 'alreadyJoined']) {
      expect(outcomes.get(outcome) ?? 0, outcome).toBeGreaterThan(0);
    }
    const promoted = await Promise.all(people.map((p) => outboxTo(t, p.email)));
    expect(promoted.flat().filter((m) => m.subject.startsWith('[Moim] A seat is yours')).length).toBeGreaterThan(0);
  }, 120_000);

  it('hands freed seats to the waitlist in order when several guests cancel at once, each seat once', async () => {
    for (let attempt = 0; attempt < 3; attempt++) {
      const event = await createEvent(t, host, { minParticipants: 1, maxParticipants: 5, name: 'Picnic' });
      const seated = await crowd(t, 4);
      const waiting = await crowd(t, 6);
      for (const user of seated) expect((await join(t, user, event.id)).statusCode).toBe(201);
      for (const user of waiting) await join(t, user, event.id, { waitlist: true });

      const results = await Promise.all(seated.map((user) => cancel(t, user, event.id)));
      expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);

      expect(await withStatus(t, event.id, 'Approved')).toEqual([
        host.userId,
        ...waiting.slice(0, 4).map((u) => u.userId),
      ]);
      expect(await withStatus(t, event.id, 'Waitlisted')).toEqual(waiting.slice(4).map((u) => u.userId));
      expect(await seats(t, event.id)).toEqual({ count: 5, approved: 5, waitlisted: 2, members: 5, max: 5 });
      const mails = await Promise.all(waiting.map((u) => outboxTo(t, u.email)));
      expect(mails.map((m) => m.length)).toEqual([1, 1, 1, 1, 0, 0]);
    }
  });

  it('keeps the order when someone in line leaves while seats free', async () => {
    const event = await createEvent(t, host, { minParticipants: 1, maxParticipants: 5 });
    const seated = await crowd(t, 4);
    const waiting = await crowd(t, 6);
    for (const user of seated) await join(t, user, event.id);
    for (const user of waiting) await join(t, user, event.id, { waitlist: true });

    // The first in line leaves as the seats free: whether it was promoted first or not, it ends
    // with no place, and the next four in line get the seats.
    const results = await Promise.all([...seated, waiting[0]!].map((user) => cancel(t, user, event.id)));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect(await withStatus(t, event.id, 'Approved')).toEqual([
      host.userId,
      ...waiting.slice(1, 5).map((u) => u.userId),
    ]);
    expect(await withStatus(t, event.id, 'Waitlisted')).toEqual([waiting[5]!.userId]);
    expect(await seats(t, event.id)).toEqual({ count: 5, approved: 5, waitlisted: 1, members: 5, max: 5 });
  });

  it('approves exactly as many as there are seats when the host accepts everyone at once', async () => {
    const event = await createEvent(t, host, { type: 'Register', minParticipants: 1, maxParticipants: 3 });
    const applicants = await crowd(t, 10);
    const ids = await Promise.all(
      applicants.map(async (user) => (await join(t, user, event.id)).json().participant.id as number),
    );
    const results = await Promise.all(ids.map((id) => decide(t, host, id, event.id, 'Approved')));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(2);
    const refused = results.filter((r) => r.statusCode === 409);
    expect(refused).toHaveLength(8);
    expect(refused.every((r) => r.json().message === 'Maximum number of participants reached')).toBe(true);
    expect(await seats(t, event.id)).toMatchObject({ count: 3, approved: 3, members: 3 });
  });
});
