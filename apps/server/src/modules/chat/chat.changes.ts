import type { ChatMessage, ChatRoomUpdate } from '@moim/contract';
import type { Signals } from '../../lib/signals.ts';

/**
 * What a committed write changed about chat rooms, for the socket server to tell the people
 * concerned (on every server process). Services publish; they know nothing of sockets.
 */
export type ChatChange =
  /** Someone became a member (published a room, was approved, came off the waitlist). */
  | { kind: 'member-added'; roomId: number; userId: string }
  /** Someone is no longer a member: they cancelled (`left`) or the host rejected them (`removed`). */
  | { kind: 'member-removed'; roomId: number; userId: string; reason: 'left' | 'removed' }
  /** The event and its room were deleted; `memberIds` were its members. */
  | { kind: 'room-closed'; roomId: number; memberIds: string[] }
  /** A member's read position moved (the room was opened or marked read). */
  | { kind: 'read'; userId: string; update: ChatRoomUpdate }
  /** A message stored outside the socket (the host's message to the guests, decision 68). */
  | { kind: 'message'; message: ChatMessage };

export type ChatChanges = Signals<ChatChange>;
