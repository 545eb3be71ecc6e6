import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  nextIp,
  registerUser,
  requestTemporaryPassword,
  signIn,
  temporaryPasswordMailedTo,
  type TestUser,
} from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { queryRows } from '../../test/test-database.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (method: 'POST' | 'PATCH', url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, payload, headers, remoteAddress: nextIp() });
const check = (user: TestUser, password: string, headers: Record<string, string> = user.auth) =>
  call('POST', '/api/user/checkCurrentPassword', { userId: user.userId, password }, headers);
const update = (user: TestUser, password: string, headers: Record<string, string> = user.auth) =>
  call('PATCH', '/api/user/updatePassword', { userId: user.userId, password, confirmPassword: password }, headers);
const me = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/user/me', headers });
const passwordHash = async (userId: string) =>
  (
    await queryRows<{ password_hash: string | null }>(
      t.database,
      sql`select password_hash from users where user_id = ${userId}`,
    )
  )[0]?.password_hash;

describe('password change', () => {
  it('confirms the current password, then sets a new one and ends every other session', async () => {
    const user = await registerUser(t);
    const otherDevice = (await signIn(t, user.userId, user.password)).json().access_token as string;
    expect((await check(user, 'Wrong123!')).json()).toEqual({ valid: false });
    expect((await check(user, user.password)).json()).toEqual({ valid: true });
    const r = await update(user, 'Brandnew9#');
    expect(r.statusCode).toBe(200);
    expect(r.json().message).toBe('The password has been successfully updated');
    expect((await me(user.auth)).statusCode).toBe(200);
    expect((await me({ authorization: `Bearer ${otherDevice}` })).statusCode).toBe(401);
    expect((await signIn(t, user.userId, user.password)).statusCode).toBe(401);
    expect((await signIn(t, user.userId, 'Brandnew9#')).statusCode).toBe(200);
  });

  it('refuses the update unless the current password was confirmed in the last 10 minutes', async () => {
    const user = await registerUser(t);
    const before = await passwordHash(user.userId);
    const r = await update(user, 'Brandnew9#');
    expect(r.statusCode).toBe(403);
    expect(r.json().code).toBe('passwordConfirmFirst');
    await check(user, user.password);
    t.clock.advance(11 * 60_000);
    expect((await update(user, 'Brandnew9#')).statusCode).toBe(403);
    expect(await passwordHash(user.userId)).toBe(before);
  });

  it('enforces the new-password rule and the confirmation on the server', async () => {
    const user = await registerUser(t);
    await check(user, user.password);
    const weak = await update(user, 'weakpass');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toBe(
      'The new password must include uppercase, lowercase, numbers, and special characters, and be at least 8 characters long.',
    );
    const mismatch = await call(
      'PATCH',
      '/api/user/updatePassword',
      { userId: user.userId, password: 'Brandnew9#', confirmPassword: 'Brandnew9$' },
      user.auth,
    );
    expect(mismatch.json().message).toBe('The new password does not match.');
  });

  it('refuses a new password equal to the current one', async () => {
    const user = await registerUser(t);
    await check(user, user.password);
    const same = await update(user, user.password);
    expect(same.statusCode).toBe(400);
    expect(same.json()).toEqual({
      code: 'newPasswordSameAsCurrent',
      message: 'The new password must be different from your current password.',
    });
    expect((await update(user, 'Brandnew9#')).statusCode).toBe(200);
  });

  it("refuses another user's userId in the body with 403 and changes nothing", async () => {
    const alice = await registerUser(t);
    const bob = await registerUser(t);
    const bobHash = await passwordHash(bob.userId);
    const asBob = { ...alice, userId: bob.userId };
    expect((await check(asBob, bob.password, alice.auth)).statusCode).toBe(403);
    await check(alice, alice.password);
    const r = await update(asBob, 'Hijacked9#', alice.auth);
    expect(r.statusCode).toBe(403);
    expect(await passwordHash(bob.userId)).toBe(bobHash);
  });

  it('needs a signed-in caller', async () => {
    const user = await registerUser(t);
    expect((await check(user, user.password, {})).statusCode).toBe(401);
    expect((await update(user, 'Brandnew9#', {})).statusCode).toBe(401);
  });

  it('limits wrong current-password checks per session', async () => {
    const user = await registerUser(t);
    for (let i = 0; i < 10; i++) await check(user, 'Wrong123!');
    expect((await check(user, user.password)).statusCode).toBe(429);
    t.clock.advance(15 * 60_000 + 1000);
    expect((await check(user, user.password)).json()).toEqual({ valid: true });
  });
});

describe('forgot ID', () => {
  it('mails the full ID and answers it masked', async () => {
    const user = await registerUser(t, { userId: 'forgetful1' });
    const r = await call('POST', '/api/user/findUsername', { email: user.email.toUpperCase() });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ username: 'fo***', message: 'The request to find the ID has been completed.' });
    const mail = t.mail.lastTo(user.email);
    expect(mail?.subject).toBe('Your Moim ID');
    expect(mail?.text).toContain('forgetful1');
  });

  it('escapes user-supplied text in the mail', async () => {
    const user = await registerUser(t, { username: '<script>alert(1)</script>' });
    await call('POST', '/api/user/findUsername', { email: user.email });
    const mail = t.mail.lastTo(user.email)!;
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
  });

  it('says it failed for an unknown e-mail, and limits requests per address', async () => {
    const r = await call('POST', '/api/user/findUsername', { email: 'nobody@example.com' });
    expect(r.statusCode).toBe(404);
    expect(r.json().message).toBe('Failed to find the ID. Please try again.');
    const ip = '127.0.0.3';
    for (let i = 0; i < 10; i++) {
      await t.app.inject({
        method: 'POST',
        url: '/api/user/findUsername',
        payload: { email: `x${i}@example.com` },
        remoteAddress: ip,
      });
    }
    const limited = await t.app.inject({
      method: 'POST',
      url: '/api/user/findUsername',
      payload: { email: 'y@example.com' },
      remoteAddress: ip,
    });
    expect(limited.statusCode).toBe(429);
  });

  it("says it failed, with the spec's text, when the mail cannot be sent", async () => {
    const user = await registerUser(t);
    t.mail.failing = true;
    const r = await call('POST', '/api/user/findUsername', { email: user.email });
    t.mail.failing = false;
    expect(r.statusCode).toBe(502);
    expect(r.json()).toEqual({ code: 'findIdMailFailed', message: 'Failed to find the ID. Please try again.' });
  });
});

describe('forgot password and the temporary password', () => {
  const tempFrom = (email: string) => temporaryPasswordMailedTo(t, email);

  it('mails a temporary password that works within an hour and forces the change', async () => {
    const user = await registerUser(t);
    const r = await call('POST', '/api/mail/findPassword', { userId: user.userId, email: user.email });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({
      pwChangeSuccess: true,
      message: 'A temporary password has been emailed to you. Move to login page',
    });
    const temporary = tempFrom(user.email);
    expect(temporary).toMatch(/[a-z]/);
    expect(temporary).toMatch(/[A-Z]/);
    expect(temporary).toMatch(/\d/);
    expect(temporary).toMatch(/[!@#$%^&*]/);

    // The old password keeps working until the temporary one is used.
    expect((await signIn(t, user.userId, user.password)).statusCode).toBe(200);

    const signedIn = await signIn(t, user.userId, temporary);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().passwordChangeRequired).toBe(true);
    const restricted = { authorization: `Bearer ${signedIn.json().access_token}` };

    // Used: now the old password no longer works, and the temporary one still asks for the change.
    expect((await signIn(t, user.userId, user.password)).statusCode).toBe(401);
    expect((await signIn(t, user.userId, temporary)).json().passwordChangeRequired).toBe(true);

    // Until the change, every change other than the password change answers 403.
    const like = await t.app.inject({ method: 'POST', url: '/api/likes/1/like', headers: restricted });
    expect(like.statusCode).toBe(403);
    expect(like.json().code).toBe('passwordChangeFirst');
    expect((await me(restricted)).json().passwordChangeRequired).toBe(true);

    const asRestricted = { ...user, auth: restricted };
    expect((await check(asRestricted, temporary)).json()).toEqual({ valid: true });
    expect((await update(asRestricted, 'Renewed12!')).statusCode).toBe(200);
    expect((await me(restricted)).json().passwordChangeRequired).toBe(false);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/user/getUser/${user.userId}`, headers: restricted })).statusCode,
    ).toBe(200);
    expect((await signIn(t, user.userId, 'Renewed12!')).json().passwordChangeRequired).toBe(false);
    expect((await signIn(t, user.userId, temporary)).statusCode).toBe(401);
  });

  it('lets a session that must change its password read everything, and refuses its changes in its language', async () => {
    const user = await registerUser(t);
    const temporary = await requestTemporaryPassword(t, user);
    const restricted = { authorization: `Bearer ${(await signIn(t, user.userId, temporary)).json().access_token}` };
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: restricted });

    // "Change later": the site is there to read, the own profile (with the e-mail) and lists included.
    expect((await get('/api/events?fetchType=all')).statusCode).toBe(200);
    const own = await get(`/api/user/getUser/${user.userId}`);
    expect(own.statusCode).toBe(200);
    expect(own.json().email).toBe(user.email);
    expect((await get(`/api/events/getEventsByHostId/${user.userId}`)).statusCode).toBe(200);
    expect((await get(`/api/events/getLikedEvent/${user.userId}`)).statusCode).toBe(200);
    expect((await get('/api/chatrooms/')).statusCode).toBe(200);

    // A change is refused with the message in the caller's language.
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/events/subscribe',
      payload: { email: user.email },
      headers: { ...restricted, 'accept-language': 'ko' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      code: 'passwordChangeFirst',
      message: '계속하려면 먼저 비밀번호를 변경해 주세요.',
    });
    // Logging out is a change it may make.
    expect((await call('POST', '/api/user/logout', {}, restricted)).statusCode).toBe(200);
  });

  it('keeps signing in with a used temporary password, asking for the change, until it is changed or a week has passed', async () => {
    const user = await registerUser(t);
    const temporary = await requestTemporaryPassword(t, user);
    const first = await signIn(t, user.userId, temporary);
    expect(first.json().passwordChangeRequired).toBe(true);
    // "Change later", and the session ends (logged out, or the browser closed).
    await call('POST', '/api/user/logout', {}, { authorization: `Bearer ${first.json().access_token}` });

    t.clock.advance(6 * 24 * 60 * 60_000);
    const again = await signIn(t, user.userId, temporary);
    expect(again.statusCode).toBe(200);
    expect(again.json().passwordChangeRequired).toBe(true);
    const session = { ...user, auth: { authorization: `Bearer ${again.json().access_token}` } };
    expect((await me(session.auth)).json().passwordChangeRequired).toBe(true);

    // A week after its first use it no longer works; a new one can be asked for.
    t.clock.advance(24 * 60 * 60_000 + 1000);
    expect((await signIn(t, user.userId, temporary)).statusCode).toBe(401);
    const another = await requestTemporaryPassword(t, user);
    const renewed = await signIn(t, user.userId, another);
    expect(renewed.json().passwordChangeRequired).toBe(true);

    // Once changed, the temporary password is gone and the new one signs in as usual.
    const changing = { ...user, auth: { authorization: `Bearer ${renewed.json().access_token}` } };
    expect((await check(changing, another)).json()).toEqual({ valid: true });
    expect((await update(changing, 'Renewed12!')).statusCode).toBe(200);
    expect((await signIn(t, user.userId, another)).statusCode).toBe(401);
    expect((await signIn(t, user.userId, 'Renewed12!')).json().passwordChangeRequired).toBe(false);
  });

  it('expires the temporary password after an hour', async () => {
    const user = await registerUser(t);
    await call('POST', '/api/mail/findPassword', { userId: user.userId, email: user.email });
    const temporary = tempFrom(user.email);
    t.clock.advance(61 * 60_000);
    expect((await signIn(t, user.userId, temporary)).statusCode).toBe(401);
    expect((await signIn(t, user.userId, user.password)).statusCode).toBe(200);
  });

  it('refuses an ID and e-mail that do not belong together', async () => {
    const alice = await registerUser(t);
    const bob = await registerUser(t);
    const r = await call('POST', '/api/mail/findPassword', { userId: alice.userId, email: bob.email });
    expect(r.statusCode).toBe(404);
    expect(r.json().message).toBe('Email or ID not found. Please check again.');
    expect(t.mail.lastTo(bob.email)?.subject).not.toBe('Your temporary Moim password');
  });

  it('leaves no temporary password when the mail cannot be sent', async () => {
    const user = await registerUser(t);
    t.mail.failing = true;
    const r = await call('POST', '/api/mail/findPassword', { userId: user.userId, email: user.email });
    t.mail.failing = false;
    expect(r.statusCode).toBe(502);
    const rows = await queryRows(
      t.database,
      sql`select 1 from temporary_passwords tp join users u on u.id = tp.user_id where u.user_id = ${user.userId}`,
    );
    expect(rows).toEqual([]);
  });

  it('limits requests per account', async () => {
    const user = await registerUser(t);
    for (let i = 0; i < 5; i++) {
      expect(
        (await call('POST', '/api/mail/findPassword', { userId: user.userId, email: user.email })).statusCode,
      ).toBe(200);
    }
    expect((await call('POST', '/api/mail/findPassword', { userId: user.userId, email: user.email })).statusCode).toBe(
      429,
    );
    t.clock.advance(61 * 60_000);
    expect((await call('POST', '/api/mail/findPassword', { userId: user.userId, email: user.email })).statusCode).toBe(
      200,
    );
  });
});
