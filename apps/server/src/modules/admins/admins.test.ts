import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client.ts';
import { migrateDatabase } from '../../db/migrate.ts';
import { runAdminCommand } from '../../scripts/admin.ts';
import { nextIp, registerUser, signUpInput, verifyEmail, type TestUser } from '../../test/accounts.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const isAdmin = async (t: TestApp, user: TestUser) =>
  (await t.app.inject({ method: 'GET', url: '/api/user/me', headers: user.auth })).json().isAdmin as boolean;

describe('a default install', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('has no admin, and nobody can sign up as one', async () => {
    expect(t.config.adminUserIds).toEqual([]);
    const someone = await registerUser(t);
    expect(await isAdmin(t, someone)).toBe(false);
    for (const userId of ['admin', 'ADMIN', 'Administrator', 'moim', 'support', 'Root']) {
      const input = signUpInput({ userId });
      await verifyEmail(t, input.email);
      const r = await t.app.inject({
        method: 'POST',
        url: '/api/user/signUp',
        payload: input,
        remoteAddress: nextIp(),
      });
      expect(r.statusCode, userId).toBe(409);
      expect(r.json()).toMatchObject({ code: 'userIdTaken', message: 'The userId is already in use.' });
    }
  });
});

describe('ADMIN_USER_IDS', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { ADMIN_USER_IDS: 'editor, Chief' } });
  });
  afterAll(() => t.close());

  it('names admins by their ID exactly as registered', async () => {
    expect(await isAdmin(t, await registerUser(t, { userId: 'editor' }))).toBe(true);
    // "chief" is not "Chief": the setting is compared exactly.
    expect(await isAdmin(t, await registerUser(t, { userId: 'chief' }))).toBe(false);
    expect(await isAdmin(t, await registerUser(t, { userId: 'Editors' }))).toBe(false);
  });
});

describe('npm run admin', () => {
  const lines: string[] = [];
  const write = (line: string) => lines.push(line);

  it('grants, lists and revokes admin rights in the database the server opens', async () => {
    // The database a server would open: a PGlite folder under DATA_DIR, or DATABASE_URL's.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'moim-admin-'));
    const postgres = process.env.TEST_DATABASE_URL ? await createTestDatabase() : undefined;
    const env: Record<string, string> = postgres ? { DATABASE_URL: postgres.url! } : { DATA_DIR: dir };
    const pgliteDir = path.join(dir, 'pglite');
    /** Starts a server; on PGlite it holds the folder until `stop`. */
    const start = async () => {
      const database = postgres ?? (await openDatabase({ kind: 'pglite', dataDir: pgliteDir }));
      await migrateDatabase(database);
      const t = await createTestApp({ database, env });
      return {
        t,
        async stop() {
          await t.app.close();
          if (!postgres) await database.close();
        },
      };
    };
    const signedIn = async (t: TestApp, user: TestUser): Promise<TestUser> => {
      const session = await t.app.inject({
        method: 'POST',
        url: '/api/user/signIn',
        payload: { userId: user.userId, password: user.password },
        remoteAddress: nextIp(),
      });
      return { ...user, auth: { authorization: `Bearer ${session.json().access_token as string}` } };
    };
    try {
      let server = await start();
      const alice = await registerUser(server.t, { userId: 'alice' });
      expect(await isAdmin(server.t, alice)).toBe(false);
      await server.stop();

      expect(await runAdminCommand(['grant', 'ALICE'], env, write)).toBe(0);
      expect(lines.pop()).toBe('ALICE is now an admin.');
      expect(await runAdminCommand(['grant', 'alice'], env, write)).toBe(0);
      expect(lines.pop()).toBe('alice was already an admin.');
      expect(await runAdminCommand(['list'], env, write)).toBe(0);
      expect(lines.pop()).toMatch(/^alice \(.+\), granted \d{4}-.+ by command$/);
      expect(await runAdminCommand(['grant', 'nobody'], env, write)).toBe(1);
      expect(lines.pop()).toBe('There is no account with the ID nobody.');
      expect(await runAdminCommand(['grant'], env, write)).toBe(2);
      expect(lines.pop()).toMatch(/^usage:/);

      server = await start();
      expect(await isAdmin(server.t, await signedIn(server.t, alice))).toBe(true);
      await server.stop();

      expect(await runAdminCommand(['revoke', 'alice'], env, write)).toBe(0);
      expect(lines.pop()).toBe('alice is no longer an admin.');
      server = await start();
      expect(await isAdmin(server.t, await signedIn(server.t, alice))).toBe(false);
      await server.stop();
    } finally {
      await postgres?.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
