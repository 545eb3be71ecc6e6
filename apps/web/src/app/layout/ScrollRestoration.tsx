import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** Where each entry of the tab's history was scrolled to, kept for a reload (like the browser's). */
const STORAGE_KEY = 'moim.scrollPositions';

function storedPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

/** The element a `#hash` names, if the page has it. */
function hashTarget(hash: string): HTMLElement | null {
  if (!hash) return null;
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null; // not a decodable id
  }
}

/**
 * Scrolls as a browser does between pages, which it cannot do for the app's own navigations: a
 * new page opens at its top (or at the element its `#hash` names), Back and Forward (and a
 * reload) return to where the reader was on that entry. React Router's own ScrollRestoration
 * works with its data router only, which the first download does without (decision 37); this
 * keeps what it did, by the entry's `location.key`.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const positions = useRef<Record<string, number>>({});
  const shown = useRef(location.key);

  useEffect(() => {
    const saved = positions.current;
    window.history.scrollRestoration = 'manual';
    // The page on screen's position, kept as the reader scrolls: by the time the next page is on
    // screen, the one left may have been cut to the new page's height.
    const remember = () => {
      saved[shown.current] = window.scrollY;
    };
    const persist = () => {
      remember();
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(saved));
      } catch {
        // storage full or refused: positions are kept for this page's life only
      }
      window.history.scrollRestoration = 'auto';
    };
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', persist);
    return () => {
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', persist);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  // Once, before the first page is placed: the positions this tab kept before a reload.
  useLayoutEffect(() => {
    Object.assign(positions.current, storedPositions());
  }, []);

  useLayoutEffect(() => {
    shown.current = location.key;
    const y = positions.current[location.key];
    const target = hashTarget(location.hash);
    if (typeof y === 'number') window.scrollTo(0, y);
    else if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location]);

  return null;
}
