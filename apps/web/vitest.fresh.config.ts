import { defineProject } from 'vitest/config';
import { webTestConfig } from './vitest.config.ts';

// Tests of what loads when (a screen's code, its texts, a form library): each file starts from
// modules nobody has loaded yet.
export default defineProject({
  ...webTestConfig,
  test: { ...webTestConfig.test, name: 'web-fresh', include: ['src/**/*.fresh.test.{ts,tsx}'], isolate: true },
});
