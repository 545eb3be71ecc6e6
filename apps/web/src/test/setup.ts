import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import i18n, { loadMessages } from '../lib/i18n.ts';
import { clearNotices } from '../lib/notices.ts';
import { refuseUnmockedFetch, takeUnmockedRequests } from './mock-api.ts';

// jsdom has no ResizeObserver; Radix components measure themselves with one.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// The first render of a screen can take over a second on a loaded machine; findBy*/waitFor wait
// up to 5 s (the test itself times out at 10 s, vitest.config.ts).
configure({ asyncUtilTimeout: 5_000 });

// A text asked for by a key that no language has shows as the raw key (`card.category`): every
// test fails on one. A key asked for with its own default (an unknown category) is not missing.
const missingKeys: string[] = [];
i18n.options.saveMissing = true;
i18n.options.missingKeyHandler = (
  languages,
  namespace,
  key,
  _fallback,
  _update,
  options?: { defaultValue?: unknown },
) => {
  if (options?.defaultValue === undefined) missingKeys.push(`${languages.join(',')} ${namespace}:${key}`);
};

await i18n.changeLanguage('en');
// Screens get the contract's messages from their route loader; tests render screens directly.
await loadMessages();

beforeEach(() => {
  refuseUnmockedFetch();
});

afterEach(() => {
  cleanup();
  clearNotices();
  sessionStorage.clear();
  localStorage.clear();
  vi.restoreAllMocks();
  vi.useRealTimers();
  // A screen may swallow the failed request; the test still fails on it.
  expect(takeUnmockedRequests(), 'requests no test mocked').toEqual([]);
  expect(missingKeys.splice(0), 'texts asked for by a key no language has').toEqual([]);
});
