import sharp from 'sharp';
import { translateMessage } from '@moim/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type TestUser } from '../../test/accounts.ts';
import { multipart } from '../../test/multipart.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let alice: TestUser;
let bob: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  alice = await registerUser(t, { dob: '1990-03-03', nationality: 'VN', gender: 'male' });
  bob = await registerUser(t);
});
afterAll(() => t.close());

const upload = (
  user: TestUser,
  targetUserId: string,
  body: ReturnType<typeof multipart>,
  auth: Record<string, string> = user.auth,
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/user/uploadProfileImage/${targetUserId}`,
    payload: body.payload,
    headers: { ...body.headers, ...auth },
  });

const FORBIDDEN_KEYS = ['email', 'dob', 'phoneNumber', 'passwordHash', 'password_hash', 'university', 'locale'];

describe('GET /api/user/getUser/:userId', () => {
  it('shows only the public profile to others, with the age from the date of birth', async () => {
    const r = await t.app.inject({ method: 'GET', url: `/api/user/getUser/${alice.userId}`, headers: bob.auth });
    expect(r.statusCode).toBe(200);
    const body = r.json();
    expect(body).toMatchObject({
      userId: alice.userId,
      username: 'Mina Park',
      nationality: 'Vietnam',
      nationalityCode: 'VN',
      gender: 'male',
      age: 35,
    });
    for (const key of FORBIDDEN_KEYS) expect(body).not.toHaveProperty(key);
    expect(r.body).not.toContain(alice.email);
    expect(r.body).not.toContain('1990-03-03');
    expect(r.body).not.toContain('argon2');
  });

  it('shows it to visitors too, and adds the e-mail only to the owner', async () => {
    const visitor = await t.app.inject({ method: 'GET', url: `/api/user/getUser/${alice.userId}` });
    expect(visitor.json()).not.toHaveProperty('email');
    const own = await t.app.inject({ method: 'GET', url: `/api/user/getUser/${alice.userId}`, headers: alice.auth });
    expect(own.json().email).toBe(alice.email);
    expect(own.json()).not.toHaveProperty('dob');
  });

  it('answers 404 for an unknown user', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/api/user/getUser/nobody404' });
    expect(r.statusCode).toBe(404);
    expect(r.json().code).toBe('userNotFound');
  });
});

describe('POST /api/user/uploadProfileImage/:userId', () => {
  it('re-encodes the image without its metadata, stores it under a new name and serves it safely', async () => {
    const jpeg = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#3366cc' } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Artist: 'secret artist' } } })
      .toBuffer();
    const r = await upload(alice, alice.userId, multipart(jpeg, 'me.jpg'));
    expect(r.statusCode).toBe(200);
    const { imageUrl } = r.json();
    // Absolute under PUBLIC_URL, so a client on another origin can show it.
    expect(imageUrl).toMatch(/^http:\/\/moim\.test\/uploads\/profiles\/[0-9a-f-]{36}\.webp$/);
    expect(imageUrl).not.toContain('me');

    const served = await t.app.inject({ method: 'GET', url: new URL(imageUrl).pathname });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(Math.max(meta.width, meta.height)).toBeLessThanOrEqual(512);

    const profile = await t.app.inject({ method: 'GET', url: `/api/user/getUser/${alice.userId}` });
    expect(profile.json().profileImage).toBe(imageUrl);
  });

  it("refuses to change someone else's picture", async () => {
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const r = await upload(alice, bob.userId, multipart(png, 'x.png'));
    expect(r.statusCode).toBe(403);
    const profile = await t.app.inject({ method: 'GET', url: `/api/user/getUser/${bob.userId}` });
    expect(profile.json().profileImage).toBeNull();
  });

  it('needs a signed-in user', async () => {
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect((await upload(alice, alice.userId, multipart(png, 'x.png'), {})).statusCode).toBe(401);
  });

  it('refuses a text file renamed .jpg', async () => {
    const r = await upload(bob, bob.userId, multipart(Buffer.from('just some text, not an image'), 'photo.jpg'));
    expect(r.statusCode).toBe(415);
    expect(r.json().code).toBe('imageInvalidType');
  });

  it('refuses a file over 5 MB', async () => {
    const r = await upload(bob, bob.userId, multipart(Buffer.alloc(6 * 1024 * 1024, 1), 'big.jpg'));
    expect(r.statusCode).toBe(413);
    expect(r.json().message).toBe('This image is too large. The maximum size is 5 MB.');
  });

  it('refuses an image that declares a huge size', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    // Patch the IHDR width and height to 100000 × 100000 and fix its CRC.
    const { crc32 } = await import('node:zlib');
    png.writeUInt32BE(100_000, 16);
    png.writeUInt32BE(100_000, 20);
    png.writeUInt32BE(crc32(png.subarray(12, 29)) >>> 0, 29);
    const r = await upload(bob, bob.userId, multipart(png, 'huge.png', 'image/png'));
    expect(r.statusCode).toBe(413);
    expect(r.json().code).toBe('imageTooManyPixels');
  });

  it('refuses a request without a file', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: `/api/user/uploadProfileImage/${bob.userId}`,
      payload: { nothing: true },
      headers: bob.auth,
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().code).toBe('fileMissing');
  });
});

describe('PUT /api/user/language', () => {
  const put = (body: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'PUT', url: '/api/user/language', payload: body as object, headers });

  it("remembers the caller's language, answers it in /user/me, and writes their mails in it", async () => {
    const carol = await registerUser(t);
    const r = await put({ language: 'ja' }, carol.auth);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ language: 'ja' });
    const me = await t.app.inject({ method: 'GET', url: '/api/user/me', headers: carol.auth });
    expect(me.json().language).toBe('ja');
    // Asked in English, mailed in the stored language.
    await t.app.inject({
      method: 'POST',
      url: '/api/user/findUsername',
      payload: { email: carol.email },
      headers: { 'accept-language': 'en' },
    });
    expect(t.mail.lastTo(carol.email)?.subject).toBe(translateMessage('mailForgotIdSubject', 'ja'));
  });

  it('refuses a language Moim does not speak, and a visitor', async () => {
    const bad = await put({ language: 'fr' }, bob.auth);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('languageInvalid');
    expect((await put({ language: 'ko\u0000' }, bob.auth)).statusCode).toBe(400);
    expect((await put({ language: 'x'.repeat(100_000) }, bob.auth)).statusCode).toBe(400);
    expect((await put({ language: 'ko' })).statusCode).toBe(401);
  });
});
