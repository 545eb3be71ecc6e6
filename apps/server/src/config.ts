import path from 'node:path';
import { z } from 'zod';
import { defaultWebDistDir } from './paths.ts';

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const booleanString = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1');

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
      .optional(),
  ),
  WEB_DIST_DIR: optionalString,
  PUBLIC_URL: optionalString.pipe(z.url().optional()),
  TRUST_PROXY: booleanString.default(false),
  BODY_LIMIT_BYTES: z.coerce.number().int().positive().default(1_048_576),
  ADMIN_USER_IDS: z.string().default('admin'),
});

export type Env = z.input<typeof EnvSchema>;

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  logLevel: string;
  dataDir: string;
  /** PostgreSQL connection string; PGlite under dataDir when absent. */
  databaseUrl: string | undefined;
  /** The built web app; absent means the API runs without serving the app. */
  webDistDir: string | undefined;
  publicUrl: string;
  trustProxy: boolean;
  bodyLimitBytes: number;
  adminUserIds: string[];
}

export class ConfigError extends Error {
  constructor(readonly keys: string[], details: string) {
    super(`Invalid configuration: ${keys.join(', ')}\n${details}`);
    this.name = 'ConfigError';
  }
}


/** Reads and validates every setting at once, listing every bad key. */
export function loadConfig(env: Record<string, string | undefined>): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const keys = [...new Set(parsed.error.issues.map((i) => String(i.path[0])))];
    const details = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new ConfigError(keys, details);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    logLevel: e.LOG_LEVEL,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    webDistDir: e.WEB_DIST_DIR ? path.resolve(e.WEB_DIST_DIR) : defaultWebDistDir,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    trustProxy: e.TRUST_PROXY,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    adminUserIds: e.ADMIN_USER_IDS.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  };
}
