import { useEffect, useSyncExternalStore } from 'react';

/**
 * A screen's own name for the document title (an event's name), where the route's generic one
 * ("Event") says too little. The app shell composes it with the brand.
 */
let screenTitle: string | null = null;
const listeners = new Set<() => void>();

function set(title: string | null): void {
  screenTitle = title;
  for (const listener of listeners) listener();
}

/** Names the document after what the screen shows, while it shows it (undefined: not yet). */
export function useScreenTitle(title: string | undefined): void {
  useEffect(() => {
    if (!title) return;
    set(title);
    return () => set(null);
  }, [title]);
}

/** The title the current screen asked for, or null. */
export function useRequestedScreenTitle(): string | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => screenTitle,
    () => null,
  );
}
