import {
  DELETE_DETAIL_MAX_LENGTH,
  DELETE_REASONS,
  DeleteEventInputSchema,
  type DeleteEventInput,
  type DeleteReason,
} from '@moim/contract';
import { sameUserId } from '@moim/contract/user-ids';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { Button, buttonClass } from '../../../components/Button.tsx';
import { Field } from '../../../components/Field.tsx';
import { useContractForm } from '../../../lib/form.ts';
import { notify } from '../../../lib/notices.ts';
import { useSession } from '../../../lib/session.ts';
import { forgetEvent, useDeleteEvent } from '../api.ts';
import { EventUnavailable, useAddressedEvent } from '../../../components/EventUnavailable.tsx';
import styles from '../events.module.css';

/** The translation keys of the reasons; the values sent are the spec's English texts. */
const REASON_KEYS: Record<DeleteReason, string> = {
  'Not enough participants': 'notEnough',
  'Schedule change': 'schedule',
  'Want to create a new event': 'newEvent',
  Other: 'other',
};

interface DeleteEventValues {
  reason: DeleteReason | '';
  detail: string;
  /** For a date of a series: this one only, or this and every later one (decision 69). */
  scope: 'this' | 'following';
}

/** The request: the text only goes with Other, and the scope only when it reaches further. */
function toDeleteInput({ reason, detail, scope }: DeleteEventValues) {
  return {
    ...(reason === 'Other' ? { reason, detail } : { reason: reason || undefined }),
    ...(scope === 'following' ? { scope } : {}),
  };
}

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
  const addressed = useAddressedEvent(useParams().id);
  const { eventId, event } = addressed;
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const session = useSession();
  const deleteEvent = useDeleteEvent(eventId);
  const formId = useId();
  const form = useContractForm<DeleteEventValues, DeleteEventInput>({
    schema: DeleteEventInputSchema,
    toInput: toDeleteInput,
    defaultValues: { reason: '', detail: '', scope: 'this' },
  });
  const reason = useWatch({ control: form.control, name: 'reason' });
  const { errors } = form.formState;
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

  if (!event) {
    return (
      <EventUnavailable
        addressed={addressed}
        heading={t('delete.title')}
        loading={t('delete.loading')}
        classes={{ state: styles.state, title: styles.title }}
      />
    );
  }

  const isHost = session !== null && sameUserId(session.userId, event.createdBy.userId);
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

  const remove = async (input: DeleteEventInput) => {
    try {
      await deleteEvent.mutateAsync(input);
    } catch (error) {
      if (!form.showServerError(error)) notify(t('messages:deleteFailed'), 'error');
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
          onSubmit={(event) => {
            if (busy) event.preventDefault();
            else void form.handleSubmit(remove)(event);
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
            <Link to={`/events/${eventId}`}>{event.name}</Link>
          </p>

          {event.series && event.series.next.some((date) => date.startsAt > event.startsAt) && (
            <fieldset className={styles.scope}>
              <legend>{t('delete.scope')}</legend>
              <label>
                <input type="radio" value="this" {...form.register('scope')} /> {t('delete.scopeThis')}
              </label>
              <label>
                <input type="radio" value="following" {...form.register('scope')} /> {t('delete.scopeFollowing')}
              </label>
            </fieldset>
          )}

          <Field id={`${formId}-reason`} label={t('delete.reason')} required error={errors.reason?.message}>
            {({ describedBy, invalid }) => (
              <select
                id={`${formId}-reason`}
                className={styles.select}
                aria-required="true"
                aria-invalid={invalid || undefined}
                aria-describedby={describedBy}
                {...form.register('reason')}
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
              error={errors.detail?.message}
            >
              {({ describedBy, invalid }) => (
                <textarea
                  id={`${formId}-detail`}
                  className={styles.textarea}
                  maxLength={DELETE_DETAIL_MAX_LENGTH}
                  aria-required="true"
                  aria-invalid={invalid || undefined}
                  aria-describedby={describedBy}
                  {...form.register('detail')}
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
