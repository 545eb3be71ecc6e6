import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/postgres-adapter';
import type pg from 'pg';
import { Server } from 'socket.io';
import { createAdapterPool } from './adapter-pool.ts';

export const API_NAMESPACE = '/api';

export interface SocketServerOptions {
  /** Shared by every server process on PostgreSQL, so a message reaches members on all of them. */
  pool: pg.Pool | undefined;
}

/**
 * Socket.IO at /socket.io. Clients connect to the default namespace or to `/api`
 * (a client given the API base URL as its socket URL lands there); both behave the same.
 */
export function createSocketServer(httpServer: HttpServer, options: SocketServerOptions) {
  const io = new Server(httpServer, {
    path: '/socket.io',
    serveClient: false,
    transports: ['websocket', 'polling'],
  });
  const adapterPool = options.pool ? createAdapterPool(options.pool) : undefined;
  if (adapterPool) io.adapter(createAdapter(adapterPool.pool));
  // Declaring the namespace lets clients that use the API base URL connect.
  io.of(API_NAMESPACE);
  return {
    io,
    async close() {
      await io.close();
      adapterPool?.close();
    },
  };
}
