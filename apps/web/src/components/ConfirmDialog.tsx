import { Dialog } from 'radix-ui';
import { Button, buttonClass } from './Button.tsx';
import styles from './Dialog.module.css';
import { useReturnFocus } from './return-focus.ts';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** What is asked, e.g. the spec's 'Are you sure you want to cancel your participation…'. */
  question: string;
  /** The button that closes the dialog without doing anything. */
  closeLabel: string;
  /** The button that does it. */
  confirmLabel: string;
  /** Shown on that button while the request is on its way. */
  sendingLabel: string;
  sending: boolean;
  onConfirm: () => void;
  /**
   * Where focus goes when the dialog closes; by default back to what had it when it opened.
   * A screen whose opener is gone after the action (a row that left its list) prevents the
   * default and moves focus itself.
   */
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * Asks before something that cannot be undone. Keyboard: focus moves into the dialog, Tab stays
 * inside it, Escape closes it (see Radix Dialog).
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, onOpenChange, title, question, closeLabel, confirmLabel, sendingLabel, sending, onConfirm } = props;
  const returnFocus = useReturnFocus(props.onCloseAutoFocus);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.dialog} {...returnFocus}>
          <div className={styles.header}>
            <Dialog.Title className={styles.title}>{title}</Dialog.Title>
          </div>
          <Dialog.Description className={styles.body}>{question}</Dialog.Description>
          <div className={styles.footer}>
            <Dialog.Close className={buttonClass({ variant: 'secondary' })}>{closeLabel}</Dialog.Close>
            <Button variant="danger" disabled={sending} onClick={onConfirm}>
              {sending ? sendingLabel : confirmLabel}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
