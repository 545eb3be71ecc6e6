import type { ChatMember, ChatMessage, ChatRoomDetail, ChatRoomSummary } from '@moim/contract';

// Chat payloads typed with the contract's types: a change of the contract breaks them at compile time.

export const member = (userId: string, username: string, id = userId): ChatMember => ({
  id: `u-${id}`,
  userId,
  username,
  profileImage: null,
});

export const alice = member('alice', 'Alice Kim');
export const bob = member('bob', 'Bob Lee');
export const chloe = member('chloe', 'Chloé');

/** A message of room 1 by Bob, at 2026-11-25 14:00 Korea time plus `id` minutes. */
export function aMessage(id: number, overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id,
    content: `Message ${id}`,
    roomId: 1,
    timestamp: new Date(Date.UTC(2026, 10, 25, 5, id)).toISOString(),
    sender: bob,
    clientId: null,
    ...overrides,
  };
}

/** Room `id` of event `id + 100`, with Alice (the viewer), Bob and Chloé. */
export function aRoom(id: number, overrides: Partial<ChatRoomSummary> = {}): ChatRoomSummary {
  return {
    id,
    name: `Room ${id}`,
    type: 'group',
    eventId: id + 100,
    eventImage: null,
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
    users: [alice, bob, chloe],
    lastMessage: null,
    lastActivityAt: '2026-11-01T00:00:00.000Z',
    unreadCount: 0,
    ...overrides,
  };
}

export function aRoomDetail(
  id: number,
  messages: ChatMessage[],
  overrides: Partial<ChatRoomDetail> = {},
): ChatRoomDetail {
  return { ...aRoom(id), messages, hasOlder: false, ...overrides };
}
