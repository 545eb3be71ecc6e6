import { useSyncExternalStore } from 'react';

// The languages a reader has asked to have translated at once (decision 77): kept in this browser,
// so a visitor can use it too; every screen showing a text follows a change at once.

const STORAGE_KEY = 'moim.autoTranslate';
const listeners = new Set<() => void>();
let cached: { raw: string | null; languages: readonly string[] } = { raw: null, languages: [] };

function read(): readonly string[] {
  const raw = typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEY);
  if (raw !== cached.raw) {
    let languages: readonly string[] = [];
    try {
      const parsed: unknown = raw ? JSON.parse(raw) : [];
      if (Array.isArray(parsed)) languages = parsed.filter((value): value is string => typeof value === 'string');
    } catch {
      // Written by hand or by an older version: start again.
    }
    cached = { raw, languages };
  }
  return cached.languages;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab changed it.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** The source languages translated automatically, e.g. ['ko']. */
export function useAutoTranslateLanguages(): readonly string[] {
  return useSyncExternalStore(subscribe, read, () => []);
}

/** Turns automatic translation from `language` on or off. */
export function setAutoTranslate(language: string, on: boolean): void {
  const others = read().filter((code) => code !== language);
  localStorage.setItem(STORAGE_KEY, JSON.stringify(on ? [...others, language] : others));
  for (const listener of listeners) listener();
}
