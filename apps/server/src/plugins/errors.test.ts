import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../lib/errors.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  // Routes that exist only to exercise the error handler.
  t = await createTestApp({
    env: { BODY_LIMIT_BYTES: '2048' },
    beforeReady: (app) => {
      app.get('/api/test/app-error', async () => {
        throw new AppError('forbidden');
      });
      app.get('/api/test/crash', async () => {
        throw new Error('secret internals: password=hunter2');
      });
    },
  });
});
afterAll(() => t.close());

describe('error handling', () => {
  it('answers a malformed JSON body with 400 and a clear message', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/events/subscribe',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'malformedJson', message: 'The request body is not valid JSON.' });
  });

  it('answers an oversized body with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/events/subscribe',
      payload: { email: `${'a'.repeat(4000)}@example.com` },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('payloadTooLarge');
  });

  it('turns an AppError into its status and { code, message }', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/app-error' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: 'forbidden', message: 'You do not have permission to do this.' });
  });

  it('answers addresses the router refuses in the API shape', async () => {
    const badEncoding = await t.app.inject({ method: 'GET', url: '/api/user/getUser/%zz' });
    expect(badEncoding.statusCode).toBe(400);
    expect(badEncoding.json()).toEqual({
      code: 'invalidInput',
      message: 'Some of the information you entered is not valid.',
    });
    const huge = await t.app.inject({ method: 'GET', url: `/api/user/getUser/${'a'.repeat(2000)}` });
    expect(huge.statusCode).toBe(414);
    expect(huge.json()).toEqual({ code: 'urlTooLong', message: 'This web address is too long.' });
  });

  it('lets the longest parameter the contract allows reach its route', async () => {
    const email = `${'a'.repeat(242)}@example.com`;
    const response = await t.app.inject({ method: 'GET', url: `/api/user/isEmail/${encodeURIComponent(email)}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ available: true });
    const tooLong = await t.app.inject({ method: 'GET', url: `/api/user/getUser/${'a'.repeat(201)}` });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe('This field is too long (at most 200 characters).');
  });

  it('never shows internals in a 5xx body', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      code: 'internalError',
      message: 'Something went wrong on our side. Please try again.',
    });
    expect(response.body).not.toContain('hunter2');
  });
});
