import type { CheckParticipationResponse } from '@moim/contract';
import { canCancelParticipation, joinOption } from '@moim/contract/participation-rules';
import { ANSWER_MAX_LENGTH } from '@moim/contract/limits';
import { sameUserId } from '@moim/contract/user-ids';
import type { TFunction } from 'i18next';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { Button, buttonClass } from '../../../components/Button.tsx';
import { EventCard } from '../../../components/EventCard.tsx';
import { Field } from '../../../components/Field.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useClock } from '../../../lib/clock.ts';
import { notify } from '../../../lib/notices.ts';
import { useSession } from '../../../lib/session.ts';
import { useJoinEvent, useParticipation } from '../api.ts';
import { UsageRulesDialog } from '../components/UsageRulesDialog.tsx';
import { EventUnavailable, useAddressedEvent } from '../../../components/EventUnavailable.tsx';
import styles from '../events.module.css';

/** Where someone stands at an event, in the event page's words; null while they have no place. */
function placeText(t: TFunction<'events'>, place: CheckParticipationResponse): string | null {
  switch (place.status) {
    case 'Approved':
      return t('enter.alreadyGoing');
    case 'Pending':
      return t('enter.alreadyApplied');
    case 'Waitlisted':
      return place.waitlistPosition === undefined
        ? t('detail.onWaitlist')
        : t('detail.onWaitlistAt', { position: place.waitlistPosition });
    case 'Rejected':
      return t(place.removed ? 'detail.removedNote' : 'detail.rejectedNote');
    default:
      // Its host blocked the caller (decision 72): said as the server says it, without why.
      return place.joinClosed ? t('messages:joinUnavailable') : null;
  }
}

/**
 * Enter event (/enterEvent/:eventId, signed in): the event, the host's question, the rules, Join.
 * The caller's place is asked first: the host, someone who has applied, has a seat, is waiting
 * or was turned down or removed is told where they stand, with a link to the event, instead of
 * the form; so is anyone once the event has started or (taking applications) is full. Joining
 * an event less than 24 hours away warns first that the seat cannot be given back.
 */
export function EnterEventScreen() {
  const { t } = useTranslation('events');
  const addressed = useAddressedEvent(useParams().eventId);
  const { eventId } = addressed;
  const navigate = useNavigate();
  const clock = useClock();
  const session = useSession();
  const participation = useParticipation(eventId, true);
  const join = useJoinEvent(eventId);
  const formId = useId();
  const [answer, setAnswer] = useState('');
  const [rulesAccepted, setRulesAccepted] = useState(false);
  const [rulesOpen, setRulesOpen] = useState(false);
  /** The server said the event is full (the page may have shown free seats a moment ago). */
  const [refusedAsFull, setRefusedAsFull] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  // A failed question about the place leaves the form: the server refuses a second join anyway.
  if (!addressed.event || participation.isPending) {
    return (
      <EventUnavailable
        addressed={addressed}
        heading={t('enter.title')}
        loading={t('enter.loading')}
        classes={{ state: styles.state, title: styles.title }}
      />
    );
  }

  const detail = addressed.event;
  const now = clock();
  const isHost = session !== null && sameUserId(detail.createdBy.userId, session.userId);
  const isFirstCome = detail.type === 'FirstCome';
  const option = joinOption(detail, now);
  const waitlist = option === 'waitlist' || (isFirstCome && refusedAsFull);
  const busy = join.isPending;
  // Once this screen has sent a join, the new place is the event page's to show.
  const place = join.isIdle || join.isError ? participation.data : undefined;
  const closedBecause = isHost
    ? t('detail.youAreHost')
    : ((place && placeText(t, place)) ??
      (option === 'started' ? t('enter.started') : option === 'full' ? t('enter.fullRegister') : null));
  // Less than 24 hours ahead, a seat cannot be given back (an application or a waitlist place can).
  const soon = !canCancelParticipation(detail.startsAt, now);
  const soonNote = isFirstCome && !waitlist ? t('enter.soonSeat') : t('enter.soonApplication');

  const submit = async () => {
    setProblem(null);
    try {
      const { message } = await join.mutateAsync({ answer, ...(waitlist ? { waitlist: true } : {}) });
      notify(message, 'success', { keepOnNextPage: true });
      void navigate(`/events/${eventId}`);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'eventFull') setRefusedAsFull(true);
      setProblem(error instanceof Error ? error.message : t('common:errors.unexpected'));
    }
  };

  if (closedBecause) {
    return (
      <div className={styles.page}>
        <div className={`${styles.card} ${styles.narrow}`}>
          <h1 className={styles.title}>{t('enter.title')}</h1>
          <EventCard event={detail} headingLevel={2} />
          <div className={styles.form}>
            <p className={styles.notice}>
              <span>{closedBecause}</span>
            </p>
            <div className={styles.actions}>
              <Link to={`/events/${eventId}`} className={buttonClass()}>
                {t('enter.toEvent')}
              </Link>
            </div>
          </div>
        </div>
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <div className={`${styles.card} ${styles.narrow}`}>
        <h1 className={styles.title}>{t('enter.title')}</h1>
        <EventCard event={detail} headingLevel={2} />
        <form
          className={styles.form}
          noValidate
          aria-busy={busy}
          onSubmit={(e) => {
            e.preventDefault();
            if (!busy && rulesAccepted) void submit();
          }}
        >
          <p className={styles.notice} role="note">
            <span>{t('enter.fees')}</span>
          </p>

          {detail.question && (
            <Field
              id={`${formId}-answer`}
              label={detail.question}
              hint={t('enter.answerHint', { max: ANSWER_MAX_LENGTH })}
            >
              {({ describedBy }) => (
                <textarea
                  id={`${formId}-answer`}
                  className={styles.textarea}
                  maxLength={ANSWER_MAX_LENGTH}
                  aria-describedby={describedBy}
                  value={answer}
                  onChange={(e) => setAnswer(e.target.value)}
                />
              )}
            </Field>
          )}

          {waitlist && <p>{t('enter.fullWaitlist')}</p>}

          {soon && (
            <p id={`${formId}-soon`} className={styles.warning} role="note">
              {soonNote}
            </p>
          )}

          <div className={styles.checks}>
            <div className={styles.checkRow}>
              <label>
                <input type="checkbox" checked={rulesAccepted} onChange={(e) => setRulesAccepted(e.target.checked)} />
                <span>{t('post.rulesAccepted')}</span>
              </label>
              <button
                type="button"
                className={styles.textButton}
                aria-haspopup="dialog"
                onClick={() => setRulesOpen(true)}
              >
                {t('post.readRules')}
              </button>
            </div>
          </div>

          {problem && (
            <p className={styles.problem} role="alert">
              {problem}
            </p>
          )}

          <div className={styles.actions}>
            <Button
              type="submit"
              disabled={!rulesAccepted || busy}
              aria-describedby={soon ? `${formId}-soon` : undefined}
            >
              {busy ? t('enter.sending') : waitlist ? t('enter.joinWaitlist') : t('enter.submit')}
            </Button>
            <Link to={`/events/${eventId}`} className={buttonClass({ variant: 'secondary' })}>
              {t('enter.back')}
            </Link>
          </div>
        </form>
        <UsageRulesDialog open={rulesOpen} onOpenChange={setRulesOpen} onAgree={() => setRulesAccepted(true)} />
      </div>
    </div>
  );
}
