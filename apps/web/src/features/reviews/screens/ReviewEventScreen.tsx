import type { EventDetail } from '@moim/contract';
import { reviewBlocker, type ReviewBlocker } from '@moim/contract/participation-rules';
import { sameUserId } from '@moim/contract/user-ids';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Button, buttonClass } from '../../../components/Button.tsx';
import { EventCard } from '../../../components/EventCard.tsx';
import { EventUnavailable, useAddressedEvent } from '../../../components/EventUnavailable.tsx';
import { useClock } from '../../../lib/clock.ts';
import { useParticipation } from '../../../lib/event-queries.ts';
import { formatEventDateTime } from '@moim/contract/format';
import { useSession } from '../../../lib/session.ts';
import { ReviewForm } from '../components/ReviewForm.tsx';
import styles from '../reviews.module.css';

/** Why this user cannot review the event, and the way back to it. */
function ReviewBlocked({ event, reason }: { event: EventDetail; reason: ReviewBlocker }) {
  const { t, i18n } = useTranslation('reviews');
  return (
    <div className={styles.blocked}>
      <h2 className={styles.blockedTitle}>{t(`blocked.${reason}.title`)}</h2>
      <p>{t(`blocked.${reason}.text`, { when: formatEventDateTime(event.endDate, event.endTime, i18n.language) })}</p>
      <Link to={`/events/${event.id}`} className={buttonClass({ variant: 'secondary' })}>
        {t('write.back')}
      </Link>
    </div>
  );
}

/**
 * Write a review (/reviewEvent/:eventId, signed in): the event and the form for an approved
 * guest after the start who has not reviewed it yet; for anyone else, why not.
 */
export function ReviewEventScreen() {
  const { t } = useTranslation('reviews');
  const addressed = useAddressedEvent(useParams().eventId);
  const { eventId, event } = addressed;
  const participation = useParticipation(eventId, true);
  const session = useSession();
  const clock = useClock();

  if (!event) {
    return (
      <EventUnavailable
        addressed={addressed}
        heading={t('write.title')}
        loading={t('write.loading')}
        classes={{ state: styles.state, title: styles.stateTitle }}
      />
    );
  }
  if (!participation.data) {
    return (
      <div className={styles.state}>
        <h1 className={participation.isError ? styles.stateTitle : 'visually-hidden'}>
          {participation.isError ? t('write.checkFailed') : t('write.title')}
        </h1>
        {participation.isError ? (
          <Button variant="secondary" onClick={() => void participation.refetch()}>
            {t('write.retry')}
          </Button>
        ) : (
          <p role="status">{t('write.checking')}</p>
        )}
      </div>
    );
  }

  const person = {
    isHost: session !== null && sameUserId(event.createdBy.userId, session.userId),
    status: participation.data.status,
    hasReviewed: participation.data.hasReviewed,
  };
  const blocker = reviewBlocker(person, event.endsAt, clock());
  return (
    <div className={styles.page}>
      <div className={styles.card}>
        <h1 className={styles.title}>{t('write.title')}</h1>
        {blocker && <ReviewBlocked event={event} reason={blocker} />}
        <EventCard event={event} headingLevel={2} />
        {!blocker && <ReviewForm event={event} />}
      </div>
    </div>
  );
}
