import { defineProject } from 'vitest/config';
import { serverTestConfig } from './vitest.config.ts';

// Tests that replace a module (vi.mock): each file starts from modules nobody has loaded yet.
export default defineProject({
  test: { ...serverTestConfig, name: 'server-fresh', include: ['src/**/*.fresh.test.ts'], isolate: true },
});
