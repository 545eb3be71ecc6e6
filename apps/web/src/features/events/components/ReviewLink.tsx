import type { EventDetail } from '@moim/contract';
import { reviewBlocker } from '@moim/contract/participation-rules';
import { sameUserId } from '@moim/contract/user-ids';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/Button.tsx';
import { useClock } from '../../../lib/clock.ts';
import { useParticipation } from '../../../lib/event-queries.ts';
import { useSession } from '../../../lib/session.ts';

/** Review, for a guest with a seat once the event has ended, until they have reviewed it. */
export function ReviewLink({ event }: { event: EventDetail }) {
  const { t } = useTranslation('events');
  const clock = useClock();
  const session = useSession();
  const participation = useParticipation(event.id, true);
  if (!session || !participation.data) return null;
  const person = {
    isHost: sameUserId(event.createdBy.userId, session.userId),
    status: participation.data.status,
    hasReviewed: participation.data.hasReviewed,
  };
  if (reviewBlocker(person, event.endsAt, clock()) !== null) return null;
  return (
    <Link to={`/reviewEvent/${event.id}`} className={buttonClass({ block: true })}>
      {t('detail.review')}
    </Link>
  );
}
