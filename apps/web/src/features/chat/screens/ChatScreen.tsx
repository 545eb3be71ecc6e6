import type { ChatRoomClosed, ChatRoomSummary } from '@moim/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button, buttonClass } from '../../../components/Button.tsx';
import { notify } from '../../../lib/notices.ts';
import { useSession } from '../../../lib/session.ts';
import { useChatRooms } from '../api.ts';
import { useChatConnection, useConnectionState } from '../connection.ts';
import { ConnectionNotice } from '../components/ConnectionNotice.tsx';
import { Conversation, type OpenFocus } from '../components/Conversation.tsx';
import { RoomList, roomElementId } from '../components/RoomList.tsx';
import styles from '../chat.module.css';

const positiveId = (value: string | null) => (value && /^\d+$/.test(value) ? Number(value) : null);

/** The room the address names: `?room=<id>`, or `?event=<id>` (the event page's link) once the list is in. */
function roomOfAddress(params: URLSearchParams, rooms: ChatRoomSummary[] | undefined): number | null {
  const room = positiveId(params.get('room'));
  if (room !== null) return room;
  const event = positiveId(params.get('event'));
  return event === null ? null : (rooms?.find((r) => r.eventId === event)?.id ?? null);
}

/** A small screen shows the list and the conversation one at a time (the layout's breakpoint). */
function isSmallScreen(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(max-width: 767px)').matches;
}

/** Chatting (/chat): the user's rooms on the left, the chosen room's conversation on the right. */
export function ChatScreen() {
  const { t } = useTranslation(['chat', 'messages']);
  const me = useSession()?.userId ?? '';
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const connection = useChatConnection();
  const connectionState = useConnectionState(connection);
  const rooms = useChatRooms({ refetchOnMount: true });
  const selectedId = roomOfAddress(params, rooms.data);
  const summary = rooms.data?.find((room) => room.id === selectedId) ?? null;
  const [focusOnOpen, setFocusOnOpen] = useState<{ roomId: number; target: OpenFocus } | null>(null);
  const [returnTo, setReturnTo] = useState<number | null>(null);
  const known = useRef({ rooms: rooms.data, selectedId });
  useEffect(() => {
    known.current = { rooms: rooms.data, selectedId };
  });

  // Back on the list (a small screen): focus returns to the room just left.
  useEffect(() => {
    if (selectedId === null && returnTo !== null) document.getElementById(roomElementId(returnTo))?.focus();
  }, [selectedId, returnTo]);

  // A room that is gone (event deleted, left, removed) is said, and closed when open.
  useEffect(() => {
    if (!connection) return;
    const closed = ({ roomId, reason }: ChatRoomClosed) => {
      const name = known.current.rooms?.find((room) => room.id === roomId)?.name;
      if (name !== undefined) notify(t(`closed.${reason}`, { name }), 'info');
      if (roomId === known.current.selectedId) void navigate('/chat', { replace: true });
    };
    connection.socket.on('roomClosed', closed);
    return () => {
      connection.socket.off('roomClosed', closed);
    };
  }, [connection, navigate, t]);

  const select = (roomId: number) => {
    setReturnTo(roomId);
    setFocusOnOpen({ roomId, target: isSmallScreen() ? 'heading' : 'composer' });
  };

  const back = () => {
    if (selectedId !== null) setReturnTo(selectedId);
    void navigate('/chat');
  };

  return (
    <div className={styles.chat} data-view={selectedId === null ? 'list' : 'room'}>
      <ConnectionNotice state={connectionState} onRetry={() => connection?.reconnect()} />
      <section className={styles.sidebar} aria-labelledby="chat-rooms-title">
        <h1 id="chat-rooms-title" className={styles.sidebarTitle}>
          {t('common:screens.chat')}
        </h1>
        {rooms.isPending && <p className={styles.paneState}>{t('loadingRooms')}</p>}
        {rooms.isError && (
          <div className={styles.paneState} role="alert">
            <p>{t('roomsFailed')}</p>
            <Button size="small" variant="secondary" onClick={() => void rooms.refetch()}>
              {t('retry')}
            </Button>
          </div>
        )}
        {rooms.data?.length === 0 && (
          <div className={styles.paneState}>
            <p className={styles.emptyTitle}>{t('noRooms')}</p>
            <p>{t('noRoomsHint')}</p>
            <Link to="/allEvents" className={buttonClass({ size: 'small', variant: 'secondary' })}>
              {t('browseEvents')}
            </Link>
          </div>
        )}
        {rooms.data && rooms.data.length > 0 && (
          <RoomList rooms={rooms.data} selectedId={selectedId} me={me} onSelect={select} />
        )}
      </section>
      <div className={styles.main}>
        {selectedId === null ? (
          <p className={styles.paneState}>{t('selectRoom')}</p>
        ) : (
          <Conversation
            key={selectedId}
            connection={connection}
            roomId={selectedId}
            summary={summary}
            connected={connectionState.status === 'connected'}
            me={me}
            focusOnOpen={focusOnOpen?.roomId === selectedId ? focusOnOpen.target : null}
            onBack={back}
          />
        )}
      </div>
    </div>
  );
}
