import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/Button.tsx';
import { HOT_ON_HOME, useHotEvents } from '../list-api.ts';
import { EventGrid, EventGridSkeleton } from './EventGrid.tsx';
import styles from './HotEvents.module.css';

/** The home page's Hot Event grid: the first 6 upcoming events by likes, in the server's order. */
export function HotEvents({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('eventList');
  const hot = useHotEvents();

  let content;
  if (hot.isPending) {
    content = <EventGridSkeleton count={HOT_ON_HOME} />;
  } else if (hot.isError) {
    content = (
      <div className={styles.message}>
        <p>{t('list.loadFailed')}</p>
        <Button variant="secondary" onClick={() => void hot.refetch()}>
          {t('list.retry')}
        </Button>
      </div>
    );
  } else if (hot.data.items.length === 0) {
    content = (
      <div className={styles.message}>
        <p>{t('hot.empty')}</p>
        <Link to="/postEvent">{t('hot.host')}</Link>
      </div>
    );
  } else {
    content = <EventGrid items={hot.data.items.slice(0, HOT_ON_HOME)} headingLevel={headingLevel} />;
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
