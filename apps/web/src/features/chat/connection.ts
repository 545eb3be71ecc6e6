import type { ChatAck, ChatRoomClosed, ChatRoomUpdate, SendMessageAck, SendMessageInput } from '@moim/contract';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { useSession } from '../../lib/session.ts';
import { applyRoomUpdate, chatKeys, removeRoom } from './api.ts';
import type { Socket } from 'socket.io-client';
import { createChatSocket, type ChatSocket } from './socket.ts';

/**
 * - connecting: the first connection is being made;
 * - connected;
 * - lost: it dropped (or the device went offline) and is being made again;
 * - failed: the server refused it or could not be reached (`error` says why when it did).
 */
type ConnectionStatus = 'connecting' | 'connected' | 'lost' | 'failed';

interface ConnectionError {
  /** The contract's message key the server sent (`data.code`), when it sent one. */
  code: string | null;
  message: string;
}

export interface ConnectionState {
  status: ConnectionStatus;
  error: ConnectionError | null;
}

/** After the server itself closed the connection, the spec's client waits this long to connect again. */
const SERVER_CLOSE_RECONNECT_MS = 3000;
/** An acknowledgement not received by then counts as failed (the message can be sent again). */
const ACK_TIMEOUT_MS = 10_000;

function connectionError(error: Error & { data?: unknown }): ConnectionError {
  const data = error.data as { code?: unknown } | undefined;
  return { code: typeof data?.code === 'string' ? data.code : null, message: error.message };
}

/**
 * The signed-in user's one socket, shared by the chat screen and the header's unread badge.
 * It keeps the cached room list current (unread counts, last messages, closed rooms), fetches it
 * again after a reconnect, and follows the device going offline and online.
 */
export class ChatConnection {
  private state: ConnectionState = { status: 'connecting', error: null };
  private readonly listeners = new Set<() => void>();
  private everConnected = false;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private offline = false;
  /** The room the chat screen shows: what arrives there is read at once. */
  openRoomId: number | null = null;

  constructor(
    readonly userId: string,
    readonly queryClient: QueryClient,
    readonly socket: ChatSocket = createChatSocket(),
  ) {
    socket.on('connect', this.handleConnect);
    socket.on('disconnect', this.handleDisconnect);
    socket.on('connect_error', this.handleConnectError);
    socket.on('roomUpdated', this.handleRoomUpdated);
    socket.on('roomClosed', this.handleRoomClosed);
    window.addEventListener('offline', this.handleOffline);
    window.addEventListener('online', this.handleOnline);
  }

  start(): void {
    this.socket.connect();
  }

  close(): void {
    clearTimeout(this.retryTimer);
    window.removeEventListener('offline', this.handleOffline);
    window.removeEventListener('online', this.handleOnline);
    this.socket.off('connect', this.handleConnect);
    this.socket.off('disconnect', this.handleDisconnect);
    this.socket.off('connect_error', this.handleConnectError);
    this.socket.off('roomUpdated', this.handleRoomUpdated);
    this.socket.off('roomClosed', this.handleRoomClosed);
    this.socket.disconnect();
  }

  /** Tries again at once (the Try again button of a failed connection). */
  reconnect(): void {
    clearTimeout(this.retryTimer);
    this.set({ status: this.everConnected ? 'lost' : 'connecting', error: null });
    this.socket.connect();
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getState = (): ConnectionState => this.state;

  join(roomId: number): Promise<ChatAck | null> {
    return this.socket
      .timeout(ACK_TIMEOUT_MS)
      .emitWithAck('join', { roomId })
      .catch(() => null);
  }

  /** Leaves a room (a dropped connection has left every room already). */
  leave(roomId: number): void {
    if (this.socket.connected) this.socket.emit('leave', { roomId }, () => {});
  }

  /** Sends a message; null when no answer came in time (it may still arrive: send again with the same clientId). */
  send(input: SendMessageInput): Promise<SendMessageAck | null> {
    return this.socket
      .timeout(ACK_TIMEOUT_MS)
      .emitWithAck('sendMessage', input)
      .catch(() => null);
  }

  markRead(roomId: number, messageId: number): void {
    if (this.socket.connected) this.socket.emit('markRead', { roomId, messageId });
  }

  private set(state: ConnectionState): void {
    this.state = state;
    for (const listener of this.listeners) listener();
  }

  private readonly handleConnect = () => {
    clearTimeout(this.retryTimer);
    const reconnected = this.everConnected;
    this.everConnected = true;
    this.set({ status: 'connected', error: null });
    // What changed while disconnected reached nobody: the list is fetched again.
    if (reconnected) void this.queryClient.invalidateQueries({ queryKey: chatKeys.rooms });
  };

  private readonly handleDisconnect = (reason: Socket.DisconnectReason) => {
    this.set({ status: 'lost', error: null });
    // The server closed it (a restart, say): it does not come back by itself.
    if (reason === 'io server disconnect') {
      this.retryTimer = setTimeout(() => this.socket.connect(), SERVER_CLOSE_RECONNECT_MS);
    }
  };

  private readonly handleConnectError = (error: Error) => {
    // A refusal (`socket.active` false) stays until Try again; otherwise Socket.IO keeps trying.
    this.set({ status: 'failed', error: connectionError(error) });
  };

  private readonly handleRoomUpdated = (update: ChatRoomUpdate) => {
    if (!applyRoomUpdate(this.queryClient, update, this.openRoomId)) {
      void this.queryClient.invalidateQueries({ queryKey: chatKeys.rooms });
    }
  };

  private readonly handleRoomClosed = (closed: ChatRoomClosed) => {
    removeRoom(this.queryClient, closed.roomId);
  };

  // The device lost its network: an open WebSocket may not notice for minutes, so the chat says
  // at once that it is disconnected, and connects again (and catches up) when the network is back.
  private readonly handleOffline = () => {
    if (!this.socket.active) return;
    this.offline = true;
    clearTimeout(this.retryTimer);
    this.socket.disconnect();
    this.set({ status: 'lost', error: null });
  };

  private readonly handleOnline = () => {
    if (!this.offline) return;
    this.offline = false;
    this.socket.connect();
  };
}

// One connection per signed-in user and tab, kept while something shows it.
let shared: { connection: ChatConnection; users: number } | null = null;
const sharedListeners = new Set<() => void>();

function publish(next: typeof shared): void {
  shared = next;
  for (const listener of sharedListeners) listener();
}

function acquire(userId: string, queryClient: QueryClient): ChatConnection {
  const current = shared?.connection;
  if (current && (current.userId !== userId || current.queryClient !== queryClient)) {
    current.close();
    publish(null);
  }
  if (!shared) {
    const connection = new ChatConnection(userId, queryClient);
    publish({ connection, users: 0 });
    connection.start();
  }
  shared!.users++;
  return shared!.connection;
}

function release(connection: ChatConnection): void {
  if (shared?.connection !== connection) return;
  shared.users--;
  // Not at once: a screen that unmounts and mounts again in one go (Strict Mode) keeps it.
  queueMicrotask(() => {
    if (shared?.connection !== connection || shared.users > 0) return;
    connection.close();
    publish(null);
  });
}

function subscribeShared(listener: () => void): () => void {
  sharedListeners.add(listener);
  return () => sharedListeners.delete(listener);
}

/** The signed-in user's chat connection while this component is mounted; null when signed out. */
export function useChatConnection(): ChatConnection | null {
  const userId = useSession()?.userId ?? null;
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId) return;
    const connection = acquire(userId, queryClient);
    return () => release(connection);
  }, [userId, queryClient]);
  const connection = useSyncExternalStore(subscribeShared, () => shared?.connection ?? null);
  return connection && connection.userId === userId && connection.queryClient === queryClient ? connection : null;
}

const CONNECTING: ConnectionState = { status: 'connecting', error: null };
const noSubscription = () => () => {};

/** The connection's state, re-rendering when it changes. */
export function useConnectionState(connection: ChatConnection | null): ConnectionState {
  return useSyncExternalStore(connection?.subscribe ?? noSubscription, connection?.getState ?? (() => CONNECTING));
}
