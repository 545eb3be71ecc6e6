import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

/** The web tests' settings; `vitest.fresh.config.ts` runs the `*.fresh.test.*` files with them. */
export const webTestConfig = {
  plugins: [react()],
  test: {
    environment: 'jsdom' as const,
    setupFiles: ['src/test/setup.ts'],
    // A hung test fails clearly instead of holding the run.
    testTimeout: 10_000,
    css: { modules: { classNameStrategy: 'non-scoped' as const } },
  },
};

export default defineProject({
  ...webTestConfig,
  test: {
    ...webTestConfig.test,
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    exclude: ['src/**/*.fresh.test.{ts,tsx}'],
    // The files share one module graph per worker (each still gets its own jsdom): loading React,
    // the router and i18n once, not 74 times, takes the layer from about 170 s to 50 s
    // (decision 56). A test that must see a module load for the first time is `*.fresh.test.*`.
    isolate: false,
  },
});
