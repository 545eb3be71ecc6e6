import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildIfChanged, OUTPUTS, STAMP } from './build-if-changed.mjs';

/** A checkout in miniature: the kinds of files the real build reads, and some it does not. */
const CHECKOUT = {
  'package.json': '{"workspaces":["packages/*","apps/*"]}',
  'package-lock.json': '{}',
  'README.md': '# Moim',
  'apps/web/index.html': '<div id="root"></div>',
  'apps/web/vite.config.ts': 'export default {};',
  'apps/web/src/main.tsx': 'render();',
  'apps/web/src/main.test.tsx': 'it();',
  'apps/web/src/test/mock-api.ts': 'mock();',
  'apps/web/public/favicon.svg': '<svg/>',
  'apps/server/package.json': '{}',
  'apps/server/src/main.ts': 'listen();',
  'apps/server/src/main.test.ts': 'it();',
  'apps/server/drizzle/0000_init.sql': 'create table users ();',
  'packages/contract/src/index.ts': 'export {};',
  'e2e/home.spec.ts': 'test();',
  'apps/server/node_modules/x/index.js': 'x();',
  'apps/server/data/pglite/base': 'data',
};

let root;
let builds;
let lines;
const write = (file, content) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), content);
};
/** Stands in for `npm run build`: writes the outputs, or fails. */
const fakeBuild =
  (ok = true) =>
  (at) => {
    builds++;
    if (ok) for (const file of OUTPUTS) write(file, `built by build ${builds}`);
    expect(at).toBe(root);
    return ok;
  };
const run = (ok = true) => buildIfChanged({ root, build: fakeBuild(ok), log: (line) => lines.push(line) });
const stampExists = () => fs.existsSync(path.join(root, STAMP));

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'moim-build-if-changed-'));
  for (const [file, content] of Object.entries(CHECKOUT)) write(file, content);
  builds = 0;
  lines = [];
  expect(run()).toBe('built');
  builds = 0;
  lines = [];
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('buildIfChanged', () => {
  it('does not build an unchanged checkout, and says so in one line', () => {
    expect(run()).toBe('up to date');
    expect(builds).toBe(0);
    expect(lines).toEqual(['build is up to date']);
  });

  it('does not build when only modification times changed (a fresh clone, a checkout)', () => {
    const later = new Date(Date.now() + 60_000);
    for (const file of Object.keys(CHECKOUT)) fs.utimesSync(path.join(root, file), later, later);
    expect(run()).toBe('up to date');
  });

  it.each(['apps/web/src/main.tsx', 'apps/server/src/main.ts', 'packages/contract/src/index.ts'])(
    'builds when a source file changed: %s',
    (file) => {
      write(file, 'changed();');
      expect(run()).toBe('built');
      expect(builds).toBe(1);
      expect(lines).toEqual(['sources changed: building']);
      expect(run()).toBe('up to date');
      expect(builds).toBe(1);
    },
  );

  it.each([
    'apps/server/drizzle/0001_events.sql',
    'apps/web/public/logo.svg',
    'apps/web/src/new-screen.tsx',
    'package-lock.json',
    'apps/server/package.json',
  ])('builds when a migration, an asset, a new file or a package file changed: %s', (file) => {
    write(file, 'new');
    expect(run()).toBe('built');
  });

  it('builds when a source file was removed', () => {
    fs.rmSync(path.join(root, 'apps/web/src/main.tsx'));
    expect(run()).toBe('built');
  });

  it.each([
    'apps/web/src/main.test.tsx',
    'apps/server/src/main.test.ts',
    'apps/web/src/test/mock-api.ts',
    'README.md',
    'e2e/home.spec.ts',
    'apps/server/node_modules/x/index.js',
    'apps/server/data/pglite/base',
  ])('does not build when only a file the build does not read changed: %s', (file) => {
    write(file, 'changed();');
    expect(run()).toBe('up to date');
    expect(builds).toBe(0);
  });

  it.each(OUTPUTS)('builds when an output is missing: %s', (file) => {
    fs.rmSync(path.join(root, file));
    expect(run()).toBe('built');
    expect(lines).toEqual([`${file} is missing: building`]);
    expect(fs.existsSync(path.join(root, file))).toBe(true);
  });

  it('builds when a dist folder is missing', () => {
    fs.rmSync(path.join(root, 'apps/web/dist'), { recursive: true });
    expect(run()).toBe('built');
  });

  it('leaves no stamp after a failed build, so the next start builds again', () => {
    write('apps/server/src/main.ts', 'broken(');
    expect(run(false)).toBe('failed');
    expect(stampExists()).toBe(false);
    // Even with the sources back as they were, the outputs the failed build may have touched are rebuilt.
    write('apps/server/src/main.ts', CHECKOUT['apps/server/src/main.ts']);
    expect(run()).toBe('built');
    expect(stampExists()).toBe(true);
    expect(builds).toBe(2);
  });
});
