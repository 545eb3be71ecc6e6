// knip (`npm run lint:unused`) finds unused exports everywhere but in the contract's modules that
// its index re-exports with `export *`: it counts those as the package's public face. Here every
// name such a module exports must appear in another file of the repository (decision 54).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const contract = path.join(root, 'packages/contract/src');
const SOURCE_DIRS = ['packages/contract/src', 'apps/server', 'apps/web', 'e2e', 'bench', 'scripts'];
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'data', 'drizzle', 'locales', 'public']);

function* sourceFiles(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) yield* sourceFiles(file);
    } else if (/\.(ts|tsx|mjs|js)$/.test(entry.name)) {
      yield file;
    }
  }
}

/** Every file each identifier appears in. */
function filesByIdentifier() {
  const found = new Map();
  for (const dir of SOURCE_DIRS) {
    for (const file of sourceFiles(path.join(root, dir))) {
      for (const name of new Set(fs.readFileSync(file, 'utf8').match(/[A-Za-z_$][\w$]*/g))) {
        found.set(name, [...(found.get(name) ?? []), file]);
      }
    }
  }
  return found;
}

/** The modules the contract's index re-exports whole. */
function reExportedModules() {
  const index = fs.readFileSync(path.join(contract, 'index.ts'), 'utf8');
  return [...index.matchAll(/^export \* from '\.\/(.+)';$/gm)].map((match) => path.join(contract, match[1]));
}

const DECLARED_EXPORT =
  /^export (?:declare )?(?:const|let|async function|function|class|type|interface|enum) ([\w$]+)/gm;

describe('the contract', () => {
  it('reads the modules its index re-exports', () => {
    expect(reExportedModules().map((file) => path.basename(file))).toEqual(
      expect.arrayContaining(['auth.ts', 'events.ts', 'limits.ts']),
    );
  });

  it('exports from those modules only names another file uses', () => {
    const uses = filesByIdentifier();
    const unused = reExportedModules().flatMap((file) =>
      [...fs.readFileSync(file, 'utf8').matchAll(DECLARED_EXPORT)]
        .map((match) => match[1])
        .filter((name) => (uses.get(name) ?? []).every((user) => user === file))
        .map((name) => `${path.relative(root, file)}: ${name}`),
    );
    expect(unused).toEqual([]);
  });
});
