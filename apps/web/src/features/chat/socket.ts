import type {
  CHAT_EVENTS,
  ChatAck,
  ChatMessage,
  ChatRoomClosed,
  ChatRoomUpdate,
  JoinRoomInput,
  MarkReadInput,
  SendMessageAck,
  SendMessageInput,
} from '@moim/contract';
import { io, type Socket } from 'socket.io-client';

/**
 * The contract's socket event names. Typed as the contract's constant, so a renamed event breaks
 * the build; written out because importing the value would bring the validation library into
 * the header's unread badge, which loads on every page.
 */
export const EVENTS: typeof CHAT_EVENTS = {
  join: 'join',
  leave: 'leave',
  sendMessage: 'sendMessage',
  markRead: 'markRead',
  newMessage: 'newMessage',
  roomUpdated: 'roomUpdated',
  roomClosed: 'roomClosed',
};

interface ServerToClientEvents {
  newMessage: (message: ChatMessage) => void;
  roomUpdated: (update: ChatRoomUpdate) => void;
  roomClosed: (closed: ChatRoomClosed) => void;
}

interface ClientToServerEvents {
  join: (input: JoinRoomInput, ack: (answer: ChatAck) => void) => void;
  leave: (input: JoinRoomInput, ack: (answer: ChatAck) => void) => void;
  sendMessage: (input: SendMessageInput, ack: (answer: SendMessageAck) => void) => void;
  markRead: (input: MarkReadInput) => void;
}

export type ChatSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * A socket to this site's Socket.IO server (default namespace, `/socket.io`), not yet connected
 * (the spec's client connects on mount). The session cookie authenticates it: the web client
 * never holds a token. WebSocket first, long-polling where WebSocket is blocked.
 */
export function createChatSocket(): ChatSocket {
  return io({ path: '/socket.io', transports: ['websocket', 'polling'], autoConnect: false, withCredentials: true });
}
