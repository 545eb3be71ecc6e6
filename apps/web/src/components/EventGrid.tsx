import type { EventListItem } from '@moim/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button.tsx';
import { EventCard, type EventCardEvent } from './EventCard.tsx';
import styles from './EventGrid.module.css';

/** A list item as the card shows it: in lists, `participants` and `likes` are counts. */
function toCardEvent(item: EventListItem): EventCardEvent {
  return {
    id: item.id,
    name: item.name,
    mainImage: item.mainImage,
    date: item.date,
    time: item.time,
    startsAt: item.startsAt,
    endsAt: item.endsAt,
    category: item.category,
    type: item.type,
    location: item.location,
    participantsCount: item.participants,
    maxParticipants: item.maxParticipants,
    likesCount: item.likes,
    price: item.price,
    createdBy: item.createdBy,
    distanceKm: item.distanceKm,
    secondLanguage: item.secondLanguage,
    secondName: item.secondName,
  };
}

/** A press of a card's heart: the event, whether it is liked now, and the count shown. */
export interface CardLikeToggle {
  eventId: number;
  liked: boolean;
  likesCount: number;
}

export interface EventGridProps {
  items: EventListItem[];
  headingLevel?: 2 | 3;
  /** Shows each card's like button (the events feature's `useToggleLike().toggle`). */
  onToggleLike?: (like: CardLikeToggle) => void;
  /** Shows each card's host (default). */
  showHost?: boolean;
  /** Controls for one card, below its text. */
  renderActions?: (item: EventListItem) => ReactNode;
}

/**
 * Event cards in the server's order. The heart and the count come from the cached list itself,
 * which a like updates everywhere at once. The first card's picture loads first (it is usually
 * what a phone's first screen shows largest), the others as they come near the screen.
 */
export function EventGrid({ items, headingLevel = 3, onToggleLike, showHost, renderActions }: EventGridProps) {
  return (
    <ul className={styles.grid}>
      {items.map((item, index) => (
        <li key={item.id} className={styles.item}>
          <EventCard
            event={toCardEvent(item)}
            priority={index === 0}
            liked={item.likedByMe}
            headingLevel={headingLevel}
            showHost={showHost}
            onToggleLike={
              onToggleLike && (() => onToggleLike({ eventId: item.id, liked: item.likedByMe, likesCount: item.likes }))
            }
          >
            {renderActions?.(item)}
          </EventCard>
        </li>
      ))}
    </ul>
  );
}

/** Grey cards while a list loads; hidden from screen readers, which hear the status instead. */
export function EventGridSkeleton({ count }: { count: number }) {
  return (
    <ul className={styles.grid} aria-hidden="true" data-testid="event-grid-skeleton">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className={`${styles.item} ${styles.skeleton}`}>
          <div className={styles.skeletonImage} />
          <div className={styles.skeletonLine} />
          <div className={`${styles.skeletonLine} ${styles.short}`} />
        </li>
      ))}
    </ul>
  );
}

/** What stands in place of a list's cards: a title, then a line or an action. */
export function EventListMessage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className={styles.message}>
      <p className={styles.messageTitle}>{title}</p>
      {children}
    </div>
  );
}

/** A list that could not be loaded, with a way to try again. */
export function EventListLoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('eventList');
  return (
    <EventListMessage title={t('list.loadFailed')}>
      <Button variant="secondary" onClick={onRetry}>
        {t('list.retry')}
      </Button>
    </EventListMessage>
  );
}
