// The server and web test files share one module graph per worker (`isolate: false`, decision 56).
// A file that replaces a module with vi.mock would then see the real module whenever another file
// loaded it first, so such a file is named `*.fresh.test.*` and runs on modules of its own.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

function testFiles(dir) {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : testFiles(file);
    return /\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe('test files that replace a module', () => {
  const files = [...testFiles('apps/server/src'), ...testFiles('apps/web/src')];

  it('are found', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it('run on modules of their own (*.fresh.test.*)', () => {
    const mocking = files.filter((file) =>
      /\bvi\.(mock|doMock)\(/.test(fs.readFileSync(path.join(root, file), 'utf8')),
    );
    expect(mocking.length).toBeGreaterThan(0);
    expect(mocking.filter((file) => !/\.fresh\.test\.tsx?$/.test(file))).toEqual([]);
  });
});
