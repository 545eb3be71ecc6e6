import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { createTestDatabase } from './test/test-database.ts';

let database: DatabaseHandle;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'moim-warnings-'));
const webDist = path.join(dir, 'web');
fs.mkdirSync(webDist);
fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html>');
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** The warnings an app logs while it starts with these settings. */
async function warningsAtStart(env: Record<string, string>): Promise<string[]> {
  const lines: Array<{ level: number; msg: string }> = [];
  const config = loadConfig({
    LOG_LEVEL: 'warn',
    DATA_DIR: dir,
    WEB_DIST_DIR: webDist,
    SESSION_SECRET: 'test-secret-that-is-long-enough-for-hs256-0123456789',
    ...env,
  });
  const app = await buildApp(config, {
    database,
    startWorkers: false,
    logStream: { write: (line) => void lines.push(JSON.parse(line)) },
  });
  await app.close();
  return lines.filter((l) => l.level === 40).map((l) => l.msg);
}

describe('warnings at start', () => {
  it('warns that the session cookie is not Secure when production runs on an http:// PUBLIC_URL', async () => {
    const warnings = await warningsAtStart({ NODE_ENV: 'production', PUBLIC_URL: 'http://moim.example' });
    expect(warnings).toEqual([
      'PUBLIC_URL is http://moim.example: the session cookie is not marked Secure, so a browser sends it ' +
        'over plain HTTP too. Serve Moim over HTTPS and set PUBLIC_URL to its https:// address.',
    ]);
  });

  it('says nothing with https://, or outside production', async () => {
    expect(await warningsAtStart({ NODE_ENV: 'production', PUBLIC_URL: 'https://moim.example' })).toEqual([]);
    expect(await warningsAtStart({ NODE_ENV: 'development', PUBLIC_URL: 'http://localhost:3000' })).toEqual([]);
  });
});
