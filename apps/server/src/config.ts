import path from 'node:path';
import { z } from 'zod';
import { defaultWebDistDir } from './paths.ts';

/** A comma-separated list of URLs; empty by default. */
const urlList = () =>
  z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url()));

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' });

const booleanString = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

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
  RATE_LIMIT_ADDRESS_FACTOR: z.coerce.number().positive().default(1),
  RATE_LIMIT_REQUESTS_PER_MINUTE: z.coerce.number().int().positive().default(1200),
  SOCKET_MAX_CONNECTIONS_PER_USER: z.coerce.number().int().positive().default(10),
  SOCKET_MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().positive().default(50),
  VISITOR_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  ADMIN_USER_IDS: z.string().default(''),
  SESSION_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  VAPID_PUBLIC_KEY: optionalString,
  VAPID_PRIVATE_KEY: optionalString,
  PUSH_SERVICE_ORIGINS: urlList(),
  ALLOWED_ORIGINS: urlList(),
  SMTP_URL: optionalString.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
  ),
  MAIL_FROM: z.string().default('Moim <no-reply@moim.example>'),
  SUPPORT_EMAIL: z.email().default('support@moim.example'),
  OIDC_ISSUER: z.url().default('https://accounts.google.com'),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  MAP_TILE_URL: z.string().default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  MAP_ATTRIBUTION: z.string().default('© OpenStreetMap contributors'),
  KAKAO_REST_API_KEY: optionalString,
  GOOGLE_MAPS_API_KEY: optionalString,
  DEEPL_API_KEY: optionalString,
  DEEPL_API_URL: optionalString.pipe(httpUrl.optional()),
  LIBRETRANSLATE_URL: optionalString.pipe(httpUrl.optional()),
  LIBRETRANSLATE_API_KEY: optionalString,
  TRANSLATION_CHARACTERS_PER_READER_PER_DAY: z.coerce.number().int().positive().default(20_000),
  TRANSLATION_CHARACTERS_PER_DAY: z.coerce.number().int().positive().default(500_000),
  QUOTA_UPLOADS_PER_HOUR: z.coerce.number().int().positive().default(60),
  QUOTA_UNATTACHED_UPLOAD_MB: z.coerce.number().positive().default(50),
  QUOTA_EVENTS_PER_DAY: z.coerce.number().int().positive().default(20),
  QUOTA_LIKES_PER_HOUR: z.coerce.number().int().positive().default(300),
  QUOTA_JOINS_PER_HOUR: z.coerce.number().int().positive().default(60),
  QUOTA_MESSAGES_PER_MINUTE: z.coerce.number().int().positive().default(30),
  QUOTA_NEW_ACCOUNT_EVENTS: z.coerce.number().int().positive().default(2),
  QUOTA_NEW_ACCOUNT_JOINS: z.coerce.number().int().positive().default(10),
  S3_BUCKET: optionalString.pipe(
    z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'must be a bucket name: 3 to 63 lowercase letters, digits, dots, hyphens',
      )
      .optional(),
  ),
  S3_REGION: optionalString.pipe(
    z
      .string()
      .regex(/^[a-z0-9-]{1,40}$/, 'must be a region name such as us-east-1')
      .optional(),
  ),
  S3_ENDPOINT: optionalString.pipe(httpUrl.optional()),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  STORAGE_PUBLIC_URL: optionalString.pipe(httpUrl.optional()),
});

/** The S3 settings other than the bucket, which mean nothing without one. */
const S3_ONLY_KEYS = [
  'S3_REGION',
  'S3_ENDPOINT',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'STORAGE_PUBLIC_URL',
] as const;

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
  /** Multiplies every per-address rate limit (many users behind one address, or test runs). */
  rateLimitAddressFactor: number;
  /** Requests one client address may make in a minute to any route, per process (before the factor). */
  requestsPerMinutePerAddress: number;
  /** Caps on open Socket.IO connections, counted by each server process on its own. */
  sockets: { maxConnectionsPerUser: number; maxConnectionsPerAddress: number };
  /** How long a public list page or an event's page is reused for visitors; 0 turns the cache off. */
  visitorCacheMs: number;
  adminUserIds: string[];
  /** Signs session tokens and tickets; when unset outside production, one is kept under dataDir. */
  sessionSecret: string | undefined;
  /** Origins allowed to make cookie-authenticated changes, besides PUBLIC_URL's. */
  allowedOrigins: string[];
  /** Web Push: the VAPID keys (unset: generated once into dataDir) and push services besides the browsers' own. */
  push: { vapidPublicKey: string | undefined; vapidPrivateKey: string | undefined; extraServiceOrigins: string[] };
  /** Unset: mail is written to dataDir/outbox as .eml files and logged. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where contact-form messages are mailed. */
  supportEmail: string;
  /** Google sign-in (OpenID Connect); off unless a client id and secret are set. */
  oidc: { issuer: string; clientId: string; clientSecret: string } | undefined;
  map: { tileUrl: string; attribution: string };
  /** Address search: Kakao Local, else Google Places, else the built-in gazetteer. */
  places: { kakaoRestApiKey: string | undefined; googleMapsApiKey: string | undefined };
  /** Machine translation on demand (decision 77): DeepL, else LibreTranslate, else none. */
  translation: TranslationSettings;
  /** What one account may write, counted per account (see modules/quotas). */
  quotas: QuotaSettings;
  /** Where uploaded and derived images are kept (decision 0035). */
  storage: StorageSettings;
}

export interface TranslationSettings {
  deepl: { apiKey: string; url: string | undefined } | undefined;
  libreTranslate: { url: string; apiKey: string | undefined } | undefined;
  /** Characters sent to the provider in a day, by one reader and by everyone. */
  budget: { perReader: number; perDay: number };
}

export type StorageSettings = { kind: 'disk'; dir: string } | S3Settings;

/** An S3-compatible bucket. */
export interface S3Settings {
  kind: 's3';
  bucket: string;
  region: string;
  /** Unset: AWS S3 itself. */
  endpoint: string | undefined;
  /** Unset: the AWS SDK's own chain (AWS_* variables, shared files, the machine's role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** Where the bucket's objects are public (a bucket URL or a CDN): images are redirected there; unset, the server streams them. */
  publicUrl: string | undefined;
}

export interface QuotaSettings {
  uploadsPerHour: number;
  /** Stored bytes of the account's uploads that nothing uses yet. */
  unattachedUploadBytes: number;
  eventsPerDay: number;
  /** A like and an unlike count alike. */
  likesPerHour: number;
  joinsPerHour: number;
  messagesPerMinute: number;
  /** What an account may do in its first 24 hours at most (decision 75). */
  newAccountEvents: number;
  newAccountJoins: number;
}

export class ConfigError extends Error {
  constructor(
    readonly keys: string[],
    details: string,
  ) {
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
  if (e.NODE_ENV === 'production' && !e.SESSION_SECRET) {
    throw new ConfigError(['SESSION_SECRET'], '  SESSION_SECRET: required in production (at least 32 characters)');
  }
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
    throw new ConfigError(['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY'], '  set both or neither');
  }
  if (Boolean(e.GOOGLE_CLIENT_ID) !== Boolean(e.GOOGLE_CLIENT_SECRET)) {
    throw new ConfigError(['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'], '  set both or neither');
  }
  const publicUrl = e.PUBLIC_URL ?? `http://localhost:${e.PORT}`;
  // Without PUBLIC_URL the site is a local one: a page opened at a loopback address is on this
  // machine as much as one at localhost, and may make signed-in changes too.
  const loopbackOrigins = e.PUBLIC_URL ? [] : [`http://127.0.0.1:${e.PORT}`, `http://[::1]:${e.PORT}`];
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    logLevel: e.LOG_LEVEL,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    webDistDir: e.WEB_DIST_DIR ? path.resolve(e.WEB_DIST_DIR) : defaultWebDistDir,
    publicUrl,
    trustProxy: e.TRUST_PROXY,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    rateLimitAddressFactor: e.RATE_LIMIT_ADDRESS_FACTOR,
    requestsPerMinutePerAddress: e.RATE_LIMIT_REQUESTS_PER_MINUTE,
    sockets: {
      maxConnectionsPerUser: e.SOCKET_MAX_CONNECTIONS_PER_USER,
      maxConnectionsPerAddress: e.SOCKET_MAX_CONNECTIONS_PER_ADDRESS,
    },
    visitorCacheMs: e.VISITOR_CACHE_MS,
    adminUserIds: e.ADMIN_USER_IDS.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    sessionSecret: e.SESSION_SECRET,
    allowedOrigins: [new URL(publicUrl).origin, ...loopbackOrigins, ...e.ALLOWED_ORIGINS.map((o) => new URL(o).origin)],
    push: {
      vapidPublicKey: e.VAPID_PUBLIC_KEY,
      vapidPrivateKey: e.VAPID_PRIVATE_KEY,
      extraServiceOrigins: e.PUSH_SERVICE_ORIGINS.map((o) => new URL(o).origin),
    },
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    supportEmail: e.SUPPORT_EMAIL,
    oidc:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? { issuer: e.OIDC_ISSUER, clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET }
        : undefined,
    map: { tileUrl: e.MAP_TILE_URL, attribution: e.MAP_ATTRIBUTION },
    places: { kakaoRestApiKey: e.KAKAO_REST_API_KEY, googleMapsApiKey: e.GOOGLE_MAPS_API_KEY },
    translation: translationSettings(e),
    quotas: {
      uploadsPerHour: e.QUOTA_UPLOADS_PER_HOUR,
      unattachedUploadBytes: Math.floor(e.QUOTA_UNATTACHED_UPLOAD_MB * 1024 * 1024),
      eventsPerDay: e.QUOTA_EVENTS_PER_DAY,
      likesPerHour: e.QUOTA_LIKES_PER_HOUR,
      joinsPerHour: e.QUOTA_JOINS_PER_HOUR,
      messagesPerMinute: e.QUOTA_MESSAGES_PER_MINUTE,
      newAccountEvents: e.QUOTA_NEW_ACCOUNT_EVENTS,
      newAccountJoins: e.QUOTA_NEW_ACCOUNT_JOINS,
    },
    storage: storageSettings(e, dataDir),
  };
}

/** The translation providers set up; a URL without its provider's key is a mistake. */
function translationSettings(e: z.output<typeof EnvSchema>): TranslationSettings {
  if (e.DEEPL_API_URL && !e.DEEPL_API_KEY) {
    throw new ConfigError(['DEEPL_API_KEY'], '  DEEPL_API_KEY: required when DEEPL_API_URL is set');
  }
  if (e.LIBRETRANSLATE_API_KEY && !e.LIBRETRANSLATE_URL) {
    throw new ConfigError(['LIBRETRANSLATE_URL'], '  LIBRETRANSLATE_URL: required when LIBRETRANSLATE_API_KEY is set');
  }
  return {
    deepl: e.DEEPL_API_KEY ? { apiKey: e.DEEPL_API_KEY, url: e.DEEPL_API_URL } : undefined,
    libreTranslate: e.LIBRETRANSLATE_URL ? { url: e.LIBRETRANSLATE_URL, apiKey: e.LIBRETRANSLATE_API_KEY } : undefined,
    budget: { perReader: e.TRANSLATION_CHARACTERS_PER_READER_PER_DAY, perDay: e.TRANSLATION_CHARACTERS_PER_DAY },
  };
}

/** Disk under DATA_DIR unless S3_BUCKET is set; every S3 setting without a bucket is a mistake. */
function storageSettings(e: z.output<typeof EnvSchema>, dataDir: string): StorageSettings {
  if (!e.S3_BUCKET) {
    const stray = S3_ONLY_KEYS.filter((key) => e[key] !== undefined);
    if (stray.length > 0) {
      throw new ConfigError(['S3_BUCKET'], `  S3_BUCKET: required when ${stray.join(', ')} is set`);
    }
    return { kind: 'disk', dir: path.join(dataDir, 'uploads') };
  }
  if (!e.S3_REGION) {
    throw new ConfigError(
      ['S3_REGION'],
      '  S3_REGION: required with S3_BUCKET (us-east-1 for most S3-compatible servers)',
    );
  }
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'], '  set both or neither');
  }
  return {
    kind: 's3',
    bucket: e.S3_BUCKET,
    region: e.S3_REGION,
    endpoint: e.S3_ENDPOINT,
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
    publicUrl: e.STORAGE_PUBLIC_URL,
  };
}

/** Settings that work but are probably a mistake, logged as warnings at start. */
export function startupWarnings(config: Config): string[] {
  const warnings: string[] = [];
  if (config.env === 'production' && !config.publicUrl.startsWith('https://')) {
    warnings.push(
      `PUBLIC_URL is ${config.publicUrl}: the session cookie is not marked Secure, so a browser sends it ` +
        'over plain HTTP too. Serve Moim over HTTPS and set PUBLIC_URL to its https:// address.',
    );
  }
  return warnings;
}
