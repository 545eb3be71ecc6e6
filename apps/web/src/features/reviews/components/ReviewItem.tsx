import type { HostReview, Review } from '@moim/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ReportButton } from '../../../components/ReportButton.tsx';
import { SafeHtml } from '../../../components/SafeHtml.tsx';
import { StarRating } from '../../../components/StarRating.tsx';
import { TranslateControl } from '../../../components/TranslateControl.tsx';
import { UserAvatar } from '../../../components/UserAvatar.tsx';
import { formatMomentDate } from '@moim/contract/format-moments';
import { useMachineTranslation } from '../../../lib/machine-translation.ts';
import { plainText } from '../plain-text.ts';
import styles from '../reviews.module.css';
import { ReviewPhotos } from './ReviewPhotos.tsx';

export interface ReviewItemProps {
  review: Review | HostReview;
  /** The comment as its rich text (an event's page) or as plain text (a host's list). */
  comment: 'html' | 'text';
  headingLevel: 2 | 3;
}

/** The event a host's review is about: a link, or "(Deleted event)" when it has no name. */
function ReviewedEvent({ event }: { event: HostReview['event'] }) {
  const { t } = useTranslation('reviews');
  return (
    <p className={styles.event}>
      {t('list.about')}{' '}
      {event.name.trim() ? (
        <Link to={`/events/${event.id}`}>{event.name}</Link>
      ) : (
        <span className={styles.muted}>{t('list.deletedEvent')}</span>
      )}
    </p>
  );
}

/**
 * One review: the reviewer (with a link to their page), the date, "Attended" when the host checked
 * them in at the door, the stars, the text and the photos, and Report for other people's. One a
 * moderator hid says so (the server's words, in place of the text) and has nothing to act on.
 */
export function ReviewItem({ review, comment, headingLevel }: ReviewItemProps) {
  const { t, i18n } = useTranslation(['reviews', 'report', 'translate']);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const removed = review.removed === true;
  const translation = useMachineTranslation('review', review.id, review.textLanguage);
  const shownComment = translation.shown?.fields.comment ?? review.comment;
  const text = comment === 'text' && !removed ? plainText(shownComment) : '';
  const name = review.user.username;
  return (
    <article className={styles.review}>
      <header className={styles.reviewHeader}>
        <UserAvatar src={review.user.profileImage} alt="" size={40} />
        <div className={styles.reviewer}>
          <Heading className={styles.reviewerName}>
            <Link to={`/userPage/${encodeURIComponent(review.user.userId)}`}>{review.user.username}</Link>
          </Heading>
          <time dateTime={review.createdAt} className={styles.muted}>
            {t('list.reviewedOn', { date: formatMomentDate(review.createdAt, i18n.language) })}
          </time>
          {review.attended && <span className={styles.attended}>{t('list.attended')}</span>}
        </div>
        <StarRating value={review.rating} size={16} className={styles.reviewStars} />
      </header>
      {'event' in review && <ReviewedEvent event={review.event} />}
      {!removed && review.comment && <TranslateControl translation={translation} />}
      {removed ? (
        <p className={`${styles.comment} ${styles.removed}`}>{review.comment}</p>
      ) : comment === 'html' ? (
        review.comment && <SafeHtml html={shownComment} className={styles.comment} />
      ) : (
        text && <p className={styles.comment}>{text}</p>
      )}
      {!removed && (
        <>
          <ReviewPhotos images={review.images} reviewer={name} />
          <div className={styles.reviewActions}>
            <ReportButton
              target={{
                type: 'review',
                id: review.id,
                subject: t('report:reviewSubject', { name, content: plainText(review.comment) }),
              }}
              owner={review.user.userId}
              label={t('report:report')}
              accessibleName={t('report:reportReviewBy', { name })}
            />
          </div>
        </>
      )}
    </article>
  );
}
