// Ports and secrets of the services the end-to-end run starts on loopback.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 3125);
export const OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? 3190);
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const OIDC_ISSUER = `http://127.0.0.1:${OIDC_PORT}`;
export const OIDC_CLIENT = { id: 'moim-e2e', secret: 'moim-e2e-client-secret' };
export const MAIL_DIR = process.env.E2E_MAIL_DIR ?? '.test-results/mail';
