// A package that more than one package.json of the repository names (the root, or a workspace)
// is named with the same range everywhere, so the workspaces cannot drift to different versions
// of it (decision 54). The root's `overrides` count too: an override pins what a workspace names.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const readJson = (file) => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));

/** The root's package.json and every workspace's, relative to the root. */
function manifests() {
  const workspaces = readJson('package.json').workspaces.flatMap((pattern) => {
    const parent = pattern.replace(/\/\*$/, '');
    return fs
      .readdirSync(path.join(root, parent))
      .map((name) => `${parent}/${name}/package.json`)
      .filter((file) => fs.existsSync(path.join(root, file)));
  });
  return ['package.json', ...workspaces];
}

/** Every range each package is named with: name → ["<file> <field>: <range>", …]. */
function rangesByName() {
  const found = new Map();
  for (const file of manifests()) {
    const manifest = readJson(file);
    for (const field of ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies', 'overrides']) {
      for (const [name, range] of Object.entries(manifest[field] ?? {})) {
        if (typeof range !== 'string') continue;
        found.set(name, [...(found.get(name) ?? []), { where: `${file} ${field}`, range }]);
      }
    }
  }
  return found;
}

describe('dependency ranges', () => {
  it('reads the root and every workspace', () => {
    expect(manifests()).toEqual(
      expect.arrayContaining([
        'package.json',
        'apps/server/package.json',
        'apps/web/package.json',
        'packages/contract/package.json',
      ]),
    );
  });

  it('names a package shared by several package.json files with one range', () => {
    const differing = [...rangesByName()]
      .filter(([, uses]) => new Set(uses.map((use) => use.range)).size > 1)
      .map(([name, uses]) => `${name}: ${uses.map((use) => `${use.where} ${use.range}`).join(', ')}`);
    expect(differing).toEqual([]);
  });
});
