import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { registerUser, type TestUser } from '../../test/accounts.ts';
import { createEvent, uploadImage } from '../../test/events.ts';
import { parseHead } from '../../test/page-head.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestBucket, type TestBucket } from '../../test/test-bucket.ts';

/**
 * Images in an S3-compatible bucket (a real one: s3rver, started by the test setup). Two
 * servers share the bucket, as two machines would: `streaming` passes images through itself,
 * `redirecting` sends browsers to the bucket's public address.
 */
let bucket: TestBucket;
let streaming: TestApp;
let redirecting: TestApp;
let host: TestUser;
let editor: TestUser;
beforeAll(async () => {
  bucket = await createTestBucket();
  streaming = await createTestApp({ env: { ...bucket.env, ADMIN_USER_IDS: 'editor' } });
  redirecting = await createTestApp({
    env: { ...bucket.env, STORAGE_PUBLIC_URL: `${bucket.endpoint}/${bucket.bucket}/` },
  });
  host = await registerUser(streaming);
  editor = await registerUser(streaming, { userId: 'editor' });
});
afterAll(async () => {
  await streaming.close();
  await redirecting.close();
  bucket.close();
});

/** The key of an answer's absolute image URL (`http://moim.test/uploads/<key>`). */
const keyOf = (imageUrl: string) => new URL(imageUrl).pathname.replace(/^\/uploads\//, '');
/** No file of the key on the server's own disk. */
const onDisk = (t: TestApp, key: string) => fs.existsSync(path.join(t.config.dataDir, 'uploads', key));
const get = (t: TestApp, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

const uploadProfileImage = (user: TestUser) =>
  uploadImage(streaming, user, `/api/user/uploadProfileImage/${user.userId}`);

describe('uploads in a bucket', () => {
  it('puts every kind of uploaded image in the bucket, none on the disk', async () => {
    const urls = [
      await uploadImage(streaming, host, '/api/events/upload-image-postEvent'),
      await uploadImage(streaming, host, '/api/reviews/upload-image'),
      await uploadImage(streaming, editor, '/api/posts/upload-image'),
      await uploadProfileImage(host),
    ];
    expect(urls.map((url) => keyOf(url).split('/')[0])).toEqual(['events', 'reviews', 'posts', 'profiles']);
    for (const url of urls) {
      expect(url).toMatch(/^http:\/\/moim\.test\/uploads\/[a-z]+\/[0-9a-f-]{36}\.webp$/);
      expect(await bucket.has(keyOf(url))).toBe(true);
      expect(onDisk(streaming, keyOf(url))).toBe(false);
    }
  });

  it('removes the old profile picture from the bucket when a new one replaces it', async () => {
    const user = await registerUser(streaming);
    const first = await uploadProfileImage(user);
    const second = await uploadProfileImage(user);
    expect(await bucket.has(keyOf(first))).toBe(false);
    expect(await bucket.has(keyOf(second))).toBe(true);
  });
});

describe('an event whose images are in a bucket', () => {
  it('makes its link preview in the bucket, and its deletion removes its images and the preview', async () => {
    const own = await uploadImage(streaming, host, '/api/events/upload-image-postEvent');
    const other = await createEvent(streaming, host);
    const shared = (await get(streaming, `/api/events/getEvents/${other.id}`)).json().mainImage as string;
    const event = await createEvent(streaming, host, { mainImage: own, images: [own, shared] });
    const images = (await get(streaming, `/api/events/getEvents/${event.id}`)).json().images as { url: string }[];
    expect(images.map((image) => image.url)).toEqual([own, shared]);

    const head = parseHead((await get(streaming, `/events/${event.id}`)).body);
    const preview = head.one('og:image');
    expect(preview).toBe(`http://moim.test/uploads/previews/event-${event.id}.jpg`);
    expect(await bucket.has(keyOf(preview))).toBe(true);
    const previewImage = await get(streaming, preview);
    expect(previewImage.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(previewImage.rawPayload).metadata()).toMatchObject({ width: 1200, height: 630 });

    const removed = await streaming.app.inject({
      method: 'DELETE',
      url: `/api/events/${event.id}`,
      payload: { reason: 'Schedule change' },
      headers: host.auth,
    });
    expect(removed.statusCode).toBe(200);
    expect(await bucket.has(keyOf(own))).toBe(false);
    expect((await get(streaming, own)).statusCode).toBe(404);
    // The preview goes just after the answer.
    await vi.waitFor(() => expect(bucket.has(keyOf(preview))).resolves.toBe(false));
    expect((await get(streaming, preview)).statusCode).toBe(404);
    // The other event still shows the image they shared.
    expect(await bucket.has(keyOf(shared))).toBe(true);
    expect((await get(streaming, shared)).statusCode).toBe(200);
  });
});

describe('GET /uploads/… streamed from the bucket', () => {
  it('answers with the image and the same headers as from the disk', async () => {
    const url = await uploadImage(streaming, host, '/api/events/upload-image-postEvent');
    const r = await get(streaming, url);
    expect(r.statusCode).toBe(200);
    expect(r.headers).toMatchObject({
      'content-type': 'image/webp',
      'content-length': String(r.rawPayload.length),
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'cross-origin-resource-policy': 'cross-origin',
    });
    expect(await sharp(r.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 64, height: 48 });
    const fromBucket = await fetch(bucket.publicUrl(keyOf(url)));
    expect(Buffer.from(await fromBucket.arrayBuffer())).toEqual(r.rawPayload);

    const again = await get(streaming, url, { 'if-none-match': r.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const head = await streaming.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/webp');
  });

  it('is a file route, not part of the API document', async () => {
    const document = (await get(streaming, '/api/docs/json')).json() as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths).filter((p) => p.startsWith('/uploads'))).toEqual([]);
  });

  it('serves an image another server stored in the same bucket', async () => {
    const url = await uploadImage(redirecting, await registerUser(redirecting), '/api/events/upload-image-postEvent');
    const r = await get(streaming, url);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('image/webp');
  });

  it('answers an image that is not there with 404, or a redirect to where the bucket says so', async () => {
    const missing = '/uploads/events/123e4567-e89b-42d3-a456-426614174000.webp';
    expect((await get(streaming, missing)).statusCode).toBe(404);
    const r = await get(redirecting, missing);
    expect(r.statusCode).toBe(302);
    expect((await fetch(r.headers.location as string)).status).toBe(404);
  });

  it.each([
    '/uploads/',
    '/uploads/events',
    '/uploads/secrets/123e4567-e89b-42d3-a456-426614174000.webp',
    '/uploads/..%2f..%2fetc%2fpasswd',
    '/uploads/events/..%2F..%2Fpackage.json',
    '/uploads/events/%00.webp',
    '/uploads/events/a%0d%0aSet-Cookie:%20x=1.webp',
    `/uploads/events/${'a'.repeat(5000)}.webp`,
    '/uploads/events/%E0%A4%A.webp',
  ])('answers %s with a 4xx', async (url) => {
    for (const t of [streaming, redirecting]) {
      const r = await get(t, url);
      expect(r.statusCode).toBeGreaterThanOrEqual(400);
      expect(r.statusCode).toBeLessThan(500);
      expect(r.headers.location).toBeUndefined();
    }
  });
});

describe('GET /uploads/… redirected to the public address', () => {
  it('sends the browser to the bucket, which serves the image with its type and lifetime', async () => {
    const url = await uploadImage(streaming, host, '/api/events/upload-image-postEvent');
    const r = await get(redirecting, url);
    expect(r.statusCode).toBe(302);
    expect(r.headers.location).toBe(bucket.publicUrl(keyOf(url)));
    expect(r.headers['cache-control']).toBe('public, max-age=86400');
    const image = await fetch(r.headers.location as string);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect(image.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await image.arrayBuffer())).toEqual((await get(streaming, url)).rawPayload);
  });

  it("lets the site's pages show images from the public address", async () => {
    const csp = (await get(redirecting, '/')).headers['content-security-policy'] as string;
    const imgSrc = csp.split(';').find((directive) => directive.trim().startsWith('img-src'));
    expect(imgSrc?.split(' ')).toContain(new URL(bucket.endpoint).origin);
    const streamingCsp = (await get(streaming, '/')).headers['content-security-policy'] as string;
    expect(streamingCsp).not.toContain(new URL(bucket.endpoint).origin);
  });
});

describe('the default storage, on the disk under DATA_DIR', () => {
  it('keeps uploads as files there and serves them with the same headers', async () => {
    const t = await createTestApp();
    try {
      const url = await uploadImage(t, await registerUser(t), '/api/events/upload-image-postEvent');
      expect(onDisk(t, keyOf(url))).toBe(true);
      expect(await bucket.has(keyOf(url))).toBe(false);
      const r = await get(t, url);
      expect(r.statusCode).toBe(200);
      expect(r.headers).toMatchObject({
        'content-type': 'image/webp',
        'cache-control': 'public, max-age=31536000, immutable',
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; sandbox",
        'cross-origin-resource-policy': 'cross-origin',
      });
    } finally {
      await t.close();
    }
  });
});

// Last: the day it lets pass ends the sessions of the tests above.
describe('unused uploads in a bucket', () => {
  it('are removed from the bucket a day later', async () => {
    const unused = await uploadImage(streaming, host, '/api/events/upload-image-postEvent');
    streaming.clock.advance(25 * 60 * 60 * 1000);
    expect(await streaming.app.removeOrphanUploads()).toBeGreaterThanOrEqual(1);
    expect(await bucket.has(keyOf(unused))).toBe(false);
  });
});
