import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './accounts.ts';
import { seedPastEvent, type PastEventSeed } from './past-event-seed.ts';
import { createTestApp, TEST_NOW, type TestApp } from './test-app.ts';
import { createTestDatabase } from './test-database.ts';

let t: TestApp;
let seed: PastEventSeed;
let dataDir: string;

beforeAll(async () => {
  const database = await createTestDatabase();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'moim-past-event-'));
  seed = await seedPastEvent(database, { dataDir, now: new Date(TEST_NOW) });
  // The app as the e2e server runs it afterwards: the same database, the clock at "now".
  t = await createTestApp({ database });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function bearer(userId: string, password: string) {
  const r = await signIn(t, userId, password);
  expect(r.statusCode).toBe(200);
  return { authorization: `Bearer ${r.json().access_token as string}` };
}

describe('seedPastEvent (the e2e fixture of a past event)', () => {
  it('makes an event that has started, hosted by the host, with the guest approved', async () => {
    const r = await t.app.inject({ method: 'GET', url: `/api/events/getEvents/${seed.event.id}` });
    expect(r.statusCode).toBe(200);
    const event = r.json();
    expect(event.name).toBe(seed.event.name);
    expect(event.createdBy.userId).toBe(seed.host.userId);
    expect(new Date(event.startsAt).getTime()).toBeLessThan(new Date(TEST_NOW).getTime());
    expect(
      event.participants.map((p: { user: { userId: string }; status: string }) => [p.user.userId, p.status]),
    ).toEqual([
      [seed.host.userId, 'Approved'],
      [seed.guest.userId, 'Approved'],
    ]);
  });

  it('makes a weekly series whose second date ended two hours ago, its check-in still open', async () => {
    const r = await t.app.inject({ method: 'GET', url: `/api/events/getEvents/${seed.justOver.event.id}` });
    const event = r.json();
    const now = new Date(TEST_NOW).getTime();
    expect(now - new Date(event.endsAt).getTime()).toBeGreaterThanOrEqual(2 * 60 * 60 * 1000);
    expect(now - new Date(event.endsAt).getTime()).toBeLessThan(2.5 * 60 * 60 * 1000);
    expect(new Date(event.endsAt).getTime() - new Date(event.startsAt).getTime()).toBe(2 * 60 * 60 * 1000);
    expect(event.participants.map((p: { user: { userId: string } }) => p.user.userId)).toEqual([
      seed.justOver.host.userId,
      seed.justOver.guest.userId,
    ]);
    // The series' third date is a week later.
    expect(event.series.next).toHaveLength(1);
    expect(new Date(event.series.next[0].startsAt).getTime() - new Date(event.startsAt).getTime()).toBe(7 * 86_400_000);
  });

  it('makes a second such event of other people', async () => {
    const r = await t.app.inject({ method: 'GET', url: `/api/events/getEvents/${seed.second.event.id}` });
    expect(r.json().name).toBe(seed.second.event.name);
    expect(r.json().createdBy.userId).toBe(seed.second.host.userId);
    expect(new Date(r.json().startsAt).getTime()).toBeLessThan(new Date(TEST_NOW).getTime());
    expect(r.json().participants.map((p: { user: { userId: string } }) => p.user.userId)).toEqual([
      seed.second.host.userId,
      seed.second.guest.userId,
    ]);
    const people = [seed.host, seed.guest].map((p) => p.userId);
    expect(people).not.toContain(seed.second.host.userId);
    expect(people).not.toContain(seed.second.guest.userId);
  });

  it('keeps the pictures in the data folder the e2e server serves', async () => {
    const r = await t.app.inject({ method: 'GET', url: `/api/events/getEvents/${seed.event.id}` });
    const file = new URL(r.json().mainImage as string).pathname.replace(/^\/uploads\//, '');
    expect(fs.existsSync(path.join(dataDir, 'uploads', file))).toBe(true);
  });

  it('lets the guest review it and the host sign in, with the passwords it gives', async () => {
    await bearer(seed.host.userId, seed.host.password);
    const review = await t.app.inject({
      method: 'POST',
      url: '/api/reviews/submit',
      payload: {
        userId: seed.guest.userId,
        eventId: seed.event.id,
        rating: 4.5,
        comment: '<p>Lovely</p>',
        imageUrls: [],
      },
      headers: await bearer(seed.guest.userId, seed.guest.password),
    });
    expect(review.statusCode).toBe(201);
  });

  it("seeds the accessibility sweep's scene: a reviewed past event, an application, a chat with messages, the admin", async () => {
    const { sweep } = seed;
    const reviews = await t.app.inject({ method: 'GET', url: `/api/reviews/event/${sweep.past.id}` });
    expect(reviews.json()).toHaveLength(1);

    const user = await bearer(sweep.user.userId, sweep.user.password);
    const past = await t.app.inject({ method: 'GET', url: `/api/events/getEvents/${sweep.past.id}` });
    expect(past.json().participants.map((p: { user: { userId: string } }) => p.user.userId)).toContain(
      sweep.user.userId,
    );
    const rooms = await t.app.inject({ method: 'GET', url: '/api/chatrooms', headers: user });
    const room = (rooms.json() as { eventId: number; id: number }[]).find((r) => r.eventId === sweep.firstCome.id);
    const opened = await t.app.inject({ method: 'GET', url: `/api/chatrooms/${room!.id}`, headers: user });
    expect(opened.json().messages).toHaveLength(2);

    const host = await bearer(sweep.host.userId, sweep.host.password);
    const pending = await t.app.inject({
      method: 'GET',
      url: `/api/events/getEventForPending/${sweep.register.id}`,
      headers: host,
    });
    expect(pending.statusCode).toBe(200);
    expect(JSON.stringify(pending.json())).toContain('Once, with my grandmother.');

    await bearer(sweep.admin.userId, sweep.admin.password);
  });
});
