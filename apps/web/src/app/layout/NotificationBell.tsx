import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../lib/session.ts';
import styles from './Header.module.css';

// The count and its socket load after the page, never in its first download.
const NotificationsUnread = lazy(() => import('./NotificationsUnread.tsx'));

/** The bell: a link to the signed-in person's notifications, with their unread count, live. */
export function NotificationBell() {
  const { t } = useTranslation();
  const session = useSession();
  if (!session) return null;
  return (
    <Link to="/notifications" className={styles.bell}>
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
        <path
          d="M6 10a6 6 0 0 1 12 0c0 4 1.5 6 2.5 7h-17C4.5 16 6 14 6 10ZM10 20a2 2 0 0 0 4 0"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className="visually-hidden">{t('nav.notifications')}</span>
      <Suspense fallback={null}>
        <NotificationsUnread className={styles.iconBadge} />
      </Suspense>
    </Link>
  );
}
