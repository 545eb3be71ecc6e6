import type { EventDetail } from '@moim/contract';
import { isHappening } from '@moim/contract/event-rules';
import { formatEventDateTime, formatEventRange, formatPrice } from '@moim/contract/format';
import { formatInReaderZone, formatRelativeTime } from '@moim/contract/format-moments';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HappeningNow, PinIcon } from '../../../../components/EventCard.tsx';
import { StarRating } from '../../../../components/StarRating.tsx';
import { useClock } from '../../../../lib/clock.ts';
import { languageList } from '../../../../lib/language-names.ts';
import { useReaderTimeZone } from '../../../../lib/time-zone.ts';
import { FactIcon } from './FactIcon.tsx';
import styles from './event-detail.module.css';

/** One fact: its picture, its name for screen readers, and its value. */
function Fact({
  icon,
  term,
  className,
  children,
}: {
  icon: ReactNode;
  term: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={styles.fact}>
      <dt className={styles.factTerm}>
        {icon}
        <span className="visually-hidden">{term}</span>
      </dt>
      <dd className={className}>{children}</dd>
    </div>
  );
}

/** When (in Korea and on the reader's clock), where, the price, the participants, the languages and the rating. */
export function EventFacts({ event }: { event: EventDetail }) {
  const { t, i18n } = useTranslation(['events', 'eventList']);
  const when = formatEventRange(event.startsAt, event.endsAt, i18n.language);
  const clock = useClock();
  const happening = isHappening(event, clock());
  const readerZone = useReaderTimeZone();
  const start = new Date(event.startsAt);
  // For a visitor abroad planning their arrival: the start on their own clock, and how soon it is.
  const readerTime = formatInReaderZone(start, i18n.language, readerZone);
  const fromNow = Number.isNaN(start.getTime()) ? null : formatRelativeTime(start, clock(), i18n.language);

  return (
    <dl className={styles.facts}>
      <Fact icon={<FactIcon name="calendar" />} term={t('detail.when')}>
        <time dateTime={event.startsAt}>{t('detail.koreaTime', { value: when })}</time>
        {readerTime && <span className={styles.sub}>{t('detail.readerTime', { value: readerTime })}</span>}
        {happening ? <HappeningNow /> : fromNow && <span className={styles.sub}>{fromNow}</span>}
      </Fact>
      {event.series && event.series.next.length > 0 && (
        <Fact icon={<FactIcon name="calendar" />} term={t('detail.seriesDates')}>
          <span className={styles.sub} aria-hidden="true">
            {t('detail.seriesDates')}
          </span>
          <ul className={styles.seriesDates}>
            {event.series.next.map((date) => (
              <li key={date.id}>
                <Link to={`/events/${date.id}`}>{formatEventDateTime(date.date, date.time, i18n.language)}</Link>
              </li>
            ))}
          </ul>
        </Fact>
      )}
      <Fact icon={<PinIcon size={20} />} term={t('detail.location')}>
        {event.venue && <span className={styles.venue}>{event.venue}</span>}
        {event.location}
        {event.locationDetail && <span className={styles.sub}>{event.locationDetail}</span>}
      </Fact>
      <Fact icon={<FactIcon name="won" />} term={t('detail.price')} className={styles.price}>
        {formatPrice(event.price, i18n.language, t('detail.free'))}
      </Fact>
      <Fact icon={<FactIcon name="people" />} term={t('detail.participants')}>
        <span className={styles.count}>
          {t('detail.participantsValue', {
            current: event.participantsCount,
            max: event.maxParticipants,
          })}
        </span>
        <span className={styles.sub}>{t('detail.minimum', { count: event.minParticipants })}</span>
      </Fact>
      {event.languages.length > 0 && (
        <Fact icon={<FactIcon name="language" />} term={t('detail.languages')}>
          {t('detail.heldIn', { languages: languageList(event.languages, i18n.language) })}
        </Fact>
      )}
      <div className={styles.fact}>
        <dt className={styles.factLabel}>{t('detail.rating')}</dt>
        <dd>
          {event.averageRating === null ? (
            <span className={styles.sub}>{t('detail.noReviews')}</span>
          ) : (
            <span className={styles.rating}>
              <StarRating value={event.averageRating} />
              <span className={styles.sub}>{t('detail.reviewCount', { count: event.reviewCount })}</span>
            </span>
          )}
        </dd>
      </div>
    </dl>
  );
}
