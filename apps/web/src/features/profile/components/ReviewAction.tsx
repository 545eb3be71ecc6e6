import type { EventListItem } from '@moim/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/Button.tsx';

/**
 * A card's review control on one's own Joined list: Write review once the event has started and
 * until it is reviewed, then Reviewed (disabled). Nothing before the start or for a deleted event.
 */
export function ReviewAction({ event, now }: { event: EventListItem; now: Date }) {
  const { t } = useTranslation('profile');
  if (!event.name.trim() || new Date(event.startsAt) > now) return null;
  // The visible text alone would be the same on every card; the event's name tells them apart.
  const which = <span className="visually-hidden">: {event.name}</span>;
  if (event.reviewedByMe) {
    return (
      <Button variant="secondary" size="small" disabled>
        {t('lists.reviewed')}
        {which}
      </Button>
    );
  }
  return (
    <Link to={`/reviewEvent/${event.id}`} className={buttonClass({ size: 'small' })}>
      {t('lists.writeReview')}
      {which}
    </Link>
  );
}
