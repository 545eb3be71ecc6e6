import { ANSWER_MAX_LENGTH } from '@moim/contract/limits';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { Button, buttonClass } from '../../../components/Button.tsx';
import { EventCard } from '../../../components/EventCard.tsx';
import { Field } from '../../../components/Field.tsx';
import { ApiError } from '../../../lib/api.ts';
import { notify } from '../../../lib/notices.ts';
import { useEventDetail, useJoinEvent } from '../api.ts';
import { UsageRulesDialog } from '../components/UsageRulesDialog.tsx';
import { EventUnavailable, isEventMissing } from '../../../components/EventUnavailable.tsx';
import styles from '../events.module.css';

/** Enter event (/enterEvent/:eventId, signed in): the event, the host's question, the rules, Join. */
export function EnterEventScreen() {
  const { t } = useTranslation('events');
  const { eventId: param = '' } = useParams();
  const eventId = /^\d+$/.test(param) ? Number(param) : Number.NaN;
  const navigate = useNavigate();
  const event = useEventDetail(eventId);
  const join = useJoinEvent(eventId);
  const formId = useId();
  const [answer, setAnswer] = useState('');
  const [rulesAccepted, setRulesAccepted] = useState(false);
  const [rulesOpen, setRulesOpen] = useState(false);
  /** The server said the event is full (the page may have shown free seats a moment ago). */
  const [refusedAsFull, setRefusedAsFull] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const missing = isEventMissing(eventId, event);
  if (missing || !event.data) {
    return (
      <EventUnavailable
        missing={missing}
        event={event}
        heading={t('enter.title')}
        loading={t('enter.loading')}
        classes={{ state: styles.state, title: styles.title }}
      />
    );
  }

  const detail = event.data;
  const isFirstCome = detail.type === 'FirstCome';
  const full = refusedAsFull || detail.participantsCount >= detail.maxParticipants;
  const waitlist = isFirstCome && full;
  const busy = join.isPending;

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
            <Button type="submit" disabled={!rulesAccepted || busy}>
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
