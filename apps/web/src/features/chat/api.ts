import type { ChatMessage, ChatRoomDetail, ChatRoomSummary, ChatRoomUpdate } from '@moim/contract';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { endpoints } from '@moim/contract/endpoints';
import { callApi } from '../../lib/api.ts';

// Shared by the chat screen and the header's unread badge (which loads on every page), so it
// takes only types from the contract.

export const chatKeys = {
  /** The caller's rooms (GET /chatrooms), kept live by the socket. */
  rooms: ['chat', 'rooms'] as const,
};

/** The caller's rooms, newest activity first. */
function fetchRooms(signal?: AbortSignal): Promise<ChatRoomSummary[]> {
  return callApi(endpoints.chatRooms, { signal });
}

/**
 * One room with its latest messages (opening it marks it read); with `after`, only what came
 * after that message (catch-up); with `before`, the page before that message.
 */
export function fetchRoom(
  roomId: number,
  page: { after?: number; before?: number } = {},
  signal?: AbortSignal,
): Promise<ChatRoomDetail> {
  return callApi(endpoints.chatRoom, { params: { roomId }, query: page, signal });
}

/**
 * The caller's rooms. The socket keeps them current (`roomUpdated`, `roomClosed`) and they are
 * fetched again after every reconnect, so they are not refetched on a timer. `enabled` false
 * leaves them to another observer (the badge waits until the socket is up).
 */
export function useChatRooms({
  enabled = true,
  refetchOnMount = false,
}: { enabled?: boolean; refetchOnMount?: boolean } = {}) {
  return useQuery({
    queryKey: chatKeys.rooms,
    queryFn: ({ signal }) => fetchRooms(signal),
    enabled,
    staleTime: Infinity,
    refetchOnMount: refetchOnMount ? 'always' : true,
  });
}

/** The total of unread messages across rooms. */
export function totalUnread(rooms: ChatRoomSummary[] | undefined): number {
  return (rooms ?? []).reduce((sum, room) => sum + room.unreadCount, 0);
}

function byActivity(a: ChatRoomSummary, b: ChatRoomSummary): number {
  return b.lastActivityAt.localeCompare(a.lastActivityAt) || b.id - a.id;
}

/** A room with a newer last message, moved by its activity. */
function withLastMessage(room: ChatRoomSummary, message: ChatMessage | null): ChatRoomSummary {
  if (!message || (room.lastMessage && room.lastMessage.id > message.id)) return room;
  return { ...room, lastMessage: message, lastActivityAt: message.timestamp };
}

/**
 * Applies a change to one room of the cached list (re-sorted by activity). False when the room
 * is not in the list (a room the user has just been added to): the caller fetches the list.
 */
function changeRoom(
  queryClient: QueryClient,
  roomId: number,
  change: (room: ChatRoomSummary) => ChatRoomSummary,
): boolean {
  const rooms = queryClient.getQueryData<ChatRoomSummary[]>(chatKeys.rooms);
  if (!rooms) return true;
  if (!rooms.some((room) => room.id === roomId)) return false;
  queryClient.setQueryData<ChatRoomSummary[]>(
    chatKeys.rooms,
    rooms.map((room) => (room.id === roomId ? change(room) : room)).sort(byActivity),
  );
  return true;
}

/** The server's word on a room: its unread count (none for the room on screen) and last message. */
export function applyRoomUpdate(queryClient: QueryClient, update: ChatRoomUpdate, openRoomId: number | null): boolean {
  return changeRoom(queryClient, update.roomId, (room) => ({
    ...withLastMessage(room, update.lastMessage),
    unreadCount: update.roomId === openRoomId ? 0 : update.unreadCount,
  }));
}

/** A message seen in the open room: it is the room's last message, and the room is read. */
export function showMessageInList(queryClient: QueryClient, message: ChatMessage): void {
  changeRoom(queryClient, message.roomId, (room) => ({ ...withLastMessage(room, message), unreadCount: 0 }));
}

/** The room was opened: nothing in it is unread. */
export function markRoomRead(queryClient: QueryClient, roomId: number): void {
  changeRoom(queryClient, roomId, (room) => (room.unreadCount === 0 ? room : { ...room, unreadCount: 0 }));
}

/** The room is gone for this user (event deleted, left, removed). */
export function removeRoom(queryClient: QueryClient, roomId: number): void {
  queryClient.setQueryData<ChatRoomSummary[]>(chatKeys.rooms, (rooms) => rooms?.filter((room) => room.id !== roomId));
}
