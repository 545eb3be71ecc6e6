// Ports and secrets of the services the end-to-end run starts on loopback.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * Ports not given in the environment are chosen free once, in the runner process that loads the
 * config first, and put into its environment: the workers it starts inherit them, so every
 * process of one run agrees, and two runs on one machine do not collide.
 */
function choosePorts(names: string[]): void {
  const missing = names.filter((name) => !process.env[name]);
  if (missing.length === 0) return;
  const script = path.resolve(import.meta.dirname, '../../scripts/free-ports.mjs');
  const ports = execFileSync(process.execPath, [script, String(missing.length)], { encoding: 'utf8' })
    .trim()
    .split(' ');
  missing.forEach((name, i) => (process.env[name] = ports[i]));
}
choosePorts(['E2E_PORT', 'E2E_SMTP_PORT', 'E2E_OIDC_PORT', 'E2E_SERVER_A_PORT', 'E2E_SERVER_B_PORT']);

export const E2E_PORT = Number(process.env.E2E_PORT);
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT);
export const OIDC_PORT = Number(process.env.E2E_OIDC_PORT);
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const OIDC_ISSUER = `http://127.0.0.1:${OIDC_PORT}`;
export const OIDC_CLIENT = { id: 'moim-e2e', secret: 'moim-e2e-client-secret' };
/**
 * On PostgreSQL (E2E_DATABASE_URL) the run is served by two server processes, on these ports,
 * behind a round-robin proxy at BASE_URL, as several processes behind a load balancer would be.
 */
export const CLUSTERED = Boolean(process.env.E2E_DATABASE_URL);
export const SERVER_PORTS = { a: Number(process.env.E2E_SERVER_A_PORT), b: Number(process.env.E2E_SERVER_B_PORT) };
export const MAIL_DIR = process.env.E2E_MAIL_DIR ?? '.test-results/mail';
