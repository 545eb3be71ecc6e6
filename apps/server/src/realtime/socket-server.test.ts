import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

function connected(socket: Socket): Promise<void> {
  return new Promise((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
}

describe('Socket.IO', () => {
  it.each(['', '/api'])('accepts a websocket connection at /socket.io on namespace %j', async (namespace) => {
    const socket = connect(`${baseUrl}${namespace}`, { path: '/socket.io', transports: ['websocket'], forceNew: true });
    await connected(socket);
    expect(socket.connected).toBe(true);
    socket.disconnect();
  });

  it('falls back to long-polling', async () => {
    const socket = connect(baseUrl, { path: '/socket.io', transports: ['polling'], forceNew: true });
    await connected(socket);
    expect(socket.io.engine.transport.name).toBe('polling');
    socket.disconnect();
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
