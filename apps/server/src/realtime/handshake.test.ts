import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { io as connect } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { createSocketServer } from './socket-server.ts';

describe('the socket handshake', () => {
  it('never sends an unexpected failure’s own text to the client', async () => {
    const http = createServer();
    const sockets = createSocketServer(http, {
      pool: undefined,
      authenticate: () => Promise.reject(new Error('Failed query: select "sessions"."id" from "sessions"')),
      allowedOrigins: [],
      trustProxy: false,
      maxConnectionsPerUser: 5,
      maxConnectionsPerAddress: 5,
    });
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    const client = connect(`http://127.0.0.1:${(http.address() as AddressInfo).port}`, {
      transports: ['websocket'],
      reconnection: false,
      auth: { token: 'a-token' },
    });
    try {
      const error = await new Promise<Error & { data?: { code?: string } }>((resolve) =>
        client.once('connect_error', resolve),
      );
      expect(error.message).toBe('Something went wrong on our side. Please try again.');
      expect(error.data?.code).toBe('internalError');
    } finally {
      client.disconnect();
      await sockets.close();
      http.close();
    }
  });
});
