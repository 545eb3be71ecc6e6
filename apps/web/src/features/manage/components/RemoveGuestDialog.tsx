import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { REMOVE_TEXTS, type RowPlace } from '../guest-lists.ts';

/** The confirmation before rejecting or removing the person at `confirming` (closed when null). */
export function RemoveGuestDialog({
  confirming,
  sending,
  onCancel,
  onConfirm,
  onCloseAutoFocus,
}: {
  confirming: RowPlace | null;
  /** The decision is on its way. */
  sending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  onCloseAutoFocus: (event: Event) => void;
}) {
  const { t } = useTranslation(['manage', 'messages']);
  const removal = confirming ? REMOVE_TEXTS[confirming.participant.status] : null;
  return (
    <ConfirmDialog
      open={confirming !== null}
      onOpenChange={(open) => {
        // Not closed while the answer is on its way: it closes itself when it comes.
        if (!open && sending) return;
        if (!open) onCancel();
      }}
      title={t('confirmTitle')}
      question={removal && confirming ? t(removal.question, { name: confirming.participant.user.username }) : ''}
      closeLabel={t('keep')}
      confirmLabel={removal ? t(removal.button) : ''}
      sendingLabel={t('processing')}
      sending={sending}
      onConfirm={onConfirm}
      onCloseAutoFocus={onCloseAutoFocus}
    />
  );
}
