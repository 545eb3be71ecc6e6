import { z } from 'zod';
import { TextLanguageSchema } from './translations.ts';
import { UserIdLookupSchema } from './auth.ts';
import {
  CACHE_BUSTER_MAX_LENGTH,
  CHAT_CLIENT_ID_MAX_LENGTH,
  CHAT_MESSAGE_MAX_LENGTH,
  REPORT_REASON_MAX_LENGTH,
} from './limits.ts';
import type { Locale, MessageKey } from './messages/index.ts';
import { recordId, text } from './text.ts';

/** Messages a room answers with at once; older ones are paged with `before`. */
export const CHAT_PAGE_SIZE = 50;
/** Messages one person may send in `CHAT_RATE_WINDOW_SECONDS`, across every server process. */
export const CHAT_RATE_LIMIT = 10;
export const CHAT_RATE_WINDOW_SECONDS = 10;
/** Members' avatars a room shows in the list. */
export const CHAT_ROOM_AVATARS = 4;

/** A member as a room shows them: public fields only (never an e-mail). */
const ChatMemberSchema = z.object({
  /** The internal id (the spec's `id`). */
  id: z.string(),
  userId: z.string(),
  username: z.string(),
  profileImage: z.string().nullable(),
});
export type ChatMember = z.infer<typeof ChatMemberSchema>;

const ChatMessageSchema = z.object({
  id: z.number(),
  content: z.string(),
  roomId: z.number(),
  /** ISO 8601. */
  timestamp: z.string(),
  sender: ChatMemberSchema,
  /** The sender's own id for the send, when it gave one. */
  clientId: z.string().nullable().optional(),
  /** Moim's addition: the host's message to the event's people, shown highlighted (decision 68). */
  announcement: z.literal(true).optional(),
  /** Moim's addition: a moderator hid it; `content` then says so in the reader's language (decision 76). */
  removed: z.literal(true).optional(),
  textLanguage: TextLanguageSchema,
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

/** A room in the caller's list (`GET /chatrooms/`). */
const ChatRoomSummarySchema = z.object({
  id: z.number(),
  name: z.string(),
  type: z.string(),
  eventId: z.number(),
  eventImage: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Every member (the spec's field). */
  users: z.array(ChatMemberSchema),
  lastMessage: ChatMessageSchema.nullable(),
  /** The last message's time, else the room's creation time: what the list is ordered by. */
  lastActivityAt: z.string(),
  unreadCount: z.number(),
});
export type ChatRoomSummary = z.infer<typeof ChatRoomSummarySchema>;
export const ChatRoomListResponseSchema = z.array(ChatRoomSummarySchema);

/** One room with a page of its messages, oldest first (`GET /chatrooms/{roomId}`). */
export const ChatRoomDetailSchema = ChatRoomSummarySchema.extend({
  messages: z.array(ChatMessageSchema),
  /** Whether messages older than the first one given exist (page with `before`). */
  hasOlder: z.boolean(),
  /**
   * Whether messages newer than the last one given exist: after a catch-up (`after`) of more
   * than a page, ask again with `after` = the last id given.
   */
  hasNewer: z.boolean().optional(),
});
export type ChatRoomDetail = z.infer<typeof ChatRoomDetailSchema>;

/**
 * `GET /chatrooms/{roomId}` query: the spec's `userId` and `_t` are accepted and ignored (the
 * caller is the session's user). `after` fetches what came after the last message the client has
 * (catch-up after a disconnect, oldest first, all of them up to a page); `before` pages older ones.
 */
export const ChatRoomQuerySchema = z.object({
  userId: UserIdLookupSchema.optional(),
  _t: text(CACHE_BUSTER_MAX_LENGTH).optional(),
  after: recordId().optional(),
  before: recordId().optional(),
});

export const ChatRoomParamsSchema = z.object({ roomId: recordId() });

export const JoinRoomInputSchema = z.object({ roomId: recordId() });
export type JoinRoomInput = z.input<typeof JoinRoomInputSchema>;

export const MarkReadInputSchema = z.object({ roomId: recordId(), messageId: recordId() });
export type MarkReadInput = z.input<typeof MarkReadInputSchema>;

/** `sendMessage`: a `sender` from the client is ignored (the server uses the caller). */
export const SendMessageInputSchema = z.object({
  roomId: recordId(),
  content: text(CHAT_MESSAGE_MAX_LENGTH, {
    invalid: 'chatMessageEmpty',
    tooLong: 'chatMessageTooLong',
    trim: true,
  }).min(1, { error: 'chatMessageEmpty' }),
  clientId: text(CHAT_CLIENT_ID_MAX_LENGTH).optional(),
});
export type SendMessageInput = z.input<typeof SendMessageInputSchema>;

/**
 * The acknowledgement of `join`, `leave`, `sendMessage` and `markRead`. A refusal's `error` is
 * the text in the socket's language; `code` is its message key (e.g. `chatRateLimited`,
 * `chatSessionEnded`).
 */
export type ChatAck<T extends object = object> =
  ({ success: true } & T) | { success: false; error: string; code?: MessageKey };
export type SendMessageAck = ChatAck<{ message: ChatMessage }>;

/**
 * The socket's handshake `auth`: the session token (else the session cookie is used), and the
 * language the acknowledgements and refusals are written in (else the request's Accept-Language).
 */
export interface ChatSocketAuth {
  token?: string;
  locale?: Locale;
}

// What the server emits (`roomUpdated`, `roomClosed`): types only, as nobody parses them.
export interface ChatRoomUpdate {
  roomId: number;
  unreadCount: number;
  lastMessage: ChatMessage | null;
}
export interface ChatRoomClosed {
  roomId: number;
  reason: 'eventDeleted' | 'left' | 'removed';
}

/**
 * `POST /reports`: a report of a chat message, an event, a review (by its id) or a person (by
 * their login ID), kept for the moderators (201).
 */
export const REPORT_TARGETS = ['message', 'event', 'review', 'user'] as const;
export type ReportTarget = (typeof REPORT_TARGETS)[number];
const reportReason = text(REPORT_REASON_MAX_LENGTH, { invalid: 'reportReasonRequired', trim: true }).pipe(
  z.string().min(1, { error: 'reportReasonRequired' }),
);
export const CreateReportInputSchema = z.discriminatedUnion(
  'targetType',
  [
    z.object({ targetType: z.enum(['message', 'event', 'review']), targetId: recordId(), reason: reportReason }),
    z.object({ targetType: z.literal('user'), targetId: UserIdLookupSchema.min(1), reason: reportReason }),
  ],
  { error: 'reportTargetInvalid' },
);
export type CreateReportInput = z.input<typeof CreateReportInputSchema>;
export const CreateReportResponseSchema = z.object({ success: z.literal(true), message: z.string() });
