import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { crowd, type TestUser } from '../../test/accounts.ts';
import { createEvent } from '../../test/events.ts';
import { decide, join, participantId } from '../../test/participation.ts';
import { createTestApp, TEST_NOW, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let host: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  host = (await crowd(t, 1))[0]!;
});
beforeEach(() => t.clock.set(TEST_NOW));
afterAll(() => t.close());

/** The test events start 2026-03-14 14:30 in Korea (05:30 UTC) and end two hours later. */
const AT_THE_DOOR = '2026-03-14T05:00:00Z';

const listOf = (eventId: number, user: TestUser = host) =>
  t.app.inject({ method: 'GET', url: `/api/events/${eventId}/check-in`, headers: user.auth });
const checkIn = (eventId: number, body: object, user: TestUser = host, language = 'en') =>
  t.app.inject({
    method: 'POST',
    url: `/api/events/${eventId}/check-in`,
    payload: body,
    headers: { ...user.auth, 'accept-language': language },
  });
const undo = (eventId: number, participant: number, user: TestUser = host) =>
  t.app.inject({ method: 'DELETE', url: `/api/events/${eventId}/check-in/${participant}`, headers: user.auth });
/** A guest's own code, as their event page gets it. */
async function codeOf(user: TestUser, eventId: number): Promise<string | undefined> {
  const r = await t.app.inject({
    method: 'GET',
    url: `/api/participants/checkParticipation?eventId=${eventId}`,
    headers: user.auth,
  });
  return r.json().checkIn?.code;
}

/** An event of `host` with `guests` approved and one applicant still pending (a Register event). */
async function eventWith(guests: number) {
  const event = await createEvent(t, host, { type: 'Register' });
  const people = await crowd(t, guests + 1);
  for (const user of people) expect((await join(t, user, event.id)).statusCode).toBe(201);
  for (const user of people.slice(0, guests)) {
    expect((await decide(t, host, await participantId(t, user, event.id), event.id, 'Approved')).statusCode).toBe(200);
  }
  return { event, guests: people.slice(0, guests), pending: people[guests]! };
}

describe('check-in at the door', () => {
  it('gives each approved guest a code of their own, and none to an applicant', async () => {
    const { event, guests, pending } = await eventWith(2);
    const [a, b] = [await codeOf(guests[0]!, event.id), await codeOf(guests[1]!, event.id)];
    expect(a).toMatch(/^[0-9A-HJKMNP-TV-Z]{8}$/);
    expect(b).toMatch(/^[0-9A-HJKMNP-TV-Z]{8}$/);
    expect(a).not.toBe(b);
    // The same code every time it is asked.
    expect(await codeOf(guests[0]!, event.id)).toBe(a);
    expect(await codeOf(pending, event.id)).toBeUndefined();
  });

  it('checks a guest in by their code as the host types it, once, and counts who is in', async () => {
    const { event, guests } = await eventWith(3);
    t.clock.set(AT_THE_DOOR);
    const before = await listOf(event.id);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toMatchObject({ eventId: event.id, checkedIn: 0, total: 3 });
    expect(before.json().guests).toHaveLength(3);
    // The host's own seat and the pending applicant are not on the door list.
    expect(
      before
        .json()
        .guests.map((g: { user: { userId: string } }) => g.user.userId)
        .sort(),
    ).toEqual(guests.map((g) => g.userId).sort());

    const code = (await codeOf(guests[0]!, event.id))!;
    // Read aloud and typed loosely: lower case, a space, O for 0, I or L for 1.
    const typed = `${code.slice(0, 4)} ${code.slice(4)}`.toLowerCase().replace(/0/g, 'o').replace(/1/g, 'l');
    const r = await checkIn(event.id, { code: typed });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({
      checkedIn: 1,
      total: 3,
      guest: { user: { userId: guests[0]!.userId }, checkedInAt: '2026-03-14T05:00:00.000Z' },
    });
    expect(r.json().message).toBe(`${r.json().guest.user.username} is checked in.`);

    const again = await checkIn(event.id, { code }, host, 'ko');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'checkInRepeat', message: '이미 체크인한 게스트입니다.' });
    expect((await listOf(event.id)).json().checkedIn).toBe(1);
  });

  it("refuses a code of another event, a made-up one, and a pending applicant's place", async () => {
    const first = await eventWith(1);
    const second = await eventWith(1);
    t.clock.set(AT_THE_DOOR);
    const otherCode = (await codeOf(second.guests[0]!, second.event.id))!;
    for (const body of [{ code: otherCode }, { code: 'ZZZZZZZZ' }, { code: '12' }]) {
      const r = await checkIn(first.event.id, body);
      expect(r.statusCode, JSON.stringify(body)).toBe(404);
      expect(r.json()).toMatchObject({
        code: 'checkInCodeUnknown',
        message: 'This code is not the check-in code of a guest of this event.',
      });
    }
    const pendingPlace = await participantId(t, first.pending, first.event.id);
    expect((await checkIn(first.event.id, { participantId: pendingPlace })).statusCode).toBe(404);
    const empty = await checkIn(first.event.id, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().code).toBe('checkInCodeRequired');
    for (const body of [{ code: 'A\u0000B' }, { code: 'x'.repeat(100_000) }, { participantId: 1e30 }]) {
      expect((await checkIn(first.event.id, body)).statusCode, JSON.stringify(body).slice(0, 40)).toBe(400);
    }
    expect((await listOf(first.event.id)).json().checkedIn).toBe(0);
  });

  it('is for the host only: a guest, another user and a visitor are refused', async () => {
    const { event, guests } = await eventWith(1);
    t.clock.set(AT_THE_DOOR);
    const code = (await codeOf(guests[0]!, event.id))!;
    const [stranger] = await crowd(t, 1);
    for (const user of [guests[0]!, stranger!]) {
      expect((await listOf(event.id, user)).statusCode).toBe(403);
      expect((await checkIn(event.id, { code }, user)).statusCode).toBe(403);
    }
    const visitor = await t.app.inject({ method: 'POST', url: `/api/events/${event.id}/check-in`, payload: { code } });
    expect(visitor.statusCode).toBe(401);
    expect((await listOf(event.id)).json().checkedIn).toBe(0);
  });

  it('is open from a day before the start to a day after the end', async () => {
    const { event, guests } = await eventWith(1);
    const place = await participantId(t, guests[0]!, event.id);
    t.clock.set('2026-03-13T05:29:00Z');
    const early = await checkIn(event.id, { participantId: place });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      code: 'checkInClosed',
      message: 'Check-in opens 24 hours before the start and closes 24 hours after the end.',
    });
    t.clock.set('2026-03-15T07:30:00Z');
    expect((await checkIn(event.id, { participantId: place })).statusCode).toBe(409);
    t.clock.set('2026-03-15T07:29:00Z');
    expect((await checkIn(event.id, { participantId: place })).statusCode).toBe(200);
  });

  it('takes a tick in the list, and takes it back', async () => {
    const { event, guests } = await eventWith(2);
    t.clock.set(AT_THE_DOOR);
    const place = await participantId(t, guests[1]!, event.id);
    expect((await checkIn(event.id, { participantId: place })).json()).toMatchObject({ checkedIn: 1 });
    const back = await undo(event.id, place);
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ checkedIn: 0, guest: { checkedInAt: null } });
    expect(back.json().message).toBe(`${back.json().guest.user.username} is no longer checked in.`);
    expect((await undo(event.id, place, guests[0]!)).statusCode).toBe(403);
  });

  it('marks the reviews of the guests who were checked in as "attended"', async () => {
    const { event, guests } = await eventWith(2);
    t.clock.set(AT_THE_DOOR);
    expect((await checkIn(event.id, { code: await codeOf(guests[0]!, event.id) })).statusCode).toBe(200);
    t.clock.set('2026-03-14T08:00:00Z');
    for (const guest of guests) {
      const r = await t.app.inject({
        method: 'POST',
        url: '/api/reviews/submit',
        payload: { eventId: event.id, rating: 5, comment: '<p>Fun</p>', imageUrls: [] },
        headers: guest.auth,
      });
      expect(r.statusCode).toBe(201);
    }
    const reviews = (await t.app.inject({ method: 'GET', url: `/api/reviews/event/${event.id}` })).json();
    const attended = Object.fromEntries(
      reviews.map((r: { user: { userId: string }; attended: boolean }) => [r.user.userId, r.attended]),
    );
    expect(attended).toEqual({ [guests[0]!.userId]: true, [guests[1]!.userId]: false });
  });
});
