import { docOf } from '@moim/contract/endpoint-docs';
import { endpoints } from '@moim/contract/endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

interface Operation {
  summary?: string;
  tags?: string[];
}

let t: TestApp;
let paths: Record<string, Record<string, Operation>>;

beforeAll(async () => {
  t = await createTestApp();
  paths = (t.app.swagger() as unknown as { paths: typeof paths }).paths;
});
afterAll(() => t.close());

/** `/api/likes/{eventId}/like` as the contract writes it: `/likes/:eventId/like`. */
const contractPath = (documentPath: string) => documentPath.replace(/^\/api/, '').replace(/\{(\w+)\}/g, ':$1');

describe('the API routes are the endpoints of the contract (decision 58)', () => {
  it('every documented API route is an endpoint, and every endpoint is routed', () => {
    const routed = Object.entries(paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${contractPath(path)}`),
    );
    const defined = Object.values(endpoints).map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(routed.sort()).toEqual(defined.sort());
  });

  it("each route's document says the endpoint's summary and tags", () => {
    for (const endpoint of Object.values(endpoints)) {
      const path = `/api${endpoint.path.replace(/:(\w+)/g, '{$1}')}`;
      const operation = paths[path]?.[endpoint.method.toLowerCase()];
      expect(operation, `${endpoint.method} ${endpoint.path}`).toMatchObject({
        summary: docOf(endpoint).summary,
        tags: [...docOf(endpoint).tags],
      });
    }
  });
});
