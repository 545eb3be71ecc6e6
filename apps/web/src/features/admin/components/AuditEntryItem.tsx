import type { AuditEntry } from '@moim/contract';
import { formatMomentDateTime } from '@moim/contract/format-moments';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button.tsx';
import styles from '../admin.module.css';
import { PersonLink } from './PersonLink.tsx';

/** What an entry did, in words: "Hid", "Undid #12". */
export function useAuditActionLabel() {
  const { t } = useTranslation('admin');
  return (entry: AuditEntry) =>
    entry.action === 'undo' ? t('audit.actions.undo', { id: entry.undoes }) : t(`audit.actions.${entry.action}`);
}

/**
 * One line of the audit log: what was done (its heading, `headingId`), when, by which admin, to
 * what and whom, why, a suspension's end, whether it was undone, and Undo while it can be.
 */
export function AuditEntryItem({
  entry,
  headingId,
  onUndo,
}: {
  entry: AuditEntry;
  headingId: string;
  onUndo: () => void;
}) {
  const { t, i18n } = useTranslation('admin');
  const actionLabel = useAuditActionLabel();
  const time = (moment: string) => formatMomentDateTime(moment, i18n.language);
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.cardTitle} tabIndex={-1}>
        {actionLabel(entry)}
      </h3>
      <p className={styles.facts}>
        <span>{t('audit.entry', { id: entry.id })}</span>
        <time dateTime={entry.createdAt}>{time(entry.createdAt)}</time>
        <span>{t('audit.by', { admin: entry.admin })}</span>
        {entry.undoneBy !== null && <span className={styles.badge}>{t('audit.undone', { id: entry.undoneBy })}</span>}
      </p>
      {entry.targetType !== null && (
        <p className={styles.facts}>
          <span className={styles.badge}>{t(`kinds.${entry.targetType}`)}</span>
          {entry.targetUser && <PersonLink person={entry.targetUser} />}
        </p>
      )}
      <p className={styles.reason}>{t('audit.reason', { reason: entry.reason })}</p>
      {entry.action === 'suspend' && (
        <p className={styles.muted}>
          {entry.until ? t('audit.until', { time: time(entry.until) }) : t('audit.forGood')}
        </p>
      )}
      {entry.undoable && (
        <div className={styles.actions}>
          <Button variant="secondary" size="small" aria-label={t('audit.undoName', { id: entry.id })} onClick={onUndo}>
            {t('audit.undo')}
          </Button>
        </div>
      )}
    </article>
  );
}
