import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function mediaQuery(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : null;
}

/**
 * Whether the reader asked for less motion (their system's setting), followed as it changes.
 * CSS animations and transitions stop by themselves (styles/global.css); this is for motion a
 * script makes, such as a map's zoom and pan animations.
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    (listener) => {
      const query = mediaQuery();
      query?.addEventListener('change', listener);
      return () => query?.removeEventListener('change', listener);
    },
    () => mediaQuery()?.matches ?? false,
    () => false,
  );
}
