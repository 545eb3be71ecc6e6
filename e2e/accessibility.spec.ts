import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { PASSWORD, signIn } from './support/accounts.ts';
import { createProfileScene } from './support/profile-data.ts';

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('the home page has no serious or critical accessibility violations', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
  await expectNoSeriousViolations(page);
});

test("/userPage/:userId, someone else's and one's own, has no serious or critical violations", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { host, guest } = await createProfileScene(request, `Axe${Date.now().toString(36)}`);
  try {
    await page.goto(`/userPage/${host.userId}`);
    await expect(page.getByRole('region', { name: /^Hosted Event/ }).getByRole('article')).toHaveCount(3);
    await expectNoSeriousViolations(page);

    await signIn(page, guest.userId, PASSWORD);
    await page.goto(`/userPage/${guest.userId}`);
    await expect(page.getByRole('region', { name: /^Joined Event/ }).getByRole('article')).toHaveCount(2);
    await expect(page.getByRole('region', { name: /^Liked Event/ }).getByRole('article')).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Change profile picture' })).toBeVisible();
    await expectNoSeriousViolations(page);
  } finally {
    await Promise.all([host.api.dispose(), guest.api.dispose()]);
  }
});
