import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRepositories } from '../../db/repositories.ts';
import { nextIp, registerUser, type TestUser } from '../../test/accounts.ts';
import { createEvent, eventPayload, uploadEventImage } from '../../test/events.ts';
import { multipart, testJpeg } from '../../test/multipart.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { queryRows } from '../../test/test-database.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  const registered = await registerUser(t);
  // A session that outlives the days these tests move the clock by.
  const session = await t.app.inject({
    method: 'POST',
    url: '/api/user/signIn',
    payload: { userId: registered.userId, password: registered.password, keepLoggedIn: true },
    remoteAddress: nextIp(),
  });
  user = { ...registered, auth: { authorization: `Bearer ${session.json().access_token}` } };
});
afterAll(() => t.close());

/** Whether the upload's row and its file are still there. */
/** Answers carry absolute image URLs; the database keeps the path. */
const storedPath = (address: string) => new URL(address, t.config.publicUrl).pathname;

async function kept(address: string): Promise<{ row: boolean; file: boolean }> {
  const url = storedPath(address);
  const rows = await queryRows<{ url: string }>(t.database, sql`select url from uploads where url = ${url}`);
  const file = path.join(t.config.dataDir, url.replace(/^\//, ''));
  return { row: rows.length === 1, file: fs.existsSync(file) };
}
const present = { row: true, file: true };
const gone = { row: false, file: false };

async function uploadProfileImage(): Promise<string> {
  const body = multipart(await testJpeg(), 'me.jpg');
  const r = await t.app.inject({
    method: 'POST',
    url: `/api/user/uploadProfileImage/${user.userId}`,
    payload: body.payload,
    headers: { ...body.headers, ...user.auth },
  });
  expect(r.statusCode).toBe(200);
  return r.json().imageUrl as string;
}

/** Lets a day pass and removes what earlier tests left unused, so each test counts only its own uploads. */
async function clearDue(): Promise<void> {
  t.clock.advance(25 * HOUR);
  await t.app.removeOrphanUploads();
}

describe('removing unattached uploads', () => {
  it('removes, rows and files, uploads nothing used for more than a day, and keeps the rest', async () => {
    await clearDue();
    const orphan = await uploadEventImage(t, user);
    const event = await createEvent(t, user);
    const [attached] = await queryRows<{ url: string }>(
      t.database,
      sql`select url from event_images where event_id = ${event.id}`,
    );
    const profile = await uploadProfileImage();
    t.clock.advance(2 * HOUR);
    const younger = await uploadEventImage(t, user);

    t.clock.advance(23 * HOUR);
    expect(await t.app.removeOrphanUploads()).toBe(1);
    expect(await kept(orphan)).toEqual(gone);
    expect(await kept(younger)).toEqual(present);
    expect(await kept(attached!.url)).toEqual(present);
    expect(await kept(profile)).toEqual(present);

    t.clock.advance(2 * HOUR);
    expect(await t.app.removeOrphanUploads()).toBe(1);
    expect(await kept(younger)).toEqual(gone);
    expect(await kept(attached!.url)).toEqual(present);
    expect(await kept(profile)).toEqual(present);
  });

  it('keeps an upload used in an event a minute before it would have been removed', async () => {
    await clearDue();
    const image = await uploadEventImage(t, user);
    t.clock.advance(23 * HOUR + 59 * MINUTE);
    const payload = await eventPayload(t, user, {});
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/events/submit',
      payload: { ...payload, mainImage: image, images: [image] },
      headers: user.auth,
    });
    expect(r.statusCode).toBe(201);
    t.clock.advance(2 * MINUTE);
    await t.app.removeOrphanUploads();
    expect(await kept(image)).toEqual(present);
  });

  it('refuses an event with an image already removed', async () => {
    await clearDue();
    const payload = await eventPayload(t, user);
    t.clock.advance(25 * HOUR);
    expect(await t.app.removeOrphanUploads()).toBe(1);
    const r = await t.app.inject({ method: 'POST', url: '/api/events/submit', payload, headers: user.auth });
    expect(r.statusCode).toBe(400);
    expect(r.json().code).toBe('eventImagesNotUploaded');
  });

  it('works through any number in batches, and two removals at once share the work', async () => {
    await clearDue();
    await t.database.db.execute(sql`
      insert into uploads (owner_id, purpose, storage_key, url, width, height, bytes, created_at)
      select u.id, 'event', 'events/' || k.id || '.webp', '/uploads/events/' || k.id || '.webp', 10, 10, 100,
             ${t.clock.now().toISOString()}::timestamptz
      from users u, (select gen_random_uuid() as id from generate_series(1, 250)) k
      where u.user_id = ${user.userId}`);
    t.clock.advance(25 * HOUR);
    const [first, second] = await Promise.all([t.app.removeOrphanUploads(), t.app.removeOrphanUploads()]);
    expect(first + second).toBe(250);
    expect(await t.app.removeOrphanUploads()).toBe(0);
  });

  // Two connections are needed: PGlite has one, so this runs on PostgreSQL only.
  it.runIf(process.env.TEST_DATABASE_URL)('skips an upload that a transaction is attaching', async () => {
    await clearDue();
    const image = storedPath(await uploadEventImage(t, user));
    const event = await createEvent(t, user);
    const [owner] = await queryRows<{ id: string }>(
      t.database,
      sql`select id from users where user_id = ${user.userId}`,
    );
    t.clock.advance(25 * HOUR);
    await t.database.db.transaction(async (tx) => {
      expect(await createRepositories(tx).uploads.lockOwned(owner!.id, 'event', [image])).toHaveLength(1);
      expect(await t.app.removeOrphanUploads()).toBe(0);
      await tx.execute(sql`insert into event_images (event_id, position, url) values (${event.id}, 9, ${image})`);
    });
    expect(await t.app.removeOrphanUploads()).toBe(0);
    expect(await kept(image)).toEqual(present);
  });
});
