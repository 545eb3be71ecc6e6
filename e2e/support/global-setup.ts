import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startOidcProvider } from './oidc-provider.ts';
import { PAST_EVENT_ENV } from './past-event.ts';
import { startRoundRobinProxy, type Backend } from './round-robin-proxy.ts';
import {
  BASE_URL,
  CLUSTERED,
  E2E_PORT,
  MAIL_DIR,
  OIDC_CLIENT,
  OIDC_ISSUER,
  OIDC_PORT,
  SERVER_PORTS,
  SMTP_PORT,
} from './services.ts';
import { startSmtpCatcher } from './smtp-catcher.ts';
import { startLibreTranslateStandIn } from '../../apps/server/src/test/translation-stand-ins.ts';

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
 * Makes the past event the social loop reviews (apps/server/src/test/past-event-seed.ts): the
 * real app on a clock set days back, on the database the server will use, before it starts.
 */
function seedPastEvent(env: NodeJS.ProcessEnv): Promise<string> {
  const script = path.join(root, 'apps/server/src/test/past-event-seed.ts');
  return new Promise((resolve, reject) =>
    execFile(process.execPath, ['--import', 'tsx', script], { cwd: root, env }, (error, stdout, stderr) =>
      error ? reject(new Error(`seeding the past event failed: ${stderr || error.message}`)) : resolve(stdout.trim()),
    ),
  );
}

/**
 * Starts the production build on a fresh temporary database, as `npm start` would serve it,
 * with a real SMTP server and a real OpenID provider on loopback. With E2E_DATABASE_URL the
 * servers use that PostgreSQL database instead of PGlite, and there are two of them (sharing
 * DATA_DIR) behind a round-robin proxy at BASE_URL.
 */
export default async function globalSetup() {
  const mainJs = path.join(root, 'apps/server/dist/main.js');
  if (!fs.existsSync(mainJs) || !fs.existsSync(path.join(root, 'apps/web/dist/index.html'))) {
    throw new Error('Build first: npm run build');
  }
  const stopSmtp = await startSmtpCatcher(SMTP_PORT, path.resolve(root, MAIL_DIR));
  const stopOidc = await startOidcProvider(OIDC_PORT);
  // A translation service, so the Translate actions show and work (decision 77).
  const translator = await startLibreTranslateStandIn();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'moim-e2e-'));
  fs.mkdirSync(path.join(root, '.test-results'), { recursive: true });

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: BASE_URL,
    LOG_LEVEL: 'warn',
    SESSION_SECRET: 'e2e-session-secret-that-is-long-enough-0123456789',
    SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
    OIDC_ISSUER,
    GOOGLE_CLIENT_ID: OIDC_CLIENT.id,
    GOOGLE_CLIENT_SECRET: OIDC_CLIENT.secret,
    ADMIN_USER_IDS: 'editor',
    // Every test signs up from 127.0.0.1; the per-address limits are scaled up, not switched off.
    RATE_LIMIT_ADDRESS_FACTOR: '20',
    // Every test's accounts are new: their first day's limits would stop a host of many events.
    QUOTA_NEW_ACCOUNT_EVENTS: '1000',
    QUOTA_NEW_ACCOUNT_JOINS: '1000',
    LIBRETRANSLATE_URL: translator.url,
  };
  if (process.env.E2E_DATABASE_URL) env.DATABASE_URL = process.env.E2E_DATABASE_URL;
  else delete env.DATABASE_URL;
  // Two processes: a minute's visitor cache, so that only the invalidation a write sends to both
  // (not the cache running out) can show a visitor what changed.
  if (CLUSTERED) env.VISITOR_CACHE_MS = '60000';

  // The workers Playwright starts after this inherit the environment.
  process.env[PAST_EVENT_ENV] = await seedPastEvent(env);

  const backends: Backend[] = CLUSTERED
    ? [
        { name: 'a', port: SERVER_PORTS.a },
        { name: 'b', port: SERVER_PORTS.b },
      ]
    : [{ name: 'a', port: E2E_PORT }];
  const servers = backends.map(({ name, port }) => {
    const log = fs.openSync(path.join(root, '.test-results', `e2e-server${name === 'a' ? '' : `-${name}`}.log`), 'w');
    const server = spawn(process.execPath, [mainJs], {
      cwd: root,
      env: { ...env, PORT: String(port) },
      stdio: ['ignore', log, log],
    });
    return { server, health: `http://127.0.0.1:${port}/api/health` };
  });
  try {
    await Promise.all(servers.map(({ server, health }) => waitForHealth(health, server)));
  } catch (error) {
    for (const { server } of servers) server.kill('SIGTERM');
    throw error;
  }
  const stopProxy = CLUSTERED ? await startRoundRobinProxy(E2E_PORT, backends) : async () => {};

  return async () => {
    await stopProxy();
    await Promise.all(
      servers.map(async ({ server }) => {
        if (server.exitCode !== null) return;
        const exited = new Promise((resolve) => server.once('exit', resolve));
        server.kill('SIGTERM');
        await exited;
      }),
    );
    fs.rmSync(dataDir, { recursive: true, force: true });
    await translator.close();
    await stopOidc();
    await stopSmtp();
  };
}
