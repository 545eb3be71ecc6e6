import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { PASSWORD, signIn } from './support/accounts.ts';
import { createProfileScene } from './support/profile-data.ts';

test('the home page has no serious or critical accessibility violations', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

/** The serious and critical violations axe finds on the page (or in `include`), one line each. */
async function seriousViolations(page: Page, include?: string) {
  const builder = new AxeBuilder({ page });
  if (include) builder.include(include);
  const results = await builder.analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test("/userPage/:userId, someone else's and one's own, has no serious or critical violations", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { host, guest } = await createProfileScene(request, `Axe${Date.now().toString(36)}`);
  try {
    await page.goto(`/userPage/${host.userId}`);
    await expect(page.getByRole('region', { name: /^Hosted Event/ }).getByRole('article')).toHaveCount(3);
    expect(await seriousViolations(page)).toEqual([]);

    await signIn(page, guest.userId, PASSWORD);
    await page.goto(`/userPage/${guest.userId}`);
    await expect(page.getByRole('region', { name: /^Joined Event/ }).getByRole('article')).toHaveCount(2);
    await expect(page.getByRole('region', { name: /^Liked Event/ }).getByRole('article')).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Change profile picture' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  } finally {
    await Promise.all([host.api.dispose(), guest.api.dispose()]);
  }
});
