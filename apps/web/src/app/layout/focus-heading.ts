import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router';

/** How long a screen that is still loading may take its heading's focus. */
const WATCH_MS = 10_000;

/** The screen's one h1 inside `root`, made focusable by script (not by Tab). */
function headingIn(root: HTMLElement): HTMLElement | null {
  const heading = root.querySelector<HTMLElement>('h1');
  if (heading && !heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  return heading;
}

/**
 * Moves focus to the screen's h1 inside `root` (its name, which a screen reader then reads), or
 * to `root` itself until the heading is there. A screen that loads its data first shows its
 * real heading later: focus follows it, until the user moves focus elsewhere. Answers a stop.
 */
export function focusHeading(root: HTMLElement, { scroll = false }: { scroll?: boolean } = {}): () => void {
  let focused: HTMLElement | null = null;
  const follow = () => {
    const active = document.activeElement;
    // Focus the user has moved on (a field, a link) is theirs.
    const ours = active === null || active === document.body || active === root || active === focused;
    if (!ours) return stop();
    const heading = headingIn(root);
    if (!heading || heading === active) return;
    heading.focus({ preventScroll: !scroll });
    focused = heading;
  };
  const observer = new MutationObserver(follow);
  const timer = window.setTimeout(() => stop(), WATCH_MS);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  root.focus({ preventScroll: !scroll });
  follow();
  observer.observe(root, { childList: true, subtree: true });
  return stop;
}

/**
 * After a client-side navigation, moves focus to the new screen's heading (`focusHeading`),
 * unless the screen has put focus on a control of its own. The first page of a visit keeps the
 * browser's own focus (the document).
 */
export function useFocusHeadingOnNavigation(content: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  const shown = useRef<string | null>(null);
  /** Where focus was as the new screen came, before screens' own effects ran (a link of the header, say). */
  const before = useRef<Element | null>(null);
  // Layout effects run before any screen's effects: what is focused now was not placed by them.
  useLayoutEffect(() => {
    before.current = document.activeElement;
  }, [pathname]);

  useEffect(() => {
    const root = content.current;
    const previous = shown.current;
    shown.current = pathname;
    if (!root || previous === null || previous === pathname) return;
    const active = document.activeElement;
    if (active !== before.current && active !== root && root.contains(active)) return;
    return focusHeading(root);
  }, [pathname, content]);
}
