import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router';

/** How long a screen that is still loading may take its heading's focus. */
const WATCH_MS = 10_000;

/** Whether nothing between `element` and `root` is hidden (as Suspense hides a screen: display none). */
function shown(element: HTMLElement, root: HTMLElement): boolean {
  for (let node: HTMLElement | null = element; node && node !== root; node = node.parentElement) {
    if (node.hidden || node.style.display === 'none') return false;
  }
  return true;
}

/**
 * The screen's h1 inside `root`, made focusable by script (not by Tab). One that is not shown
 * (a screen hidden while a part of it loads) cannot take focus, so it does not count.
 */
function headingIn(root: HTMLElement): HTMLElement | null {
  const heading = [...root.querySelectorAll<HTMLElement>('h1')].find((h) => shown(h, root));
  if (heading && !heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  return heading ?? null;
}

export interface FocusHeadingOptions {
  /** Scrolls what takes focus into view. */
  scroll?: boolean;
  /** Takes focus at once (to `root` while there is no heading); false only follows. */
  now?: boolean;
  /** Runs when the watch ends by itself: focus has moved elsewhere, or the time is up. */
  onEnd?: () => void;
}

/**
 * Moves focus to the screen's h1 inside `root` (its name, which a screen reader then reads), or
 * to `root` itself until the heading is there. A screen that loads its data first shows its
 * real heading later: focus follows it, until anything else takes focus or the user presses a
 * key or a pointer (focus they lose afterwards, to a row that left, is not taken back). Answers
 * a stop.
 */
export function focusHeading(root: HTMLElement, { scroll = false, now = true, onEnd }: FocusHeadingOptions = {}) {
  let focused: HTMLElement | null = null;
  const follow = () => {
    const active = document.activeElement;
    // Focus the user has moved on (a field, a link) is theirs.
    const ours = active === null || active === document.body || active === root || active === focused;
    if (!ours) return end();
    const heading = headingIn(root);
    if (!heading || heading === active) return;
    focused = heading;
    heading.focus({ preventScroll: !scroll });
  };
  const elsewhere = (event: Event) => {
    if (event.type === 'focusin' && (event.target === root || event.target === focused)) return;
    end();
  };
  const observer = new MutationObserver(follow);
  const timer = window.setTimeout(() => end(), WATCH_MS);
  const signals = ['focusin', 'keydown', 'pointerdown'] as const;
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
    for (const type of signals) document.removeEventListener(type, elsewhere, true);
  }
  function end() {
    stop();
    onEnd?.();
  }
  if (now) root.focus({ preventScroll: !scroll });
  follow();
  for (const type of signals) document.addEventListener(type, elsewhere, true);
  // A screen shown again after a part of it has loaded only changes its style.
  observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['style', 'hidden'] });
  return stop;
}

/**
 * After a client-side navigation, moves focus to the new screen's heading (`focusHeading`),
 * unless the screen has put focus on a control of its own. The first page of a visit keeps the
 * browser's own focus (the document).
 */
export function useFocusHeadingOnNavigation(content: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  const shownPath = useRef<string | null>(null);
  /** The page whose heading is still being waited for. */
  const waiting = useRef<string | null>(null);
  /** Where focus was as the new screen came, before screens' own effects ran (a link of the header, say). */
  const before = useRef<Element | null>(null);
  /** Stops the watch of the page shown last. */
  const stopWatch = useRef<(() => void) | null>(null);
  // Layout effects run as the new screen is put on the page, before anything reacts to it:
  // the last page's watch must not take the new screen's heading, and what is focused now was
  // not placed by the new screen.
  useLayoutEffect(() => {
    stopWatch.current?.();
    before.current = document.activeElement;
  }, [pathname]);

  useEffect(() => {
    const root = content.current;
    const previous = shownPath.current;
    shownPath.current = pathname;
    if (!root) return;
    const onEnd = () => (waiting.current = null);
    const watch = (now: boolean) => {
      const stop = focusHeading(root, { now, onEnd });
      stopWatch.current = stop;
      return stop;
    };
    if (previous === null || previous === pathname) {
      // The layout shown again after a part of the app had to load (its effects paused
      // meanwhile): the wait for the heading goes on, without moving focus now.
      return waiting.current === pathname ? watch(false) : undefined;
    }
    waiting.current = null;
    const active = document.activeElement;
    if (active !== before.current && active !== root && root.contains(active)) return;
    waiting.current = pathname;
    return watch(true);
  }, [pathname, content]);
}
