import { useTranslation } from 'react-i18next';
import { totalUnread, useChatRooms } from '../api.ts';
import { useChatConnection, useConnectionState } from '../connection.ts';
import { UnreadBubble } from './UnreadBubble.tsx';

/**
 * The header's total of unread messages, kept live by the chat connection (loaded after the
 * page, never in its first download). The rooms are fetched once the socket is up, and again
 * after each reconnect.
 */
export default function HeaderUnread({ className }: { className?: string }) {
  const { t } = useTranslation();
  const connection = useChatConnection();
  const { status } = useConnectionState(connection);
  const rooms = useChatRooms({ enabled: status === 'connected' });
  const count = totalUnread(rooms.data);
  return <UnreadBubble count={count} label={t('nav.unread', { count })} className={className} />;
}
