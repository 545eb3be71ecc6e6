import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { createTestDatabase } from '../test/test-database.ts';
import { MAX_LOG_STRING } from './logger.ts';

// Values that must never reach a log line.
const PASSWORD_HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0LXNhbHQ$SECRETHASHVALUE';
const EMAIL = 'secret-person@example.com';
const DOB = '1987-06-05';
const CAST_VALUE = 'TOPSECRET-CAST-VALUE';
const BEARER = 'SECRET.BEARER.TOKEN';
const COOKIE = 'SECRET-COOKIE-VALUE';
const SECRETS = [PASSWORD_HASH, 'SECRETHASHVALUE', EMAIL, DOB, CAST_VALUE, BEARER, COOKIE];

/** A users row carrying the secrets. */
const userRow = (fields: { userId: string; username?: string }): typeof users.$inferInsert => ({
  email: EMAIL,
  username: 'Someone',
  passwordHash: PASSWORD_HASH,
  dob: DOB,
  gender: 'Female',
  nationality: 'KR',
  createdAt: new Date(),
  updatedAt: new Date(),
  ...fields,
});

let t: TestApp;
const lines: string[] = [];

beforeAll(async () => {
  const database = await createTestDatabase();
  t = await createTestApp({
    database,
    env: { LOG_LEVEL: 'info' },
    logStream: { write: (line) => void lines.push(line) },
    beforeReady(app) {
      // The failure the issue reported: a NUL character in a user name, with the hash, e-mail and
      // date of birth as parameters of the failed insert (PostgreSQL refuses NUL in text).
      app.post('/test/insert-user', async () => {
        await database.db.insert(users).values(userRow({ userId: 'nul-user', username: 'bad\u0000name' }));
        return { ok: true };
      });
      // A PostgreSQL message that quotes the offending value.
      app.get('/test/bad-cast', async () => {
        await database.db.execute(sql`select ${CAST_VALUE}::int`);
        return { ok: true };
      });
      // A unique violation, whose detail names the duplicated value.
      app.get('/test/duplicate', async (request) => {
        const row = userRow({ userId: `dup${Date.now()}` });
        await database.db.insert(users).values(row);
        try {
          await database.db.insert(users).values({ ...row, userId: `${row.userId}b` });
        } catch (error) {
          // Logged by hand with no message: pino would otherwise use the error's own message.
          request.log.error(error);
          request.log.warn({ error, nested: { again: error } }, 'nested error');
        }
        await database.db.delete(users).where(sql`${users.email} = ${EMAIL}`);
        return { ok: true };
      });
      // Code that logs the request's headers and the reply's cookies.
      app.get('/test/headers', async (request, reply) => {
        reply.header('set-cookie', `moim_session=${COOKIE}; HttpOnly`);
        request.log.info({ headers: request.headers, replyHeaders: reply.getHeaders() }, 'headers');
        return { ok: true };
      });
      app.get('/test/long', async (request) => {
        request.log.info({ text: 'x'.repeat(100_000) }, 'y'.repeat(100_000));
        return { ok: true };
      });
    },
  });
});
afterAll(() => t.close());

const secretHeaders = { authorization: `Bearer ${BEARER}`, cookie: `moim_session=${COOKIE}; other=1` };

function expectNoSecret(): void {
  expect(lines.length).toBeGreaterThan(0);
  for (const line of lines) {
    for (const secret of SECRETS) expect(line).not.toContain(secret);
  }
}

describe('the server log', () => {
  it('never carries the parameters of a failed query, nor header secrets', async () => {
    lines.length = 0;
    const r = await t.app.inject({ method: 'POST', url: '/test/insert-user', headers: secretHeaders });
    expect(r.statusCode).toBe(500);
    expect(r.body).not.toContain(EMAIL);
    const failure = lines.map((l) => JSON.parse(l)).find((l) => l.msg === 'request failed');
    // Still useful: which query failed and why.
    expect(failure.err.message).toContain('insert into "users"');
    expect(failure.err.stack).toContain('    at ');
    expect(failure.err.cause.code).toBe('22021');
    expectNoSecret();
  });

  it("drops the value PostgreSQL quotes in its message, and a violation's detail", async () => {
    lines.length = 0;
    expect((await t.app.inject({ method: 'GET', url: '/test/bad-cast', headers: secretHeaders })).statusCode).toBe(500);
    const failure = lines.map((l) => JSON.parse(l)).find((l) => l.msg === 'request failed');
    expect(failure.err.cause).toMatchObject({
      code: '22P02',
      message: expect.stringContaining('invalid input syntax'),
    });
    expect((await t.app.inject({ method: 'GET', url: '/test/duplicate' })).statusCode).toBe(200);
    const duplicate = lines.map((l) => JSON.parse(l)).filter((l) => l.level === 50 && l.err);
    expect(duplicate.at(-1).err.cause).toMatchObject({ code: '23505', constraint: 'users_email_unique' });
    expect(lines.some((l) => l.includes('"nested error"'))).toBe(true);
    expectNoSecret();
  });

  it('redacts authorization, cookie and set-cookie headers wherever they are logged', async () => {
    lines.length = 0;
    const r = await t.app.inject({ method: 'GET', url: '/test/headers', headers: secretHeaders });
    expect(r.statusCode).toBe(200);
    const logged = lines.map((l) => JSON.parse(l)).find((l) => l.msg === 'headers');
    expect(logged.headers.authorization).toBe('[redacted]');
    expect(logged.headers.cookie).toBe('[redacted]');
    expect(logged.replyHeaders['set-cookie']).toBe('[redacted]');
    expectNoSecret();
  });

  it('leaves the credentials out of a logged address', async () => {
    lines.length = 0;
    await t.app.inject({ method: 'GET', url: `/api/user/google/callback?code=${BEARER}&state=${COOKIE}` });
    expect(lines.some((l) => l.includes('/api/user/google/callback?code=[redacted]&state=[redacted]'))).toBe(true);
    expectNoSecret();
  });

  it('cuts every string field of a line to 8 KB', async () => {
    lines.length = 0;
    await t.app.inject({ method: 'GET', url: '/test/long' });
    const long = lines.find((l) => l.includes('"text"'))!;
    expect(long.length).toBeLessThan(2 * MAX_LOG_STRING + 1000);
    expect(long).toContain('more]');
  });
});
