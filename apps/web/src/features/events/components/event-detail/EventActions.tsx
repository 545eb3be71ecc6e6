import type { EventDetail } from '@moim/contract';
import { checkInOpen, joinOption } from '@moim/contract/participation-rules';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../../components/Button.tsx';
import { useClock } from '../../../../lib/clock.ts';
import { notify } from '../../../../lib/notices.ts';
import { useSession } from '../../../../lib/session.ts';
import { useParticipation } from '../../api.ts';
import { useSignInThen } from '../../sign-in-then.ts';
import { ClosedWithReason } from './ClosedWithReason.tsx';
import { listedAsGoing, type Status, type Viewer } from './event-viewer.ts';
import { ParticipationActions } from './ParticipationActions.tsx';
import styles from './event-detail.module.css';

/**
 * Manage, Create a similar event and Cancel for the host; for a guest what their participation
 * allows; for everyone else Join Now, Join waitlist (a full First-come event) or Closed. A
 * signed-in guest's place is known before any of these shows, so nobody who has joined sees Join
 * Now, even for a moment.
 */
export function EventActions({ event, viewer }: { event: EventDetail; viewer: Viewer }) {
  const { t } = useTranslation(['events', 'eventList']);
  const signInThen = useSignInThen();
  const noteId = useId();
  const clock = useClock();
  const session = useSession();
  const participation = useParticipation(event.id, viewer === 'member');
  const going = listedAsGoing(event, session);
  const status: Status | null = participation.data ? participation.data.status : going ? 'Approved' : null;

  if (viewer === 'host') {
    return (
      <div className={styles.actions}>
        <p className={styles.role}>{t('detail.youAreHost')}</p>
        <Link to={`/manage/${event.id}`} className={buttonClass({ block: true })}>
          {t('detail.manage')}
        </Link>
        {checkInOpen(event, clock()) && (
          <Link to={`/checkIn/${event.id}`} className={buttonClass({ variant: 'secondary', block: true })}>
            {t('detail.checkInGuests')}
          </Link>
        )}
        <Link to={`/postEvent?from=${event.id}`} className={buttonClass({ variant: 'secondary', block: true })}>
          {t('detail.createSimilar')}
        </Link>
        <Link to={`/deleteEvent/${event.id}`} className={buttonClass({ variant: 'secondary', block: true })}>
          {t('detail.cancel')}
        </Link>
      </div>
    );
  }
  // Until the server has said (it may be a moment), no action: Join Now would be wrong for
  // someone who applied. A failed answer offers what a newcomer gets; the server still decides.
  if (viewer === 'member' && participation.isPending && !going) {
    return (
      <div className={styles.actions} aria-busy="true">
        <p className={styles.note}>{t('detail.checkingPlace')}</p>
      </div>
    );
  }
  // Only a signed-in guest has a status: the host returned above, a visitor has none.
  if (status === 'Rejected') {
    return <ClosedWithReason reason={t(participation.data?.removed ? 'detail.removedNote' : 'detail.rejectedNote')} />;
  }
  if (status !== null) {
    return (
      <ParticipationActions
        event={event}
        status={status}
        waitlistPosition={participation.data?.waitlistPosition}
        checkIn={participation.data?.checkIn}
      />
    );
  }
  const option = joinOption(event, clock());
  // A full First-come event that has not started keeps a waitlist: the next free seat goes to it.
  const waitlistOpen = option === 'waitlist';
  // A host who blocked the caller takes nothing from them; the page says only that it is closed.
  if (option === 'started' || option === 'full' || participation.data?.joinClosed) {
    return (
      <div className={styles.actions}>
        <Button block disabled>
          {t('detail.closed')}
        </Button>
      </div>
    );
  }
  const joinLabel = waitlistOpen ? t('enter.joinWaitlist') : t('detail.joinNow');
  const waitlistNote = waitlistOpen && (
    <p id={noteId} className={styles.note}>
      {t('enter.fullWaitlist')}
    </p>
  );
  if (viewer === 'member') {
    return (
      <div className={styles.actions}>
        <Link
          to={`/enterEvent/${event.id}`}
          className={buttonClass({ block: true })}
          aria-describedby={waitlistOpen ? noteId : undefined}
        >
          {joinLabel}
        </Link>
        {waitlistNote}
      </div>
    );
  }
  return (
    <div className={styles.actions}>
      <Button
        block
        aria-describedby={waitlistOpen ? noteId : undefined}
        onClick={() => {
          notify(t('messages:loginRequiredRedirect'), 'info', { keepOnNextPage: true });
          // Back from signing in, the join screen opens without another press.
          signInThen('join', event.id);
        }}
      >
        {joinLabel}
      </Button>
      {waitlistNote}
    </div>
  );
}
