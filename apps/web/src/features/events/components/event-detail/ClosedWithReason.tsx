import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/Button.tsx';
import styles from './event-detail.module.css';

/** A disabled Closed, with the reason beside it. */
export function ClosedWithReason({ reason }: { reason: string }) {
  const { t } = useTranslation('events');
  const noteId = useId();
  return (
    <div className={styles.actions}>
      <Button block disabled aria-describedby={noteId}>
        {t('detail.closed')}
      </Button>
      <p id={noteId} className={styles.note}>
        {reason}
      </p>
    </div>
  );
}
