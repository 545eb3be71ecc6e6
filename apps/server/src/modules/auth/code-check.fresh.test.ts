import type * as crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { nextIp } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// The code check must compare its HMAC with timingSafeEqual, not with !== (which returns as soon
// as a character differs, so the time tells how much of a guess is right).
const timingSafeEqual = vi.hoisted(() => vi.fn<(a: NodeJS.ArrayBufferView, b: NodeJS.ArrayBufferView) => boolean>());
vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof crypto>();
  timingSafeEqual.mockImplementation(actual.timingSafeEqual);
  return { ...actual, timingSafeEqual };
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload, remoteAddress: nextIp() });

describe('the sign-up code check', () => {
  it('compares the code in constant time, and still tells a right code from a wrong one', async () => {
    const email = 'timing@example.com';
    expect((await post('/api/mail/sendVerification', { email })).statusCode).toBe(200);
    const code = t.mail.codeFor(email);
    const wrong = code === '000000' ? '000001' : '000000';

    timingSafeEqual.mockClear();
    expect((await post('/api/mail/verifyCode', { email, code: wrong })).statusCode).toBe(400);
    expect(timingSafeEqual).toHaveBeenCalledTimes(1);
    const [left, right] = timingSafeEqual.mock.calls[0]!;
    expect(Buffer.isBuffer(left) && Buffer.isBuffer(right)).toBe(true);
    expect(left.byteLength).toBe(right.byteLength);

    timingSafeEqual.mockClear();
    expect((await post('/api/mail/verifyCode', { email, code })).statusCode).toBe(200);
    expect(timingSafeEqual).toHaveBeenCalledTimes(1);
  });
});
