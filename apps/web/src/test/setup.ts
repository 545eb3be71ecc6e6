import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import i18n from '../lib/i18n.ts';
import { clearNotices } from '../lib/notices.ts';

await i18n.changeLanguage('en');

afterEach(() => {
  cleanup();
  clearNotices();
  sessionStorage.clear();
  localStorage.clear();
  vi.restoreAllMocks();
});
