import type { FastifyBaseLogger } from 'fastify';
import type { NotificationChanges } from '../modules/notifications/notifications.changes.ts';
import { userRoom } from './chat-socket.ts';
import type { ChatNamespace } from './socket-types.ts';

/**
 * Sends `notificationsUpdated` with the unread count to every socket of each person whose
 * notifications changed, once the change has committed. A user's room reaches their sockets on
 * every server process (the PostgreSQL adapter carries the emit), so the count is read once, here.
 */
export function registerNotificationsSocket(options: {
  namespaces: ChatNamespace[];
  notificationChanges: NotificationChanges;
  unreadCount: (userId: string) => Promise<{ unreadCount: number }>;
  log: FastifyBaseLogger;
}): void {
  const { namespaces, log } = options;
  options.notificationChanges.subscribe(({ userIds }) => {
    for (const userId of userIds) {
      options
        .unreadCount(userId)
        .then((update) => {
          for (const namespace of namespaces) namespace.to(userRoom(userId)).emit('notificationsUpdated', update);
        })
        .catch((error: unknown) => log.error({ err: error }, 'a notification count was not sent'));
    }
  });
}
