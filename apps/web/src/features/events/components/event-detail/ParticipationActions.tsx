import type { CheckParticipationResponse, EventDetail } from '@moim/contract';
import { hasEnded, hasStarted, isFull } from '@moim/contract/event-rules';
import { canCancelParticipation, checkInOpen } from '@moim/contract/participation-rules';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/Button.tsx';
import { ApiError } from '../../../../lib/api.ts';
import { useClock } from '../../../../lib/clock.ts';
import { notify } from '../../../../lib/notices.ts';
import { useCancelParticipation } from '../../api.ts';
import { ReviewLink } from '../ReviewLink.tsx';
import { ClosedWithReason } from './ClosedWithReason.tsx';
import type { Status } from './event-viewer.ts';
import styles from './event-detail.module.css';

// Only the guest who cancels opens it: its dialog code stays off the page's way to its first paint.
const CancelParticipationDialog = lazy(() =>
  import('../CancelParticipationDialog.tsx').then((m) => ({ default: m.CancelParticipationDialog })),
);
// Only a guest near the day sees it; the QR code's library loads with it.
const CheckInPass = lazy(() => import('./CheckInPass.tsx').then((m) => ({ default: m.CheckInPass })));

/** The texts of giving up a place, by where the guest stands. */
const CANCEL_TEXTS = {
  Approved: {
    label: 'detail.youAreGoing',
    button: 'detail.cancel',
    confirm: 'detail.cancelParticipation',
    question: 'messages:cancelConfirm',
  },
  Pending: {
    label: 'detail.applicationPending',
    button: 'detail.withdraw',
    confirm: 'detail.withdraw',
    question: 'detail.withdrawConfirm',
  },
  Waitlisted: {
    label: 'detail.onWaitlist',
    button: 'detail.leaveWaitlist',
    confirm: 'detail.leaveWaitlist',
    question: 'detail.leaveWaitlistConfirm',
  },
} as const;

/** Why an application or a waitlist place came to nothing once the event started. */
const STARTED_NOTES = {
  Pending: 'detail.startedWhilePending',
  Waitlisted: 'detail.startedWhileWaiting',
} as const;

/** The text of a failed cancellation: the server's reason when it gave one (too late, say). */
function cancelFailure(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : fallback;
}

/**
 * What a guest with a seat, an application or a waitlist place can do: give it up, after a
 * confirmation. A guest with a seat has their check-in pass while check-in is open (from a day
 * before the start to a day after the end). Once the event has started: a guest is there, then went (and may review it), and an
 * application or a waitlist place has come to nothing.
 */
export function ParticipationActions({
  event,
  status,
  waitlistPosition,
  checkIn,
}: {
  event: EventDetail;
  status: Exclude<Status, 'Rejected'>;
  waitlistPosition?: number;
  checkIn?: CheckParticipationResponse['checkIn'];
}) {
  const { t } = useTranslation(['events', 'messages']);
  const clock = useClock();
  const noteId = useId();
  const [confirming, setConfirming] = useState(false);
  const cancel = useCancelParticipation(event.id);
  const texts = CANCEL_TEXTS[status];
  const now = clock();
  const started = hasStarted(event.startsAt, now);
  const pass =
    status === 'Approved' && checkIn && checkInOpen(event, now) ? (
      <Suspense fallback={null}>
        <CheckInPass event={event} checkIn={checkIn} />
      </Suspense>
    ) : null;
  // Only a seat has the 24-hour rule; applications and waitlist places can be withdrawn any time.
  const tooLate = status === 'Approved' && !canCancelParticipation(event.startsAt, now);
  // A full Register event keeps its applications: the host may still accept one if a seat frees.
  const fullNote = status === 'Pending' && isFull(event);
  const label =
    status === 'Waitlisted' && waitlistPosition !== undefined
      ? t('detail.onWaitlistAt', { position: waitlistPosition })
      : t(texts.label);

  // The answer is awaited rather than handed to mutate's callbacks: by the time it arrives the
  // refreshed participation may have replaced these buttons, and those callbacks would not run.
  const send = async () => {
    try {
      notify((await cancel.mutateAsync()).message, 'success');
    } catch (error) {
      notify(cancelFailure(error, t('messages:cancelFailed')), 'error');
    } finally {
      setConfirming(false);
    }
  };

  if (started) {
    if (status !== 'Approved') return <ClosedWithReason reason={t(STARTED_NOTES[status])} />;
    // Under way, the guest is there; once it is over, they went and may review it.
    return (
      <div className={styles.actions}>
        <p className={styles.role}>{t(hasEnded(event.endsAt, now) ? 'detail.youWent' : 'detail.youAreThere')}</p>
        {pass}
        <ReviewLink event={event} />
      </div>
    );
  }

  return (
    <div className={styles.actions}>
      <p className={styles.role}>{label}</p>
      {pass}
      {fullNote && (
        <p id={noteId} className={styles.note}>
          {t('detail.fullWhilePending')}
        </p>
      )}
      <Button
        variant="secondary"
        block
        disabled={tooLate}
        aria-describedby={tooLate ? noteId : undefined}
        onClick={() => setConfirming(true)}
      >
        {t(texts.button)}
      </Button>
      {tooLate && (
        <p id={noteId} className={styles.note}>
          {t('messages:cancelTooLate')}
        </p>
      )}
      {confirming && (
        <Suspense fallback={null}>
          <CancelParticipationDialog
            open
            onOpenChange={(open) => {
              if (!cancel.isPending) setConfirming(open);
            }}
            question={t(texts.question)}
            confirmLabel={t(texts.confirm)}
            sending={cancel.isPending}
            onConfirm={() => void send()}
          />
        </Suspense>
      )}
    </div>
  );
}
