import type { Server } from 'socket.io';
import type { CacheChangeChannel } from '../lib/cache-invalidation.ts';

/** Between server processes: a write changed what the caches may hold (decision 0036). */
const CACHE_CHANGED = 'cache:changed';

/**
 * Cache changes carried by the Socket.IO PostgreSQL adapter, like the chat's messages: one
 * NOTIFY per change, heard by every other process on the same database (the adapter drops a
 * process's own).
 */
export function cacheChangeChannel(io: Server): CacheChangeChannel {
  return {
    send: (change) => io.serverSideEmit(CACHE_CHANGED, change),
    receive: (listener) => io.on(CACHE_CHANGED, listener),
  };
}
