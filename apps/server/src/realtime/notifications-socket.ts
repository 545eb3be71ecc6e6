import type { FastifyBaseLogger } from 'fastify';
import type { NotificationChanges } from '../modules/notifications/notifications.changes.ts';
import { userRoom } from './chat-socket.ts';
import type { ChatNamespace, ChatServer } from './socket-types.ts';

/**
 * Sends `notificationsUpdated` with the unread count to every socket of each person whose
 * notifications changed, once the change has committed. One inter-process message carries the
 * change to the other processes (not one per person: a fan-out tells thousands at once), and each
 * process reads the counts of only the people connected to it, in one query.
 */
export function registerNotificationsSocket(options: {
  io: ChatServer;
  namespaces: ChatNamespace[];
  clustered: boolean;
  notificationChanges: NotificationChanges;
  unreadCounts: (userIds: string[]) => Promise<Map<string, number>>;
  log: FastifyBaseLogger;
}): void {
  const { io, namespaces, log } = options;

  async function tellHere(userIds: string[]): Promise<void> {
    const connected = userIds.filter((userId) =>
      namespaces.some((namespace) => namespace.adapter.rooms.has(userRoom(userId))),
    );
    if (connected.length === 0) return;
    const counts = await options.unreadCounts(connected);
    for (const userId of connected) {
      const update = { unreadCount: counts.get(userId) ?? 0 };
      for (const namespace of namespaces) namespace.local.to(userRoom(userId)).emit('notificationsUpdated', update);
    }
  }

  const tell = (userIds: string[]) =>
    tellHere(userIds).catch((error: unknown) => log.error({ err: error }, 'notification counts were not sent'));

  options.notificationChanges.subscribe(({ userIds }) => {
    if (options.clustered) io.serverSideEmit('notifications:changed', userIds);
    void tell(userIds);
  });
  io.on('notifications:changed', (userIds) => void tell(userIds));
}
