import { Dialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Button, buttonClass } from '../../../components/Button.tsx';
import styles from '../../../components/Dialog.module.css';

export interface CancelParticipationDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The question asked, e.g. the spec's 'Are you sure you want to cancel your participation…'. */
  question: string;
  /** The label of the button that sends the cancellation. */
  confirmLabel: string;
  sending: boolean;
  onConfirm: () => void;
}

/** Asks before a seat, an application or a waitlist place is given up. */
export function CancelParticipationDialog({
  open,
  onOpenChange,
  question,
  confirmLabel,
  sending,
  onConfirm,
}: CancelParticipationDialogProps) {
  const { t } = useTranslation('events');
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.dialog}>
          <div className={styles.header}>
            <Dialog.Title className={styles.title}>{t('detail.confirmTitle')}</Dialog.Title>
          </div>
          <Dialog.Description className={styles.body}>{question}</Dialog.Description>
          <div className={styles.footer}>
            <Dialog.Close className={buttonClass({ variant: 'secondary' })}>{t('detail.keepPlace')}</Dialog.Close>
            <Button variant="danger" disabled={sending} onClick={onConfirm}>
              {sending ? t('detail.processing') : confirmLabel}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
