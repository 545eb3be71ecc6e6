import { UNDOABLE_ACTIONS, type AuditEntry } from '@moim/contract';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notices.ts';
import { useAuditLog, useUndoModeration } from '../api.ts';
import styles from '../admin.module.css';
import { AuditEntryItem, useAuditActionLabel } from './AuditEntryItem.tsx';
import { ListState } from './ListState.tsx';
import { LoadMore } from './LoadMore.tsx';
import { ReasonDialog } from './ReasonDialog.tsx';

/**
 * The audit log, the newest first, with Load more; Undo (with a reason) on what can still be
 * undone, after which the log is asked for again and focus stays on that entry's heading.
 */
export function AuditLog() {
  const { t } = useTranslation('admin');
  const id = useId();
  const log = useAuditLog();
  const undo = useUndoModeration();
  const actionLabel = useAuditActionLabel();
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];
  const [undoing, setUndoing] = useState<AuditEntry | null>(null);
  /** The entry just undone: its Undo goes away, so focus goes to its heading. */
  const undone = useRef<number | null>(null);
  const headingOf = (entryId: number) => `${id}-entry-${entryId}`;

  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        {t('audit.title')}
      </h2>
      <p className={styles.muted}>{t('audit.intro')}</p>
      <ListState query={log} loadFailed={t('audit.loadFailed')} empty={t('audit.empty')} isEmpty={entries.length === 0}>
        <ol className={styles.list}>
          {entries.map((entry) => (
            <li key={entry.id}>
              <AuditEntryItem
                entry={entry}
                headingId={headingOf(entry.id)}
                onUndo={() => {
                  undone.current = null;
                  setUndoing(entry);
                }}
              />
            </li>
          ))}
        </ol>
        <LoadMore query={log} />
      </ListState>
      <ReasonDialog
        open={undoing !== null}
        title={t('audit.undoTitle', { id: undoing?.id })}
        subject={
          <>
            <p className={styles.snapshot}>{undoing && actionLabel(undoing)}</p>
            {undoing && UNDOABLE_ACTIONS.includes(undoing.action) && <p>{t(`audit.undoEffect.${undoing.action}`)}</p>}
          </>
        }
        reasonHint={t('audit.undoHint')}
        submitLabel={t('audit.undoConfirm')}
        onSend={async (reason) => {
          if (!undoing) return;
          await undo.mutateAsync({ id: undoing.id, reason });
          undone.current = undoing.id;
          notify(t('audit.undoDone'), 'success');
        }}
        onClose={() => setUndoing(null)}
        onCloseAutoFocus={(event) => {
          if (undone.current === null) return;
          event.preventDefault();
          document.getElementById(headingOf(undone.current))?.focus();
          undone.current = null;
        }}
      />
    </section>
  );
}
