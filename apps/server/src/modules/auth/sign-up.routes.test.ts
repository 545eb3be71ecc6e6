import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextIp, registerUser, signUpInput, verifyEmail } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { queryRows } from '../../test/test-database.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, remoteAddress = nextIp()) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress });
const countUsers = async (userId: string) =>
  (
    await queryRows<{ n: number }>(
      t.database,
      sql`select count(*)::int as n from users where lower(user_id) = lower(${userId})`,
    )
  )[0]!.n;

describe('availability checks', () => {
  it('says whether an ID is free, case-insensitively', async () => {
    const user = await registerUser(t);
    const free = await t.app.inject({ method: 'GET', url: '/api/user/isUserId/nobodyhere', remoteAddress: nextIp() });
    expect(free.json()).toEqual({ available: true });
    const taken = await t.app.inject({ method: 'GET', url: `/api/user/isUserId/${user.userId.toUpperCase()}` });
    expect(taken.json()).toEqual({ available: false });
  });

  it('answers that IDs kept for staff are taken, in any case', async () => {
    for (const id of ['admin', 'ADMIN', 'Administrator', 'moim', 'Support', 'ROOT', 'admin2']) {
      const r = await t.app.inject({ method: 'GET', url: `/api/user/isUserId/${id}`, remoteAddress: nextIp() });
      expect(r.json(), id).toEqual({ available: false });
    }
  });

  it('refuses an ID that is not letters and digits', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/user/isUserId/bad%20id!' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The username can only contain letters and numbers.');
  });

  it('says whether an e-mail is free, case-insensitively', async () => {
    const user = await registerUser(t);
    const taken = await t.app.inject({ method: 'GET', url: `/api/user/isEmail/${user.email.toUpperCase()}` });
    expect(taken.json()).toEqual({ available: false });
    const free = await t.app.inject({ method: 'GET', url: '/api/user/isEmail/free@example.com' });
    expect(free.json()).toEqual({ available: true });
  });

  it('limits availability checks per address, loopback included, and lifts the limit later', async () => {
    const ip = '127.0.0.9';
    for (let i = 0; i < 120; i++) {
      const r = await t.app.inject({ method: 'GET', url: `/api/user/isUserId/probe${i}`, remoteAddress: ip });
      expect(r.statusCode).toBe(200);
    }
    const limited = await t.app.inject({ method: 'GET', url: '/api/user/isUserId/probe', remoteAddress: ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    t.clock.advance(61_000);
    expect((await t.app.inject({ method: 'GET', url: '/api/user/isUserId/probe', remoteAddress: ip })).statusCode).toBe(
      200,
    );
  });
});

describe('e-mail verification', () => {
  it('mails a 6-digit code and accepts it once', async () => {
    const email = 'verify.once@example.com';
    const sent = await post('/api/mail/sendVerification', { email });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ success: true, expiresInSeconds: 300, resendAfterSeconds: 300 });
    const code = t.mail.codeFor(email);
    expect(code).toMatch(/^\d{6}$/);
    const ok = await post('/api/mail/verifyCode', { email, code });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe('Email verification has been completed.');
    const again = await post('/api/mail/verifyCode', { email, code });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('codeExpired');
  });

  it('mails the code in the reader language and escapes nothing it should not', async () => {
    const email = 'korean.reader@example.com';
    await t.app.inject({
      method: 'POST',
      url: '/api/mail/sendVerification',
      payload: { email },
      headers: { 'accept-language': 'ko' },
      remoteAddress: nextIp(),
    });
    expect(t.mail.lastTo(email)?.subject).toMatch(/^Moim 인증 코드: \d{6}$/);
  });

  it('stops an address after five wrong codes without voiding the code for its owner', async () => {
    const email = 'wrong.tries@example.com';
    const owner = nextIp();
    await post('/api/mail/sendVerification', { email }, owner);
    const code = t.mail.codeFor(email);
    const wrong = code === '000000' ? '111111' : '000000';
    const stranger = nextIp();
    for (let i = 0; i < 5; i++) {
      const r = await post('/api/mail/verifyCode', { email, code: wrong }, stranger);
      expect(r.json()).toMatchObject({ code: 'codeMismatch', message: 'The verification code does not match.' });
    }
    // The stranger is stopped, even with the right code…
    const stopped = await post('/api/mail/verifyCode', { email, code }, stranger);
    expect(stopped.statusCode).toBe(429);
    expect(stopped.json().code).toBe('codeTooManyAttempts');
    expect(Number(stopped.headers['retry-after'])).toBeGreaterThan(0);
    // …and the owner's code still works.
    expect((await post('/api/mail/verifyCode', { email, code }, owner)).statusCode).toBe(200);
  });

  it('gives each address one try per window once an e-mail is guessed at from many addresses', async () => {
    const email = 'many.guessers@example.com';
    await post('/api/mail/sendVerification', { email });
    const code = t.mail.codeFor(email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 10; i++) {
      expect((await post('/api/mail/verifyCode', { email, code: wrong })).json().code).toBe('codeMismatch');
    }
    const guesser = nextIp();
    expect((await post('/api/mail/verifyCode', { email, code: wrong }, guesser)).json().code).toBe('codeMismatch');
    expect((await post('/api/mail/verifyCode', { email, code: wrong }, guesser)).statusCode).toBe(429);
    // An address that has not guessed still gets through with the right code.
    expect((await post('/api/mail/verifyCode', { email, code })).statusCode).toBe(200);
  });

  it('refuses an expired code', async () => {
    const email = 'expired.code@example.com';
    await post('/api/mail/sendVerification', { email });
    t.clock.advance(301_000);
    const r = await post('/api/mail/verifyCode', { email, code: t.mail.codeFor(email) });
    expect(r.json().code).toBe('codeExpired');
  });

  it('blocks a resend for five minutes, then sends a new code that replaces the old one', async () => {
    const email = 'resend@example.com';
    await post('/api/mail/sendVerification', { email });
    const first = t.mail.codeFor(email);
    const early = await post('/api/mail/sendVerification', { email });
    expect(early.statusCode).toBe(429);
    expect(Number(early.headers['retry-after'])).toBeGreaterThan(290);
    t.clock.advance(300_000);
    expect((await post('/api/mail/sendVerification', { email })).statusCode).toBe(200);
    const second = t.mail.codeFor(email);
    if (first !== second)
      expect((await post('/api/mail/verifyCode', { email, code: first })).json().code).toBe('codeMismatch');
    expect((await post('/api/mail/verifyCode', { email, code: second })).statusCode).toBe(200);
  });

  it('sends at most five codes per address in 30 minutes', async () => {
    const email = 'five.sends@example.com';
    for (let i = 0; i < 5; i++) {
      expect((await post('/api/mail/sendVerification', { email })).statusCode).toBe(200);
      t.clock.advance(300_000);
    }
    expect((await post('/api/mail/sendVerification', { email })).statusCode).toBe(429);
    t.clock.advance(30 * 60_000);
    expect((await post('/api/mail/sendVerification', { email })).statusCode).toBe(200);
  });

  it('refuses to send a code to an address that already has an account, whatever its case', async () => {
    const user = await registerUser(t);
    const r = await post('/api/mail/sendVerification', { email: user.email.toUpperCase() });
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toBe('An account created with this email already exists');
  });

  it('says so when the mail cannot be sent, and leaves no usable code', async () => {
    const email = 'smtp.down@example.com';
    t.mail.failing = true;
    const r = await post('/api/mail/sendVerification', { email });
    t.mail.failing = false;
    expect(r.statusCode).toBe(502);
    expect(r.json().message).toBe('Failed to send the email.');
    const rows = await queryRows(t.database, sql`select * from email_verifications where email = ${email}`);
    expect(rows).toEqual([]);
    expect((await post('/api/mail/sendVerification', { email })).statusCode).toBe(200);
  });
});

describe('POST /api/user/signUp', () => {
  it('creates the account after verification and answers 201', async () => {
    const input = signUpInput();
    await verifyEmail(t, input.email);
    const r = await post('/api/user/signUp', input);
    expect(r.statusCode).toBe(201);
    expect(r.json()).toEqual({ success: true, message: 'Sign-up completed!' });
    const [row] = await queryRows<{ password_hash: string; email: string }>(
      t.database,
      sql`select password_hash, email from users where user_id = ${input.userId}`,
    );
    expect(row?.password_hash).toMatch(/^\$argon2id\$/);
    expect(row?.email).toBe(input.email);
  });

  it('refuses without verification', async () => {
    const input = signUpInput();
    const r = await post('/api/user/signUp', input);
    expect(r.statusCode).toBe(400);
    expect(r.json().message).toBe('Email verification is required.');
    expect(await countUsers(input.userId)).toBe(0);
  });

  it('refuses a verification older than 30 minutes', async () => {
    const input = signUpInput();
    await verifyEmail(t, input.email);
    t.clock.advance(31 * 60_000);
    expect((await post('/api/user/signUp', input)).json().code).toBe('emailNotVerified');
  });

  it('uses a verification for one account only', async () => {
    const first = signUpInput();
    await verifyEmail(t, first.email);
    expect((await post('/api/user/signUp', first)).statusCode).toBe(201);
    const second = signUpInput({ email: first.email });
    expect((await post('/api/user/signUp', second)).json().code).toBe('emailNotVerified');
  });

  it('refuses a taken ID in any case, and a taken e-mail in any case', async () => {
    const user = await registerUser(t);
    const sameId = signUpInput({ userId: user.userId.toUpperCase(), email: 'another.person@example.com' });
    await verifyEmail(t, sameId.email);
    const r = await post('/api/user/signUp', sameId);
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toBe('The userId is already in use.');

    const sameEmail = signUpInput({ email: user.email.toUpperCase() });
    const sent = await post('/api/mail/sendVerification', { email: sameEmail.email });
    expect(sent.statusCode).toBe(409);
  });

  it('checks the rules in the spec order with the spec messages', async () => {
    const taken = await registerUser(t);
    const base = signUpInput();
    const cases: Array<[Record<string, string>, string]> = [
      [
        { userId: 'bad-id', password: 'short', confirmPassword: 'x' },
        'The username can only contain letters and numbers.',
      ],
      [{ password: 'short', confirmPassword: 'x' }, 'The password must be at least 8 characters long.'],
      [
        { password: 'alllowercase1', confirmPassword: 'x' },
        'The password must include uppercase and lowercase letters, numbers, and special characters',
      ],
      [{ userId: taken.userId, confirmPassword: 'Other12!x' }, 'The userId is already in use.'],
      [{ confirmPassword: 'Other12!x' }, 'The passwords do not match.'],
      [{}, 'Email verification is required.'],
    ];
    for (const [change, message] of cases) {
      const r = await post('/api/user/signUp', { ...base, ...change });
      expect(r.json().message).toBe(message);
    }
    expect(await countUsers(base.userId)).toBe(0);
  });

  it('requires every field and checks date of birth, gender and nationality', async () => {
    const input = signUpInput();
    await verifyEmail(t, input.email);
    const { nationality: _omit, ...missing } = input;
    const noNationality = await post('/api/user/signUp', missing);
    expect(noNationality.statusCode).toBe(400);
    expect(noNationality.json().code).toBe('requiredField');
    for (const [change, code] of [
      [{ dob: '2999-01-01' }, 'dobInvalid'],
      [{ dob: '1999-13-01' }, 'dobInvalid'],
      [{ gender: 'female' }, 'genderInvalid'],
      [{ nationality: 'ZZ' }, 'nationalityInvalid'],
      [{ termsAccepted: false }, 'termsRequired'],
    ] as const) {
      expect((await post('/api/user/signUp', { ...input, ...change })).json().code).toBe(code);
    }
    expect(await countUsers(input.userId)).toBe(0);
  });

  it('keeps one account when the same sign-up arrives twice at once', async () => {
    const input = signUpInput();
    await verifyEmail(t, input.email);
    const results = await Promise.all([post('/api/user/signUp', input), post('/api/user/signUp', input)]);
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.find((s) => s !== 201)).toBeGreaterThanOrEqual(400);
    expect(await countUsers(input.userId)).toBe(1);
  });
});
