import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EventGrid, EventGridSkeleton, EventListLoadFailed, EventListMessage } from '../../../components/EventGrid.tsx';
import { useToggleLike } from '../api.ts';
import { HOT_ON_HOME, useHotEvents } from '../list-api.ts';
import styles from './HotEvents.module.css';

/** The home page's Hot Event grid: the first 6 upcoming events by likes, in the server's order. */
export function HotEvents({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('eventList');
  const hot = useHotEvents();
  const { toggle } = useToggleLike();

  let content;
  if (hot.isPending) {
    content = <EventGridSkeleton count={HOT_ON_HOME} />;
  } else if (hot.isError) {
    content = <EventListLoadFailed onRetry={() => void hot.refetch()} />;
  } else if (hot.data.items.length === 0) {
    content = (
      <EventListMessage title={t('hot.empty')}>
        <Link to="/postEvent" className={styles.hostLink}>
          {t('hot.host')}
        </Link>
      </EventListMessage>
    );
  } else {
    content = (
      <EventGrid items={hot.data.items.slice(0, HOT_ON_HOME)} headingLevel={headingLevel} onToggleLike={toggle} />
    );
  }

  return (
    <div className={styles.hot} aria-busy={hot.isPending || undefined}>
      <p role="status" className="visually-hidden">
        {hot.isPending ? t('list.loading') : ''}
      </p>
      {content}
    </div>
  );
}
