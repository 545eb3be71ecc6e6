import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element has come within about a screen's height of the visible part of the page
 * (and stays true from then on), so work for something further down can wait until the reader
 * nears it. True at once where the browser cannot tell (no IntersectionObserver).
 */
export function useNearScreen(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near]);
  return near;
}
