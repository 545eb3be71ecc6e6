import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button.tsx';
import { isMessageKey } from '../../../lib/i18n.ts';
import type { ConnectionState } from '../connection.ts';
import styles from '../chat.module.css';

/**
 * What the connection is doing, in the user's language: connecting, lost and reconnecting, or
 * failed (with the server's reason when it gave one of the contract's, and Try again). The
 * status line stays mounted so screen readers hear each change; it is empty while connected.
 */
export function ConnectionNotice({ state, onRetry }: { state: ConnectionState; onRetry: () => void }) {
  const { t } = useTranslation(['chat', 'messages']);
  const code = state.error?.code;
  const reason = code && isMessageKey(code) ? ` ${t(`messages:${code}`)}` : '';
  const text = {
    connecting: t('connection.connecting'),
    connected: '',
    lost: t('connection.lost'),
    failed: `${t('connection.failed')}${reason}`,
  }[state.status];
  return (
    <div className={styles.connection} data-status={state.status}>
      <p role="status" className={styles.connectionText}>
        {text}
      </p>
      {state.status === 'failed' && (
        <Button size="small" variant="secondary" onClick={onRetry}>
          {t('connection.tryAgain')}
        </Button>
      )}
    </div>
  );
}
