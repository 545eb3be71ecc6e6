import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's own default is one worker fewer than the cores: on CI's two cores that is one, and
    // the tests (mostly waiting on a database, a child process or a socket) ran one file at a
    // time. Two at least keep both cores busy (decision 56).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      'packages/contract',
      'apps/server',
      'apps/server/vitest.fresh.config.ts',
      'apps/web',
      'apps/web/vitest.fresh.config.ts',
      // The root scripts (build-if-changed), run by `npm test` with the others.
      { test: { name: 'scripts', include: ['scripts/**/*.test.mjs'], environment: 'node' } },
    ],
  },
});
