import { SignJWT } from 'jose';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextIp, registerUser, signIn, signUpInput, verifyEmail } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { queryRows } from '../../test/test-database.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const me = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/user/me', headers });

describe('POST /api/user/signIn', () => {
  it('answers a token, sets an httpOnly session cookie, and the token identifies the user', async () => {
    const user = await registerUser(t);
    const r = await signIn(t, user.userId, user.password);
    expect(r.statusCode).toBe(200);
    const body = r.json();
    expect(body).toEqual({ access_token: expect.any(String), passwordChangeRequired: false, userId: user.userId });
    const cookie = r.cookies.find((c) => c.name === 'moim_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    // Without "Keep me logged in" it is a browser-session cookie: no Max-Age, no Expires.
    expect(cookie?.maxAge).toBeUndefined();
    expect(cookie?.expires).toBeUndefined();
    expect(String(r.headers['set-cookie'])).not.toMatch(/Max-Age|Expires/i);
    const who = await me({ authorization: `Bearer ${body.access_token}` });
    expect(who.json()).toMatchObject({ userId: user.userId, email: user.email, isAdmin: false });
    const byCookie = await me({ cookie: `moim_session=${cookie?.value}` });
    expect(byCookie.json().userId).toBe(user.userId);
  });

  it('signs in with the ID in any case', async () => {
    const user = await registerUser(t);
    expect((await signIn(t, user.userId.toUpperCase(), user.password)).statusCode).toBe(200);
  });

  it('keeps the session 30 days with keepLoggedIn', async () => {
    const user = await registerUser(t);
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/user/signIn',
      payload: { userId: user.userId, password: user.password, keepLoggedIn: true },
      remoteAddress: nextIp(),
    });
    const cookie = r.cookies.find((c) => c.name === 'moim_session');
    expect(cookie?.maxAge).toBe(30 * 24 * 3600);
    expect(String(r.headers['set-cookie'])).toMatch(/Max-Age=2592000/);
    const auth = { authorization: `Bearer ${r.json().access_token}` };
    t.clock.advance(29 * 24 * 3600 * 1000);
    expect((await me(auth)).statusCode).toBe(200);
    t.clock.advance(2 * 24 * 3600 * 1000);
    expect((await me(auth)).statusCode).toBe(401);
  });

  it('refuses a wrong password or an unknown ID with the same message, prefixed with Moim', async () => {
    const user = await registerUser(t);
    const wrong = await signIn(t, user.userId, 'Wrong123!');
    const unknown = await signIn(t, 'nosuchuser', 'Wrong123!');
    for (const r of [wrong, unknown]) {
      expect(r.statusCode).toBe(401);
      expect(r.json()).toEqual({ code: 'signInFailed', message: 'Moim: The ID or password is incorrect.' });
    }
  });

  it('requires ID and password', async () => {
    const r = await t.app.inject({ method: 'POST', url: '/api/user/signIn', payload: { userId: '' } });
    expect(r.statusCode).toBe(400);
    expect(r.json().code).toBe('requiredField');
  });

  // Guessing is throttled without closing the account: guessing.routes.test.ts.

  it('limits sign-in attempts per address, loopback included', async () => {
    const ip = '127.0.0.1';
    for (let i = 0; i < 30; i++) {
      const r = await t.app.inject({
        method: 'POST',
        url: '/api/user/signIn',
        payload: { userId: `someone${i}`, password: 'Wrong123!' },
        remoteAddress: ip,
      });
      expect(r.statusCode).toBe(401);
    }
    const limited = await t.app.inject({
      method: 'POST',
      url: '/api/user/signIn',
      payload: { userId: 'someone', password: 'Wrong123!' },
      remoteAddress: ip,
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe('Too many requests. Please wait a moment and try again.');
    t.clock.advance(15 * 60_000);
  });
});

describe('an old session cookie', () => {
  /** A cookie of a session that has ended (logged out elsewhere). */
  async function endedSessionCookie(): Promise<string> {
    const user = await registerUser(t);
    await t.app.inject({ method: 'POST', url: '/api/user/logout', headers: user.auth });
    return `moim_session=${user.token}`;
  }

  it('does not stop a sign-in, whatever the Origin (another address, or none)', async () => {
    const stale = await endedSessionCookie();
    const user = await registerUser(t);
    for (const origin of ['http://192.168.0.10:3000', undefined]) {
      const r = await t.app.inject({
        method: 'POST',
        url: '/api/user/signIn',
        payload: { userId: user.userId, password: user.password },
        headers: { cookie: stale, ...(origin ? { origin } : {}) },
        remoteAddress: nextIp(),
      });
      expect(r.statusCode).toBe(200);
      expect(r.json().userId).toBe(user.userId);
    }
  });

  it('does not stop a sign-in even while it is still live, from another address', async () => {
    const live = await registerUser(t);
    const other = await registerUser(t);
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/user/signIn',
      payload: { userId: other.userId, password: other.password },
      headers: { cookie: `moim_session=${live.token}`, origin: 'http://192.168.0.10:3000' },
      remoteAddress: nextIp(),
    });
    expect(r.statusCode).toBe(200);
    expect(r.json().userId).toBe(other.userId);
  });

  it('does not stop a sign-up or any other public route', async () => {
    const stale = await endedSessionCookie();
    const headers = { cookie: stale, origin: 'http://192.168.0.10:3000' };
    const post = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: nextIp() });
    expect((await post('/api/events/subscribe', { email: 'stale.cookie@example.com' })).statusCode).toBe(200);
    const email = 'stale.signup@example.com';
    // Throws unless sending and checking the code both succeed.
    await verifyEmail(t, email, headers);
    expect((await post('/api/user/signUp', signUpInput({ userId: 'stalesignup', email }))).statusCode).toBe(201);
    // A route that needs a session says so (401), not "no permission".
    const me = await t.app.inject({ method: 'GET', url: '/api/user/me', headers });
    expect(me.statusCode).toBe(401);
  });
});

describe('tokens', () => {
  it('refuses a token with alg none, a wrong key, or past its expiry', async () => {
    const user = await registerUser(t);
    const [, payload] = user.token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const unsigned = `${header}.${payload}.`;
    const wrongKey = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('a-completely-different-secret-of-enough-length'));
    for (const token of [unsigned, wrongKey, 'garbage', `${user.token}x`]) {
      expect((await me({ authorization: `Bearer ${token}` })).statusCode).toBe(401);
    }
    expect((await me(user.auth)).statusCode).toBe(200);
    t.clock.advance(24 * 3600 * 1000 + 1000);
    expect((await me(user.auth)).statusCode).toBe(401);
  });

  it('answers 401 to /me without a session', async () => {
    const r = await me({});
    expect(r.statusCode).toBe(401);
    expect(r.json()).toEqual({ code: 'unauthorized', message: 'Login is required.' });
  });
});

describe('logout', () => {
  it('ends the session on the server, not only in the browser', async () => {
    const user = await registerUser(t);
    const other = await signIn(t, user.userId, user.password);
    const r = await t.app.inject({ method: 'POST', url: '/api/user/logout', headers: user.auth });
    expect(r.statusCode).toBe(200);
    expect(r.cookies.find((c) => c.name === 'moim_session')?.value).toBe('');
    expect((await me(user.auth)).statusCode).toBe(401);
    // Another device stays signed in.
    expect((await me({ authorization: `Bearer ${other.json().access_token}` })).statusCode).toBe(200);
  });

  it('refuses a cookie-authenticated change from another origin', async () => {
    const user = await registerUser(t);
    const cookie = `moim_session=${user.token}`;
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/user/logout',
      headers: { cookie, origin: 'https://evil.example' },
    });
    expect(foreign.statusCode).toBe(403);
    const noOrigin = await t.app.inject({ method: 'POST', url: '/api/user/logout', headers: { cookie } });
    expect(noOrigin.statusCode).toBe(403);
    expect((await me(user.auth)).statusCode).toBe(200);
    const own = await t.app.inject({
      method: 'POST',
      url: '/api/user/logout',
      headers: { cookie, origin: 'http://moim.test' },
    });
    expect(own.statusCode).toBe(200);
    expect((await me(user.auth)).statusCode).toBe(401);
  });
});

describe('sessions are stored server-side', () => {
  it('records one session row per sign-in', async () => {
    const user = await registerUser(t);
    await signIn(t, user.userId, user.password);
    const rows = await queryRows<{ n: number }>(
      t.database,
      sql`select count(*)::int as n from sessions s join users u on u.id = s.user_id where u.user_id = ${user.userId}`,
    );
    expect(rows[0]!.n).toBe(2);
  });
});
