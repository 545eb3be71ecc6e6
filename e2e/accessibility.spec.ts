import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

test('the home page has no serious or critical accessibility violations', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

/** The serious or critical violations axe finds on the page as it is now. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('the FAQ, with answers open, has no serious or critical accessibility violations', async ({ page }) => {
  await page.goto('/fnq');
  await page.getByRole('button', { name: 'What is Moim?' }).click();
  await page.getByRole('button', { name: 'How do I report a person, a message or an event?' }).click();
  await expect(page.getByRole('region', { name: 'What is Moim?' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the company page has no serious or critical accessibility violations', async ({ page }) => {
  await page.goto('/ourCompany');
  await expect(page.getByRole('heading', { level: 1, name: 'About Moim' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the contact form, with its errors shown, has no serious or critical accessibility violations', async ({
  page,
}) => {
  await page.goto('/contactUs');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Please enter a title.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
