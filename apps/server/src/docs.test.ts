import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app.ts';

/**
 * docs/product.md lists the API as it is: every route the server serves is in one of its tables
 * (a row "| METHOD `/path`"), and every route a table lists is served. Path parameters are
 * compared by position, not by name.
 */
const productDoc = fs.readFileSync(path.resolve(import.meta.dirname, '../../../docs/product.md'), 'utf8');

const normalise = (method: string, route: string) =>
  `${method.toUpperCase()} ${route.replace(/\{[^}]+\}|:[A-Za-z]+/g, '{}').replace(/(.)\/$/, '$1')}`;

/** The routes the document's tables list under /api (those marked outside /api are the app's own pages). */
function documented(): Set<string> {
  const rows = productDoc.matchAll(/^\| (GET|POST|PUT|PATCH|DELETE) `(\/[^`]*)`(.*)$/gm);
  return new Set(
    [...rows].filter(([, , , rest]) => !rest!.includes('outside `/api`')).map(([, m, route]) => normalise(m!, route!)),
  );
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('docs/product.md', () => {
  it('lists every API route the server serves, and no other', () => {
    const document = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const served = new Set(
      Object.entries(document.paths)
        .filter(([route]) => route.startsWith('/api/'))
        .flatMap(([route, operations]) =>
          Object.keys(operations).map((method) => normalise(method, route.slice('/api'.length))),
        ),
    );
    const listed = documented();
    expect([...served].filter((route) => !listed.has(route)).sort(), 'served but not in docs/product.md').toEqual([]);
    expect([...listed].filter((route) => !served.has(route)).sort(), 'in docs/product.md but not served').toEqual([]);
  });
});
