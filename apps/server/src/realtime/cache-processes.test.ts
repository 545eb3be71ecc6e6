import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crowd } from '../test/accounts.ts';
import { createEvent, uploadImage } from '../test/events.ts';
import { cancel, join } from '../test/participation.ts';
import { hearing, secondProcess } from '../test/processes.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

// Two server processes on one PostgreSQL database (decision 0036): a write through one drops
// what the other's visitor caches hold within 100 ms, through the Socket.IO adapter's NOTIFY.
// Only PostgreSQL (TEST_DATABASE_URL) has the adapter that joins them.
const url = process.env.TEST_DATABASE_URL;

describe.runIf(url)('visitor caches across two server processes on one PostgreSQL database', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    // A minute's cache and clocks that do not move: only an invalidation can change what is cached.
    const env = { VISITOR_CACHE_MS: '60000' };
    a = await createTestApp({ env });
    b = await secondProcess(a, { env });
    await hearing(a, b);
    await hearing(b, a);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const get = (t: TestApp, path: string, headers?: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: path, headers });
  /** An event's page as a visitor (or `headers`' user) sees it through `t`, or its status. */
  const page = async (t: TestApp, id: number, headers?: Record<string, string>) => {
    const r = await get(t, `/api/events/getEvents/${id}`, headers);
    return r.statusCode === 200 ? r.json() : { status: r.statusCode };
  };
  /** An event as the visitors' list shows it through `t`, with the list's total. */
  const inList = async (t: TestApp, id: number) => {
    const r = await get(t, '/api/events?fetchType=all&limit=50');
    const item = (r.json() as Array<{ id: number; likes: number; participants: number }>).find((e) => e.id === id);
    return { item: item && { likes: item.likes, participants: item.participants }, total: r.headers['x-total-count'] };
  };
  /** What `read` gives must become `expected` within 100 ms of the write's answer. */
  const within100ms = <T>(read: () => Promise<T>, expected: unknown) =>
    expect.poll(read, { timeout: 100, interval: 5 }).toEqual(expected);

  it("shows a like made through A on B's cached page and list within 100 ms, and at once to the one who liked", async () => {
    const [host, fan] = await crowd(a, 2);
    const event = await createEvent(a, host!, { name: 'Cross-process like picnic' });
    // Cached on B.
    expect((await page(b, event.id)).likesCount).toBe(0);
    expect((await inList(b, event.id)).item).toEqual({ likes: 0, participants: 1 });

    const like = await a.app.inject({ method: 'POST', url: `/api/likes/${event.id}/like`, headers: fan!.auth });
    expect(like.json()).toMatchObject({ likesLen: 1, isLiked: true });
    // Read-your-writes: a signed-in user is never answered from a cache.
    expect((await page(b, event.id, fan!.auth)).likesCount).toBe(1);
    await within100ms(async () => (await page(b, event.id)).likesCount, 1);
    await within100ms(async () => (await inList(b, event.id)).item, { likes: 1, participants: 1 });
  });

  it('shows a join and a cancellation made through A on B within 100 ms', async () => {
    const [host, guest] = await crowd(a, 2);
    const event = await createEvent(a, host!, { name: 'Cross-process join picnic' });
    expect((await page(b, event.id)).participantsCount).toBe(1);

    expect((await join(a, guest!, event.id)).statusCode).toBe(201);
    await within100ms(async () => (await page(b, event.id)).participantsCount, 2);
    expect((await cancel(a, guest!, event.id)).statusCode).toBe(200);
    await within100ms(async () => (await page(b, event.id)).participantsCount, 1);
  });

  it('answers 404 on B and drops the event from its lists within 100 ms of a deletion through A', async () => {
    const [host] = await crowd(a, 1);
    const event = await createEvent(a, host!, { name: 'Cross-process vanishing picnic' });
    expect((await page(b, event.id)).name).toBe('Cross-process vanishing picnic');
    const before = await inList(b, event.id);
    expect(before.item).toBeDefined();

    const deleted = await a.app.inject({ method: 'DELETE', url: `/api/events/${event.id}`, headers: host!.auth });
    expect(deleted.statusCode).toBe(200);
    await within100ms(() => page(b, event.id), { status: 404 });
    await within100ms(() => inList(b, event.id), { item: undefined, total: String(Number(before.total) - 1) });
  });

  it("puts an event created through A in B's cached lists and total within 100 ms", async () => {
    const [host] = await crowd(a, 1);
    const before = await inList(b, 0);
    const event = await createEvent(a, host!, { name: 'Cross-process new picnic' });
    await within100ms(() => inList(b, event.id), {
      item: { likes: 0, participants: 1 },
      total: String(Number(before.total) + 1),
    });
  });

  it("shows a new profile picture set through A on B's cached event page within 100 ms", async () => {
    const [host] = await crowd(a, 1);
    const event = await createEvent(a, host!, { name: 'Cross-process portrait picnic' });
    expect((await page(b, event.id)).createdBy.profileImage).toBeFalsy();
    const picture = await uploadImage(a, host!, `/api/user/uploadProfileImage/${host!.userId}`);
    await within100ms(async () => (await page(b, event.id)).createdBy.profileImage, picture);
  });
});
