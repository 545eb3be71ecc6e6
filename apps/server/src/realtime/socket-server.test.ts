import type { AddressInfo } from 'node:net';
import { SignJWT } from 'jose';
import { io as connect, Manager, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  anotherSession,
  changePassword,
  nextIp,
  registerUser,
  requestTemporaryPassword,
  type TestUser,
} from '../test/accounts.ts';
import { resolveSessionSecret } from '../lib/secrets.ts';
import { createTokenService } from '../lib/tokens.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

const PER_USER = 3;
const PER_ADDRESS = 4;

let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await createTestApp({
    env: {
      // Each test connects from an address of its own, given as X-Forwarded-For.
      TRUST_PROXY: 'true',
      SOCKET_MAX_CONNECTIONS_PER_USER: String(PER_USER),
      SOCKET_MAX_CONNECTIONS_PER_ADDRESS: String(PER_ADDRESS),
    },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

interface Options {
  namespace?: string;
  token?: string;
  headers?: Record<string, string>;
  address?: string;
  transport?: 'websocket' | 'polling';
}

const opened: Socket[] = [];
function open(options: Options = {}): Socket {
  const socket = connect(`${baseUrl}${options.namespace ?? ''}`, {
    path: '/socket.io',
    transports: [options.transport ?? 'websocket'],
    forceNew: true,
    reconnection: false,
    auth: options.token === undefined ? {} : { token: options.token },
    extraHeaders: { 'x-forwarded-for': options.address ?? nextIp(), ...options.headers },
  });
  opened.push(socket);
  return socket;
}

/** 'connected', or the connect_error the server refused with. */
function outcome(socket: Socket): Promise<'connected' | { message: string; code?: string }> {
  return new Promise((resolve) => {
    socket.once('connect', () => resolve('connected'));
    socket.once('connect_error', (error: Error & { data?: { code?: string } }) =>
      resolve({ message: error.message, code: error.data?.code }),
    );
  });
}

/** A connection that joins no namespace (what an anonymous flood opens); resolves once it is open or refused. */
async function openTransport(address: string): Promise<Manager> {
  const manager = new Manager(baseUrl, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    autoConnect: false,
    extraHeaders: { 'x-forwarded-for': address },
  });
  await new Promise((resolve) => manager.open(resolve));
  return manager;
}

const refusedAs = (code: string, message: string) => ({ code, message });
const unauthorized = refusedAs('unauthorized', 'Login is required.');

function closeAll(): void {
  for (const socket of opened.splice(0)) socket.disconnect();
}

describe('Socket.IO handshake', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await registerUser(t);
  });

  it.each(['', '/api'])('connects a signed-in user (auth.token) on namespace %j', async (namespace) => {
    const socket = open({ namespace, token: user.token });
    expect(await outcome(socket)).toBe('connected');
    expect(socket.connected).toBe(true);
    closeAll();
  });

  it('falls back to long-polling', async () => {
    const socket = open({ token: user.token, transport: 'polling' });
    expect(await outcome(socket)).toBe('connected');
    expect(socket.io.engine.transport.name).toBe('polling');
    closeAll();
  });

  it.each(['', '/api'])('refuses a connection without a session token on namespace %j', async (namespace) => {
    expect(await outcome(open({ namespace }))).toEqual(unauthorized);
    expect(await outcome(open({ namespace, token: '' }))).toEqual(unauthorized);
    closeAll();
  });

  it('answers in the language of the client', async () => {
    expect(await outcome(open({ headers: { 'accept-language': 'ko-KR,ko;q=0.9' } }))).toEqual(
      refusedAs('unauthorized', '로그인이 필요합니다.'),
    );
    closeAll();
  });

  it.each(['', '/api'])('refuses forged tokens on namespace %j', async (namespace) => {
    const [, payload] = user.token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    const wrongKey = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('a-completely-different-secret-of-enough-length'));
    for (const token of ['garbage', unsigned, wrongKey, `${user.token}x`]) {
      expect(await outcome(open({ namespace, token }))).toEqual(unauthorized);
    }
    closeAll();
  });

  it('refuses a signed token whose claims are not a session, without a word about the query', async () => {
    const tokens = createTokenService(resolveSessionSecret(t.config.sessionSecret, t.config.dataDir), t.clock);
    for (const claims of [{ sub: 'x', sid: 'not-a-uuid' }, { sub: 1, sid: 2 }, { sid: "'; drop table users; --" }]) {
      const token = await tokens.sign('access', claims, 60);
      const me = await t.app.inject({
        method: 'GET',
        url: '/api/user/me',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(me.statusCode, JSON.stringify(claims)).toBe(401);
      const refused = await outcome(open({ token }));
      expect(refused).toEqual(unauthorized);
    }
    closeAll();
  });

  it('refuses a token once its session has logged out, or after a password change elsewhere', async () => {
    const someone = await registerUser(t);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/user/logout', headers: someone.auth, remoteAddress: nextIp() }))
        .statusCode,
    ).toBe(200);
    expect(await outcome(open({ token: someone.token }))).toEqual(unauthorized);
    expect(await outcome(open({ namespace: '/api', token: someone.token }))).toEqual(unauthorized);

    const other = await registerUser(t);
    const second = await anotherSession(t, other);
    expect((await changePassword(t, second, 'Brandnew9#')).statusCode).toBe(200);
    expect(await outcome(open({ token: other.token }))).toEqual(unauthorized);
    expect(await outcome(open({ token: second.token }))).toBe('connected');
    closeAll();
  });

  it('refuses a session that must change its password first', async () => {
    const someone = await registerUser(t);
    const temporary = await requestTemporaryPassword(t, someone);
    const restricted = await t.app.inject({
      method: 'POST',
      url: '/api/user/signIn',
      payload: { userId: someone.userId, password: temporary },
      remoteAddress: nextIp(),
    });
    expect(restricted.json().passwordChangeRequired).toBe(true);
    expect(await outcome(open({ token: restricted.json().access_token as string }))).toEqual(
      refusedAs('passwordChangeFirst', 'Please change your password before continuing.'),
    );
    closeAll();
  });

  it('accepts the session cookie, but not from a page of another origin', async () => {
    const cookie = `moim_session=${user.token}`;
    expect(await outcome(open({ headers: { cookie } }))).toBe('connected');
    expect(await outcome(open({ headers: { cookie, origin: 'http://moim.test' } }))).toBe('connected');
    expect(await outcome(open({ headers: { cookie, origin: 'https://evil.example' } }))).toEqual(
      refusedAs('forbidden', 'You do not have permission to do this.'),
    );
    expect(await outcome(open({ headers: { cookie: 'moim_session=forged' } }))).toEqual(unauthorized);
    closeAll();
  });
});

describe('connection caps', () => {
  it(`lets one user open at most ${PER_USER} sockets, and another once one closes`, async () => {
    const user = await registerUser(t);
    const sockets = Array.from({ length: PER_USER + 1 }, () => open({ token: user.token }));
    const outcomes = await Promise.all(sockets.map(outcome));
    expect(outcomes.filter((o) => o === 'connected')).toHaveLength(PER_USER);
    expect(outcomes.filter((o) => o !== 'connected')).toEqual([
      refusedAs('tooManyConnections', 'Too many open connections. Close some Moim tabs or windows and try again.'),
    ]);
    // Both namespaces count.
    expect(await outcome(open({ namespace: '/api', token: user.token }))).toMatchObject({ code: 'tooManyConnections' });
    // Another user is not affected.
    expect(await outcome(open({ token: (await registerUser(t)).token }))).toBe('connected');

    sockets.find((s) => s.connected)!.disconnect();
    await expect.poll(() => outcome(open({ token: user.token }))).toBe('connected');
    closeAll();
  });

  it('gives the place back when a socket leaves a connection that stays open', async () => {
    const user = await registerUser(t);
    const manager = new Manager(baseUrl, {
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: false,
      autoConnect: false,
      extraHeaders: { 'x-forwarded-for': nextIp() },
    });
    const kept = manager.socket('/api', { auth: { token: user.token } }).connect();
    expect(await outcome(kept)).toBe('connected');
    const connection = [...t.app.io.of('/api').sockets.values()].find((s) => s.id === kept.id)!.conn;
    const listeners = connection.listenerCount('close');
    // More sockets one after another than the cap, on the same connection.
    for (let i = 0; i < PER_USER + 2; i++) {
      const socket = manager.socket('/', { auth: { token: user.token } });
      socket.connect();
      expect(await outcome(socket)).toBe('connected');
      socket.disconnect();
      // Socket.IO ignores a connect that arrives before the server has handled the disconnect.
      await expect.poll(() => t.app.io.of('/').sockets.size).toBe(0);
    }
    expect(connection.listenerCount('close')).toBe(listeners);
    kept.disconnect();
  });

  it(`lets one address hold at most ${PER_ADDRESS} connections, signed in or not`, async () => {
    const address = nextIp();
    const users = await Promise.all(Array.from({ length: PER_ADDRESS + 1 }, () => registerUser(t)));
    const before = t.app.io.engine.clientsCount;
    // Anonymous connections that never join a namespace count too.
    const managers = await Promise.all([openTransport(address), openTransport(address)]);
    const signedIn = users.slice(0, PER_ADDRESS - 2).map((u) => open({ token: u.token, address }));
    expect(await Promise.all(signedIn.map(outcome))).toEqual(signedIn.map(() => 'connected'));
    expect(t.app.io.engine.clientsCount - before).toBe(PER_ADDRESS);

    const refused = await outcome(open({ token: users[PER_ADDRESS]!.token, address }));
    expect(refused).not.toBe('connected');
    const handshake = await fetch(`${baseUrl}/socket.io/?EIO=4&transport=polling`, {
      headers: { 'x-forwarded-for': address },
    });
    expect(handshake.status).toBe(403);
    expect(await handshake.json()).toMatchObject({
      message: 'Too many open connections. Close some Moim tabs or windows and try again.',
    });
    // A burst of anonymous handshakes gets no further.
    await Promise.all(Array.from({ length: 10 }, () => openTransport(address)));
    expect(t.app.io.engine.clientsCount - before).toBe(PER_ADDRESS);

    // Other addresses are not affected.
    expect(await outcome(open({ token: users[PER_ADDRESS]!.token }))).toBe('connected');
    for (const manager of managers) manager.engine?.close();
    closeAll();
    await expect.poll(() => t.app.io.engine.clientsCount).toBe(before);
    expect(await outcome(open({ token: users[0]!.token, address }))).toBe('connected');
    closeAll();
  });
});

describe('shutdown', () => {
  // On PostgreSQL the adapter takes a LISTEN client in the background: closing before it has it
  // used to leave the client out of the pool, and the close waited for ever.
  it('an app closed right after it starts shuts down, again and again', { timeout: 60_000 }, async () => {
    for (let round = 0; round < 5; round++) {
      const app = await createTestApp();
      await app.close();
    }
  });
});
