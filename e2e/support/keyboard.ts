import { expect, type Locator, type Page } from '@playwright/test';

// Driving the app by keyboard alone: Tab and Shift+Tab to a control (checking at every stop that
// focus shows and moves on), then Enter, Space, the arrow keys, Escape or typing.

/** Where focus is, as one look at the page sees it. */
interface FocusState {
  /** Focus left the page for the browser's own controls (the body has it). */
  left: boolean;
  /** Why focus is trapped (the last press did not move it), or null. */
  trapped: string | null;
  /** Why the focused element shows no focus indicator, or null when it shows one. */
  invisible: string | null;
  /** Whether the element looked for has focus. */
  onTarget: boolean;
  html: string;
}

/**
 * Runs in the page, in one call per press (each call to the page costs a round trip): after a
 * press of Tab (`pressed`), whether focus moved (no keyboard trap; a date field keeps focus while
 * Tab walks its parts: month, day, year, its calendar button); whether it shows; whether it is on
 * `looked` (when it is the target, not the page's root).
 */
function focusState(looked: Element, { pressed, isTarget }: { pressed: boolean; isTarget: boolean }): FocusState {
  const element = document.activeElement as HTMLElement | null;
  const state = window as unknown as { kbdLast?: Element | null; kbdStay?: number };
  let trapped: string | null = null;
  if (pressed) {
    const stayed = element !== null && element !== document.body && element === state.kbdLast;
    state.kbdStay = stayed ? (state.kbdStay ?? 0) + 1 : 0;
    state.kbdLast = element;
    const parts =
      element?.matches('input[type="date"], input[type="time"], input[type="datetime-local"]') === true ? 3 : 0;
    if (state.kbdStay > parts) trapped = `focus is trapped on ${element!.outerHTML.slice(0, 120)}`;
  }
  const left = !element || element === document.body;
  const html = element?.outerHTML.slice(0, 100) ?? 'none';
  const invisible = (): string | null => {
    if (left) return 'nothing has focus';
    const outlined = (node: Element) => {
      const style = getComputedStyle(node);
      return (
        style.outlineStyle !== 'none' &&
        parseFloat(style.outlineWidth) >= 1 &&
        style.outlineColor !== 'rgba(0, 0, 0, 0)'
      );
    };
    const shows = (node: Element) => outlined(node) || getComputedStyle(node).boxShadow !== 'none';
    if (shows(element)) return null;
    // On a date field's own calendar button (inside the field, drawn by the browser), the field
    // is the active element without matching :focus; the browser draws that button's focus.
    if (element.matches('input[type="date"], input[type="time"]') && !element.matches(':focus')) return null;
    // A control drawn by its wrapper (a hidden radio in a styled label) shows focus on the wrapper;
    // a link that covers a card outlines the card.
    const box = element.getBoundingClientRect();
    const drawnByWrapper = box.width <= 1 || box.height <= 1 || getComputedStyle(element).opacity === '0';
    let node = element.parentElement;
    for (let depth = 0; node && depth < 4; depth++, node = node.parentElement) {
      if (outlined(node) || (drawnByWrapper && shows(node))) return null;
    }
    return `no visible focus indicator on ${element.outerHTML.slice(0, 160)}`;
  };
  return { left, trapped, invisible: invisible(), onTarget: isTarget && element === looked, html };
}

/** Focus as it is now; `target` must match one element or none (not yet on the page). */
async function look(page: Page, pressed: boolean, target?: Locator): Promise<FocusState> {
  const count = target ? await target.count() : 0;
  if (count > 1) throw new Error(`${target!.toString()} matches ${count} elements`);
  const looked = count === 1 ? target! : page.locator(':root');
  return looked.evaluate(focusState, { pressed, isTarget: count === 1 });
}

/** The focused element shows a focus indicator (an outline or a box shadow). */
export async function expectVisibleFocus(page: Page): Promise<void> {
  expect((await look(page, false)).invisible).toBeNull();
}

/** Forgets the previous walk: where focus is now is the start. */
async function startWalk(page: Page): Promise<void> {
  await page.evaluate(() => {
    const state = window as unknown as { kbdLast?: Element | null; kbdStay?: number };
    state.kbdLast = document.activeElement;
    state.kbdStay = 0;
  });
}

/**
 * One press of Tab (or Shift+Tab): focus must move (no keyboard trap) and, on a stop inside the
 * page, show. Focus that leaves the page for the browser's own controls (the body) is allowed.
 */
async function step(page: Page, backwards: boolean, target?: Locator): Promise<FocusState> {
  await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  const now = await look(page, true, target);
  if (!now.left) {
    expect(now.trapped).toBeNull();
    expect(now.invisible).toBeNull();
  }
  return now;
}

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, at most `max` times. Every stop on the
 * way must show its focus, and every press must move focus (no keyboard trap).
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { backwards = false, max = 120 }: { backwards?: boolean; max?: number } = {},
): Promise<void> {
  await startWalk(page);
  const stops: string[] = [];
  let now = await look(page, false, target);
  for (let presses = 0; !now.onTarget; presses++) {
    if (presses === max + 1) {
      const wanted = (await target.count()) === 1 ? await target.evaluate((e) => e.outerHTML.slice(0, 100)) : 'nothing';
      throw new Error(
        `${target.toString()} could not be reached with ${backwards ? 'Shift+Tab' : 'Tab'} (${wanted}); last stops:\n${stops.slice(-8).join('\n')}`,
      );
    }
    now = await step(page, backwards, target);
    stops.push(now.html);
  }
  expect(now.invisible).toBeNull();
}

/** Tabs to `target` and presses `key` on it (Enter by default). */
export async function activate(page: Page, target: Locator, key = 'Enter'): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.press(key);
}

/** Tabs to a text box and types into it. */
export async function typeInto(page: Page, target: Locator, text: string): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.type(text);
}

/** After a navigation inside the app: focus is on the new screen's one h1, which names it. */
export async function expectFocusOnHeading(page: Page, name: string | RegExp): Promise<void> {
  const heading = page.locator('main h1');
  await expect(heading).toHaveCount(1);
  await expect(heading).toHaveText(name);
  await expect(heading).toBeFocused();
}

/**
 * On a freshly loaded page: the first Tab reaches the "Skip to content" link, which shows, and
 * Enter on it puts focus on the screen's h1, past the header.
 */
export async function skipToContent(page: Page): Promise<void> {
  await expect(page.locator('main h1')).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(page.locator('main h1')).toBeFocused();
  await expectVisibleFocus(page);
}

/**
 * Tabs through every stop of the page until focus comes back to the first: nothing traps it, and
 * every stop shows focus. Answers how many presses that took.
 */
export async function expectTabCycle(page: Page, { max = 250 }: { max?: number } = {}): Promise<number> {
  // From a stop of the Tab order (a heading focused by script is none).
  await startWalk(page);
  await step(page, false);
  const start = await page.evaluateHandle(() => document.activeElement);
  for (let presses = 1; presses <= max; presses++) {
    await step(page, false);
    if (await page.evaluate((element) => document.activeElement === element, start)) return presses;
  }
  throw new Error(`Tab did not come back to the start within ${max} presses`);
}
