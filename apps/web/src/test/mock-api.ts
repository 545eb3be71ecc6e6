import { vi } from 'vitest';
import { jsonResponse } from './render.tsx';

export interface MockRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/** A reply: [status, body], or a function of the request giving one (or a promise of one). */
export type MockReply = [number, unknown] | ((request: MockRequest) => [number, unknown] | Promise<[number, unknown]>);

/**
 * Stubs fetch with API routes keyed "METHOD /path" (paths without /api; a trailing * matches a
 * prefix). Unknown calls answer 404. Returns the requests made.
 */
export function mockApi(routes: Record<string, MockReply>) {
  const requests: MockRequest[] = [];
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = init?.method ?? 'GET';
    const [rawPath = '', search = ''] = url.replace(/^\/api/, '').split('?');
    const path = decodeURIComponent(rawPath);
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const request = { method, path, query: new URLSearchParams(search), body };
    requests.push(request);
    for (const [key, reply] of Object.entries(routes)) {
      const [routeMethod, routePath = ''] = key.split(' ');
      const matches = routePath.endsWith('*') ? path.startsWith(routePath.slice(0, -1)) : path === routePath;
      if (routeMethod === method && matches) {
        const [status, payload] = typeof reply === 'function' ? await reply(request) : reply;
        return jsonResponse(status, payload);
      }
    }
    return jsonResponse(404, { code: 'apiNotFound', message: `Not mocked: ${method} ${path}` });
  });
  const calls = (method: string, path: string) => requests.filter((r) => r.method === method && r.path === path);
  return { spy, requests, calls };
}
