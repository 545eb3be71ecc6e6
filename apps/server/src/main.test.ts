import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { pgliteExtensions } from './db/client.ts';

const serverDir = path.resolve(import.meta.dirname, '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'moim-main-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** Starts the real entry point as `npm start` would, on PGlite, and resolves with its address. */
function startServer() {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      WEB_DIST_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const address = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Moim is listening on (http:\/\/[^,;\s]+)/.exec(output);
      if (match) resolve(match[1]!);
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    void exited.then(() => reject(new Error(`server exited early:\n${output}`)));
  });
  return { child, address, exited, output: () => output };
}

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('the server process on PGlite', () => {
  it('serves, then on SIGTERM finishes, checkpoints and closes the database, exiting 0', async () => {
    const server = startServer();
    const base = await server.address;
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
    // With HOST=127.0.0.1 the log names that address, not localhost.
    expect(base).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(server.output()).not.toContain('Moim is listening on http://localhost');
    const subscribed = await fetch(`${base}/api/events/subscribe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'kept@example.com' }),
    });
    expect(subscribed.status).toBe(200);

    // A second process on the same folder would lose writes: it refuses to start, naming the first.
    const second = startServer();
    second.address.catch(() => undefined);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(
      `The database folder ${path.join(dataDir, 'pglite')} is in use by another process (pid ${server.child.pid})`,
    );
    expect((await fetch(`${base}/api/health`)).status).toBe(200);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('shutting down');
    expect(fs.existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);

    // The database was closed cleanly: it opens again with the data in it.
    const reopened = await PGlite.create(path.join(dataDir, 'pglite'), { extensions: pgliteExtensions });
    const result = await reopened.query<{ email: string }>('select email from newsletter_subscriptions');
    expect(result.rows).toEqual([{ email: 'kept@example.com' }]);
    await reopened.close();
  }, 90_000);

  it('refuses to start with a bad setting, naming it', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: { PATH: process.env.PATH, PORT: 'not-a-port', DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain('PORT');
  }, 30_000);
});

describe('the server process with images in a bucket', () => {
  it('refuses to start when the bucket cannot be used, saying which and where', async () => {
    const endpoint = inject('s3Endpoint');
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: {
        PATH: process.env.PATH,
        PORT: '0',
        DATA_DIR: dataDir,
        S3_BUCKET: 'moim-never-made',
        S3_REGION: 'us-east-1',
        S3_ENDPOINT: endpoint,
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain(`S3_BUCKET moim-never-made cannot be used at ${endpoint}: NotFound (HTTP 404)`);
    // The message, not a stack trace.
    expect(stderr).not.toMatch(/^\s+at /m);
  }, 30_000);
});
