import { endpoint, type EndpointDocs } from '../endpoint.ts';
import type {
  NotificationIdParamSchema,
  NotificationListQuerySchema,
  NotificationListResponseSchema,
  NotificationSettingsSchema,
  NotificationSettingsUpdateSchema,
  UnreadNotificationsSchema,
  UnsubscribeQuerySchema,
  UnsubscribeResponseSchema,
} from '../notifications.ts';

/** The signed-in person's notifications and their choices of channels (issue 22). */
export const notificationsEndpoints = {
  notifications: endpoint<{
    query: typeof NotificationListQuerySchema;
    response: { 200: typeof NotificationListResponseSchema };
  }>()({
    method: 'GET',
    path: '/notifications',
  }),
  unreadNotifications: endpoint<{ response: { 200: typeof UnreadNotificationsSchema } }>()({
    method: 'GET',
    path: '/notifications/unreadCount',
  }),
  readNotification: endpoint<{
    params: typeof NotificationIdParamSchema;
    response: { 200: typeof UnreadNotificationsSchema };
  }>()({
    method: 'POST',
    path: '/notifications/:id/read',
  }),
  readAllNotifications: endpoint<{ response: { 200: typeof UnreadNotificationsSchema } }>()({
    method: 'POST',
    path: '/notifications/readAll',
  }),
  notificationSettings: endpoint<{ response: { 200: typeof NotificationSettingsSchema } }>()({
    method: 'GET',
    path: '/notifications/settings',
  }),
  updateNotificationSettings: endpoint<{
    body: typeof NotificationSettingsUpdateSchema;
    response: { 200: typeof NotificationSettingsSchema };
  }>()({
    method: 'PATCH',
    path: '/notifications/settings',
  }),
  unsubscribe: endpoint<{
    query: typeof UnsubscribeQuerySchema;
    response: { 200: typeof UnsubscribeResponseSchema };
  }>()({
    method: 'POST',
    path: '/notifications/unsubscribe',
  }),
};

/** What the API document says of each endpoint above (the server's; the web's download has none of it). */
export const notificationsEndpointDocs = {
  notifications: {
    tags: ['notifications'],
    summary: "The caller's notifications, newest first, with the unread count",
    errors: ['limitInvalid'],
  },
  unreadNotifications: {
    tags: ['notifications'],
    summary: "How many of the caller's notifications are unread (the socket's notificationsUpdated then keeps it)",
    errors: [],
  },
  readNotification: {
    tags: ['notifications'],
    summary: 'Mark one notification read; answers the unread count',
    errors: ['notificationNotFound'],
  },
  readAllNotifications: { tags: ['notifications'], summary: "Mark all the caller's notifications read", errors: [] },
  notificationSettings: {
    tags: ['notifications'],
    summary: "The caller's channels per kind, short reminder and marketing consent",
    errors: [],
  },
  updateNotificationSettings: {
    tags: ['notifications'],
    summary: 'Change any part of the settings; answers them whole',
    errors: [],
  },
  unsubscribe: {
    tags: ['notifications'],
    summary:
      "One-click unsubscribe (RFC 8058): stops the e-mails the signed token names, no sign-in; a mail program's " +
      'form body `List-Unsubscribe=One-Click` is taken',
    errors: ['unsubscribeLinkInvalid'],
  },
} satisfies EndpointDocs<typeof notificationsEndpoints>;
