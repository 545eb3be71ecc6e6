import type { EventListItem } from '@moim/contract';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  EventGrid,
  EventGridSkeleton,
  EventListLoadFailed,
  EventListMessage,
  type CardLikeToggle,
} from '../../../components/EventGrid.tsx';
import { pageCount, Pagination } from '../../../components/Pagination.tsx';
import { PROFILE_PAGE_SIZE, useProfileEvents, type ProfileList } from '../api.ts';
import styles from './ProfileEventList.module.css';

export interface ProfileEventListProps {
  list: ProfileList;
  userId: string;
  title: string;
  /** What an empty list says, and where it leads. */
  empty: { text: string; action?: ReactNode };
  onToggleLike?: (like: CardLikeToggle) => void;
  showHost: boolean;
  renderActions?: (item: EventListItem) => ReactNode;
}

const SKELETON_CARDS = 3;

/**
 * One of the user page's lists: 6 cards a page with Prev and Next. It loads, fails and retries
 * on its own, so one list that cannot be loaded leaves the rest of the page as it is.
 */
export function ProfileEventList({
  list,
  userId,
  title,
  empty,
  onToggleLike,
  showHost,
  renderActions,
}: ProfileEventListProps) {
  const { t } = useTranslation('profile');
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusHeading = useRef(false);
  const [page, setPage] = useState(1);
  const events = useProfileEvents(list, userId, page);

  const total = events.data?.total ?? 0;
  const { pages, more } = pageCount(events.data, PROFILE_PAGE_SIZE);
  // A page past the end (the list got shorter, e.g. an event was deleted): show the last page.
  const pastTheEnd = events.isSuccess && !events.isPlaceholderData && page > pages && !more;
  if (pastTheEnd) setPage(pages);

  const goToPage = (next: number) => {
    focusHeading.current = true;
    setPage(next);
  };

  // After Prev or Next, keyboard and screen-reader users continue at the top of this list.
  useEffect(() => {
    if (!focusHeading.current) return;
    focusHeading.current = false;
    headingRef.current?.focus();
  }, [page]);

  let body;
  if (events.isPending) {
    body = <EventGridSkeleton count={SKELETON_CARDS} />;
  } else if (events.isError && !events.data) {
    body = <EventListLoadFailed onRetry={() => void events.refetch()} />;
  } else if (events.data && events.data.items.length > 0) {
    body = (
      <EventGrid
        items={events.data.items}
        onToggleLike={onToggleLike}
        showHost={showHost}
        renderActions={renderActions}
      />
    );
  } else if (!pastTheEnd) {
    body = <EventListMessage title={empty.text}>{empty.action}</EventListMessage>;
  }

  const stale = events.isPlaceholderData && events.isFetching;
  return (
    <section className={styles.section} aria-labelledby={headingId} aria-busy={events.isFetching}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.heading}>
        {title}
        {events.data && total > 0 && (
          <span className={styles.count}> {t(more ? 'lists.countAtLeast' : 'lists.count', { count: total })}</span>
        )}
        {pages > 1 && (
          <span className="visually-hidden">
            {' '}
            ({t(more ? 'eventList:list.pageOfAtLeast' : 'eventList:list.pageOf', { page, pages })})
          </span>
        )}
      </h2>
      <p role="status" className="visually-hidden">
        {events.isPending ? t('lists.loading', { list: title }) : ''}
      </p>
      <div className={stale ? styles.stale : undefined}>{body}</div>
      {events.data && pages > 1 && (
        <Pagination
          page={more ? page : Math.min(page, pages)}
          pages={pages}
          more={more}
          onChange={goToPage}
          label={t('lists.pagination', { list: title })}
        />
      )}
    </section>
  );
}
