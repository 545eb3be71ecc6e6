import type { ChatMessage, ChatRoomDetail } from '@moim/contract';

/** A message of one's own on its way: shown at once, then replaced by the stored one. */
export interface PendingMessage {
  /** Sent with the message, so a retry is stored once. */
  clientId: string;
  content: string;
  /** ISO time it was written. */
  createdAt: string;
  /** `queued`: written while offline, sent once the connection is back (in the order written). */
  status: 'queued' | 'sending' | 'failed';
  /** Why it failed (the server's text), when it said. */
  error: string | null;
}

type RoomInfo = Omit<ChatRoomDetail, 'messages' | 'hasOlder'>;

export interface ConversationState {
  status: 'loading' | 'ready' | 'error';
  /** Why the room could not be shown (not a member, gone, offline). */
  error: string | null;
  room: RoomInfo | null;
  /** Stored messages, oldest first, each once. */
  messages: ChatMessage[];
  hasOlder: boolean;
  loadingOlder: boolean;
  pending: PendingMessage[];
}

export type ConversationAction =
  | { type: 'loaded'; detail: ChatRoomDetail }
  | { type: 'failed'; error: string }
  | { type: 'received'; messages: ChatMessage[] }
  | { type: 'olderLoading' }
  | { type: 'olderLoaded'; detail: ChatRoomDetail }
  | { type: 'olderFailed' }
  | { type: 'sending'; message: Omit<PendingMessage, 'status' | 'error'> }
  | { type: 'queued'; message: Omit<PendingMessage, 'status' | 'error'> }
  | { type: 'sent'; clientId: string; message: ChatMessage }
  | { type: 'sendFailed'; clientId: string; error: string | null };

export const initialConversation: ConversationState = {
  status: 'loading',
  error: null,
  room: null,
  messages: [],
  hasOlder: false,
  loadingOlder: false,
  pending: [],
};

/** Both lists as one, oldest first, each message once (by id). */
export function mergeMessages(existing: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  const byId = new Map(existing.map((m) => [m.id, m]));
  let added = false;
  for (const message of incoming) {
    if (byId.has(message.id)) continue;
    byId.set(message.id, message);
    added = true;
  }
  return added ? [...byId.values()].sort((a, b) => a.id - b.id) : existing;
}

/** Stored messages take the place of one's own pending ones with the same clientId. */
function withStored(state: ConversationState, incoming: ChatMessage[]): ConversationState {
  const stored = new Set(incoming.map((m) => m.clientId).filter(Boolean));
  const pending = stored.size ? state.pending.filter((p) => !stored.has(p.clientId)) : state.pending;
  const messages = mergeMessages(state.messages, incoming);
  return messages === state.messages && pending === state.pending ? state : { ...state, messages, pending };
}

function roomInfo({ messages: _messages, hasOlder: _hasOlder, ...room }: ChatRoomDetail): RoomInfo {
  return room;
}

export function conversationReducer(state: ConversationState, action: ConversationAction): ConversationState {
  switch (action.type) {
    case 'loaded': {
      const first = state.status !== 'ready';
      const next = withStored(state, action.detail.messages);
      return {
        ...next,
        status: 'ready',
        error: null,
        room: roomInfo(action.detail),
        // A catch-up page says nothing about older messages.
        hasOlder: first ? action.detail.hasOlder : state.hasOlder,
      };
    }
    case 'failed':
      return state.status === 'ready' ? state : { ...state, status: 'error', error: action.error };
    case 'received':
      return withStored(state, action.messages);
    case 'olderLoading':
      return { ...state, loadingOlder: true };
    case 'olderLoaded':
      return { ...withStored(state, action.detail.messages), hasOlder: action.detail.hasOlder, loadingOlder: false };
    case 'olderFailed':
      return { ...state, loadingOlder: false };
    case 'sending':
    case 'queued': {
      const sending: PendingMessage = { ...action.message, status: action.type, error: null };
      const exists = state.pending.some((p) => p.clientId === sending.clientId);
      return {
        ...state,
        pending: exists
          ? state.pending.map((p) => (p.clientId === sending.clientId ? sending : p))
          : [...state.pending, sending],
      };
    }
    case 'sent':
      return withStored(state, [{ ...action.message, clientId: action.clientId }]);
    case 'sendFailed':
      return {
        ...state,
        pending: state.pending.map((p) =>
          p.clientId === action.clientId ? { ...p, status: 'failed', error: action.error } : p,
        ),
      };
  }
}

/** An id for one send, kept across its retries (random; works on plain http, unlike randomUUID). */
export function newClientId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
