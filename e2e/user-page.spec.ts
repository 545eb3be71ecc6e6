import { expect, test, type Locator, type Page } from '@playwright/test';
import { PASSWORD, signIn } from './support/accounts.ts';
import { createProfileScene, type ProfileScene } from './support/profile-data.ts';

test.describe.configure({ mode: 'serial' });

const WORD = `Wombat${Date.now().toString(36)}`;
let scene: ProfileScene;

test.beforeAll(async ({ request }, testInfo) => {
  testInfo.setTimeout(120_000);
  scene = await createProfileScene(request, WORD);
});

test.afterAll(async () => {
  await Promise.all([scene.host.api.dispose(), scene.guest.api.dispose()]);
});

const list = (page: Page, name: string) => page.getByRole('region', { name: new RegExp(`^${name}`) });

/** The boxes of each card's picture and of the card itself. */
async function cardBoxes(region: Locator) {
  const cards = region.getByRole('article');
  const boxes = [];
  for (let i = 0; i < (await cards.count()); i++) {
    const card = cards.nth(i);
    const image = (await card.getByRole('img').first().boundingBox())!;
    boxes.push({ card: (await card.boundingBox())!, image });
  }
  return boxes;
}

test("someone's page: figures, hosted events with price, and a portrait picture cropped like the others", async ({
  page,
}) => {
  const { host, events } = scene;
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/userPage/${host.userId}`);
  await expect(page.getByText(`@${host.userId}`)).toBeVisible();
  await expect(page.getByText('Events hosted', { exact: true }).locator('xpath=following-sibling::dd')).toHaveText('3');
  await expect(page.getByText('Total attendees', { exact: true }).locator('xpath=following-sibling::dd')).toHaveText(
    '2',
  );
  await expect(page.getByText('No reviews yet')).toBeVisible();
  await expect(list(page, 'Liked Event')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Change profile picture' })).toHaveCount(0);

  const hosted = list(page, 'Hosted Event');
  await expect(hosted.getByRole('heading', { level: 3 })).toHaveText([...events].reverse().map((e) => e.name));
  await expect(hosted.getByRole('article').first()).toContainText('Price: ₩10,000');
  for (const img of await hosted.getByRole('article').getByRole('img').all()) {
    await expect(img).toHaveJSProperty('complete', true);
  }

  // The portrait picture (the oldest event, last) is cropped to the same 4:3 box as the others,
  // so every card of the row has the same height.
  const boxes = await cardBoxes(hosted);
  expect(boxes).toHaveLength(3);
  for (const { image } of boxes) {
    expect(Math.abs(image.height - (image.width * 3) / 4)).toBeLessThan(1.5);
  }
  const heights = boxes.map((b) => Math.round(b.card.height));
  expect(new Set(heights).size, `card heights ${heights.join(', ')}`).toBe(1);
  expect(boxes[0]!.card.y).toBe(boxes[2]!.card.y);
});

test("one's own page: joined and liked events with their host, linked to the host's page", async ({ page }) => {
  const { host, guest, events } = scene;
  await signIn(page, guest.userId, PASSWORD);
  await page.goto(`/userPage/${guest.userId}`);
  await expect(page.getByRole('button', { name: 'Change profile picture' })).toBeVisible();

  const joined = list(page, 'Joined Event');
  await expect(joined.getByRole('heading', { level: 3 })).toHaveText([events[1]!.name, events[0]!.name]);
  // Future events: nothing to review yet.
  await expect(joined.getByRole('link', { name: /Write review/ })).toHaveCount(0);

  const liked = list(page, 'Liked Event');
  await expect(liked.getByRole('heading', { level: 3 })).toHaveText([events[0]!.name]);
  const hostLink = liked.getByRole('link', { name: new RegExp(host.userId) });
  await expect(hostLink).toHaveAttribute('href', `/userPage/${host.userId}`);

  // Unliking from the Liked list turns the heart off there at once.
  await liked.getByRole('button', { name: 'Unlike' }).click();
  await expect(liked.getByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'false');

  await hostLink.click();
  await expect(page).toHaveURL(new RegExp(`/userPage/${host.userId}$`));
  await expect(page.getByText(`@${host.userId}`)).toBeVisible();
  await expect(list(page, 'Liked Event')).toHaveCount(0);
});

test("one's own Joined list offers Write review once the events have started", async ({ page }) => {
  const { guest, events } = scene;
  await signIn(page, guest.userId, PASSWORD);
  // The browser's clock a month on (the server's stays): both joined events have started.
  await page.clock.install({ time: new Date(Date.now() + 30 * 24 * 3600 * 1000) });
  await page.goto(`/userPage/${guest.userId}`);
  const joined = list(page, 'Joined Event');
  const write = joined.getByRole('link', { name: /^Write review/ });
  await expect(write).toHaveCount(2);
  await expect(joined.getByRole('link', { name: `Write review: ${events[0]!.name}` })).toHaveAttribute(
    'href',
    `/reviewEvent/${events[0]!.id}`,
  );
  await expect(list(page, 'Hosted Event').getByRole('link', { name: /Write review/ })).toHaveCount(0);
});
