import type {
  Notification,
  NotificationList,
  NotificationSettings,
  NotificationSettingsUpdate,
  UnreadNotifications,
} from '@moim/contract';
import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import { endpoints } from '@moim/contract/endpoints';
import { callApi } from '../../lib/api.ts';

// Shared by the notifications screens and the header's bell (which loads on every page for a
// signed-in person), so it takes only types from the contract.

export const notificationKeys = {
  /** Every notification query starts with this. */
  all: ['notifications'] as const,
  /** How many are unread (GET /notifications/unreadCount), kept live by the socket. */
  unread: ['notifications', 'unread'] as const,
  /** The list, page by page (GET /notifications). */
  list: ['notifications', 'list'] as const,
  /** The caller's choices of channels (GET /notifications/settings). */
  settings: ['notifications', 'settings'] as const,
};

/** Sets the unread count the bell shows. */
function setUnreadCount(queryClient: QueryClient, unreadCount: number): void {
  queryClient.setQueryData<UnreadNotifications>(notificationKeys.unread, { unreadCount });
}

/**
 * The unread count. The socket's `notificationsUpdated` keeps it current and it is fetched again
 * after a reconnect, so it is not refetched on a timer; `enabled` false waits (for the socket).
 */
export function useUnreadNotifications({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: notificationKeys.unread,
    queryFn: ({ signal }) => callApi(endpoints.unreadNotifications, { signal }),
    enabled,
    staleTime: Infinity,
  });
}

/** The caller's notifications, newest first; more pages while the last says `hasMore`. */
export function useNotificationList() {
  const queryClient = useQueryClient();
  return useInfiniteQuery({
    queryKey: notificationKeys.list,
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal }) => {
      // The page size is the server's default (the contract's), not a second copy here.
      const page = await callApi(endpoints.notifications, { query: { offset: pageParam }, signal });
      setUnreadCount(queryClient, page.unreadCount);
      return page;
    },
    getNextPageParam: (last, pages) =>
      last.hasMore ? pages.reduce((sum, page) => sum + page.notifications.length, 0) : undefined,
  });
}

type ListData = InfiniteData<NotificationList, number>;

/** The cached list with `change` applied to each notification, and the unread count it gives. */
function changeList(queryClient: QueryClient, change: (item: Notification) => Notification, unreadCount: number) {
  queryClient.setQueryData<ListData>(
    notificationKeys.list,
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((page) => ({ ...page, unreadCount, notifications: page.notifications.map(change) })),
      },
  );
  setUnreadCount(queryClient, unreadCount);
}

/** Marks one notification read (opening it does). */
export function useReadNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(endpoints.readNotification, { params: { id } }),
    onSuccess: ({ unreadCount }, id) =>
      changeList(queryClient, (item) => (item.id === id ? { ...item, read: true } : item), unreadCount),
  });
}

/** Marks every notification read. */
export function useReadAllNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(endpoints.readAllNotifications),
    onSuccess: ({ unreadCount }) => changeList(queryClient, (item) => ({ ...item, read: true }), unreadCount),
  });
}

export function useNotificationSettings() {
  return useQuery({
    queryKey: notificationKeys.settings,
    queryFn: ({ signal }) => callApi(endpoints.notificationSettings, { signal }),
  });
}

/** Saves a change of settings (only what changed); the answer is the settings whole. */
export function useUpdateNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationSettingsUpdate) => callApi(endpoints.updateNotificationSettings, { body }),
    onSuccess: (settings: NotificationSettings) => queryClient.setQueryData(notificationKeys.settings, settings),
  });
}

/**
 * The socket's `notificationsUpdated`: the bell takes the new count, and the list, if someone
 * looks at it, is fetched again (a new notification, or one read in another tab).
 */
export function applyNotificationsUpdate(queryClient: QueryClient, { unreadCount }: UnreadNotifications): void {
  setUnreadCount(queryClient, unreadCount);
  void queryClient.invalidateQueries({ queryKey: notificationKeys.list });
}
