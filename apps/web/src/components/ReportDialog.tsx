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

/**
 * What is reported: a chat message, an event or a review by its id, or a person by their login ID;
 * `subject` is what the dialog shows of it (the message and its sender, the event's name).
 */
export type ReportTarget = { subject: string } & (
  { type: 'message' | 'event' | 'review'; id: number } | { type: 'user'; id: string }
);

/** The dialog's title for each kind of thing reported. */
const TITLE_KEYS = {
  message: 'messageTitle',
  event: 'eventTitle',
  review: 'reviewTitle',
  user: 'userTitle',
} as const satisfies Record<ReportTarget['type'], string>;

export interface ReportDialogProps {
  /** Open while set. */
  target: ReportTarget | null;
  onClose: () => void;
}

interface ReportValues {
  reason: string;
}

/**
 * Asks why a chat message, an event, a review or a person is reported and sends it (POST
 * /reports); the server's confirmation is the notice. Used by the chat and `ReportButton`.
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
      title={t(TITLE_KEYS[target?.type ?? 'message'])}
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
