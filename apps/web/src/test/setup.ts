import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import i18n, { loadMessages } from '../lib/i18n.ts';
import { clearNotices } from '../lib/notices.ts';

// jsdom has no ResizeObserver; Radix components measure themselves with one.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

await i18n.changeLanguage('en');
// Screens get the contract's messages from their route loader; tests render screens directly.
await loadMessages();

afterEach(() => {
  cleanup();
  clearNotices();
  sessionStorage.clear();
  localStorage.clear();
  vi.restoreAllMocks();
});
