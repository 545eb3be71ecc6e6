import type {
  ChatAck,
  ChatMessage,
  ChatRoomClosed,
  ChatRoomUpdate,
  JoinRoomInput,
  MarkReadInput,
  SendMessageAck,
  SendMessageInput,
} from './chat.ts';
import type { UnreadNotifications } from './notifications.ts';

/**
 * The chat's socket events, as the spec names them, for Socket.IO's typed sockets on both sides
 * (`Server<ClientToServerEvents, ServerToClientEvents, …>`, `Socket<ServerToClientEvents,
 * ClientToServerEvents>`): a renamed event or payload field fails the build of both. Types only:
 * the header's unread badge loads this on every page, without the validation library. What a
 * client sends is still parsed by the server (chat.ts's schemas): these types are what it should send.
 */

/** What a client asks; each is acknowledged, `{ success: true, … }` or a refusal in its language. */
export interface ClientToServerEvents {
  join: (input: JoinRoomInput, ack: (answer: ChatAck) => void) => void;
  /** The room is closed on this socket; its list still follows it. */
  leave: (input: JoinRoomInput, ack: (answer: ChatAck) => void) => void;
  sendMessage: (input: SendMessageInput, ack: (answer: SendMessageAck) => void) => void;
  /** The client has shown the room up to a message: the server stores the read position. */
  markRead: (input: MarkReadInput, ack?: (answer: ChatAck<{ unreadCount: number }>) => void) => void;
}

/** What the server tells a client. */
export interface ServerToClientEvents {
  newMessage: (message: ChatMessage) => void;
  /** A room's unread count changed for this user (a message elsewhere, or read in another tab). */
  roomUpdated: (update: ChatRoomUpdate) => void;
  /** The event was deleted, or the user left or was removed: the room is gone for them. */
  roomClosed: (closed: ChatRoomClosed) => void;
  /** The person's unread notifications changed (a new one, or read in another tab or process). */
  notificationsUpdated: (update: UnreadNotifications) => void;
}

/** Between server processes (the PostgreSQL adapter), each then tells its own sockets. */
export interface InterServerEvents {
  /** A message was stored. */
  'chat:messageStored': (message: ChatMessage) => void;
  /** A write changed what the caches may hold (decision 0036); the payload is the server's. */
  'cache:changed': (change: unknown) => void;
  /** Someone became a member of a chat room: each process moves and tells the sockets it holds. */
  'chat:memberAdded': (added: { roomId: number; userId: string }) => void;
  /** These people's notifications changed: each process tells the sockets it holds. */
  'notifications:changed': (userIds: string[]) => void;
}
