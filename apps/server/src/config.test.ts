import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('has working defaults for a fresh machine', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, databaseUrl: undefined, adminUserIds: [] });
    expect(config.dataDir).toMatch(/data$/);
    // A local site opened at a loopback address works as at localhost.
    expect(config.allowedOrigins).toEqual(['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000']);
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
    // A site with its own address allows only that one (and ALLOWED_ORIGINS).
    expect(config.allowedOrigins).toEqual(['https://moim.example']);
  });

  it('reads the per-account quotas, with defaults meant for real people', () => {
    expect(loadConfig({}).quotas).toEqual({
      uploadsPerHour: 60,
      unattachedUploadBytes: 50 * 1024 * 1024,
      eventsPerDay: 20,
      likesPerHour: 300,
      joinsPerHour: 60,
      messagesPerMinute: 30,
      newAccountEvents: 2,
      newAccountJoins: 10,
    });
    const config = loadConfig({
      QUOTA_UPLOADS_PER_HOUR: '10',
      QUOTA_UNATTACHED_UPLOAD_MB: '0.5',
      QUOTA_EVENTS_PER_DAY: '3',
      QUOTA_LIKES_PER_HOUR: '40',
      QUOTA_JOINS_PER_HOUR: '5',
      QUOTA_MESSAGES_PER_MINUTE: '12',
      QUOTA_NEW_ACCOUNT_EVENTS: '1',
      QUOTA_NEW_ACCOUNT_JOINS: '4',
    });
    expect(config.quotas).toEqual({
      uploadsPerHour: 10,
      unattachedUploadBytes: 512 * 1024,
      eventsPerDay: 3,
      likesPerHour: 40,
      joinsPerHour: 5,
      messagesPerMinute: 12,
      newAccountEvents: 1,
      newAccountJoins: 4,
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

  it('reads the Web Push keys as a pair, and the extra push services by origin', () => {
    expect(loadConfig({}).push).toEqual({
      vapidPublicKey: undefined,
      vapidPrivateKey: undefined,
      extraServiceOrigins: [],
    });
    expect(
      loadConfig({
        VAPID_PUBLIC_KEY: 'pub',
        VAPID_PRIVATE_KEY: 'priv',
        PUSH_SERVICE_ORIGINS: 'https://push.example/x, http://127.0.0.1:9',
      }).push,
    ).toEqual({
      vapidPublicKey: 'pub',
      vapidPrivateKey: 'priv',
      extraServiceOrigins: ['https://push.example', 'http://127.0.0.1:9'],
    });
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'pub' })).toThrow(/VAPID_PRIVATE_KEY/);
    expect(() => loadConfig({ PUSH_SERVICE_ORIGINS: 'not a url' })).toThrow(/PUSH_SERVICE_ORIGINS/);
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

  describe('image storage', () => {
    const bucket = {
      S3_BUCKET: 'moim-images',
      S3_REGION: 'ap-northeast-2',
      S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'secret-example',
    };
    /** The keys a setting is refused for. */
    const badKeys = (env: Record<string, string>) => {
      try {
        loadConfig(env);
      } catch (error) {
        if (error instanceof ConfigError) return error.keys.sort();
        throw error;
      }
      return [];
    };

    it('keeps images on the disk under DATA_DIR unless a bucket is set', () => {
      expect(loadConfig({ DATA_DIR: '/srv/moim' }).storage).toEqual({ kind: 'disk', dir: '/srv/moim/uploads' });
      expect(loadConfig({ S3_BUCKET: '  ' }).storage.kind).toBe('disk');
    });

    it('reads a bucket on AWS, one elsewhere, and where its objects are public', () => {
      expect(loadConfig(bucket).storage).toEqual({
        kind: 's3',
        bucket: 'moim-images',
        region: 'ap-northeast-2',
        endpoint: undefined,
        credentials: { accessKeyId: 'AKIAEXAMPLE', secretAccessKey: 'secret-example' },
        publicUrl: undefined,
      });
      expect(
        loadConfig({
          S3_BUCKET: 'moim',
          S3_REGION: 'us-east-1',
          S3_ENDPOINT: 'http://minio.internal:9000',
          STORAGE_PUBLIC_URL: 'https://images.moim.example',
        }).storage,
      ).toEqual({
        kind: 's3',
        bucket: 'moim',
        region: 'us-east-1',
        endpoint: 'http://minio.internal:9000',
        // Without keys, the AWS SDK's own chain (an instance's role, AWS_* variables).
        credentials: undefined,
        publicUrl: 'https://images.moim.example',
      });
    });

    it.each([
      [{ S3_ENDPOINT: 'http://127.0.0.1:9000' }, ['S3_BUCKET']],
      [{ STORAGE_PUBLIC_URL: 'https://cdn.moim.example' }, ['S3_BUCKET']],
      [{ S3_REGION: 'us-east-1', S3_ACCESS_KEY_ID: 'a', S3_SECRET_ACCESS_KEY: 'b' }, ['S3_BUCKET']],
      [{ S3_BUCKET: 'moim' }, ['S3_REGION']],
      [{ ...bucket, S3_SECRET_ACCESS_KEY: '' }, ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']],
      [{ ...bucket, S3_ACCESS_KEY_ID: '' }, ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']],
      [{ ...bucket, S3_BUCKET: 'Moim_Images' }, ['S3_BUCKET']],
      [{ ...bucket, S3_BUCKET: 'ab' }, ['S3_BUCKET']],
      [{ ...bucket, S3_BUCKET: 'moim/../x' }, ['S3_BUCKET']],
      [{ ...bucket, S3_REGION: 'Seoul 1' }, ['S3_REGION']],
      [{ ...bucket, S3_ENDPOINT: 'minio:9000' }, ['S3_ENDPOINT']],
      [{ ...bucket, S3_ENDPOINT: 'ftp://minio.internal' }, ['S3_ENDPOINT']],
      [{ ...bucket, STORAGE_PUBLIC_URL: 'cdn.moim.example' }, ['STORAGE_PUBLIC_URL']],
      [{ ...bucket, STORAGE_PUBLIC_URL: 'javascript:alert(1)' }, ['STORAGE_PUBLIC_URL']],
    ])('refuses %j, naming %j', (env, keys) => {
      expect(badKeys(env)).toEqual(keys);
    });
  });
});
