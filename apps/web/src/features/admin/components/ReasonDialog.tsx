import { ModerationReasonInputSchema, type ModerationReasonInput } from '@moim/contract';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/FormDialog.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useContractForm } from '../../../lib/form.ts';
import styles from '../admin.module.css';
import { ReasonField } from './ReasonField.tsx';

export interface ReasonDialogProps {
  open: boolean;
  title: string;
  /** What the action is about and what it does: describes the dialog. */
  subject: ReactNode;
  /** Who reads the reason (the audit log, the person warned). */
  reasonHint: string;
  submitLabel: string;
  /** Sends the action with its reason; a refusal (ApiError) is said in the dialog. */
  onSend: (reason: string) => Promise<unknown>;
  /** Closed without sending (Escape, Cancel) or after sending. */
  onClose: () => void;
  /** Where focus goes when it closes (see FormDialog); by default back to what opened it. */
  onCloseAutoFocus?: (event: Event) => void;
  /** Choices asked before the reason (a suspension's length). */
  children?: ReactNode;
}

/**
 * A moderator's action, asked for with its reason, which is required (the contract's rule and
 * message): dismissing, hiding, warning, suspending, undoing, revoking admin rights. What the
 * server refuses is said in the dialog, in the reader's language, and the dialog stays open.
 */
export function ReasonDialog(props: ReasonDialogProps) {
  const { open, title, subject, reasonHint, submitLabel, onSend, onClose, onCloseAutoFocus, children } = props;
  const { t } = useTranslation(['admin', 'messages']);
  const id = useId();
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useContractForm<ModerationReasonInput, ModerationReasonInput>({
    schema: ModerationReasonInputSchema,
    defaultValues: { reason: '' },
    busy: sending,
  });

  const close = () => {
    form.reset();
    setFailure(null);
    onClose();
  };

  const send = async ({ reason }: ModerationReasonInput) => {
    setSending(true);
    setFailure(null);
    try {
      await onSend(reason);
      close();
    } catch (error) {
      if (form.showServerError(error)) return;
      setFailure(error instanceof ApiError && error.status < 500 ? error.message : t('failed'));
    } finally {
      setSending(false);
    }
  };

  return (
    <FormDialog
      open={open}
      onClose={close}
      title={title}
      describedBy={`${id}-subject`}
      sending={sending}
      onSubmit={(event) => void form.handleSubmit(send)(event)}
      cancelLabel={t('cancel')}
      submitLabel={submitLabel}
      sendingLabel={t('sending')}
      bodyClassName={styles.dialogBody}
      onCloseAutoFocus={onCloseAutoFocus}
    >
      <div id={`${id}-subject`}>{subject}</div>
      {children}
      <ReasonField
        id={`${id}-reason`}
        hint={reasonHint}
        error={form.formState.errors.reason?.message}
        registration={form.register('reason')}
      />
      {failure && (
        <p role="alert" className={styles.failure}>
          {failure}
        </p>
      )}
    </FormDialog>
  );
}
