import type { Locale } from '@moim/contract';
import type { ClientToServerEvents, InterServerEvents, ServerToClientEvents } from '@moim/contract/socket-events';
import type { Namespace, Server, Socket } from 'socket.io';
import type { Caller } from '../modules/access/caller.ts';

/** What the handshake keeps on an admitted socket (handshake.ts); a socket is only ever handled after it. */
export interface SocketData {
  caller: Caller;
  /** The session token it connected with, to check the session is still live later. */
  token: string;
  /** The language its acknowledgements are written in. */
  locale: Locale;
}

/** Socket.IO typed by the contract's events (socket-events.ts) and the handshake's data. */
export type ChatServer = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
export type ChatNamespace = Namespace<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
export type ChatSocket = Socket<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
