import { expect, test, type Page, type Route } from '@playwright/test';
import { apiUser, createDiscoveryEvents } from './support/discovery-data.ts';

/**
 * The layout shifts the page has had so far (what Lighthouse adds up as CLS), by element. A shift
 * is recorded when its frame is drawn: two frames on, every change made so far has been.
 */
function layoutShifts(page: Page): Promise<Array<{ value: number; nodes: string[] }>> {
  return page.evaluate(async () => {
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: Array<{ node?: Node }> };
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    // A buffered observer holds the shifts so far at once; no callback is needed to read them.
    const observer = new PerformanceObserver(() => undefined);
    observer.observe({ type: 'layout-shift', buffered: true });
    const shifts = observer.takeRecords() as Shift[];
    observer.disconnect();
    return shifts
      .filter((shift) => !shift.hadRecentInput)
      .map((shift) => ({
        value: shift.value,
        nodes: shift.sources.map((s) => (s.node as Element | undefined)?.tagName ?? '?'),
      }));
  });
}

test('an event page and the home page do not move under the reader while they load', async ({ page, request }) => {
  const host = await apiUser(request);
  const [event] = await createDiscoveryEvents(
    host,
    [],
    [
      {
        key: 'still',
        name: 'Quiet tea ceremony in Insadong',
        category: 'Social',
        type: 'FirstCome',
        inDays: 12,
        likes: 0,
      },
    ],
  );
  // A slow answer, as on a phone: the page shows its loading state first, then the event. The
  // answers are held until the loading state is on screen, however long that takes.
  const answers = slowAnswers();
  await page.route(/\/api\/events\/getEvents\/\d+$|\/api\/events\?fetchType=hot/, answers.hold);

  // Not waiting for `load`: the page's preload of its data is one of the held answers.
  await page.goto(`/events/${event!.id}`, { waitUntil: 'commit' });
  await expect(page.getByRole('status').filter({ hasText: 'Loading the event...' })).toBeAttached();
  answers.release();
  await expect(page.getByRole('heading', { level: 1, name: 'Quiet tea ceremony in Insadong' })).toBeVisible();
  expect(await layoutShifts(page)).toEqual([]);

  answers.holdAgain();
  await page.goto('/', { waitUntil: 'commit' });
  const hot = page.getByRole('region', { name: 'Hot events' });
  await expect(hot.getByRole('status')).toHaveText('Loading events...');
  answers.release();
  await expect(hot.getByRole('article').first()).toBeVisible();
  expect(await layoutShifts(page)).toEqual([]);
});

/** Answers that wait while held: `hold` is the route handler, `release` lets them all through. */
function slowAnswers() {
  let held = true;
  let waiting: Array<() => void> = [];
  return {
    hold: async (route: Route) => {
      if (held) await new Promise<void>((resolve) => waiting.push(resolve));
      await route.continue();
    },
    release() {
      held = false;
      for (const go of waiting) go();
      waiting = [];
    },
    holdAgain() {
      held = true;
    },
  };
}

test("a landing page names its screen's code and first picture in its head, and each is fetched once", async ({
  page,
  request,
}) => {
  const host = await apiUser(request);
  const [event] = await createDiscoveryEvents(
    host,
    [],
    [
      {
        key: 'landing',
        name: 'Board games night in Hongdae',
        category: 'Social',
        type: 'FirstCome',
        inDays: 9,
        likes: 0,
      },
    ],
  );
  const landings = [
    { url: '/', screen: 'HomeScreen', image: true, data: true },
    { url: '/allEvents', screen: 'AllEventsScreen', image: false, data: false },
    { url: `/events/${event!.id}`, screen: 'EventPage', image: true, data: true },
  ];
  for (const { url, screen, image, data } of landings) {
    const served = await (await request.get(url)).text();
    expect(served, `${url} names its screen`).toMatch(
      new RegExp(`<link rel="modulepreload" crossorigin href="/assets/${screen}-[\\w-]+\\.js"`),
    );
    expect(served.includes('rel="preload" as="image"'), `${url} names its first picture`).toBe(image);
    expect(served.includes('rel="preload" as="fetch"'), `${url} names its first data`).toBe(data);

    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('main img').first()).toBeVisible();
    // What the server's head named, read by the browser's HTML parser and resolved against the page.
    const named = await page.evaluate(
      (html) =>
        [...new DOMParser().parseFromString(html, 'text/html').querySelectorAll('link[rel$="preload"]')].map(
          (link) => new URL(link.getAttribute('href')!, location.href).href,
        ),
      served,
    );
    const fetched = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
    for (const href of named)
      expect(
        fetched.filter((name) => name === href),
        href,
      ).toHaveLength(1);
  }
});

test('a new page opens at its top, and Back returns to where the reader was', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto('/fnq');
  await expect(page.getByRole('heading', { level: 1, name: 'Help and FAQ' })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const bottom = await page.evaluate(() => window.scrollY);
  expect(bottom).toBeGreaterThan(200);

  await page.getByRole('contentinfo').getByRole('link', { name: 'Browse Events' }).click();
  await expect(page).toHaveURL(/\/allEvents$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Help and FAQ' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(bottom);
});

test('installs as an app: the manifest and its icons are served, and the service worker takes the page', async ({
  page,
  request,
}) => {
  const manifest = await request.get('/manifest.webmanifest');
  expect(manifest.ok()).toBe(true);
  const { icons, display, start_url } = (await manifest.json()) as {
    icons: { src: string; sizes: string; purpose?: string }[];
    display: string;
    start_url: string;
  };
  expect({ display, start_url }).toEqual({ display: 'standalone', start_url: '/' });
  for (const icon of icons) expect((await request.get(icon.src)).headers()['content-type']).toBe('image/png');
  const worker = await request.get('/sw.js');
  expect(worker.headers()['content-type']).toMatch(/javascript/);

  await page.goto('/');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(new URL(scope).pathname).toBe('/');
});
