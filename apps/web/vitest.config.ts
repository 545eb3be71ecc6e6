import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    environment: 'jsdom',
    setupFiles: ['src/test/setup.ts'],
    // A hung test fails clearly instead of holding the run.
    testTimeout: 10_000,
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
});
