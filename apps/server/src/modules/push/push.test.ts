import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { decrypt } from 'http_ece';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { crowd, registerUser, type TestUser } from '../../test/accounts.ts';
import { createEvent } from '../../test/events.ts';
import { decide, join, participantId } from '../../test/participation.ts';
import { createTestApp, TEST_NOW, type TestApp } from '../../test/test-app.ts';
import { queryRows } from '../../test/test-database.ts';
import { PUSH_DEVICES_PER_USER } from './push.repository.ts';

/** What the local push service received, decrypted with the subscription's own keys. */
interface Received {
  path: string;
  authorization: string;
  encoding: string;
  ttl: string;
  payload: { title: string; body: string; url: string };
}

/**
 * A push service as the browsers' speak it (RFC 8030): it takes `POST /<subscription>` with an
 * aes128gcm body, and answers 201, or what the test tells it to (410: the subscription is gone).
 */
const received: Received[] = [];
const answers = new Map<string, number>();
const devices = new Map<string, { ecdh: ECDH; auth: Buffer }>();
let service: http.Server;
let serviceOrigin: string;

let t: TestApp;
beforeAll(async () => {
  service = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '';
      const device = devices.get(path);
      if (device) {
        const plain = decrypt(Buffer.concat(chunks), {
          version: 'aes128gcm',
          privateKey: device.ecdh,
          authSecret: device.auth,
        });
        received.push({
          path,
          authorization: String(request.headers.authorization),
          encoding: String(request.headers['content-encoding']),
          ttl: String(request.headers.ttl),
          payload: JSON.parse(plain.toString('utf8')) as Received['payload'],
        });
      }
      response.writeHead(answers.get(path) ?? 201).end();
    });
  });
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
  serviceOrigin = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;
  t = await createTestApp({ env: { QUOTA_EVENTS_PER_DAY: '1000', PUSH_SERVICE_ORIGINS: serviceOrigin } });
});
beforeEach(() => {
  t.clock.set(TEST_NOW);
  received.length = 0;
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => service.close(resolve));
});

/** A browser subscribing `user` to push: its own key pair and secret, as PushManager makes them. */
async function subscribe(user: TestUser, path = `/device-${randomBytes(4).toString('hex')}`) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  devices.set(path, { ecdh, auth });
  const body = {
    endpoint: `${serviceOrigin}${path}`,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
  };
  const r = await t.app.inject({ method: 'POST', url: '/api/push/subscriptions', headers: user.auth, payload: body });
  expect(r.statusCode, r.body).toBe(201);
  return path;
}

/** The host of a new Register event accepts `guest`: an `accepted` notification for them. */
async function accept(guest: TestUser) {
  const host = await registerUser(t);
  const event = await createEvent(t, host, { type: 'Register', name: 'Board games', maxParticipants: 10 });
  await join(t, guest, event.id);
  await decide(t, host, await participantId(t, guest, event.id), event.id, 'Approved');
  return event;
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
};
const subscriptionsOf = async (user: TestUser) =>
  (
    await queryRows<{ n: number }>(
      t.database,
      sql`select count(*)::int as n from push_subscriptions s join users u on u.id = s.user_id where u.user_id = ${user.userId}`,
    )
  )[0]!.n;

describe('Web Push', () => {
  it('sends a notification encrypted for the device (RFC 8291), signed with VAPID, in the reader’s language', async () => {
    const [guest] = await crowd(t, 1);
    const path = await subscribe(guest!);
    const event = await accept(guest!);
    await until(() => received.length > 0);
    const { publicKey } = (await t.app.inject({ method: 'GET', url: '/api/push/publicKey' })).json() as {
      publicKey: string;
    };
    expect(received).toEqual([
      {
        path,
        authorization: expect.stringMatching(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${publicKey}$`)),
        encoding: 'aes128gcm',
        ttl: '86400',
        payload: {
          title: 'Moim',
          body: 'You were accepted to Board games',
          url: `http://moim.test/events/${event.id}`,
        },
      },
    ]);

    const korean = await registerUser(t);
    await t.app.inject({ method: 'PUT', url: '/api/user/language', headers: korean.auth, payload: { language: 'ko' } });
    await subscribe(korean);
    await accept(korean);
    await until(() => received.length > 1);
    expect(received[1]!.payload.body).toBe('Board games 참가가 승인되었습니다');
  });

  it('sends nothing when the kind’s push is off', async () => {
    const [guest] = await crowd(t, 1);
    await subscribe(guest!);
    await t.app.inject({
      method: 'PATCH',
      url: '/api/notifications/settings',
      headers: guest!.auth,
      payload: { channels: { accepted: { push: false } } },
    });
    await accept(guest!);
    // The in-app notification is there; no push came.
    const list = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: guest!.auth });
    expect((list.json() as { unreadCount: number }).unreadCount).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(received).toEqual([]);
  });

  it('forgets a subscription its push service says is gone (410, 404)', async () => {
    const [guest, other] = await crowd(t, 2);
    const gone = await subscribe(guest!);
    answers.set(gone, 410);
    const notFound = await subscribe(other!);
    answers.set(notFound, 404);
    expect(await subscriptionsOf(guest!)).toBe(1);
    await accept(guest!);
    await accept(other!);
    await until(() => received.length >= 2);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await subscriptionsOf(guest!)).toBe(0);
    expect(await subscriptionsOf(other!)).toBe(0);
  });

  it('a device can be unsubscribed by its owner', async () => {
    const [guest] = await crowd(t, 1);
    const path = await subscribe(guest!);
    const r = await t.app.inject({
      method: 'DELETE',
      url: '/api/push/subscriptions',
      headers: guest!.auth,
      payload: { endpoint: `${serviceOrigin}${path}` },
    });
    expect(r.statusCode).toBe(200);
    expect(await subscriptionsOf(guest!)).toBe(0);
  });

  it('refuses endpoints that are no push service, bad keys and visitors', async () => {
    const [user] = await crowd(t, 1);
    const keys = { p256dh: 'BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcx', auth: 'BTBZMqHH6r4Tts7J_aSIgg' };
    for (const endpoint of [
      'http://169.254.169.254/latest/meta-data',
      'https://internal.example/push',
      'https://fcm.googleapis.com.evil.example/send/x',
      'https://fcm.googleapis.com:8443/send/x',
      'not a url',
      `https://fcm.googleapis.com/${'x'.repeat(3000)}`,
    ]) {
      const r = await t.app.inject({
        method: 'POST',
        url: '/api/push/subscriptions',
        headers: user!.auth,
        payload: { endpoint, keys },
      });
      expect(r.statusCode, endpoint).toBe(400);
      expect(r.json()).toMatchObject({ code: 'pushSubscriptionInvalid' });
    }
    const badKeys = await t.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: user!.auth,
      payload: { endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys: { p256dh: 'a b\u0000', auth: '' } },
    });
    expect(badKeys.statusCode).toBe(400);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: user!.auth,
      payload: { endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys },
    });
    expect(ok.statusCode).toBe(201);
    const visitor = await t.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      payload: { endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys },
    });
    expect(visitor.statusCode).toBe(401);
  });

  it('keeps the newest devices of a person only, so one account cannot make Moim send thousands', async () => {
    const [user] = await crowd(t, 1);
    const paths: string[] = [];
    for (let i = 0; i < PUSH_DEVICES_PER_USER + 3; i++) {
      t.clock.set(new Date(new Date(TEST_NOW).getTime() + i * 1000).toISOString());
      paths.push(await subscribe(user!));
    }
    expect(await subscriptionsOf(user!)).toBe(PUSH_DEVICES_PER_USER);
    await accept(user!);
    await until(() => received.length >= PUSH_DEVICES_PER_USER);
    expect(received.map((r) => r.path).sort()).toEqual(paths.slice(3).sort());
  });
});
