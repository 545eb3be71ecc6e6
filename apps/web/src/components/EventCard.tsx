import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isFull, isHappening } from '@moim/contract/event-rules';
import { formatEventDateTime, formatEventRange, formatPrice } from '@moim/contract/format';
import { useClock } from '../lib/clock.ts';
import { formatDistance } from '../lib/format-distance.ts';
import { hostVersionFor, type SecondLanguageTexts } from '../lib/second-language.ts';
import { UserAvatar } from './UserAvatar.tsx';
import styles from './EventCard.module.css';

export interface EventCardEvent extends Pick<SecondLanguageTexts, 'secondLanguage' | 'secondName'> {
  id: number;
  name: string;
  mainImage: string;
  date: string;
  time: string;
  /** The start and end as instants; with both, the card shows the range and whether it is on now. */
  startsAt?: string;
  endsAt?: string;
  /** A `Category` of the contract, or one a newer server added. */
  category: string;
  /** An `EventType` of the contract, or one a newer server added. */
  type: string;
  location: string;
  participantsCount: number;
  maxParticipants: number;
  likesCount: number;
  /** In won; 0 is free. */
  price: number;
  /** The host; absent or null when the server does not know them (shown as unknown). */
  createdBy?: { userId: string; username: string; profileImage?: string | null } | null;
  /** How far it is from the place the list is near to (km), when there is one. */
  distanceKm?: number;
}

export interface EventCardProps {
  event: EventCardEvent;
  liked?: boolean;
  /** Shows the like button; without it the card shows the count only. */
  onToggleLike?: () => void;
  headingLevel?: 2 | 3;
  /** Shows the host (default); a list of one host's events leaves them out. */
  showHost?: boolean;
  /** Controls below the card's text (e.g. a review button); they sit above the card's link. */
  children?: ReactNode;
  /**
   * The picture is likely the largest thing on the first screen (a list's first card): it loads at
   * once and before other pictures, not when the browser finds it near the screen.
   */
  priority?: boolean;
}

/** "Happening now", on a card and on the event's page. */
export function HappeningNow() {
  const { t } = useTranslation('eventList');
  return <span className={styles.live}>{t('card.happeningNow')}</span>;
}

/** The translation key of a category (keys cannot hold the slash of Art/Fashion). */
export function categoryKey(category: string): string {
  return category === 'Art/Fashion' || category === 'Art/Fasion' ? 'ArtFashion' : category;
}

export function HeartIcon({ filled, size = 20 }: { filled: boolean; size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path
        d="M12 20.5s-7.5-4.6-9.3-9.4C1.5 7.8 3.6 4.5 7 4.5c2 0 3.5 1.1 5 3 1.5-1.9 3-3 5-3 3.4 0 5.5 3.3 4.3 6.6-1.8 4.8-9.3 9.4-9.3 9.4z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function PeopleIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <circle cx="9" cy="8" r="3.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M2.5 20c.8-3.6 3.3-5.5 6.5-5.5s5.7 1.9 6.5 5.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path
        d="M16 4.8a3.5 3.5 0 0 1 0 6.4M18.5 14.8c1.6.8 2.6 2.5 3 5.2"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
    </svg>
  );
}

function CalendarIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <rect x="3.5" y="5" width="17" height="15" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M3.5 10h17M8 3v4M16 3v4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

export function PinIcon({ size = 16 }: { size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path
        d="M12 21s-6.5-6.2-6.5-11.3a6.5 6.5 0 0 1 13 0C18.5 14.8 12 21 12 21z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <circle cx="12" cy="9.7" r="2.4" fill="currentColor" />
    </svg>
  );
}

/**
 * The event's category and type over its picture, on one line: a name too long for the card
 * (Vietnamese "Nghệ thuật/Thời trang", "Đến trước được trước") is cut short there, and is whole in
 * its tooltip and for screen readers.
 */
function EventBadges({ category, type }: { category: string; type: string }) {
  const { t } = useTranslation('eventList');
  const categoryName = t(`categories.${categoryKey(category)}`, category);
  const typeName = t(`types.${type}`, type);
  return (
    <ul className={styles.badges} aria-label={t('card.badges')}>
      <li className={styles.badge} title={categoryName}>
        {categoryName}
      </li>
      <li className={`${styles.badge} ${styles.typeBadge}`} title={typeName}>
        {typeName}
      </li>
    </ul>
  );
}

/**
 * A place as the address search writes it, "서울특별시 마포구 (Mapo-gu, Seoul)": its Korean part and
 * its romanised part; a place written otherwise is all `native`.
 */
export function placeParts(location: string): { native: string; romanised?: string } {
  const match = /^(.*\S)\s*\(([^()]+)\)$/u.exec(location.trim());
  if (!match || !/\p{Script=Hangul}/u.test(match[1]!) || !/^[^\p{Script=Hangul}]*\p{Script=Latin}/u.test(match[2]!)) {
    return { native: location };
  }
  return { native: match[1]!, romanised: match[2]! };
}

/**
 * The place: its Korean and its romanised part each cut short on its own, side by side where they
 * fit and on two lines where they do not, so a reader who cannot read Hangul never loses theirs.
 */
function EventPlace({ location, distanceKm }: { location: string; distanceKm?: number }) {
  const { t, i18n } = useTranslation('eventList');
  const { native, romanised } = placeParts(location);
  return (
    <p className={`${styles.meta} ${styles.place}`}>
      <PinIcon />
      <span className="visually-hidden">{t('card.location')}: </span>
      <span className={styles.location}>
        <span className={styles.locationPart} lang={romanised ? 'ko' : undefined}>
          {native}
        </span>
        {romanised && (
          <>
            {' '}
            <span className={styles.locationPart}>({romanised})</span>
          </>
        )}
      </span>
      {distanceKm !== undefined && (
        <span className={styles.distance}>
          {t('card.distance', { distance: formatDistance(distanceKm, i18n.language) })}
        </span>
      )}
    </p>
  );
}

function EventHost({ host }: { host: EventCardEvent['createdBy'] }) {
  const { t } = useTranslation('eventList');
  return (
    <p className={styles.meta}>
      <UserAvatar src={host?.profileImage} alt="" size={20} />
      <span className="visually-hidden">{t('card.host')}: </span>
      {host ? (
        <Link to={`/userPage/${encodeURIComponent(host.userId)}`} className={styles.hostLink}>
          {host.username}
        </Link>
      ) : (
        <span className={styles.hostName}>{t('card.unknownHost')}</span>
      )}
    </p>
  );
}

/**
 * An event in a list: image (cropped to 4:3), category and type badges, participants, price,
 * like button, title, date, place, host and like count. The title's link covers the whole card;
 * the like button, the host's link and any controls below sit above it as siblings (never inside
 * it), so they do not navigate to the event and each is reachable from the keyboard. An event
 * without a name was deleted: it shows as such, without a link.
 */
export function EventCard({
  event,
  liked = false,
  onToggleLike,
  headingLevel = 3,
  showHost = true,
  children,
  priority = false,
}: EventCardProps) {
  const { t, i18n } = useTranslation('eventList');
  const titleId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const full = isFull(event);
  const deleted = !event.name.trim();
  // The host's own name in the reader's language, where the host wrote one (decision 77).
  const name = hostVersionFor(event, i18n.language)?.name ?? event.name;
  const clock = useClock();
  const { startsAt, endsAt } = event;
  const when =
    startsAt && endsAt
      ? formatEventRange(startsAt, endsAt, i18n.language)
      : formatEventDateTime(event.date, event.time, i18n.language);
  const happening = Boolean(startsAt && endsAt && isHappening({ startsAt, endsAt }, clock()));

  return (
    <article className={`${styles.card} ${deleted ? styles.deleted : ''}`}>
      <div className={styles.body}>
        <Heading className={styles.title} id={titleId}>
          {deleted ? (
            t('card.deleted')
          ) : (
            <Link to={`/events/${event.id}`} className={styles.link}>
              {name}
            </Link>
          )}
        </Heading>
        <p className={styles.meta}>
          <CalendarIcon />
          <span className="visually-hidden">{t('card.date')}: </span>
          {when}
        </p>
        {happening && <HappeningNow />}
        <EventPlace location={event.location} distanceKm={event.distanceKm} />
        {showHost && <EventHost host={event.createdBy} />}
        <p className={`${styles.meta} ${styles.likes}`}>
          <HeartIcon filled={liked} size={16} />
          <span className="visually-hidden">{t('card.likes')}: </span>
          {event.likesCount}
        </p>
        {children && <div className={styles.actions}>{children}</div>}
      </div>
      <div className={styles.media}>
        {event.mainImage && (
          <img
            src={event.mainImage}
            alt={deleted ? '' : name}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            decoding="async"
            className={styles.image}
          />
        )}
        <EventBadges category={event.category} type={event.type} />
        <p className={`${styles.seats} ${full ? styles.full : ''}`}>
          <PeopleIcon />
          <span className="visually-hidden">{t('card.participants')}: </span>
          {t('card.participantsValue', { current: event.participantsCount, max: event.maxParticipants })}
        </p>
        <p className={styles.price}>
          <span className="visually-hidden">{t('card.price')}: </span>
          {formatPrice(event.price, i18n.language, t('card.free'))}
        </p>
      </div>
      {onToggleLike && !deleted && (
        <button
          type="button"
          className={`${styles.like} ${liked ? styles.liked : ''}`}
          aria-pressed={liked}
          aria-label={liked ? t('card.unlike') : t('card.like')}
          aria-describedby={titleId}
          onClick={(e) => {
            e.preventDefault();
            e.stopPropagation();
            onToggleLike();
          }}
        >
          <HeartIcon filled={liked} />
        </button>
      )}
    </article>
  );
}
