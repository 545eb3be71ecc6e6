import type { FileChooser, Page } from '@playwright/test';

/**
 * Catches the page's file choosers from now on. Playwright starts intercepting them when the first
 * listener is added, in a round trip of its own that a click or a key press sent right after it
 * can overtake: the chooser then opens unseen and the wait times out (it did, now and then, on a
 * busy machine). Listen well before the press, and take the chooser it opened with `next()`.
 */
export function catchFileChoosers(page: Page): { next(): Promise<FileChooser> } {
  const caught: FileChooser[] = [];
  const waiting: ((chooser: FileChooser) => void)[] = [];
  page.on('filechooser', (chooser) => {
    const waiter = waiting.shift();
    if (waiter) waiter(chooser);
    else caught.push(chooser);
  });
  return {
    next() {
      const chooser = caught.shift();
      return chooser ? Promise.resolve(chooser) : new Promise((resolve) => waiting.push(resolve));
    },
  };
}
