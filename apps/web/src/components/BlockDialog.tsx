import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api.ts';
import { useBlock } from '../lib/blocks.ts';
import { notify } from '../lib/notices.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';

/** Whom a block dialog is about. */
export interface BlockTarget {
  userId: string;
  username: string;
}

/**
 * Asks before blocking a person, saying what a block does (decision 72), and blocks them. Used by
 * the chat (a message's sender), the profile and the event page (through `BlockButton`).
 */
export function BlockDialog({ person, onClose }: { person: BlockTarget | null; onClose: () => void }) {
  const { t } = useTranslation('report');
  const block = useBlock(person?.userId ?? '');
  const name = person?.username ?? '';
  return (
    <ConfirmDialog
      open={person !== null}
      onOpenChange={(open) => {
        if (!open && !block.isPending) onClose();
      }}
      title={t('block.title', { name })}
      question={t('block.question', { name })}
      closeLabel={t('cancel')}
      confirmLabel={t('block.confirm')}
      sendingLabel={t('block.sending')}
      sending={block.isPending}
      onConfirm={() =>
        block.mutate(true, {
          onSuccess: () => {
            notify(t('block.done', { name }), 'success');
            onClose();
          },
          onError: (error) => notify(error instanceof ApiError ? error.message : t('block.failed'), 'error'),
        })
      }
    />
  );
}
