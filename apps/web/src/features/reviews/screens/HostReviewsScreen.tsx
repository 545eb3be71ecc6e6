import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Button, buttonClass } from '../../../components/Button.tsx';
import { StarRating } from '../../../components/StarRating.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useScreenTitle } from '../../../lib/page-title.ts';
import { useHost, useHostAverage, useHostReviews } from '../api.ts';
import { ReviewItem } from '../components/ReviewItem.tsx';
import styles from '../reviews.module.css';

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/** The host's average and number of reviews. */
function HostAverage({ userId }: { userId: string }) {
  const { t } = useTranslation('reviews');
  const average = useHostAverage(userId);
  if (!average.data) return null;
  const { average: value, count } = average.data;
  return (
    <p className={styles.summary}>
      <span className="visually-hidden">{t('host.average')}: </span>
      <StarRating value={count > 0 ? value : null} size={22} />
      <span className={styles.muted}>{t('list.count', { count })}</span>
    </p>
  );
}

/**
 * Reviews of a host (/reviews/:userId): the average at the top, then the reviews of the host's
 * events, newest first, as plain text with their photos, date and event; more load on request.
 */
export function HostReviewsScreen() {
  const { t } = useTranslation('reviews');
  const { userId = '' } = useParams();
  const headingId = useId();
  const host = useHost(userId);
  const reviews = useHostReviews(userId);
  const name = host.data?.username ?? userId;
  useScreenTitle(host.data ? t('host.title', { name }) : undefined);
  const list = useRef<HTMLUListElement>(null);
  /** After "Load more", the first review it brought takes focus (the button may be gone). */
  const focusFrom = useRef<number | null>(null);
  const items = reviews.data?.pages.flatMap((page) => page.items) ?? [];
  const loaded = items.length;

  useEffect(() => {
    const first = focusFrom.current;
    if (first === null || loaded <= first) return;
    focusFrom.current = null;
    list.current?.children[first]?.querySelector<HTMLElement>('a')?.focus();
  }, [loaded]);

  if (isNotFound(host.error) || isNotFound(reviews.error)) {
    return (
      <div className={styles.state}>
        <h1 className={styles.stateTitle}>{t('host.userNotFound')}</h1>
        <Link to="/allEvents" className={buttonClass({ variant: 'secondary' })}>
          {t('host.browseEvents')}
        </Link>
      </div>
    );
  }

  const total = reviews.data?.pages.at(-1)?.total ?? 0;

  return (
    <div className={styles.page}>
      <header className={styles.pageHeader}>
        <h1 id={headingId} className={styles.title}>
          {t('host.title', { name })}
        </h1>
        <HostAverage userId={userId} />
        <Link to={`/userPage/${encodeURIComponent(userId)}`}>{t('host.profile')}</Link>
      </header>

      {reviews.isError && !reviews.data ? (
        <div className={styles.state}>
          <p>{t('list.loadFailed')}</p>
          <Button variant="secondary" onClick={() => void reviews.refetch()}>
            {t('list.retry')}
          </Button>
        </div>
      ) : !reviews.data ? (
        <p role="status" className={styles.muted}>
          {t('host.loading')}
        </p>
      ) : items.length === 0 ? (
        <p className={styles.muted}>{t('host.none', { name })}</p>
      ) : (
        <>
          <ul ref={list} className={styles.reviews} aria-labelledby={headingId}>
            {items.map((review) => (
              <li key={review.id}>
                <ReviewItem review={review} comment="text" headingLevel={2} />
              </li>
            ))}
          </ul>
          <div className={styles.more}>
            <p className={styles.muted} aria-live="polite">
              {t('host.shown', { shown: loaded, total })}
            </p>
            {reviews.hasNextPage && (
              <Button
                variant="secondary"
                disabled={reviews.isFetchingNextPage}
                onClick={() => {
                  focusFrom.current = loaded;
                  void reviews.fetchNextPage();
                }}
              >
                {reviews.isFetchingNextPage ? t('host.loadingMore') : t('host.loadMore')}
              </Button>
            )}
            {reviews.isFetchNextPageError && <p role="alert">{t('list.loadFailed')}</p>}
          </div>
        </>
      )}
    </div>
  );
}
