import type { ChatMessage, ChatRoomSummary } from '@moim/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/Button.tsx';
import { BlockDialog, type BlockTarget } from '../../../components/BlockDialog.tsx';
import { ReportDialog, type ReportTarget } from '../../../components/ReportDialog.tsx';
import { useIsBlocked } from '../../../lib/blocks.ts';
import type { ChatConnection } from '../connection.ts';
import { useConversation } from '../use-conversation.ts';
import { AvatarStack } from './AvatarStack.tsx';
import { Composer } from './Composer.tsx';
import { MessageList } from './MessageList.tsx';
import styles from '../chat.module.css';

/** How many of the latest messages from others the announcer keeps (older ones have been read out). */
const ANNOUNCED_MAX = 5;

/** Where focus goes when the room opens: its name (a small screen), or the text box. */
export type OpenFocus = 'heading' | 'composer';

export interface ConversationProps {
  connection: ChatConnection | null;
  roomId: number;
  /** The room as the list has it, shown until the room itself has loaded. */
  summary: ChatRoomSummary | null;
  connected: boolean;
  me: string;
  focusOnOpen: OpenFocus | null;
  onBack: () => void;
}

/** One room: its name, members and event, the messages, and the text box. */
export function Conversation({ connection, roomId, summary, connected, me, focusOnOpen, onBack }: ConversationProps) {
  const { t } = useTranslation(['chat', 'report']);
  const id = useId();
  /** Others' messages that came while the room is open: each is read out once, as it is added. */
  const [announced, setAnnounced] = useState<ChatMessage[]>([]);
  const [reporting, setReporting] = useState<ReportTarget | null>(null);
  const [blocking, setBlocking] = useState<BlockTarget | null>(null);
  const isBlocked = useIsBlocked();
  const heading = useRef<HTMLHeadingElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const { state, send, retry, loadOlder } = useConversation(connection, roomId, {
    connected,
    onMessageFromOthers: (message) =>
      setAnnounced((list) => (list.some((m) => m.id === message.id) ? list : [...list, message].slice(-ANNOUNCED_MAX))),
  });
  const room = state.room ?? summary;
  const ready = state.status === 'ready';

  // When the room opens (the component is keyed by room).
  useEffect(() => {
    if (focusOnOpen === 'heading') heading.current?.focus();
    if (focusOnOpen === 'composer') input.current?.focus();
  }, [focusOnOpen]);

  const report = (message: ChatMessage) =>
    setReporting({
      type: 'message',
      id: message.id,
      subject: t('report:messageSubject', { name: message.sender.username, content: message.content }),
    });

  return (
    <section className={styles.conversation} aria-labelledby={`${id}-title`}>
      <header className={styles.conversationHeader}>
        <button
          type="button"
          className={`${buttonClass({ variant: 'ghost' })} ${styles.back}`}
          aria-label={t('back')}
          onClick={onBack}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          </svg>
        </button>
        {room && <AvatarStack members={room.users} me={me} />}
        <div className={styles.conversationTitle}>
          <h2 id={`${id}-title`} ref={heading} tabIndex={-1} className={styles.roomTitle}>
            {room?.name ?? t('loadingMessages')}
          </h2>
          {room && (
            <p className={styles.roomFacts}>
              {t('members', { count: room.users.length })} ·{' '}
              <Link to={`/events/${room.eventId}`}>{t('eventPage')}</Link>
            </p>
          )}
        </div>
      </header>

      {state.status === 'loading' && <p className={styles.paneState}>{t('loadingMessages')}</p>}
      {state.status === 'error' && (
        <p className={styles.paneState} role="alert">
          {state.error}
        </p>
      )}
      {ready && state.messages.length === 0 && state.pending.length === 0 && (
        <div className={styles.paneState}>
          <p className={styles.emptyTitle}>{t('noMessages')}</p>
          <p>{t('noMessagesHint')}</p>
        </div>
      )}
      {ready && (
        <MessageList
          labelId={`${id}-title`}
          messages={state.messages}
          pending={state.pending}
          me={me}
          hasOlder={state.hasOlder}
          loadingOlder={state.loadingOlder}
          onLoadOlder={loadOlder}
          onRetry={retry}
          onReport={report}
          onBlock={(message) => setBlocking(message.sender)}
          isBlocked={isBlocked}
        />
      )}
      {state.status !== 'error' && <Composer canSend={ready} onSend={send} inputRef={input} />}
      {/* New messages from others, politely, one by one; the history and one's own are not read out. */}
      <div className="visually-hidden" aria-live="polite" aria-relevant="additions" data-testid="chat-announcer">
        {announced.map((message) => (
          <p key={message.id}>{t('newMessageFrom', { name: message.sender.username, content: message.content })}</p>
        ))}
      </div>
      <ReportDialog target={reporting} onClose={() => setReporting(null)} />
      <BlockDialog person={blocking} onClose={() => setBlocking(null)} />
    </section>
  );
}
