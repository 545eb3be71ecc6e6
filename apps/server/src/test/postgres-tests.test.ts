import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// CI's PostgreSQL pass runs only the files of postgres-tests.json (decision 56). A test that is
// about concurrency, several processes or the database's own behaviour must be on it, or it would
// only ever run on PGlite, which runs one statement at a time.
const root = path.resolve(import.meta.dirname, '../..');
const list = JSON.parse(fs.readFileSync(path.join(root, 'postgres-tests.json'), 'utf8')) as { files: string[] };
const thisFile = path.relative(root, import.meta.filename);

function testFiles(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return testFiles(file);
    return entry.name.endsWith('.test.ts') ? [file] : [];
  });
}

describe('the PostgreSQL pass', () => {
  it('lists files that exist, once each', () => {
    for (const file of list.files) expect(fs.existsSync(path.join(root, file)), file).toBe(true);
    expect(new Set(list.files).size).toBe(list.files.length);
  });

  it('lists every test of concurrency, of processes, or that opens PostgreSQL itself', () => {
    const engineTests = testFiles('src').filter((file) => {
      if (file === thisFile) return false;
      const source = fs.readFileSync(path.join(root, file), 'utf8');
      return (
        /\.(concurrency|processes)\.test\.ts$/.test(file) ||
        source.includes('TEST_DATABASE_URL') ||
        /from '[./]*(test\/)?processes\.ts'/.test(source)
      );
    });
    expect(engineTests.length).toBeGreaterThan(5);
    expect(engineTests.filter((file) => !list.files.includes(file))).toEqual([]);
  });
});
