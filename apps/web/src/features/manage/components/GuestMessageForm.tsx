import {
  GUEST_MESSAGE_MAX_LENGTH,
  GUEST_MESSAGES_PER_DAY,
  GuestMessageInputSchema,
  type GuestMessageData,
  type PendingEvent,
} from '@moim/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button.tsx';
import { Field } from '../../../components/Field.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useContractForm } from '../../../lib/form.ts';
import { notify } from '../../../lib/notices.ts';
import { useMessageGuests } from '../api.ts';
import styles from '../manage.module.css';

interface Values {
  text: string;
  alsoPending: boolean;
  alsoWaitlisted: boolean;
}

/**
 * Message the guests (decision 68): the host writes once, and the approved guests (and, if ticked,
 * the applicants waiting or the waitlist) are told in the app and by mail; the message stays in
 * the event's chat as a host announcement. The limit of a day is said beside the box.
 */
export function GuestMessageForm({ data }: { data: PendingEvent }) {
  const { t } = useTranslation(['manage', 'common']);
  const id = useId();
  const send = useMessageGuests(data.id);
  const form = useContractForm<Values, GuestMessageData>({
    schema: GuestMessageInputSchema,
    defaultValues: { text: '', alsoPending: false, alsoWaitlisted: false },
    busy: send.isPending,
  });
  const {
    register,
    formState: { errors },
  } = form;
  const has = (status: string) => data.participants.some((p) => p.status === status && !p.isHost);

  const submit = async (input: GuestMessageData) => {
    try {
      notify((await send.mutateAsync(input)).message, 'success');
      form.reset();
    } catch (error) {
      if (form.showServerError(error)) return;
      notify(error instanceof ApiError ? error.message : t('common:errors.unexpected'), 'error');
    }
  };

  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        {t('message.title')}
      </h2>
      <form className={styles.messageForm} onSubmit={(event) => void form.handleSubmit(submit)(event)} noValidate>
        <Field
          id={`${id}-text`}
          label={t('message.label')}
          hint={t('message.hint', { count: GUEST_MESSAGES_PER_DAY })}
          error={errors.text?.message}
        >
          {({ describedBy, invalid }) => (
            <textarea
              id={`${id}-text`}
              className={styles.textarea}
              rows={4}
              maxLength={GUEST_MESSAGE_MAX_LENGTH}
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
              {...register('text')}
            />
          )}
        </Field>
        {has('Pending') && (
          <label className={styles.check}>
            <input type="checkbox" {...register('alsoPending')} /> {t('message.alsoPending')}
          </label>
        )}
        {has('Waitlisted') && (
          <label className={styles.check}>
            <input type="checkbox" {...register('alsoWaitlisted')} /> {t('message.alsoWaitlisted')}
          </label>
        )}
        <div>
          <Button type="submit" disabled={send.isPending}>
            {t('message.send')}
          </Button>
        </div>
      </form>
    </section>
  );
}
