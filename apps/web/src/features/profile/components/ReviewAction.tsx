import type { EventListItem } from '@moim/contract';
import { reviewBlocker } from '@moim/contract/participation-rules';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/Button.tsx';

/**
 * A card's review control on one's own Joined list: Write review once the event has ended and
 * until it is reviewed, then Reviewed (disabled). Nothing before the end or for a deleted event.
 */
export function ReviewAction({ event, now }: { event: EventListItem; now: Date }) {
  const { t } = useTranslation('profile');
  // The Joined list holds the events one has a seat at and does not host.
  const person = { isHost: false, status: 'Approved' as const, hasReviewed: event.reviewedByMe === true };
  const blocker = reviewBlocker(person, event.endsAt, now);
  if (!event.name.trim() || blocker === 'notEnded') return null;
  // The visible text alone would be the same on every card; the event's name tells them apart.
  const named = (text: string) => `${text}: ${event.name}`;
  if (blocker === 'reviewed') {
    return (
      <Button variant="secondary" size="small" disabled aria-label={named(t('lists.reviewed'))}>
        {t('lists.reviewed')}
      </Button>
    );
  }
  return (
    <Link
      to={`/reviewEvent/${event.id}`}
      className={buttonClass({ size: 'small' })}
      aria-label={named(t('lists.writeReview'))}
    >
      {t('lists.writeReview')}
    </Link>
  );
}
