import type { EventDetail } from '@moim/contract';
import { reviewsOpen } from '@moim/contract/event-rules';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/Button.tsx';
import { useClock } from '../../../lib/clock.ts';
import { useParticipation } from '../../../lib/event-queries.ts';

/** Review, for a guest with a seat once the event has started, until they have reviewed it. */
export function ReviewLink({ event }: { event: EventDetail }) {
  const { t } = useTranslation('events');
  const clock = useClock();
  const participation = useParticipation(event.id, true);
  const { status, hasReviewed } = participation.data ?? {};
  if (status !== 'Approved' || hasReviewed !== false || !reviewsOpen(event.startsAt, clock())) return null;
  return (
    <Link to={`/reviewEvent/${event.id}`} className={buttonClass({ block: true })}>
      {t('detail.review')}
    </Link>
  );
}
