import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  apiUser,
  createDiscoveryEvents,
  type ApiUser,
  type CreatedEvent,
  type DiscoveryEvent,
} from './support/discovery-data.ts';
import { expectNoViolations } from './support/axe.ts';

// Other spec files run at the same time against the same server and database, so every list
// here is narrowed by a word only these events have, and the hot events have more likes (3 or 4,
// from 4 accounts) than other specs give any event (at most 1).

test.describe.configure({ mode: 'serial' });

const WORD = `Quokka${Date.now().toString(36)}`;
const n = (name: string) => `${WORD} ${name}`;

/** In creation order: the last is the newest. Likes: A, B 4; C–F 3; G 1; the rest 0. */
const EVENTS: DiscoveryEvent[] = [
  { key: 'A', name: n('Makgeolli tasting'), category: 'Food', type: 'FirstCome', inDays: 20, likes: 4 },
  { key: 'B', name: n('Board game night'), category: 'Games', type: 'Register', inDays: 30, likes: 4 },
  { key: 'C', name: n('Bukhansan sunrise hike'), category: 'Activities', type: 'FirstCome', inDays: 5, likes: 3 },
  { key: 'D', name: n('Korean conversation club'), category: 'Learning', type: 'Register', inDays: 8, likes: 3 },
  { key: 'E', name: n('Jeonju day trip'), category: 'Trip', type: 'Register', inDays: 12, likes: 3 },
  { key: 'F', name: n('Hanbok photo walk'), category: 'Art/Fashion', type: 'FirstCome', inDays: 25, likes: 3 },
  { key: 'G', name: n('Hongdae pub quiz'), category: 'Social', type: 'FirstCome', inDays: 3, likes: 1 },
  { key: 'H', name: n('Kimchi making class'), category: 'Food', type: 'Register', inDays: 6, likes: 0 },
  { key: 'I', name: n('Han river picnic'), category: 'Social', type: 'FirstCome', inDays: 9, likes: 0 },
  {
    key: 'J',
    name: n('Busan food tour'),
    category: 'Trip',
    type: 'FirstCome',
    inDays: 15,
    likes: 0,
    languages: ['en', 'vi'],
    description: `<p>Fish market, then <strong>seafood-${WORD}</strong> by the beach.</p>`,
  },
  { key: 'K', name: n('Calligraphy workshop'), category: 'Art/Fashion', type: 'Register', inDays: 18, likes: 0 },
  { key: 'L', name: n('Futsal Saturday'), category: 'Activities', type: 'FirstCome', inDays: 22, likes: 0 },
  { key: 'M', name: n('Baduk for beginners'), category: 'Games', type: 'FirstCome', inDays: 27, likes: 0 },
  { key: 'N', name: n('Animal shelter volunteering'), category: 'Others', type: 'Register', inDays: 35, likes: 0 },
];

let created: CreatedEvent[] = [];
const users: ApiUser[] = [];
const byKey = (key: string) => created.find((e) => e.key === key)!;
const names = (keys: string) => [...keys].map((k) => byKey(k).name);

test.beforeAll(async ({ request }, testInfo) => {
  testInfo.setTimeout(180_000);
  // Accounts cost a mail round trip and count against the per-address sign-up limit: 4 in all.
  for (let i = 0; i < 4; i++) users.push(await apiUser(request));
  const [host, ...likers] = users;
  created = await createDiscoveryEvents(host!, likers, EVENTS);
});

test.afterAll(async () => {
  await Promise.all(users.map((u) => u.api.dispose()));
});

const results = (page: Page) => page.getByRole('region', { name: /\d+ events?( \(page \d+ \/ \d+\))?$/ });
const cardTitles = (list: Locator) => list.getByRole('heading', { level: 3 });
const categoryButton = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Category' }).getByRole('button', { name, exact: true });

async function search(page: Page, text: string) {
  const box = page.getByRole('searchbox', { name: 'Search' });
  await box.fill(text);
  await box.press('Enter');
}

test('filters the events by category and type, and searches their text', async ({ page }) => {
  await page.goto('/allEvents');
  await expect(page.getByRole('heading', { level: 1, name: 'All events' })).toBeVisible();
  await search(page, WORD);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${WORD}`));
  await expect(results(page).getByRole('heading', { level: 2 })).toHaveText('14 events (page 1 / 2)');
  await expect(page.getByText('page 1 / 2', { exact: true })).toBeVisible();

  await categoryButton(page, 'Food').click();
  await expect(categoryButton(page, 'Food')).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/category=Food/);
  await expect(results(page).getByRole('heading', { level: 2 })).toHaveText('2 events');
  // Latest first: H was created after A.
  await expect(cardTitles(results(page))).toHaveText(names('HA'));

  await page.getByRole('combobox', { name: 'Event type' }).selectOption('Register');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/type=Register/);
  await expect(cardTitles(results(page))).toHaveText(names('H'));

  await categoryButton(page, 'All').click();
  await expect(results(page).getByRole('heading', { level: 2 })).toHaveText('6 events');
  await expect(cardTitles(results(page))).toHaveText(names('NKHEDB'));

  await categoryButton(page, 'Art/Fashion').click();
  await expect(cardTitles(results(page))).toHaveText(names('K'));

  // Text in a name, then text only in a description; a reload keeps the list.
  await page.goto('/allEvents');
  await search(page, n('kimchi'));
  await expect(cardTitles(results(page))).toHaveText(names('H'));
  await search(page, `seafood-${WORD}`);
  await expect(cardTitles(results(page))).toHaveText(names('J'));
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue(`seafood-${WORD}`);
  await expect(cardTitles(results(page))).toHaveText(names('J'));

  // The language filter, from a shared link.
  await page.goto(`/allEvents?q=${WORD}&lang=vi`);
  await expect(page.getByRole('combobox', { name: 'Held in' })).toHaveValue('vi');
  await expect(cardTitles(results(page))).toHaveText(names('J'));

  await search(page, `${WORD}-nothing-like-this`);
  await expect(page.getByText('No events found')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/allEvents\??$/);
});

test("sorts by Hot and keeps the page through the browser's back and forward", async ({ page }) => {
  await page.goto(`/allEvents?q=${WORD}`);
  await expect(results(page).getByRole('heading', { level: 2 })).toHaveText('14 events (page 1 / 2)');
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('hot');
  await expect(page).toHaveURL(/sort=hot/);
  // Most liked first; equal likes by the earlier start.
  await expect(cardTitles(results(page)).first()).toHaveText(byKey('A').name);
  const firstPage = names('ABCDEFGHIJKL');
  await expect(cardTitles(results(page))).toHaveText(firstPage);

  const prev = page.getByRole('button', { name: 'Prev' });
  const next = page.getByRole('button', { name: 'Next' });
  await expect(prev).toBeDisabled();
  await next.click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText('page 2 / 2', { exact: true })).toBeVisible();
  await expect(cardTitles(results(page))).toHaveText(names('MN'));
  await expect(next).toBeDisabled();
  await expect(results(page).getByRole('heading', { level: 2 })).toBeFocused();

  await page.goBack();
  await expect(page).not.toHaveURL(/page=2/);
  await expect(page.getByText('page 1 / 2', { exact: true })).toBeVisible();
  await expect(cardTitles(results(page))).toHaveText(firstPage);
  await page.goForward();
  await expect(page.getByText('page 2 / 2', { exact: true })).toBeVisible();
  await expect(cardTitles(results(page))).toHaveText(names('MN'));
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('hot');
  await expect(cardTitles(results(page))).toHaveText(names('MN'));
});

test('opens an event from its card', async ({ page }) => {
  const event = byKey('D');
  await page.goto(`/allEvents?q=${WORD}&category=Learning`);
  await results(page).getByRole('link', { name: event.name }).click();
  await expect(page).toHaveURL(new RegExp(`/events/${event.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: event.name })).toBeVisible();
});

test('the home page shows the 6 hot events in order, and all its sections', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const hot = page.getByRole('region', { name: 'Hot events' });
  await expect(cardTitles(hot)).toHaveText(names('ABCDEF'));
  await expect(hot.getByRole('link', { name: byKey('C').name })).toHaveAttribute('href', `/events/${byKey('C').id}`);
  for (const heading of ['How Moim works', 'Why Moim', 'What we value', 'What our members say', 'Stay in the loop']) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  const values = page.getByRole('region', { name: 'What we value' }).getByRole('heading', { level: 3 });
  await expect(values).toHaveText(['Inclusivity', 'Growth', 'Innovation', 'Connection', 'Support', 'Accessibility']);
  await expect(page.locator('blockquote[lang]')).toHaveCount(5);
  const picture = page.getByRole('region', { name: 'Why Moim' }).getByRole('img');
  await expect(picture).toHaveAttribute('loading', 'lazy');
  await picture.scrollIntoViewIfNeeded();
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await expect(
    page.getByRole('region', { name: 'Stay in the loop' }).getByRole('button', { name: 'Subscribe' }),
  ).toBeVisible();

  // The hot grid's "see all" opens the list sorted by Hot.
  await hot.getByRole('link', { name: /See all events/ }).click();
  await expect(page).toHaveURL(/\/allEvents\?sort=hot$/);
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('hot');
});

test('both screens fit a phone screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  for (const path of ['/', `/allEvents?q=${WORD}`]) {
    await page.goto(path);
    await expect(page.getByRole('article').first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
  }
});

test('the home page and the events list have no accessibility violations', async ({ page }) => {
  for (const path of ['/', `/allEvents?q=${WORD}&sort=hot`]) {
    await page.goto(path);
    await expect(page.getByRole('article')).not.toHaveCount(0);
    await expect(page.getByRole('heading', { level: 3, name: byKey('A').name })).toBeVisible();
    await expectNoViolations(page, { label: path });
  }
});
