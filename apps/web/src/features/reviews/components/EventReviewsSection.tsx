import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button.tsx';
import { useEventReviews } from '../api.ts';
import styles from '../reviews.module.css';
import { ReviewItem } from './ReviewItem.tsx';

/**
 * The reviews of the event whose page is open (/events/:eventId), newest first, each with its
 * sanitised rich text. The event page shows it below the description (composed in app/screens/EventPage.tsx).
 */
export function EventReviewsSection({ eventId }: { eventId: number }) {
  const { t } = useTranslation('reviews');
  const headingId = useId();
  const reviews = useEventReviews(eventId);

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {t('list.title')}
        {reviews.data && reviews.data.length > 0 && (
          <>
            {' '}
            <span className={styles.sectionCount}>{t('list.count', { count: reviews.data.length })}</span>
          </>
        )}
      </h2>
      {reviews.isError ? (
        <div className={styles.state}>
          <p>{t('list.loadFailed')}</p>
          <Button variant="secondary" size="small" onClick={() => void reviews.refetch()}>
            {t('list.retry')}
          </Button>
        </div>
      ) : !reviews.data ? (
        <p role="status" className={styles.muted}>
          {t('list.loading')}
        </p>
      ) : reviews.data.length === 0 ? (
        <p className={styles.muted}>{t('list.none')}</p>
      ) : (
        <ul className={styles.reviews}>
          {reviews.data.map((review) => (
            <li key={review.id}>
              <ReviewItem review={review} comment="html" headingLevel={3} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
