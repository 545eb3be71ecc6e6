import type { Notification } from '@moim/contract';
import { formatMomentDateTime, formatRelativeTime } from '@moim/contract/format-moments';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/Button.tsx';
import { useClock } from '../../../lib/clock.ts';
import { notify } from '../../../lib/notices.ts';
import { useScreenTitle } from '../../../lib/page-title.ts';
import { useNotificationList, useReadAllNotifications, useReadNotification } from '../api.ts';
import { notificationText } from '../notification-text.ts';
import styles from '../notifications.module.css';

/** One notification: a link to what it is about, which marks it read when opened. */
function NotificationItem({ notification, onOpen }: { notification: Notification; onOpen: () => void }) {
  const { t, i18n } = useTranslation('notifications');
  const now = useClock()();
  const { read, createdAt } = notification;
  return (
    <Link
      to={notification.link}
      className={read ? styles.item : `${styles.item} ${styles.unread}`}
      onClick={read ? undefined : onOpen}
    >
      {!read && (
        <span className={styles.dot}>
          <span className="visually-hidden">{t('unread')}:</span>
        </span>
      )}
      {/* Spaces between the parts, so a screen reader says them apart ("… Board games 3 hours ago"). */}{' '}
      <span className={styles.text}>{notificationText(t, notification)}</span>{' '}
      <time dateTime={createdAt} title={formatMomentDateTime(createdAt, i18n.language)} className={styles.time}>
        {formatRelativeTime(new Date(createdAt), now, i18n.language)}
      </time>
    </Link>
  );
}

/**
 * The signed-in person's notifications (/notifications), newest first; more load on request.
 * Opening one marks it read; "Mark all as read" marks them all.
 */
export function NotificationsScreen() {
  const { t } = useTranslation('notifications');
  const headingId = useId();
  useScreenTitle(t('title'));
  const list = useNotificationList();
  const readOne = useReadNotification();
  const readAll = useReadAllNotifications();
  // A notification that arrived (or moved up) between two pages shifts the next page by one: the
  // list shows each once.
  const items = [
    ...new Map((list.data?.pages.flatMap((page) => page.notifications) ?? []).map((n) => [n.id, n])).values(),
  ];
  const unreadCount = list.data?.pages.at(-1)?.unreadCount ?? 0;
  const loaded = items.length;
  const listRef = useRef<HTMLUListElement>(null);
  /** After "Load more", the first notification it brought takes focus (the button may be gone). */
  const focusFrom = useRef<number | null>(null);

  useEffect(() => {
    const first = focusFrom.current;
    if (first === null || loaded <= first) return;
    focusFrom.current = null;
    listRef.current?.children[first]?.querySelector<HTMLElement>('a')?.focus();
  }, [loaded]);

  return (
    <div className={styles.page}>
      <header className={styles.pageHeader}>
        <h1 id={headingId} className={styles.title}>
          {t('title')}
        </h1>
        <div className={styles.actions}>
          {unreadCount > 0 && (
            <Button
              variant="secondary"
              size="small"
              disabled={readAll.isPending}
              onClick={() => readAll.mutate(undefined, { onError: () => notify(t('markAllFailed'), 'error') })}
            >
              {t('markAllRead')}
            </Button>
          )}
          <Link to="/settings/notifications">{t('settingsLink')}</Link>
        </div>
      </header>

      {list.isError && !list.data ? (
        <div className={styles.state}>
          <p role="alert">{t('loadFailed')}</p>
          <Button variant="secondary" onClick={() => void list.refetch()}>
            {t('retry')}
          </Button>
        </div>
      ) : !list.data ? (
        <p role="status" className={styles.muted}>
          {t('loading')}
        </p>
      ) : items.length === 0 ? (
        <div className={styles.state}>
          <h2 className={styles.stateTitle}>{t('empty')}</h2>
          <p>{t('emptyHint')}</p>
        </div>
      ) : (
        <>
          <p className="visually-hidden" aria-live="polite">
            {t('unreadCount', { count: unreadCount })}
          </p>
          <ul ref={listRef} className={styles.list} aria-labelledby={headingId}>
            {items.map((notification) => (
              <li key={notification.id}>
                <NotificationItem notification={notification} onOpen={() => readOne.mutate(notification.id)} />
              </li>
            ))}
          </ul>
          <div className={styles.more}>
            {list.hasNextPage && (
              <Button
                variant="secondary"
                disabled={list.isFetchingNextPage}
                onClick={() => {
                  focusFrom.current = loaded;
                  void list.fetchNextPage();
                }}
              >
                {list.isFetchingNextPage ? t('loadingMore') : t('loadMore')}
              </Button>
            )}
            {list.isFetchNextPageError && <p role="alert">{t('loadFailed')}</p>}
          </div>
        </>
      )}
    </div>
  );
}
