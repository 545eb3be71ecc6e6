import { CreateReportInputSchema, REPORT_REASON_MAX_LENGTH, type CreateReportInput } from '@moim/contract';
import { endpoints } from '@moim/contract/endpoints';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, callApi } from '../lib/api.ts';
import { useContractForm } from '../lib/form.ts';
import { notify } from '../lib/notices.ts';
import { Field } from './Field.tsx';
import { FormDialog } from './FormDialog.tsx';
import styles from './ReportDialog.module.css';

export interface ReportTarget {
  type: CreateReportInput['targetType'];
  id: number;
  /** What is reported, as the dialog shows it (the message and its sender, the event's name). */
  subject: string;
}

export interface ReportDialogProps {
  /** Open while set. */
  target: ReportTarget | null;
  onClose: () => void;
}

interface ReportValues {
  reason: string;
}

/**
 * Asks why a chat message or an event is reported and sends it (POST /reports); the server's
 * confirmation is the notice. Used by the chat and the event page.
 */
export function ReportDialog({ target, onClose }: ReportDialogProps) {
  const { t } = useTranslation(['report', 'messages']);
  const id = useId();
  const [sending, setSending] = useState(false);
  const form = useContractForm<ReportValues, CreateReportInput>({
    schema: CreateReportInputSchema,
    toInput: ({ reason }) => ({ targetType: target?.type, targetId: target?.id, reason }),
    defaultValues: { reason: '' },
    busy: sending,
  });

  const close = () => {
    form.reset();
    onClose();
  };

  const send = async (input: CreateReportInput) => {
    setSending(true);
    try {
      const answer = await callApi(endpoints.createReport, { body: input });
      notify(answer.message, 'success');
      close();
    } catch (error) {
      if (form.showServerError(error)) return;
      const known = error instanceof ApiError && error.status >= 400 && error.status < 500;
      notify(known ? error.message : t('failed'), 'error');
    } finally {
      setSending(false);
    }
  };

  return (
    <FormDialog
      open={target !== null}
      onClose={close}
      title={target?.type === 'event' ? t('eventTitle') : t('messageTitle')}
      describedBy={`${id}-subject`}
      sending={sending}
      onSubmit={(event) => void form.handleSubmit(send)(event)}
      cancelLabel={t('cancel')}
      submitLabel={t('send')}
      sendingLabel={t('sending')}
      bodyClassName={styles.body}
    >
      <p id={`${id}-subject`} className={styles.subject}>
        {target?.subject}
      </p>
      <Field
        id={`${id}-reason`}
        label={t('reason')}
        required
        hint={t('reasonHint')}
        error={form.formState.errors.reason?.message}
      >
        {({ describedBy, invalid }) => (
          <textarea
            id={`${id}-reason`}
            className={styles.textarea}
            rows={4}
            maxLength={REPORT_REASON_MAX_LENGTH}
            aria-required="true"
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            {...form.register('reason')}
          />
        )}
      </Field>
    </FormDialog>
  );
}
