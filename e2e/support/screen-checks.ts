import type { Locale } from '@moim/contract/locales';
import { expect, type Locator, type Page } from '@playwright/test';
import { englishTexts, rawKeys, screenTexts } from './ui-texts.ts';

/**
 * Waits until the screen has its content: a main heading, `content` when given, nothing busy,
 * the fonts in and the layout painted.
 */
export async function settle(page: Page, content?: Locator): Promise<void> {
  // The first screen of a language loads its texts too: on a busy machine that takes a while.
  const timeout = 30_000;
  await expect(page.locator('h1').first()).toBeAttached({ timeout });
  if (content) await expect(content).toBeVisible({ timeout });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout });
  await painted(page);
}

/** Resolves after the fonts are in and two frames are painted (a resize has been laid out). */
export function painted(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      document.fonts.ready.then(
        () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
      ) as Promise<void>,
  );
}

/** What is wrong with the words of the screen: `<html lang>`, raw keys, English in another language. */
export async function languageProblems(page: Page, language: Locale, label: string): Promise<string[]> {
  const problems: string[] = [];
  const lang = await page.evaluate(() => document.documentElement.lang);
  if (lang !== language) problems.push(`${label} <html lang="${lang}">, not ${language}`);
  const texts = await screenTexts(page);
  for (const key of rawKeys(texts)) problems.push(`${label} shows the raw key ${key}`);
  for (const text of englishTexts(texts, language)) problems.push(`${label} shows English: ${text}`);
  return problems;
}

/**
 * Where the layout breaks at the current width: the document scrolls sideways, or a visible
 * element reaches past the viewport's edges (unless a box of its own clips or scrolls it sideways).
 */
export async function overflowProblems(page: Page, label: string): Promise<string[]> {
  const found = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const problems: string[] = [];
    if (document.documentElement.scrollWidth > width) {
      problems.push(`the page scrolls sideways (${document.documentElement.scrollWidth} px in ${width} px)`);
    }
    const describe = (element: Element) => {
      const id = element.id ? `#${element.id}` : '';
      const cls =
        typeof element.className === 'string' && element.className ? `.${element.className.split(' ')[0]}` : '';
      return `${element.tagName.toLowerCase()}${id}${cls}`;
    };
    /** An ancestor (below the document) that clips or scrolls its content sideways. */
    const contained = (element: Element) => {
      for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
        if (getComputedStyle(box).overflowX !== 'visible') return true;
      }
      return false;
    };
    for (const element of document.body.querySelectorAll('*')) {
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      if (rect.left >= -0.5 && rect.right <= width + 0.5) continue;
      // What nobody sees (a form control's hidden twin, a skip link waiting for focus) cannot crowd the page.
      if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      if (getComputedStyle(element).position === 'fixed' && rect.right < 0) continue;
      if (contained(element)) continue;
      problems.push(`${describe(element)} spans ${Math.round(rect.left)}–${Math.round(rect.right)} px of ${width}`);
    }
    return problems;
  });
  return found.map((problem) => `${label} ${problem}`);
}

/**
 * Notices that get in the way: one that repeats an error the screen shows inline, or one lying
 * over (on top of, by stacking order) a control of the header, an open dialog, or the form the
 * reader is using.
 */
export async function noticeProblems(page: Page, label: string): Promise<string[]> {
  const found = await page.evaluate(() => {
    const problems: string[] = [];
    const notices = [...document.querySelectorAll('[data-testid^="notices"] > *')];
    const focusedForm = document.activeElement?.closest('form');
    const guarded = [
      ...document.querySelectorAll('header:not(main header) :is(a, button, select, input)'),
      ...document.querySelectorAll('[role="dialog"], [role="alertdialog"]'),
      ...(focusedForm ? [focusedForm] : []),
    ];
    const main = document.querySelector('main');
    for (const notice of notices) {
      const text = notice.querySelector('p')?.textContent?.trim() ?? '';
      const inline = main
        ? [...main.querySelectorAll('*')].some((e) => e.childElementCount === 0 && e.textContent?.trim() === text)
        : false;
      if (text && inline) problems.push(`the notice "${text}" repeats what the screen shows`);
      const own = notice.getBoundingClientRect();
      for (const element of guarded) {
        const other = element.getBoundingClientRect();
        const left = Math.max(own.left, other.left);
        const right = Math.min(own.right, other.right);
        const top = Math.max(own.top, other.top);
        const bottom = Math.min(own.bottom, other.bottom);
        if (left >= right || top >= bottom) continue;
        // Overlapping boxes: whichever is drawn on top in the middle of the overlap covers the other.
        const onTop = document.elementFromPoint((left + right) / 2, (top + bottom) / 2);
        if (onTop && notice.contains(onTop)) {
          const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 30) ?? '';
          problems.push(`the notice "${text}" covers ${element.tagName.toLowerCase()} "${name}"`);
        }
      }
    }
    return problems;
  });
  return found.map((problem) => `${label} ${problem}`);
}
