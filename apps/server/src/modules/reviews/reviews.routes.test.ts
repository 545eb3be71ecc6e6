import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { crowd, type TestUser } from '../../test/accounts.ts';
import { createEvent, uploadEventImage, uploadImage } from '../../test/events.ts';
import { multipart, testJpeg } from '../../test/multipart.ts';
import { join } from '../../test/participation.ts';
import { createTestApp, TEST_NOW, type TestApp } from '../../test/test-app.ts';
import { queryRows } from '../../test/test-database.ts';

let t: TestApp;
let host: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  host = (await crowd(t, 1))[0]!;
});
beforeEach(() => t.clock.set(TEST_NOW));
afterAll(() => t.close());

/** The test events start 2026-03-14 14:30 in Korea (05:30 UTC). */
const AFTER_END = '2026-03-14T08:00:00Z';

const uploadReviewImage = (user: TestUser) => uploadImage(t, user, '/api/reviews/upload-image');

const submit = (user: TestUser, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/reviews/submit',
    payload: { userId: user.userId, rating: 4.5, comment: '<p>Great day</p>', imageUrls: [], ...payload },
    headers: user.auth,
  });

/** An event of `host` with approved `guests`, the clock moved past its start. */
async function pastEvent(guests: number, overrides: Record<string, unknown> = {}) {
  t.clock.set(TEST_NOW);
  const event = await createEvent(t, host, overrides);
  const people = await crowd(t, guests);
  for (const user of people) expect((await join(t, user, event.id)).statusCode).toBe(201);
  t.clock.set(AFTER_END);
  return { event, people };
}

const get = (url: string, user?: TestUser) => t.app.inject({ method: 'GET', url, headers: user?.auth ?? {} });

describe('POST /api/reviews/upload-image', () => {
  it('stores a photo for a signed-in user, re-encoded', async () => {
    const [user] = await crowd(t, 1);
    const url = await uploadReviewImage(user!);
    expect(url).toMatch(/^http:\/\/moim\.test\/uploads\/reviews\/.+\.webp$/);
    expect((await get(url)).statusCode).toBe(200);
    const body = multipart(await testJpeg(), 'photo.jpg');
    const visitor = await t.app.inject({
      method: 'POST',
      url: '/api/reviews/upload-image',
      payload: body.payload,
      headers: body.headers,
    });
    expect(visitor.statusCode).toBe(401);
  });
});

describe('POST /api/reviews/submit', () => {
  it('stores a review of an approved guest after the end, with clean HTML and own photos', async () => {
    const { event, people } = await pastEvent(1);
    const [reviewer] = people;
    const photos = [await uploadReviewImage(reviewer!), await uploadReviewImage(reviewer!)];
    const r = await submit(reviewer!, {
      eventId: event.id,
      comment: '<p>Lovely <strong>people</strong><script>alert(1)</script><img src=x onerror=alert(1)></p>',
      imageUrls: photos,
    });
    expect(r.statusCode).toBe(201);
    expect(r.json()).toEqual({
      success: true,
      review: {
        id: expect.any(Number),
        rating: 4.5,
        comment: '<p>Lovely <strong>people</strong></p>',
        images: photos.map((url) => ({ url })),
        createdAt: AFTER_END.replace('Z', '.000Z'),
        user: { userId: reviewer!.userId, username: 'Mina Park', profileImage: null },
        attended: false,
        // Its language, found as it was written (decision 77).
        textLanguage: 'en',
      },
      message: 'Review submitted successfully!',
    });

    const listed = await get(`/api/reviews/event/${event.id}`);
    expect(listed.json()).toEqual([r.json().review]);
    const detail = (await get(`/api/events/getEvents/${event.id}`)).json();
    expect(detail).toMatchObject({ averageRating: 4.5, reviewCount: 1 });
    const check = await get(`/api/participants/checkParticipation?eventId=${event.id}`, reviewer);
    expect(check.json().hasReviewed).toBe(true);
    const joined = await get(`/api/participants/getParticipatedEvent/${reviewer!.userId}`, reviewer);
    expect(joined.json()).toEqual([expect.objectContaining({ id: event.id, reviewedByMe: true })]);
  });

  it('counts at most 300 characters of text, not markup, as the editor does', async () => {
    const { event, people } = await pastEvent(3);
    const half = 'a'.repeat(150);
    const fits = await submit(people[0]!, {
      eventId: event.id,
      comment: `<p><strong>${half}</strong></p><p><em>${half}</em></p>`,
    });
    expect(fits.statusCode).toBe(201);
    const entities = await submit(people[1]!, { eventId: event.id, comment: `<p>${'&amp;'.repeat(300)}</p>` });
    expect(entities.statusCode).toBe(201);
    const over = await submit(people[2]!, { eventId: event.id, comment: `<p>${'a'.repeat(301)}</p>` });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe('Your review is too long. Please limit it to 300 characters.');
  });

  it('needs a rating of 0.5 to 5 in half steps', async () => {
    const { event, people } = await pastEvent(1);
    const cases: Array<[unknown, string]> = [
      [0, 'Please provide a rating.'],
      [null, 'Please provide a rating.'],
      ['', 'Please provide a rating.'],
      [4.3, 'The rating must be from 0.5 to 5, in steps of 0.5.'],
      [5.5, 'The rating must be from 0.5 to 5, in steps of 0.5.'],
      [-1, 'The rating must be from 0.5 to 5, in steps of 0.5.'],
    ];
    for (const [rating, message] of cases) {
      const r = await submit(people[0]!, { eventId: event.id, rating });
      expect(r.statusCode, String(rating)).toBe(400);
      expect(r.json().message, String(rating)).toBe(message);
    }
    const { rating } = (await submit(people[0]!, { eventId: event.id, rating: '0.5' })).json().review;
    expect(rating).toBe(0.5);
  });

  it('refuses anyone but an approved guest, before the start, and a second review', async () => {
    const { event, people } = await pastEvent(1);
    const [outsider, applicant] = await crowd(t, 2);

    const stranger = await submit(outsider!, { eventId: event.id });
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().message).toBe('Only approved participants can review this event.');
    const own = await submit(host, { eventId: event.id });
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('You cannot review an event you host.');

    t.clock.set(TEST_NOW);
    const register = await createEvent(t, host, { type: 'Register' });
    await join(t, applicant!, register.id);
    t.clock.set(AFTER_END);
    expect((await submit(applicant!, { eventId: register.id })).json().code).toBe('reviewNotParticipant');

    // Before the start, and while it is under way (it ends two hours after its start).
    for (const at of ['2026-03-14T05:29:00Z', '2026-03-14T07:29:00Z']) {
      t.clock.set(at);
      const early = await submit(people[0]!, { eventId: event.id });
      expect(early.statusCode).toBe(409);
      expect(early.json().message).toBe('You can review this event once it has ended.');
    }

    t.clock.set(AFTER_END);
    expect((await submit(people[0]!, { eventId: event.id })).statusCode).toBe(201);
    const twice = await submit(people[0]!, { eventId: event.id, rating: 1 });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('You have already reviewed this event.');
    expect((await get(`/api/reviews/event/${event.id}`)).json()).toHaveLength(1);
  });

  it('takes only photos the reviewer uploaded for reviews, at most five', async () => {
    const { event, people } = await pastEvent(1);
    const [reviewer] = people;
    const [other] = await crowd(t, 1);
    const refusedUrls = [
      [await uploadReviewImage(other!)],
      [await uploadEventImage(t, reviewer!)],
      ['https://cdn.example/cat.jpg'],
    ];
    for (const imageUrls of refusedUrls) {
      const r = await submit(reviewer!, { eventId: event.id, imageUrls });
      expect(r.statusCode).toBe(400);
      expect(r.json().message).toBe('Please upload the review images again.');
    }
    const six = await Promise.all(Array.from({ length: 6 }, () => uploadReviewImage(reviewer!)));
    const tooMany = await submit(reviewer!, { eventId: event.id, imageUrls: six });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe('You can upload up to 5 files.');
    const five = await submit(reviewer!, { eventId: event.id, imageUrls: six.slice(0, 5) });
    expect(five.json().review.images).toHaveLength(5);
  });

  it("refuses someone else's userId, a visitor and an unknown event", async () => {
    const { event, people } = await pastEvent(1);
    expect((await submit(people[0]!, { eventId: event.id, userId: host.userId })).statusCode).toBe(403);
    const visitor = await t.app.inject({
      method: 'POST',
      url: '/api/reviews/submit',
      payload: { eventId: event.id, rating: 4 },
    });
    expect(visitor.statusCode).toBe(401);
    expect((await submit(people[0]!, { eventId: 987654 })).statusCode).toBe(404);
  });

  it('answers hostile input with 400, never 500', async () => {
    const { event, people } = await pastEvent(1);
    const cases = [
      { comment: '<p>a\u0000b</p>' },
      { imageUrls: ['/uploads/reviews/x\u0000.webp'] },
      { comment: 'x'.repeat(5001) },
      { eventId: 2 ** 31 },
      { rating: 1e308 },
    ];
    for (const change of cases) {
      expect((await submit(people[0]!, { eventId: event.id, ...change })).statusCode, JSON.stringify(change)).toBe(400);
    }
    expect((await get('/api/reviews/event/99999999999')).statusCode).toBe(400);
  });
});

describe('reading reviews', () => {
  it("lists an event's reviews newest first, and 404 for an unknown event", async () => {
    const { event, people } = await pastEvent(2);
    await submit(people[0]!, { eventId: event.id, rating: 3 });
    t.clock.advance(60_000);
    await submit(people[1]!, { eventId: event.id, rating: 5 });
    const r = await get(`/api/reviews/event/${event.id}`);
    expect(r.json().map((review: { rating: number }) => review.rating)).toEqual([5, 3]);
    expect((await get(`/api/events/getEvents/${event.id}`)).json()).toMatchObject({ averageRating: 4, reviewCount: 2 });
    expect((await get('/api/reviews/event/987654')).statusCode).toBe(404);
  });

  it("gives a host's average and count over all their events, 0 and 0 with none, and pages their reviews", async () => {
    const newHost = (await crowd(t, 1))[0]!;
    const average = (userId: string) => get(`/api/reviews/host/${userId}/average`);
    expect((await average(newHost.userId)).json()).toEqual({ average: 0, count: 0, reviewCount: 0 });

    t.clock.set(TEST_NOW);
    const first = await createEvent(t, newHost, { name: 'First' });
    const second = await createEvent(t, newHost, { name: 'Second' });
    const people = await crowd(t, 2);
    for (const user of people) {
      await join(t, user, first.id);
      await join(t, user, second.id);
    }
    t.clock.set(AFTER_END);
    const ratings: Array<[TestUser, number, number]> = [
      [people[0]!, first.id, 4.5],
      [people[1]!, first.id, 3],
      [people[0]!, second.id, 5],
    ];
    for (const [user, eventId, rating] of ratings) {
      expect((await submit(user, { eventId, rating })).statusCode).toBe(201);
      t.clock.advance(60_000);
    }
    expect((await average(newHost.userId)).json()).toEqual({ average: 4.17, count: 3, reviewCount: 3 });
    expect((await average('nobody404')).statusCode).toBe(404);

    const page = await get(`/api/reviews/host/${newHost.userId}?limit=2`);
    expect(page.headers['x-total-count']).toBe('3');
    expect(page.json().map((r: { rating: number; event: { name: string } }) => [r.event.name, r.rating])).toEqual([
      ['Second', 5],
      ['First', 3],
    ]);
    expect(page.json()[0]).toMatchObject({
      event: { id: second.id, name: 'Second' },
      user: { userId: people[0]!.userId },
      images: [],
    });
    const rest = await get(`/api/reviews/host/${newHost.userId}?limit=2&offset=2`);
    expect(rest.json().map((r: { rating: number }) => r.rating)).toEqual([4.5]);
    expect((await get('/api/reviews/host/nobody404')).statusCode).toBe(404);
  });
});

describe("the user page's figures (GET /api/user/getUser/:userId)", () => {
  it('counts hosted events, approved guests without the host, the average rating and the reviews', async () => {
    const newHost = (await crowd(t, 1))[0]!;
    const profile = async () => (await get(`/api/user/getUser/${newHost.userId}`)).json();
    expect(await profile()).toMatchObject({
      hostedEventsCount: 0,
      totalAttendees: 0,
      averageRating: 0,
      reviewCount: 0,
    });

    const first = await createEvent(t, newHost);
    const register = await createEvent(t, newHost, { type: 'Register', minParticipants: 1, maxParticipants: 3 });
    await createEvent(t, newHost, { minParticipants: 1, maxParticipants: 2 });
    const people = await crowd(t, 4);
    await join(t, people[0]!, first.id);
    await join(t, people[1]!, first.id);
    await join(t, people[2]!, register.id); // pending: not an attendee
    t.clock.set(AFTER_END);
    await submit(people[0]!, { eventId: first.id, rating: 4 });
    await submit(people[1]!, { eventId: first.id, rating: 2.5 });

    expect(await profile()).toMatchObject({
      userId: newHost.userId,
      hostedEventsCount: 3,
      totalAttendees: 2,
      averageRating: 3.25,
      reviewCount: 2,
    });
  });
});

describe('deleting an event', () => {
  it('removes its reviews and their photos, keeping a photo another review still shows', async () => {
    t.clock.set(TEST_NOW);
    const first = await createEvent(t, host);
    const second = await createEvent(t, host);
    const [reviewer] = await crowd(t, 1);
    await join(t, reviewer!, first.id);
    await join(t, reviewer!, second.id);
    t.clock.set(AFTER_END);
    const shared = await uploadReviewImage(reviewer!);
    const only = await uploadReviewImage(reviewer!);
    await submit(reviewer!, { eventId: first.id, imageUrls: [shared, only] });
    await submit(reviewer!, { eventId: second.id, imageUrls: [shared] });

    const remove = (id: number) =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/events/${id}`,
        payload: { reason: 'Schedule change' },
        headers: host.auth,
      });
    expect((await remove(first.id)).statusCode).toBe(200);
    const left = await queryRows(
      t.database,
      sql`select 1 from reviews where event_id = ${first.id}
          union all select 1 from review_images where url = ${only}`,
    );
    expect(left).toEqual([]);
    expect((await get(only)).statusCode).toBe(404);
    expect((await get(shared)).statusCode).toBe(200);

    expect((await remove(second.id)).statusCode).toBe(200);
    expect((await get(shared)).statusCode).toBe(404);
  });
});
