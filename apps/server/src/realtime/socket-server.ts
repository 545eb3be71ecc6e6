import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/postgres-adapter';
import type pg from 'pg';
import { Server } from 'socket.io';
import { createAdapterPool } from './adapter-pool.ts';
import { createHandshakeGuard, type HandshakeOptions } from './handshake.ts';
import type { ChatServer } from './socket-types.ts';

const API_NAMESPACE = '/api';

/** A connection that has not joined a namespace by then (e.g. it was refused) is closed. */
const CONNECT_TIMEOUT_MS = 10_000;

export interface SocketServerOptions extends HandshakeOptions {
  /** Shared by every server process on PostgreSQL, so a message reaches members on all of them. */
  pool: pg.Pool | undefined;
}

/**
 * Socket.IO at /socket.io. Clients connect to the default namespace or to `/api`
 * (a client given the API base URL as its socket URL lands there); both behave the same,
 * and both need a signed-in session.
 */
export function createSocketServer(httpServer: HttpServer, options: SocketServerOptions) {
  const guard = createHandshakeGuard(options);
  const io: ChatServer = new Server(httpServer, {
    path: '/socket.io',
    serveClient: false,
    transports: ['websocket', 'polling'],
    connectTimeout: CONNECT_TIMEOUT_MS,
    allowRequest: guard.allowRequest,
  });
  const adapterPool = options.pool ? createAdapterPool(options.pool) : undefined;
  if (adapterPool) io.adapter(createAdapter(adapterPool.pool));
  const names = ['/', API_NAMESPACE];
  guard.attach(io, names);
  return {
    io,
    namespaces: names.map((name) => io.of(name)),
    /** Whether other server processes share the rooms (the PostgreSQL adapter). */
    clustered: adapterPool !== undefined,
    async close() {
      await io.close();
      adapterPool?.close();
    },
  };
}
