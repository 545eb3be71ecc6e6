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
