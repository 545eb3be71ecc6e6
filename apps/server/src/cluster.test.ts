import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { adminUrl } from './test/database-url.ts';
import { createTestDatabase, queryRows } from './test/test-database.ts';

const serverDir = path.resolve(import.meta.dirname, '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'moim-cluster-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** `npm run start:cluster` as its build runs it, here from the sources. */
function startCluster(args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cluster.ts', ...args], {
    cwd: serverDir,
    env: { PATH: process.env.PATH, HOST: '127.0.0.1', DATA_DIR: dataDir, WEB_DIST_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  /** The ids of the processes that have said they listen, in order. */
  const listening = () =>
    output
      .split('\n')
      .filter((line) => line.includes('Moim is listening'))
      .map((line) => (JSON.parse(line) as { pid: number }).pid);
  return { child, exited, output: () => output, listening };
}

const running = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('npm run start:cluster', () => {
  it('refuses to start on PGlite, which one process owns', async () => {
    const cluster = startCluster(['--processes', '2'], { PORT: '0' });
    expect(await cluster.exited).toBe(1);
    expect(cluster.output()).toContain('Several server processes need a PostgreSQL database: set DATABASE_URL.');
  }, 30_000);

  it('refuses a --processes that is not a whole number', async () => {
    const cluster = startCluster(['--processes', 'many'], { PORT: '0', DATABASE_URL: 'postgres://nowhere/x' });
    expect(await cluster.exited).toBe(1);
    expect(cluster.output()).toContain('--processes must be a whole number from 1 to 64');
  }, 30_000);

  it.runIf(process.env.TEST_DATABASE_URL)(
    'runs that many processes on one port, replaces one that dies, and stops them all on SIGTERM',
    async () => {
      const database = await createTestDatabase();
      try {
        const [row] = await queryRows<{ name: string }>(database, sql`select current_database() as name`);
        const url = adminUrl(process.env.TEST_DATABASE_URL!, row!.name);
        // A port of its own, chosen free by the system, shared by both processes.
        const port = await new Promise<number>((resolve) => {
          const probe = net.createServer().listen(0, '127.0.0.1', () => {
            const { port: free } = probe.address() as { port: number };
            probe.close(() => resolve(free));
          });
        });
        const cluster = startCluster(['--processes', '2'], {
          PORT: String(port),
          DATABASE_URL: url,
          LOG_LEVEL: 'info',
        });
        await expect.poll(() => cluster.listening().length, { timeout: 60_000, interval: 200 }).toBe(2);
        const [first, second] = cluster.listening();
        expect(first).not.toBe(second);
        expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);

        process.kill(first!, 'SIGKILL');
        await expect.poll(() => cluster.listening().length, { timeout: 60_000, interval: 200 }).toBe(3);
        expect(cluster.output()).toContain(`Server process ${first} ended (SIGKILL); starting another.`);
        expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);

        cluster.child.kill('SIGTERM');
        expect(await cluster.exited).toBe(0);
        expect(cluster.listening().filter(running)).toEqual([]);
      } finally {
        await database.close();
      }
    },
    120_000,
  );
});
