import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

async function waitForHealth(url: string, server: ChildProcess, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not become healthy at ${url}`);
}

/**
 * Starts the production build on a fresh temporary database, as `npm start` would serve it.
 * With TEST_DATABASE_URL the server uses that PostgreSQL database instead of PGlite.
 */
export default async function globalSetup() {
  const mainJs = path.join(root, 'apps/server/dist/main.js');
  if (!fs.existsSync(mainJs) || !fs.existsSync(path.join(root, 'apps/web/dist/index.html'))) {
    throw new Error('Build first: npm run build');
  }
  const port = process.env.E2E_PORT ?? '3100';
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'moim-e2e-'));
  const logFile = path.join(root, '.test-results', 'e2e-server.log');
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  const log = fs.openSync(logFile, 'w');

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: port,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
  };
  if (process.env.E2E_DATABASE_URL) env.DATABASE_URL = process.env.E2E_DATABASE_URL;
  else delete env.DATABASE_URL;

  const server = spawn(process.execPath, [mainJs], { cwd: root, env, stdio: ['ignore', log, log] });
  await waitForHealth(`http://127.0.0.1:${port}/api/health`, server);

  return async () => {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
