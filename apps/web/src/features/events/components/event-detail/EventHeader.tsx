import type { EventDetail } from '@moim/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { categoryKey } from '../../../../components/EventCard.tsx';
import { UserAvatar } from '../../../../components/UserAvatar.tsx';
import styles from './event-detail.module.css';

/**
 * The event's category and type, its name (the page's heading, `titleId`) and its host, with what
 * another feature offers beside the host (`hostAction`: following them).
 */
export function EventHeader({
  event,
  titleId,
  hostAction,
}: {
  event: EventDetail;
  titleId: string;
  hostAction?: ReactNode;
}) {
  const { t } = useTranslation(['events', 'eventList']);
  return (
    <header className={styles.header}>
      <ul className={styles.badges} aria-label={t('eventList:card.badges')}>
        <li className={styles.badge}>{t(`eventList:categories.${categoryKey(event.category)}`, event.category)}</li>
        <li className={`${styles.badge} ${styles.typeBadge}`}>{t(`eventList:types.${event.type}`, event.type)}</li>
      </ul>
      <h1 id={titleId} className={styles.title}>
        {event.name}
      </h1>
      <div className={styles.host}>
        <UserAvatar src={event.createdBy.profileImage} alt="" size={32} />
        <span>
          {t('detail.hostedBy')}{' '}
          {event.createdBy.userId ? (
            <Link to={`/userPage/${encodeURIComponent(event.createdBy.userId)}`} className={styles.hostLink}>
              {event.createdBy.username}
            </Link>
          ) : (
            event.createdBy.username
          )}
        </span>
        {hostAction}
      </div>
    </header>
  );
}
