import { sameUserId } from '@moim/contract/user-ids';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api.ts';
import { useBlock, useIsBlocked } from '../lib/blocks.ts';
import { notify } from '../lib/notices.ts';
import { useSession } from '../lib/session.ts';
import { BlockDialog, type BlockTarget } from './BlockDialog.tsx';
import { Button } from './Button.tsx';

/**
 * Block a person (asking first) or unblock them (at once): on their profile, beside an event's
 * host, and in the settings' list. Nothing for a visitor, for oneself, or an account that is gone.
 */
export function BlockButton({ person }: { person: BlockTarget }) {
  const { t } = useTranslation('report');
  const session = useSession();
  const shown = session !== null && person.userId !== '' && !sameUserId(session.userId, person.userId);
  const isBlocked = useIsBlocked(shown);
  const unblock = useBlock(person.userId);
  const [asking, setAsking] = useState(false);
  const name = person.username;
  if (!shown) return null;
  if (isBlocked(person.userId)) {
    return (
      <Button
        variant="secondary"
        size="small"
        aria-label={t('block.unblockName', { name })}
        disabled={unblock.isPending}
        onClick={() =>
          unblock.mutate(false, {
            onSuccess: () => notify(t('block.undone', { name }), 'success'),
            onError: (error) => notify(error instanceof ApiError ? error.message : t('block.failed'), 'error'),
          })
        }
      >
        {t('block.unblock')}
      </Button>
    );
  }
  return (
    <>
      <Button variant="ghost" size="small" aria-label={t('block.blockName', { name })} onClick={() => setAsking(true)}>
        {t('block.block')}
      </Button>
      <BlockDialog person={asking ? person : null} onClose={() => setAsking(false)} />
    </>
  );
}
