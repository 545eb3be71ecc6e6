import { defineProject } from 'vitest/config';

/** The server tests' settings; `vitest.fresh.config.ts` runs the `*.fresh.test.ts` files with them. */
export const serverTestConfig = {
  environment: 'node' as const,
  globalSetup: ['src/test/global-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 120_000,
  pool: 'forks' as const,
  // The AWS SDK warns once per process that its releases from 2027 need Node 22; Moim runs on
  // Node 20.19 too (docs/deploy.md says so), and the tests' output should show test results.
  env: { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
};

export default defineProject({
  test: {
    ...serverTestConfig,
    name: 'server',
    include: ['src/**/*.test.ts'],
    exclude: ['src/**/*.fresh.test.ts'],
    // The files share one module graph per worker (each builds its own app and database):
    // importing Fastify, the SDKs and every module once per worker, not once per file, takes the
    // layer from about 395 s to 215 s (decision 56). A test that mocks a module is `*.fresh.test.ts`.
    isolate: false,
  },
});
