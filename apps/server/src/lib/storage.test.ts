import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { S3Settings } from '../config.ts';
import { createTestBucket, type TestBucket } from '../test/test-bucket.ts';
import { createS3Storage } from './s3-storage.ts';
import { contentTypeOf, createLocalStorage, keyOfUrl, type Storage } from './storage.ts';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

const roots: string[] = [];

function tempRoot(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'moim-storage-'));
  roots.push(root);
  return root;
}

afterEach(() => {
  for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true });
});

let bucket: TestBucket;
beforeAll(async () => {
  bucket = await createTestBucket();
});
afterAll(() => bucket.close());

const s3Settings = (overrides: Partial<S3Settings> = {}): S3Settings => ({
  kind: 's3',
  bucket: bucket.env.S3_BUCKET,
  region: bucket.env.S3_REGION,
  endpoint: bucket.endpoint,
  credentials: { accessKeyId: bucket.env.S3_ACCESS_KEY_ID, secretAccessKey: bucket.env.S3_SECRET_ACCESS_KEY },
  publicUrl: undefined,
  ...overrides,
});

const HOSTILE_KEYS = [
  'profiles/../../etc/passwd',
  '../profiles/123e4567-e89b-42d3-a456-426614174000.webp',
  'profiles/123e4567-e89b-42d3-a456-426614174000.webp/../../../etc/passwd',
  '/etc/passwd',
  'profiles/../123e4567-e89b-42d3-a456-426614174000.webp',
  'profiles\\..\\123e4567-e89b-42d3-a456-426614174000.webp',
  'secrets/123e4567-e89b-42d3-a456-426614174000.webp',
  'profiles/123e4567-e89b-42d3-a456-426614174000',
  'profiles/123e4567-e89b-42d3-a456-426614174000.',
  'profiles/123e4567-e89b-42d3-a456-426614174000.we/bp',
  'profiles/NOT-LOWER.webp',
  'profiles/123e4567-e89b-42d3-a456-426614174000.webp\0',
  ' profiles/123e4567-e89b-42d3-a456-426614174000.webp',
  'profiles/123e4567-e89b-42d3-a456-426614174000.webp\n',
  `profiles/${'a'.repeat(65)}.webp`,
  '',
];

/** Both implementations keep the same promises; only where the bytes go differs. */
describe.each([
  ['on the disk', () => createLocalStorage(path.join(tempRoot(), 'uploads'))],
  ['in an S3 bucket', () => createS3Storage(s3Settings())],
] as const)('storage %s', (_where, open: () => Storage) => {
  it('saves, reads and removes a file under a new key in its folder', async () => {
    const storage = open();
    await storage.check();
    const data = Buffer.from('some image bytes');
    const { key, url } = await storage.save('profiles', data, 'webp');
    expect(key).toMatch(new RegExp(`^profiles/${UUID}\\.webp$`));
    expect(url).toBe(`/uploads/${key}`);
    expect(keyOfUrl(url)).toBe(key);
    expect(await storage.has(key)).toBe(true);
    expect(await storage.read(key)).toEqual(data);

    await storage.remove(key);
    expect(await storage.has(key)).toBe(false);
    expect(await storage.read(key)).toBeUndefined();
    // A second removal, like that of a file never stored, is no error.
    await expect(storage.remove(key)).resolves.toBeUndefined();
    storage.close();
  });

  it('saves in every upload folder, each file under a key of its own', async () => {
    const storage = open();
    const keys = new Set<string>();
    for (const folder of ['profiles', 'events', 'reviews', 'contact', 'posts'] as const) {
      for (let i = 0; i < 3; i++) {
        const { key } = await storage.save(folder, Buffer.from(`${folder}${i}`), 'webp');
        expect(key.startsWith(`${folder}/`)).toBe(true);
        expect((await storage.read(key))?.toString()).toBe(`${folder}${i}`);
        keys.add(key);
      }
    }
    expect(keys.size).toBe(15);
  });

  it('puts a derived file under the key it is given, replacing what was there', async () => {
    const storage = open();
    await storage.put('previews/event-7.jpg', Buffer.from('first'));
    await storage.put('previews/event-7.jpg', Buffer.from('second'));
    expect((await storage.read('previews/event-7.jpg'))?.toString()).toBe('second');
    await storage.remove('previews/event-7.jpg');
    expect(await storage.has('previews/event-7.jpg')).toBe(false);
  });

  it.each(HOSTILE_KEYS)('refuses the key %j in every operation', async (key) => {
    const storage = open();
    await expect(storage.remove(key)).rejects.toThrow(/Invalid storage key/);
    await expect(storage.read(key)).rejects.toThrow(/Invalid storage key/);
    await expect(storage.has(key)).rejects.toThrow(/Invalid storage key/);
    await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow(/Invalid storage key/);
  });

  it('refuses a bad extension or folder when saving, and takes an extension given with a dot', async () => {
    const storage = open();
    await expect(storage.save('profiles', Buffer.from('x'), '../x')).rejects.toThrow(/Invalid file extension/);
    await expect(storage.save('profiles', Buffer.from('x'), '')).rejects.toThrow(/Invalid file extension/);
    // @ts-expect-error: not a folder of the storage
    await expect(storage.save('../etc', Buffer.from('x'), 'webp')).rejects.toThrow(/Invalid storage folder/);
    // @ts-expect-error: derived files are put under a key of their own, not saved
    await expect(storage.save('previews', Buffer.from('x'), 'jpg')).rejects.toThrow(/Invalid storage folder/);
    const { key } = await storage.save('contact', Buffer.from('x'), '.WEBP');
    expect(key).toMatch(new RegExp(`^contact/${UUID}\\.webp$`));
  });
});

describe('createLocalStorage', () => {
  it('keeps files as files of its folder, which it serves from', async () => {
    const root = path.join(tempRoot(), 'uploads');
    const storage = createLocalStorage(root);
    await storage.check();
    expect(fs.statSync(root).isDirectory()).toBe(true);
    const { key } = await storage.save('events', Buffer.from('bytes'), 'webp');
    expect(fs.readFileSync(path.join(root, key), 'utf8')).toBe('bytes');
    expect(storage.serving).toEqual({ kind: 'directory', root });
  });
});

describe('createS3Storage', () => {
  it('gives each object the type and cache lifetime it is served with', async () => {
    const storage = createS3Storage(s3Settings());
    const { key } = await storage.save('events', Buffer.from('RIFF....WEBP'), 'webp');
    await storage.put('previews/event-9.jpg', Buffer.from('jpeg bytes'));
    for (const [stored, type] of [
      [key, 'image/webp'],
      ['previews/event-9.jpg', 'image/jpeg'],
    ]) {
      const r = await fetch(bucket.publicUrl(stored!));
      expect(r.status).toBe(200);
      expect(r.headers.get('content-type')).toBe(type);
      expect(r.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
    expect(contentTypeOf('contact/x.pdf')).toBe('application/pdf');
    expect(contentTypeOf('contact/x.bin')).toBe('application/octet-stream');
  });

  it('streams an object with its headers, answers a known version as not modified, and a missing one as absent', async () => {
    const storage = createS3Storage(s3Settings());
    const serving = storage.serving;
    if (serving.kind !== 'stream') throw new Error(`serving is ${serving.kind}`);
    const { key } = await storage.save('reviews', Buffer.from('review photo'), 'webp');
    const file = await serving.open(key);
    if (typeof file !== 'object') throw new Error(`opened: ${file}`);
    expect(file).toMatchObject({ contentType: 'image/webp', contentLength: 12 });
    expect(file.etag).toMatch(/^"[^"]+"$/);
    const chunks: Buffer[] = [];
    for await (const chunk of file.body) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('review photo');

    expect(await serving.open(key, file.etag)).toBe('not-modified');
    expect(await serving.open('reviews/123e4567-e89b-42d3-a456-426614174000.webp')).toBeUndefined();
    await expect(serving.open('../secrets.webp')).rejects.toThrow(/Invalid storage key/);
  });

  it('redirects to the public address when it has one', () => {
    const storage = createS3Storage(s3Settings({ publicUrl: 'https://cdn.moim.example/images/' }));
    const serving = storage.serving;
    if (serving.kind !== 'redirect') throw new Error(`serving is ${serving.kind}`);
    expect(serving.urlOf('events/123e4567-e89b-42d3-a456-426614174000.webp')).toBe(
      'https://cdn.moim.example/images/events/123e4567-e89b-42d3-a456-426614174000.webp',
    );
    expect(() => serving.urlOf('../x')).toThrow(/Invalid storage key/);
  });

  it('says at start, naming the bucket, when the bucket cannot be used', async () => {
    await expect(createS3Storage(s3Settings({ bucket: 'moim-no-such-bucket' })).check()).rejects.toThrow(
      /S3_BUCKET moim-no-such-bucket cannot be used at http:\/\/127\.0\.0\.1:\d+/,
    );
    // Port 1 on the loopback: nothing listens there.
    const unreachable = createS3Storage(s3Settings({ endpoint: 'http://127.0.0.1:1' }));
    await expect(unreachable.check()).rejects.toThrow(
      /S3_BUCKET moim-test-\w+ cannot be used at http:\/\/127\.0\.0\.1:1: /,
    );
    await expect(createS3Storage(s3Settings()).check()).resolves.toBeUndefined();
  });
});
