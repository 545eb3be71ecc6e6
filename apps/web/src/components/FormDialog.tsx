import { Dialog } from 'radix-ui';
import type { FormEvent, ReactNode } from 'react';
import { Button } from './Button.tsx';
import styles from './Dialog.module.css';
import { useReturnFocus } from './return-focus.ts';

export interface FormDialogProps {
  open: boolean;
  /** Asked to close (Escape, the overlay, Cancel); not while the form is being sent. */
  onClose: () => void;
  title: string;
  /** The id of what describes the dialog, inside `children`. */
  describedBy: string;
  sending: boolean;
  /** The form's submit (the form library's handler). */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  cancelLabel: string;
  submitLabel: string;
  sendingLabel: string;
  bodyClassName?: string;
  /**
   * Where focus goes when the dialog closes; by default back to what opened it. A screen whose
   * opener is gone after the form was sent (an item that left its list) prevents the default and
   * moves focus itself.
   */
  onCloseAutoFocus?: (event: Event) => void;
  children: ReactNode;
}

/**
 * A dialog that is one form, sent by a danger button (a report, deleting one's account, a
 * moderator's action). Keyboard:
 * focus moves into the dialog, Tab stays inside it, Escape closes it (Radix Dialog); focus goes
 * back to what opened it.
 */
export function FormDialog(props: FormDialogProps) {
  const { open, onClose, title, describedBy, sending, onSubmit, cancelLabel, submitLabel, sendingLabel } = props;
  const returnFocus = useReturnFocus(props.onCloseAutoFocus);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next && !sending) onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.dialog} aria-describedby={describedBy} {...returnFocus}>
          <div className={styles.header}>
            <Dialog.Title className={styles.title}>{title}</Dialog.Title>
          </div>
          <form
            className={styles.form}
            noValidate
            aria-busy={sending}
            onSubmit={(event) => {
              if (sending) event.preventDefault();
              else onSubmit(event);
            }}
          >
            <div className={[styles.body, props.bodyClassName].filter(Boolean).join(' ')}>{props.children}</div>
            <div className={styles.footer}>
              <Dialog.Close asChild>
                <Button variant="secondary" disabled={sending}>
                  {cancelLabel}
                </Button>
              </Dialog.Close>
              <Button type="submit" variant="danger" disabled={sending}>
                {sending ? sendingLabel : submitLabel}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
