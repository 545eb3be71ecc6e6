import fs from 'node:fs';
import path from 'node:path';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from './routes.tsx';

/**
 * docs/product.md lists the screens as they are: every row of its screens table begins with the
 * screen's address ("| `/address`", several addresses of one screen side by side), every address
 * the app has is in the table, and every address the table lists is a route. Parameters are
 * compared by position, not by name.
 */
const productDoc = fs.readFileSync(path.resolve(import.meta.dirname, '../../../../docs/product.md'), 'utf8');
const normalise = (address: string) => address.replace(/\{[^}]+\}|:[A-Za-z]+/g, '{}');

function paths(list: RouteObject[]): string[] {
  return list.flatMap((route) => [
    ...(route.path && route.path !== '*' ? [route.path] : []),
    ...paths(route.children ?? []),
  ]);
}

const screens = productDoc.slice(productDoc.indexOf('## Screens'), productDoc.indexOf('### Around every screen'));
/** The screens table's rows below its header and separator. */
const tableRows = screens
  .split('\n')
  .filter((line) => line.startsWith('|'))
  .slice(2);

function documented(): Set<string> {
  const firstCells = tableRows.flatMap((row) => row.match(/^\| (`\/[^|]*)\|/)?.[1] ?? []);
  return new Set(
    firstCells.flatMap((cell) => [...cell.matchAll(/`(\/[^`]*)`/g)].map(([, address]) => normalise(address!))),
  );
}

describe('docs/product.md', () => {
  it('lists every screen of the app, and no other', () => {
    const served = new Set(paths(routes).map(normalise));
    const listed = documented();
    expect([...served].filter((p) => !listed.has(p)).sort(), 'a route docs/product.md does not list').toEqual([]);
    expect([...listed].filter((p) => !served.has(p)).sort(), 'listed in docs/product.md but not a route').toEqual([]);
  });

  it('names an address at the start of every row of the screens table', () => {
    expect(tableRows.length).toBeGreaterThan(0);
    expect(
      tableRows.filter((row) => !/^\| `\//.test(row)),
      'a screen row without an address',
    ).toEqual([]);
  });
});
