import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useChatConnection, useConnectionState } from '../../features/chat/connection.ts';
import { UnreadBubble } from '../../features/chat/components/UnreadBubble.tsx';
import {
  applyNotificationsUpdate,
  notificationKeys,
  useUnreadNotifications,
} from '../../features/notifications/api.ts';

/**
 * The bell's count of unread notifications. It rides the signed-in person's one socket (the
 * chat's), which pushes `notificationsUpdated`; the count is fetched once the socket is up, so
 * nothing pushed meanwhile is missed, and again after each reconnect.
 */
export default function NotificationsUnread({ className }: { className?: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const connection = useChatConnection();
  const { status } = useConnectionState(connection);
  const unread = useUnreadNotifications({ enabled: status === 'connected' });

  useEffect(() => {
    const socket = connection?.socket;
    if (!socket) return;
    const onUpdate = (update: { unreadCount: number }) => applyNotificationsUpdate(queryClient, update);
    // What changed while disconnected reached nobody: the count is fetched again.
    const onConnect = () => {
      void queryClient.invalidateQueries({ queryKey: notificationKeys.unread });
      void queryClient.invalidateQueries({ queryKey: notificationKeys.list });
    };
    socket.on('notificationsUpdated', onUpdate);
    socket.on('connect', onConnect);
    return () => {
      socket.off('notificationsUpdated', onUpdate);
      socket.off('connect', onConnect);
    };
  }, [connection, queryClient]);

  const count = unread.data?.unreadCount ?? 0;
  return <UnreadBubble count={count} label={t('nav.notificationsUnread', { count })} className={className} />;
}
