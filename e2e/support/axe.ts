import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** What Moim promises: WCAG 2.2 A and AA, and axe's best practices. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Every violation axe finds on the page as it is now (or in `include`), of any impact, one line
 * each: "<label> <rule> (<impact>): <element>, <element>".
 */
export async function axeViolations(page: Page, options: { include?: string; label?: string } = {}): Promise<string[]> {
  // Legacy mode runs axe in the page itself: Moim has no cross-origin frames, and the default mode
  // opens a blank page per analysis to merge frames' results, which makes a sweep several times
  // slower. Only violations are detailed.
  const builder = new AxeBuilder({ page })
    .withTags(AXE_TAGS)
    .options({ resultTypes: ['violations'] })
    .setLegacyMode();
  if (options.include) builder.include(options.include);
  const results = await builder.analyze();
  const label = options.label ?? new URL(page.url()).pathname;
  return results.violations.map(
    (v) => `${label} ${v.id} (${v.impact}): ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

/** The page as it is now (or its part `include`) has no accessibility violation of any impact. */
export async function expectNoViolations(
  page: Page,
  options: { include?: string; label?: string } = {},
): Promise<void> {
  expect(await axeViolations(page, options)).toEqual([]);
}
