import type { AddressInfo } from 'node:net';
import type { Server, ServerResponse } from 'node:http';
import type { HealthResponse } from '@moim/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHealthFastPath, KEEP_ALIVE_TIMEOUT_MS } from './health-fast-path.ts';

let server: Server | undefined;
afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
  server = undefined;
});

/** A server made by the fast path's factory, in front of an app that answers 418. */
async function start(check?: () => Promise<HealthResponse>) {
  const fastPath = createHealthFastPath();
  const app = vi.fn((_request, response: ServerResponse) => response.writeHead(418).end());
  server = fastPath.serverFactory(app, {});
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  if (check) fastPath.serve(check);
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { fastPath, app, get: (path: string) => fetch(base + path) };
}

describe('the health fast path', () => {
  it("keeps an idle connection as long as Fastify's own server would (72 s), not Node's 5 s", async () => {
    await start();
    expect(KEEP_ALIVE_TIMEOUT_MS).toBe(72_000);
    expect(server!.keepAliveTimeout).toBe(KEEP_ALIVE_TIMEOUT_MS);
  });

  it('answers GET /api/health from the check, without the app, with only the contract fields', async () => {
    const health = { status: 'ok', database: 'up', uptimeSeconds: 7, secret: 'x' } as HealthResponse;
    const { app, get } = await start(() => Promise.resolve(health));
    const response = await get('/api/health');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await response.json()).toEqual({ status: 'ok', database: 'up', uptimeSeconds: 7 });
    expect(app).not.toHaveBeenCalled();
  });

  it('answers 503 when the database is down', async () => {
    const { get } = await start(() => Promise.resolve({ status: 'degraded', database: 'down', uptimeSeconds: 1 }));
    const response = await get('/api/health');
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ database: 'down' });
  });

  it('leaves other requests, and every request before it serves or once the app closes, to the app', async () => {
    const { fastPath, app, get } = await start();
    expect((await get('/api/health')).status).toBe(418);
    fastPath.serve(() => Promise.resolve({ status: 'ok', database: 'up', uptimeSeconds: 1 }));
    expect((await get('/api/health?verbose=1')).status).toBe(418);
    expect((await get('/api/events')).status).toBe(418);
    expect((await get('/api/health')).status).toBe(200);
    fastPath.markClosing();
    expect((await get('/api/health')).status).toBe(418);
    expect(app).toHaveBeenCalledTimes(4);
  });
});
