import { GenderSchema, type SignUpInput } from '@moim/contract';
import { sessions, users } from '../db/schema.ts';
import { resolveSessionSecret } from '../lib/secrets.ts';
import { createTokenService } from '../lib/tokens.ts';
import type { TestApp } from './test-app.ts';

let counter = 0;

/** A distinct client address per helper call, so per-IP limits do not mix tests up. */
export function nextIp(): string {
  counter++;
  return `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`;
}

export const STRONG_PASSWORD = 'Secret12!';

export function signUpInput(overrides: Partial<SignUpInput> = {}): SignUpInput {
  counter++;
  const userId = overrides.userId ?? `user${counter}`;
  return {
    username: 'Mina Park',
    dob: '1995-04-12',
    gender: 'Female',
    email: `${userId.toLowerCase()}@example.com`,
    userId,
    password: STRONG_PASSWORD,
    confirmPassword: STRONG_PASSWORD,
    nationality: 'KR',
    ...overrides,
  };
}

/** Verifies an e-mail through the real flow; `headers` go with both requests (a cookie, an Origin). */
export async function verifyEmail(t: TestApp, email: string, headers: Record<string, string> = {}): Promise<void> {
  const ip = nextIp();
  const sent = await t.app.inject({
    method: 'POST',
    url: '/api/mail/sendVerification',
    payload: { email },
    headers,
    remoteAddress: ip,
  });
  if (sent.statusCode !== 200) throw new Error(`sendVerification: ${sent.statusCode} ${sent.body}`);
  const verified = await t.app.inject({
    method: 'POST',
    url: '/api/mail/verifyCode',
    payload: { email, code: t.mail.codeFor(email) },
    headers,
    remoteAddress: ip,
  });
  if (verified.statusCode !== 200) throw new Error(`verifyCode: ${verified.statusCode} ${verified.body}`);
}

export interface TestUser {
  userId: string;
  email: string;
  password: string;
  token: string;
  auth: { authorization: string };
}

export async function signIn(t: TestApp, userId: string, password: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/user/signIn',
    payload: { userId, password },
    remoteAddress: nextIp(),
  });
}

/** Signs `user` in once more: another session of theirs, with its own token. */
export async function anotherSession(t: TestApp, user: TestUser): Promise<TestUser> {
  const session = await signIn(t, user.userId, user.password);
  if (session.statusCode !== 200) throw new Error(`signIn: ${session.statusCode} ${session.body}`);
  const token = session.json().access_token as string;
  return { ...user, token, auth: { authorization: `Bearer ${token}` } };
}

/** Changes `user`'s password through the real flow on their session: confirm the current one, then update. */
export async function changePassword(t: TestApp, user: TestUser, password: string) {
  await t.app.inject({
    method: 'POST',
    url: '/api/user/checkCurrentPassword',
    payload: { userId: user.userId, password: user.password },
    headers: user.auth,
  });
  return t.app.inject({
    method: 'PATCH',
    url: '/api/user/updatePassword',
    payload: { userId: user.userId, password, confirmPassword: password },
    headers: user.auth,
  });
}

/** Signs a new user up through the real flow (code by mail) and signs them in. */
export async function registerUser(t: TestApp, overrides: Partial<SignUpInput> = {}): Promise<TestUser> {
  const input = signUpInput(overrides);
  await verifyEmail(t, input.email);
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/user/signUp',
    payload: input,
    remoteAddress: nextIp(),
  });
  if (created.statusCode !== 201) throw new Error(`signUp: ${created.statusCode} ${created.body}`);
  const session = await signIn(t, input.userId, input.password);
  if (session.statusCode !== 200) throw new Error(`signIn: ${session.statusCode} ${session.body}`);
  const token = session.json().access_token as string;
  return {
    userId: input.userId,
    email: input.email,
    password: input.password,
    token,
    auth: { authorization: `Bearer ${token}` },
  };
}

/** The temporary password in the last mail to the address (forgot password). */
export function temporaryPasswordMailedTo(t: TestApp, email: string): string {
  const line = t.mail
    .lastTo(email)
    ?.text.split('\n\n')
    .find((l) => /^\S{14}$/.test(l.trim()));
  if (!line) throw new Error(`no temporary password mailed to ${email}`);
  return line.trim();
}

/** Asks for a temporary password through the real flow and returns the one mailed. */
export async function requestTemporaryPassword(t: TestApp, user: TestUser): Promise<string> {
  const r = await t.app.inject({
    method: 'POST',
    url: '/api/mail/findPassword',
    payload: { userId: user.userId, email: user.email },
    remoteAddress: nextIp(),
  });
  if (r.statusCode !== 200) throw new Error(`findPassword: ${r.statusCode} ${r.body}`);
  return temporaryPasswordMailedTo(t, user.email);
}

/**
 * Signed-in users written straight to the database, for tests that need a crowd: no sign-up
 * mail and no password hashing, but real sessions and tokens. They sign in with tokens only.
 */
export async function crowd(t: TestApp, count: number): Promise<TestUser[]> {
  const tokens = createTokenService(resolveSessionSecret(t.config.sessionSecret, t.config.dataDir), t.clock);
  const now = t.clock.now();
  const people = Array.from({ length: count }, () => signUpInput());
  const created = await t.database.db
    .insert(users)
    .values(
      people.map((p) => ({
        userId: p.userId,
        email: p.email,
        username: p.username,
        dob: p.dob,
        gender: GenderSchema.parse(p.gender),
        nationality: p.nationality,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .returning({ id: users.id });
  const personOf = new Map(created.map((u, i) => [u.id, people[i]!]));
  const ttlSeconds = 30 * 24 * 60 * 60;
  const expiresAt = new Date(now.getTime() + ttlSeconds * 1000);
  const opened = await t.database.db
    .insert(sessions)
    .values(created.map((u) => ({ userId: u.id, createdAt: now, expiresAt })))
    .returning({ id: sessions.id, userId: sessions.userId });
  return Promise.all(
    opened.map(async (session) => {
      const token = await tokens.sign('access', { sub: session.userId, sid: session.id }, ttlSeconds);
      const person = personOf.get(session.userId)!;
      return {
        userId: person.userId,
        email: person.email,
        password: '',
        token,
        auth: { authorization: `Bearer ${token}` },
      };
    }),
  );
}
