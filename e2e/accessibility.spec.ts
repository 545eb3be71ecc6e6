import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe.ts';

test('the home page has no serious or critical accessibility violations', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
  await expectNoSeriousViolations(page);
});
