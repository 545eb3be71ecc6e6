import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The page as it is now has no serious or critical accessibility violations (axe). */
export async function expectNoSeriousViolations(page: Page, label = new URL(page.url()).pathname): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${label} ${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual(
    [],
  );
}
