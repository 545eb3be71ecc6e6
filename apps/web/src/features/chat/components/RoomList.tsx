import type { ChatRoomSummary } from '@moim/contract';
import { sameUserId } from '@moim/contract/user-ids';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useClock } from '../../../lib/clock.ts';
import { formatRoomTime } from '../time.ts';
import { AvatarStack } from './AvatarStack.tsx';
import { UnreadBubble } from './UnreadBubble.tsx';
import styles from '../chat.module.css';

export const roomElementId = (roomId: number) => `chat-room-${roomId}`;

export interface RoomListProps {
  rooms: ChatRoomSummary[];
  selectedId: number | null;
  me: string;
  onSelect: (roomId: number) => void;
}

/** The caller's rooms, newest activity first: name, last message, its time, unread count, avatars. */
export function RoomList({ rooms, selectedId, me, onSelect }: RoomListProps) {
  const { t, i18n } = useTranslation('chat');
  const clock = useClock();
  const now = clock();
  return (
    <ul className={styles.rooms}>
      {rooms.map((room) => {
        const last = room.lastMessage;
        const mine = last !== null && sameUserId(last.sender.userId, me);
        const preview = last
          ? t('lastMessage', { name: mine ? t('you') : last.sender.username, content: last.content })
          : t('noMessages');
        return (
          <li key={room.id}>
            <Link
              id={roomElementId(room.id)}
              to={`/chat?room=${room.id}`}
              className={styles.room}
              aria-current={room.id === selectedId ? 'true' : undefined}
              onClick={() => onSelect(room.id)}
            >
              <AvatarStack members={room.users} me={me} />{' '}
              <span className={styles.roomBody}>
                <span className={styles.roomLine}>
                  <span className={styles.roomName}>{room.name}</span>{' '}
                  <time className={styles.roomTime} dateTime={room.lastActivityAt}>
                    {formatRoomTime(room.lastActivityAt, now, i18n.language)}
                  </time>
                </span>{' '}
                <span className={styles.roomLine}>
                  <span className={styles.preview}>{preview}</span>{' '}
                  <UnreadBubble count={room.unreadCount} label={t('unread', { count: room.unreadCount })} />
                </span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
