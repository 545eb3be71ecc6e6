import type { ClientToServerEvents, ServerToClientEvents } from '@moim/contract/socket-events';
import { io, type Socket } from 'socket.io-client';

/** The chat's socket, typed by the contract's events: a renamed event or field breaks the build. */
export type ChatSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * A socket to this site's Socket.IO server (default namespace, `/socket.io`), not yet connected
 * (the spec's client connects on mount). The session cookie authenticates it: the web client
 * never holds a token. WebSocket first, long-polling where WebSocket is blocked.
 */
export function createChatSocket(): ChatSocket {
  return io({ path: '/socket.io', transports: ['websocket', 'polling'], autoConnect: false, withCredentials: true });
}
