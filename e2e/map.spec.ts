import { expect, test, type Page } from '@playwright/test';
import { expectNoViolations } from './support/axe.ts';
import { apiUser, publishEvent } from './support/discovery-data.ts';
import { serveTiles } from './support/tiles.ts';

// Events by place: the map of /allEvents and its list, a station chosen by name, "Near me".
// Other specs publish events at the same time: every list here is narrowed by a word only these have.

test.describe.configure({ mode: 'serial' });

const WORD = `Wombat${Date.now().toString(36)}`;
const MAPO = '서울특별시 마포구 (Mapo-gu, Seoul)';
const EVENTS = {
  hongdaeGames: { name: `${WORD} Hongdae board games`, point: { latitude: 37.5572, longitude: 126.9245 } },
  hongdaeTalk: { name: `${WORD} Hongdae language exchange`, point: { latitude: 37.5576, longitude: 126.925 } },
  itaewon: { name: `${WORD} Itaewon brunch`, point: { latitude: 37.5345, longitude: 126.9946 } },
  haeundae: {
    name: `${WORD} Haeundae beach run`,
    point: { latitude: 35.1587, longitude: 129.1604 },
    location: '부산광역시 해운대구 (Haeundae-gu, Busan)',
  },
};
const ids: Record<string, number> = {};

test.beforeAll(async ({ request }, testInfo) => {
  testInfo.setTimeout(120_000);
  const host = await apiUser(request);
  for (const [key, event] of Object.entries(EVENTS)) {
    ids[key] = await publishEvent(host, {
      category: 'Social',
      type: 'FirstCome',
      inDays: 10,
      location: MAPO,
      ...event,
    });
  }
});

const results = (page: Page) => page.getByRole('region', { name: /events?$/i });
const cardNames = (page: Page) => results(page).getByRole('heading', { level: 3 });

test('the map shows the events of its area, the list below them, and the area follows the reader', async ({ page }) => {
  await serveTiles(page);
  await page.goto(`/allEvents?q=${WORD}`);
  await page.getByRole('group', { name: 'Show as' }).getByRole('button', { name: 'Map' }).click();

  const map = page.getByRole('region', { name: 'Map of events' });
  await expect(map).toBeVisible();
  // Seoul: the three events there, not the one in Busan.
  await expect(cardNames(page)).toHaveText([EVENTS.itaewon.name, EVENTS.hongdaeTalk.name, EVENTS.hongdaeGames.name]);
  await expect(page).toHaveURL(/view=map&bounds=/);
  await expect(map.getByRole('button', { name: '2 events here: zoom in' })).toBeVisible();

  // Moved by the keyboard, the map offers its new area; the list follows only when asked.
  const before = new URL(page.url()).searchParams.get('bounds');
  await map.locator('.leaflet-container').focus();
  await page.keyboard.press('ArrowLeft');
  const search = page.getByRole('button', { name: 'Search this area' });
  await expect(search).toBeVisible();
  expect(new URL(page.url()).searchParams.get('bounds')).toBe(before);
  await search.click();
  await expect(search).toBeHidden();
  await expect.poll(() => new URL(page.url()).searchParams.get('bounds')).not.toBe(before);

  // A pin opens the event's card, with its link.
  await map.getByRole('button', { name: EVENTS.itaewon.name }).click();
  await expect(map.getByRole('link', { name: EVENTS.itaewon.name })).toHaveAttribute('href', `/events/${ids.itaewon}`);
  await expectNoViolations(page, { label: 'the map of events' });
});

test('a station typed in Korean moves the map there and lists the nearest first, with distances', async ({ page }) => {
  await serveTiles(page);
  await page.goto(`/allEvents?q=${WORD}&view=map`);
  await page.getByRole('button', { name: 'Near a place…' }).click();
  await page.getByRole('combobox', { name: 'Choose a station or district' }).fill('해운대역');
  await page.getByRole('option', { name: /Haeundae Station/ }).click();
  await expect(page.getByText('Near Haeundae Station')).toBeVisible();
  await expect(cardNames(page)).toHaveText([EVENTS.haeundae.name]);
  await expect(results(page).getByText(/\d+ m away/)).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('distance');
});

test.describe('near me', () => {
  test.use({ geolocation: EVENTS.hongdaeGames.point, permissions: ['geolocation'] });

  test('the list of everywhere, nearest first from the reader’s own location', async ({ page }) => {
    await page.goto(`/allEvents?q=${WORD}`);
    await page.getByRole('button', { name: 'Near a place…' }).click();
    await page.getByRole('button', { name: 'Near me' }).click();
    await expect(page.getByText('Near your location')).toBeVisible();
    await expect(cardNames(page)).toHaveText([
      EVENTS.hongdaeGames.name,
      EVENTS.hongdaeTalk.name,
      EVENTS.itaewon.name,
      EVENTS.haeundae.name,
    ]);
    await expect(results(page).getByText('10 m away')).toBeVisible();
    await expect(results(page).getByText(/^3\d\d km away$/)).toBeVisible();
  });
});
