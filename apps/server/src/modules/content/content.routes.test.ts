import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../test/test-database.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.execute(sql`truncate newsletter_subscriptions, rate_limits`);
});

async function subscriptions(): Promise<string[]> {
  const rows = await queryRows<{ email: string }>(
    t.database,
    sql`select email from newsletter_subscriptions order by email`,
  );
  return rows.map((r) => r.email);
}

const subscribe = (email: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/events/subscribe', payload: { email }, headers });

describe('POST /api/events/subscribe', () => {
  it('subscribes a valid address', async () => {
    const response = await subscribe('new.reader@example.com');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect(await subscriptions()).toEqual(['new.reader@example.com']);
  });

  it('refuses an invalid address with 400 and the spec message, storing nothing', async () => {
    const response = await subscribe('not an email');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalidEmail', message: 'Please enter a valid email' });
    expect(await subscriptions()).toEqual([]);
  });

  it('answers in Korean for a Korean reader', async () => {
    const response = await subscribe('bad', { 'accept-language': 'ko-KR,ko;q=0.9' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('올바른 이메일 주소를 입력해 주세요.');
  });

  it('succeeds again for the same address without a duplicate row', async () => {
    expect((await subscribe('twice@example.com')).statusCode).toBe(200);
    expect((await subscribe('twice@example.com')).statusCode).toBe(200);
    expect(await subscriptions()).toEqual(['twice@example.com']);
  });

  it('treats case and surrounding spaces as the same address', async () => {
    expect((await subscribe('Mixed.Case@Example.COM')).statusCode).toBe(200);
    expect((await subscribe('  mixed.case@example.com ')).statusCode).toBe(200);
    expect((await subscribe('MIXED.CASE@EXAMPLE.COM')).statusCode).toBe(200);
    expect(await subscriptions()).toEqual(['mixed.case@example.com']);
  });

  it('keeps one row when the same address arrives many times at once', async () => {
    const responses = await Promise.all(Array.from({ length: 10 }, () => subscribe('race@example.com')));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(await subscriptions()).toEqual(['race@example.com']);
  });

  it('limits how often one client subscribes, and lifts the limit after the window', async () => {
    for (let i = 0; i < 20; i++) expect((await subscribe(`reader${i}@example.com`)).statusCode).toBe(200);
    const limited = await subscribe('one.more@example.com');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('tooManyRequests');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    t.clock.advance(61_000);
    expect((await subscribe('one.more@example.com')).statusCode).toBe(200);
  });
});
