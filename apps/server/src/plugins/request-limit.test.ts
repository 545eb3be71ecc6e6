import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crowd, nextIp } from '../test/accounts.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_REQUESTS_PER_MINUTE: '5', RATE_LIMIT_ADDRESS_FACTOR: '2' } });
});
afterAll(() => t.close());

describe('the per-address request budget (every route)', () => {
  it('refuses an address past its budget on any route, and no other address', async () => {
    const [user] = await crowd(t, 1);
    const address = nextIp();
    const get = (url: string, remoteAddress = address) =>
      t.app.inject({ method: 'GET', url, headers: user!.auth, remoteAddress });
    // 5 a minute, times the address factor 2.
    const urls = ['/api/events?fetchType=all', '/api/user/me', '/api/posts', '/', '/allEvents'];
    for (const url of [...urls, ...urls]) expect((await get(url)).statusCode, url).not.toBe(429);
    const refused = await get('/api/user/me');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      code: 'tooManyRequests',
      message: 'Too many requests. Please wait a moment and try again.',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await get('/api/user/me', nextIp())).statusCode).toBe(200);
  });
});
