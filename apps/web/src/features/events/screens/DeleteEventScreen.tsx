import { DELETE_DETAIL_MAX_LENGTH, DELETE_REASONS, DeleteEventInputSchema, type DeleteReason } from '@moim/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { Button, buttonClass } from '../../../components/Button.tsx';
import { ApiError } from '../../../lib/api.ts';
import { notify } from '../../../lib/notices.ts';
import { useSession } from '../../../lib/session.ts';
import { forgetEvent, useDeleteEvent, useEventDetail } from '../api.ts';
import { Field } from '../components/Field.tsx';
import styles from '../events.module.css';

/** The translation keys of the reasons; the values sent are the spec's English texts. */
const REASON_KEYS: Record<DeleteReason, string> = {
  'Not enough participants': 'notEnough',
  'Schedule change': 'schedule',
  'Want to create a new event': 'newEvent',
  Other: 'other',
};

function WarningIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path d="M12 3.5l9.5 16.5h-19L12 3.5z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
      <path d="M12 10v4.5M12 17.2v.3" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}

/** Delete event (/deleteEvent/:id, host only): the warning, a reason, Delete or Cancel and go back. */
export function DeleteEventScreen() {
  const { t } = useTranslation('events');
  const { id: param = '' } = useParams();
  const eventId = /^\d+$/.test(param) ? Number(param) : Number.NaN;
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const session = useSession();
  const event = useEventDetail(eventId);
  const deleteEvent = useDeleteEvent(eventId);
  const formId = useId();
  const [reason, setReason] = useState<DeleteReason | ''>('');
  const [detail, setDetail] = useState('');
  const [error, setError] = useState<'reason' | 'detail' | null>(null);
  const reasonRef = useRef<HTMLSelectElement>(null);
  const detailRef = useRef<HTMLTextAreaElement>(null);
  /** The id of the event just deleted: forgotten once this screen is gone, so nothing asks for it again. */
  const deleted = useRef<number | null>(null);

  useEffect(
    () => () => {
      if (deleted.current !== null) forgetEvent(queryClient, deleted.current);
    },
    [queryClient],
  );

  const goBack = () => {
    // Opened directly (no page before it in this app): back to the event instead of leaving.
    if (location.key === 'default') void navigate(`/events/${eventId}`);
    else void navigate(-1);
  };

  const missing = !Number.isInteger(eventId) || (event.error instanceof ApiError && event.error.status === 404);
  if (missing) {
    return (
      <div className={styles.state}>
        <h1 className={styles.title}>{t('messages:eventNotFound')}</h1>
        <Link to="/allEvents" className={buttonClass({ variant: 'secondary' })}>
          {t('detail.browseEvents')}
        </Link>
      </div>
    );
  }
  if (event.isPending) {
    return (
      <div className={styles.state}>
        <h1 className="visually-hidden">{t('delete.title')}</h1>
        <p role="status">{t('delete.loading')}</p>
      </div>
    );
  }
  if (event.isError) {
    return (
      <div className={styles.state}>
        <h1 className={styles.title}>{t('detail.loadFailed')}</h1>
        <Button variant="secondary" onClick={() => void event.refetch()}>
          {t('detail.retry')}
        </Button>
      </div>
    );
  }

  const isHost = session !== null && session.userId.toLowerCase() === event.data.createdBy.userId.toLowerCase();
  if (!isHost) {
    return (
      <div className={styles.state}>
        <h1 className={styles.title}>{t('delete.title')}</h1>
        <p>{t('delete.notHost')}</p>
        <Link to={`/events/${eventId}`} className={buttonClass({ variant: 'secondary' })}>
          {t('delete.backToEvent')}
        </Link>
      </div>
    );
  }

  const busy = deleteEvent.isPending;
  const message = error ? t('messages:deleteReasonRequired') : null;

  const onSubmit = async () => {
    const parsed = DeleteEventInputSchema.safeParse(
      reason === 'Other' ? { reason, detail } : { reason: reason || undefined },
    );
    if (!parsed.success) {
      const field = parsed.error.issues[0]?.path[0] === 'detail' ? 'detail' : 'reason';
      setError(field);
      (field === 'detail' ? detailRef.current : reasonRef.current)?.focus();
      return;
    }
    setError(null);
    try {
      await deleteEvent.mutateAsync(parsed.data);
    } catch {
      notify(t('messages:deleteFailed'), 'error');
      return;
    }
    notify(t('messages:eventDeleted'), 'success', { keepOnNextPage: true });
    deleted.current = eventId;
    void navigate('/', { replace: true });
  };

  return (
    <div className={styles.page}>
      <div className={`${styles.card} ${styles.narrow}`}>
        <h1 className={styles.title}>{t('delete.title')}</h1>
        <form
          className={styles.form}
          noValidate
          aria-busy={busy}
          onSubmit={(e) => {
            e.preventDefault();
            if (!busy) void onSubmit();
          }}
        >
          <section className={styles.warning} aria-labelledby={`${formId}-warning`}>
            <h2 id={`${formId}-warning`} className={styles.warningTitle}>
              <WarningIcon />
              {t('delete.warningTitle')}
            </h2>
            <ul>
              <li>{t('delete.warningDetails')}</li>
              <li>{t('delete.warningNotice')}</li>
              <li>{t('delete.warningUndo')}</li>
            </ul>
          </section>

          <p className={styles.eventName}>
            <span>{t('delete.event')}</span>
            <Link to={`/events/${eventId}`}>{event.data.name}</Link>
          </p>

          <Field
            id={`${formId}-reason`}
            label={t('delete.reason')}
            required
            error={error === 'reason' ? message : null}
          >
            {({ describedBy, invalid }) => (
              <select
                ref={reasonRef}
                id={`${formId}-reason`}
                className={styles.select}
                value={reason}
                aria-required="true"
                aria-invalid={invalid || undefined}
                aria-describedby={describedBy}
                onChange={(e) => {
                  setReason(e.target.value as DeleteReason | '');
                  setError(null);
                }}
              >
                <option value="">{t('delete.reasonPlaceholder')}</option>
                {DELETE_REASONS.map((value) => (
                  <option key={value} value={value}>
                    {t(`delete.reasons.${REASON_KEYS[value]}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>

          {reason === 'Other' && (
            <Field
              id={`${formId}-detail`}
              label={t('delete.detail')}
              required
              hint={t('delete.detailHint')}
              error={error === 'detail' ? message : null}
            >
              {({ describedBy, invalid }) => (
                <textarea
                  ref={detailRef}
                  id={`${formId}-detail`}
                  className={styles.textarea}
                  value={detail}
                  maxLength={DELETE_DETAIL_MAX_LENGTH}
                  aria-required="true"
                  aria-invalid={invalid || undefined}
                  aria-describedby={describedBy}
                  onChange={(e) => {
                    setDetail(e.target.value);
                    setError(null);
                  }}
                />
              )}
            </Field>
          )}

          <div className={styles.actions}>
            <Button type="submit" variant="danger" disabled={busy}>
              {busy ? t('delete.processing') : t('delete.submit')}
            </Button>
            <Button variant="secondary" onClick={goBack} disabled={busy}>
              {t('delete.back')}
            </Button>
          </div>
        </form>
      </div>
    </div>
  );
}
