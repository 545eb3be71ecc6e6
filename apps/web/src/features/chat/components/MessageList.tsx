import type { ChatMessage } from '@moim/contract';
import { sameUserId } from '@moim/contract/user-ids';
import { Fragment, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '../../../components/UserAvatar.tsx';
import { useClock } from '../../../lib/clock.ts';
import type { PendingMessage } from '../conversation-state.ts';
import { formatDay, formatTimeOfDay, sameSeoulDay } from '../time.ts';
import styles from '../chat.module.css';
import { TranslateButton, TranslateControl } from '../../../components/TranslateControl.tsx';
import { useMachineTranslation } from '../../../lib/machine-translation.ts';

/** Within this distance of an edge the list counts as at it (px). */
const EDGE = 80;
/** One sender's messages closer together than this share one name and picture. */
const GROUP_MS = 5 * 60 * 1000;

export interface MessageListProps {
  labelId: string;
  messages: ChatMessage[];
  pending: PendingMessage[];
  me: string;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  onRetry: (clientId: string) => void;
  onReport: (message: ChatMessage) => void;
  /** Blocks a message's sender (asking first). */
  onBlock: (message: ChatMessage) => void;
  /** Whether the reader blocks this person (login ID): their messages are folded away. */
  isBlocked: (userId: string) => boolean;
}

interface Entry {
  key: string;
  timestamp: string;
  /** The sender's id; one's own messages, stored or on their way, all count as one sender. */
  sender: string;
  mine: boolean;
  message?: ChatMessage;
  pending?: PendingMessage;
}

function entriesOf(messages: ChatMessage[], pending: PendingMessage[], me: string): Entry[] {
  return [
    ...messages.map((message) => {
      const mine = sameUserId(message.sender.userId, me);
      return {
        key: `m${message.id}`,
        timestamp: message.timestamp,
        sender: mine ? '' : message.sender.id,
        mine,
        message,
      };
    }),
    ...pending.map((p) => ({ key: `p${p.clientId}`, timestamp: p.createdAt, sender: '', mine: true, pending: p })),
  ];
}

/**
 * The conversation: a log of messages, oldest first, with a heading for each day. The newest
 * message stays in view while the reader is at the bottom; scrolling to the top loads older
 * ones and keeps the messages that were in view where they were.
 */
export function MessageList({
  labelId,
  messages,
  pending,
  me,
  hasOlder,
  loadingOlder,
  onLoadOlder,
  onRetry,
  onReport,
  onBlock,
  isBlocked,
}: MessageListProps) {
  const { t, i18n } = useTranslation('chat');
  const clock = useClock();
  const now = clock();
  const scroller = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const [scrolledUp, setScrolledUp] = useState(false);
  const shown = useRef<{ first?: string; last?: string; height: number }>({ height: 0 });
  const entries = entriesOf(messages, pending, me);
  const first = entries[0]?.key;
  const last = entries.at(-1);

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const before = shown.current;
    if (before.first !== undefined && first !== before.first && last?.key === before.last) {
      // Older messages came in above: what was in view stays in view.
      element.scrollTop += element.scrollHeight - before.height;
    } else if (last?.key !== before.last && (atBottom.current || last?.mine || before.last === undefined)) {
      element.scrollTop = element.scrollHeight;
    }
    shown.current = { first, last: last?.key, height: element.scrollHeight };
  });

  const onScroll = () => {
    const element = scroller.current;
    if (!element) return;
    atBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight <= EDGE;
    setScrolledUp(!atBottom.current);
    if (element.scrollTop <= EDGE && hasOlder && !loadingOlder) onLoadOlder();
  };

  const toNewest = () => {
    const element = scroller.current;
    if (element) element.scrollTop = element.scrollHeight;
    atBottom.current = true;
    setScrolledUp(false);
  };

  return (
    <div className={styles.messagesArea}>
      <div ref={scroller} className={styles.scroller} onScroll={onScroll}>
        {hasOlder && (
          <button type="button" className={styles.older} disabled={loadingOlder} onClick={onLoadOlder}>
            {loadingOlder ? t('loadingOlder') : t('loadOlder')}
          </button>
        )}
        {/* Not live itself: new messages from others are said by the conversation's own
            announcer, so one's own messages and older pages are not read out. */}
        <div role="log" aria-live="off" aria-labelledby={labelId}>
          <ol className={styles.log}>
            {entries.map((entry, index) => {
              const previous = entries[index - 1];
              const newDay = !previous || !sameSeoulDay(previous.timestamp, entry.timestamp);
              const grouped =
                !newDay &&
                previous.sender === entry.sender &&
                Date.parse(entry.timestamp) - Date.parse(previous.timestamp) < GROUP_MS;
              return (
                <Fragment key={entry.key}>
                  {newDay && (
                    <li className={styles.day}>
                      <span>{formatDay(entry.timestamp, now, i18n.language)}</span>
                    </li>
                  )}
                  {entry.message ? (
                    <MessageItem
                      message={entry.message}
                      mine={entry.mine}
                      grouped={grouped}
                      blocked={!entry.mine && isBlocked(entry.message.sender.userId)}
                      onReport={onReport}
                      onBlock={onBlock}
                    />
                  ) : (
                    <PendingItem message={entry.pending!} grouped={grouped} onRetry={onRetry} />
                  )}
                </Fragment>
              );
            })}
          </ol>
        </div>
      </div>
      {scrolledUp && (
        <button type="button" className={styles.jump} onClick={toNewest}>
          {t('jumpToNewest')}
        </button>
      )}
    </div>
  );
}

function MessageItem({
  message,
  mine,
  grouped,
  blocked,
  onReport,
  onBlock,
}: {
  message: ChatMessage;
  mine: boolean;
  grouped: boolean;
  blocked: boolean;
  onReport: (message: ChatMessage) => void;
  onBlock: (message: ChatMessage) => void;
}) {
  const { t, i18n } = useTranslation(['chat', 'report', 'translate']);
  const [revealed, setRevealed] = useState(false);
  const translation = useMachineTranslation('chatMessage', message.id, message.textLanguage);
  const name = message.sender.username;
  // A blocked person's message is folded away until the reader asks to see it (decision 72).
  if (blocked && !revealed) {
    return (
      <li className={styles.message}>
        <span className={styles.avatarSpace} />
        <p className={styles.foldedNote}>
          {t('report:block.folded')}{' '}
          <button type="button" className={styles.report} onClick={() => setRevealed(true)}>
            {t('report:block.show')}
          </button>
        </p>
      </li>
    );
  }
  // The host's message to everyone (decision 68) always names its sender, and says what it is.
  const announcement = message.announcement === true;
  // A moderator hid it: the server's words in its place, and nothing to report.
  const removed = message.removed === true;
  const showSender = !mine && (!grouped || announcement);
  return (
    <li
      className={[styles.message, mine && styles.mine, grouped && !announcement && styles.grouped]
        .filter(Boolean)
        .join(' ')}
    >
      {!mine &&
        (showSender ? (
          <UserAvatar src={message.sender.profileImage} alt={name} size={36} className={styles.messageAvatar} />
        ) : (
          <span className={styles.avatarSpace} />
        ))}
      <div className={styles.messageBody}>
        {showSender ? (
          <span className={styles.sender} aria-hidden="true">
            {name}
          </span>
        ) : (
          <span className="visually-hidden">{mine ? t('you') : name}: </span>
        )}
        {announcement && <span className={styles.announcementLabel}>{t('announcement')}</span>}
        <div className={styles.bubbleRow}>
          <p
            className={[styles.bubble, announcement && styles.announcement, removed && styles.removed]
              .filter(Boolean)
              .join(' ')}
          >
            {translation.shown?.fields.content ?? message.content}
          </p>
          <span className={styles.meta}>
            <time dateTime={message.timestamp}>{formatTimeOfDay(new Date(message.timestamp), i18n.language)}</time>
            {!mine && !removed && translation.offered && (
              <TranslateButton translation={translation} className={styles.report} />
            )}
            {!mine && !removed && (
              <button
                type="button"
                className={styles.report}
                aria-label={t('reportMessageFrom', { name })}
                onClick={() => onReport(message)}
              >
                {t('report')}
              </button>
            )}
            {!mine &&
              (blocked ? (
                <button type="button" className={styles.report} onClick={() => setRevealed(false)}>
                  {t('report:block.hide')}
                </button>
              ) : (
                <button
                  type="button"
                  className={styles.report}
                  aria-label={t('report:block.blockName', { name })}
                  onClick={() => onBlock(message)}
                >
                  {t('report:block.block')}
                </button>
              ))}
          </span>
        </div>
        <TranslateControl translation={translation} withButton={false} />
      </div>
    </li>
  );
}

function PendingItem({
  message,
  grouped,
  onRetry,
}: {
  message: PendingMessage;
  grouped: boolean;
  onRetry: (clientId: string) => void;
}) {
  const { t } = useTranslation(['chat', 'messages']);
  const failed = message.status === 'failed';
  return (
    <li
      className={[styles.message, styles.mine, grouped && styles.grouped, failed ? styles.failed : styles.sending]
        .filter(Boolean)
        .join(' ')}
    >
      <div className={styles.messageBody}>
        <span className="visually-hidden">{t('you')}: </span>
        <div className={styles.bubbleRow}>
          <p className={styles.bubble}>{message.content}</p>
          <span className={styles.meta}>
            {failed ? t('notSent') : message.status === 'queued' ? t('queued') : t('sending')}
          </span>
        </div>
        {failed && (
          <p className={styles.failure}>
            {message.error ?? t('messages:chatSendFailed')}{' '}
            <button type="button" className={styles.resend} onClick={() => onRetry(message.clientId)}>
              {t('resend')}
            </button>
          </p>
        )}
      </div>
    </li>
  );
}
