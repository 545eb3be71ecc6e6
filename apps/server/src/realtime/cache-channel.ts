import type { CacheChangeChannel } from '../lib/cache-invalidation.ts';
import type { ChatServer } from './socket-types.ts';

/**
 * Cache changes carried by the Socket.IO PostgreSQL adapter, like the chat's messages: one
 * NOTIFY per change, heard by every other process on the same database (the adapter drops a
 * process's own).
 */
export function cacheChangeChannel(io: ChatServer): CacheChangeChannel {
  return {
    send: (change) => io.serverSideEmit('cache:changed', change),
    receive: (listener) => io.on('cache:changed', listener),
  };
}
