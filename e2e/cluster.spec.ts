import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from '@playwright/test';
import { PASSWORD, createAccount, signIn } from './support/accounts.ts';
import { apiUser, auth, publishEvent } from './support/discovery-data.ts';
import { BACKEND_COOKIE, BACKEND_HEADER } from './support/round-robin-proxy.ts';
import { BASE_URL, CLUSTERED } from './support/services.ts';

// On PostgreSQL the run is served by two server processes, A and B, behind a round-robin proxy
// (support/global-setup.ts), with a minute's visitor cache. Here each browser (or request) is
// pinned to one of them, to show that what happens on one is true on the other at once.

test.skip(!CLUSTERED, 'Two server processes run on PostgreSQL only (E2E_DATABASE_URL); PGlite is one process.');

type Backend = 'a' | 'b';

/** A browser whose every request, its WebSocket included, goes to one process. */
async function browserOn(browser: Browser, backend: Backend, options: BrowserContextOptions = {}) {
  const context = await browser.newContext(options);
  await context.addCookies([{ name: BACKEND_COOKIE, value: backend, url: BASE_URL }]);
  return context;
}
const on = (backend: Backend) => ({ [BACKEND_HEADER]: backend });

/** The process that answered the next response of `page` whose URL contains `part`. */
const answeredBy = (page: Page, part: string) =>
  page.waitForResponse((r) => r.url().includes(part)).then((r) => r.headers()[BACKEND_HEADER]);

/** A new account and an event it hosts, nine days ahead. */
async function hostedEvent(request: APIRequestContext, name: string, category: 'Social' | 'Art/Fashion' = 'Social') {
  const host = await apiUser(request);
  const eventId = await publishEvent(host, { name, category, type: 'FirstCome', inDays: 9 });
  return { host, eventId };
}

/** Reloads until `shown` is there: what another process wrote reaches this one shortly after. */
async function seenOnReload(page: Page, shown: Locator) {
  await expect(async () => {
    await page.reload();
    await expect(shown).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 10_000 });
}

const likes = (page: Page, count: number) => page.getByText(count === 1 ? '1 like' : `${count} likes`, { exact: true });

test('the proxy hands requests to both processes in turn', async ({ request }) => {
  const served = new Set<string>();
  for (let i = 0; i < 4; i++) {
    const r = await request.get('/api/health');
    expect(r.status()).toBe(200);
    served.add(r.headers()[BACKEND_HEADER]!);
  }
  expect([...served].sort()).toEqual(['a', 'b']);
});

test('a session made on A acts on B, and a like through one process is seen through the other', async ({
  browser,
  request,
}) => {
  const { eventId } = await hostedEvent(request, `Two-process like ${Date.now()}`);
  const fan = await createAccount(request);

  // Visitors on each process have the page cached with no likes.
  const visitorA = await (await browserOn(browser, 'a')).newPage();
  const visitorB = await (await browserOn(browser, 'b')).newPage();
  for (const page of [visitorA, visitorB]) {
    await page.goto(`/events/${eventId}`);
    await expect(likes(page, 0)).toBeVisible();
  }

  // Signed in on A…
  const fanOnA = await browserOn(browser, 'a');
  const pageA = await fanOnA.newPage();
  await signIn(pageA, fan.userId, PASSWORD);
  // …the same session likes on B.
  const pageB = await (await browserOn(browser, 'b', { storageState: await fanOnA.storageState() })).newPage();
  await pageB.goto(`/events/${eventId}`);
  const likedBy = answeredBy(pageB, `/api/likes/${eventId}/like`);
  await pageB.getByRole('button', { name: 'Like', exact: true }).click();
  expect(await likedBy).toBe('b');
  await expect(likes(pageB, 1)).toBeVisible();

  // The visitor on A (whose cache held 0) and the one on B see it on a next load. The other
  // process hears of the write by a notice, a few milliseconds later: a load may come first.
  for (const page of [visitorA, visitorB]) await seenOnReload(page, likes(page, 1));

  // And back through A: the unlike shows on B.
  await pageA.goto(`/events/${eventId}`);
  await pageA.getByRole('button', { name: 'Unlike', exact: true }).click();
  await expect(likes(pageA, 0)).toBeVisible();
  await seenOnReload(visitorB, likes(visitorB, 0));
});

test('a deleted event is gone from both processes at once', async ({ request }) => {
  const { host, eventId } = await hostedEvent(request, `Two-process gone ${Date.now()}`);
  const page = (backend: Backend) => request.get(`/api/events/getEvents/${eventId}`, { headers: on(backend) });
  const listed = async (backend: Backend) => {
    const r = await request.get('/api/events?fetchType=all&limit=50', { headers: on(backend) });
    return ((await r.json()) as Array<{ id: number }>).some((e) => e.id === eventId);
  };
  for (const backend of ['a', 'b'] as const) {
    expect((await page(backend)).status()).toBe(200);
    expect(await listed(backend)).toBe(true);
  }
  const deleted = await host.api.delete(`/api/events/${eventId}`, { headers: { ...auth(host), ...on('a') } });
  expect(deleted.status()).toBe(200);
  for (const backend of ['b', 'a'] as const) {
    expect((await page(backend)).status()).toBe(404);
    expect(await listed(backend)).toBe(false);
  }
});

test('an image uploaded through one process is served by both', async ({ request }) => {
  const { eventId } = await hostedEvent(request, `Two-process image ${Date.now()}`, 'Art/Fashion');
  const detail = await request.get(`/api/events/getEvents/${eventId}`, { headers: on('a') });
  const { mainImage } = (await detail.json()) as { mainImage: string };
  for (const backend of ['a', 'b'] as const) {
    const image = await request.get(mainImage, { headers: on(backend) });
    expect(image.status()).toBe(200);
    expect(image.headers()[BACKEND_HEADER]).toBe(backend);
    expect(image.headers()['content-type']).toBe('image/webp');
  }
});

test('members chat across the processes', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const name = `Two-process chat ${Date.now()}`;
  const { host, eventId } = await hostedEvent(request, name);
  const guest = await apiUser(request);
  const joined = await guest.api.post('/api/participants/createParticipant', {
    headers: auth(guest),
    data: { eventId, userId: guest.userId, answer: '' },
  });
  expect(joined.status()).toBe(201);

  const rooms: Page[] = [];
  for (const [user, backend] of [
    [host, 'a'],
    [guest, 'b'],
  ] as const) {
    // The cookie pins the chat's WebSocket to the process too.
    const page = await (await browserOn(browser, backend)).newPage();
    await signIn(page, user.userId, PASSWORD);
    await page.goto(`/events/${eventId}`);
    await page.getByRole('link', { name: 'Chat with the group' }).click();
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    rooms.push(page);
  }
  const [hostPage, guestPage] = rooms as [Page, Page];
  const send = async (page: Page, text: string) => {
    const box = page.getByRole('textbox', { name: 'Message' });
    await box.fill(text);
    await box.press('Enter');
    await expect(box).toHaveValue('');
  };
  const bubbles = (page: Page) => page.getByRole('log').locator('li p');

  await send(hostPage, 'Hello from process A');
  await expect(bubbles(guestPage)).toHaveText(['Hello from process A']);
  await send(guestPage, 'Hi from process B');
  await expect(bubbles(hostPage)).toHaveText(['Hello from process A', 'Hi from process B']);
});

test('a rate limit is counted once across both processes', async ({ request }) => {
  // Five wrong codes for one e-mail from one address in a quarter of an hour, wherever they land.
  const email = `limit${Date.now()}@example.com`;
  expect((await request.post('/api/mail/sendVerification', { headers: on('a'), data: { email } })).status()).toBe(200);
  const statuses: number[] = [];
  for (let i = 0; i < 6; i++) {
    const r = await request.post('/api/mail/verifyCode', {
      headers: on(i % 2 ? 'b' : 'a'),
      data: { email, code: '000000' },
    });
    expect(r.headers()[BACKEND_HEADER]).toBe(i % 2 ? 'b' : 'a');
    statuses.push(r.status());
  }
  expect(statuses).toEqual([...Array<number>(5).fill(400), 429]);
});
