import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('has working defaults for a fresh machine', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, databaseUrl: undefined, adminUserIds: ['admin'] });
    expect(config.dataDir).toMatch(/data$/);
  });

  it('reads every setting it is given', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgres://moim@localhost:5432/moim',
      PUBLIC_URL: 'https://moim.example',
      ADMIN_USER_IDS: 'alice, bob',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: 'postgres://moim@localhost:5432/moim',
      publicUrl: 'https://moim.example',
      adminUserIds: ['alice', 'bob'],
    });
  });

  it('reads the per-account quotas, with defaults meant for real people', () => {
    expect(loadConfig({}).quotas).toEqual({
      uploadsPerHour: 60,
      unattachedUploadBytes: 50 * 1024 * 1024,
      eventsPerDay: 20,
      likesPerHour: 300,
      joinsPerHour: 60,
      messagesPerMinute: 30,
    });
    const config = loadConfig({
      QUOTA_UPLOADS_PER_HOUR: '10',
      QUOTA_UNATTACHED_UPLOAD_MB: '0.5',
      QUOTA_EVENTS_PER_DAY: '3',
      QUOTA_LIKES_PER_HOUR: '40',
      QUOTA_JOINS_PER_HOUR: '5',
      QUOTA_MESSAGES_PER_MINUTE: '12',
    });
    expect(config.quotas).toEqual({
      uploadsPerHour: 10,
      unattachedUploadBytes: 512 * 1024,
      eventsPerDay: 3,
      likesPerHour: 40,
      joinsPerHour: 5,
      messagesPerMinute: 12,
    });
    expect(() => loadConfig({ QUOTA_EVENTS_PER_DAY: '0', QUOTA_LIKES_PER_HOUR: 'many' })).toThrow(
      /QUOTA_EVENTS_PER_DAY, QUOTA_LIKES_PER_HOUR/,
    );
  });

  it('mails contact messages to SUPPORT_EMAIL, and refuses one that is no address', () => {
    expect(loadConfig({}).supportEmail).toBe('support@moim.example');
    expect(loadConfig({ SUPPORT_EMAIL: 'help@moim.kr' }).supportEmail).toBe('help@moim.kr');
    expect(() => loadConfig({ SUPPORT_EMAIL: 'nobody' })).toThrow(/SUPPORT_EMAIL/);
  });

  it('fails fast listing every bad key', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', NODE_ENV: 'staging' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).keys.sort()).toEqual(['DATABASE_URL', 'NODE_ENV', 'PORT']);
  });
});
