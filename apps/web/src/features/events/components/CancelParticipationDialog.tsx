import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';

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
export function CancelParticipationDialog(props: CancelParticipationDialogProps) {
  const { t } = useTranslation('events');
  return (
    <ConfirmDialog
      {...props}
      title={t('detail.confirmTitle')}
      closeLabel={t('detail.keepPlace')}
      sendingLabel={t('detail.processing')}
    />
  );
}
