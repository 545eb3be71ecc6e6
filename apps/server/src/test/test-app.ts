import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { ManualClock } from '../lib/clock.ts';
import type { OidcClient } from '../lib/oidc.ts';
import { createTestDatabase } from './test-database.ts';
import { MailCatcher } from './mail-catcher.ts';
import { checkDocumentedStatuses } from './documented-statuses.ts';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  clock: ManualClock;
  config: Config;
  /** Every mail the app sent. */
  mail: MailCatcher;
  close(): Promise<void>;
}

export const TEST_NOW = '2026-03-02T03:00:00.000Z';

/** A minimal built web app, so the SPA fallback can be tested without building the real one. */
function fakeWebDist(dir: string): string {
  const dist = path.join(dir, 'web');
  fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="UTF-8" />' +
      '<meta name="description" content="Moim: find, host and join social events in Korea." />' +
      '<title>Moim</title></head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log("moim")');
  // What the web build lists for its landing screens (apps/web/build/landing-preloads.ts), shortened.
  const screen = (name: string, language: string) => [
    { href: `/assets/${name}-1.css`, as: 'style' },
    { href: `/assets/${name}-1.js`, as: 'script' },
    { href: `/assets/${name}-texts-${language}.js`, as: 'script' },
  ];
  fs.writeFileSync(
    path.join(dist, 'landing-preloads.json'),
    JSON.stringify({
      '/': { en: screen('HomeScreen', 'en'), ko: screen('HomeScreen', 'ko') },
      '/events/:eventId': { en: screen('EventPage', 'en'), ko: screen('EventPage', 'ko') },
    }),
  );
  return dist;
}

/** The real app on a database of its own, with a clock the test moves. */
export interface TestAppOptions {
  env?: Record<string, string>;
  /** Adds test-only routes before the app is ready. */
  beforeReady?: (app: FastifyInstance) => void;
  /** A database of the test's own instead of a fresh migrated one. */
  database?: DatabaseHandle;
  /** Receives the log lines (set LOG_LEVEL in env to see more than nothing). */
  logStream?: { write(line: string): void };
  /** Turns Google sign-in on with this provider client. */
  oidc?: OidcClient;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { env = {}, beforeReady } = options;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'moim-app-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dir,
    WEB_DIST_DIR: fakeWebDist(dir),
    SESSION_SECRET: 'test-secret-that-is-long-enough-for-hs256-0123456789',
    PUBLIC_URL: 'http://moim.test',
    // Lists are checked right after the changes that affect them; the caches have tests of their own.
    VISITOR_CACHE_MS: '0',
    // Tests send many requests from one address; the budget has a test of its own (request-limit.test.ts).
    RATE_LIMIT_REQUESTS_PER_MINUTE: '1000000',
    // Test accounts are all new; the first day's limits are tested where a test sets them.
    QUOTA_NEW_ACCOUNT_EVENTS: '100000',
    QUOTA_NEW_ACCOUNT_JOINS: '100000',
    ...env,
  });
  const database = options.database ?? (await createTestDatabase());
  const clock = new ManualClock(TEST_NOW);
  const mail = new MailCatcher();
  const app = await buildApp(config, {
    clock,
    database,
    mailer: mail,
    startWorkers: false,
    logStream: options.logStream,
    oidc: options.oidc,
  });
  beforeReady?.(app);
  await app.ready();
  const undocumented = checkDocumentedStatuses(app);
  return {
    app,
    database,
    clock,
    config,
    mail,
    async close() {
      await app.close();
      await database.close();
      fs.rmSync(dir, { recursive: true, force: true });
      // Every answer a test saw must be documented in the OpenAPI document.
      if (undocumented.length > 0) throw new Error(`Undocumented answers:\n${undocumented.join('\n')}`);
    },
  };
}
