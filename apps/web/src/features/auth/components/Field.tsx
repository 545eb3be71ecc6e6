import type { ReactNode } from 'react';
import styles from '../auth.module.css';

export interface FieldStatus {
  text: string;
  tone: 'ok' | 'error' | 'hint';
}

export interface FieldProps {
  id: string;
  label: ReactNode;
  /** The field's error, shown under it and tied to it. */
  error?: string | null;
  /** A help text tied to the field. */
  hint?: ReactNode;
  /** A live status under the field (availability checks); `live` keeps its region mounted. */
  status?: FieldStatus | null;
  live?: boolean;
  children: (control: { describedBy: string | undefined; invalid: boolean }) => ReactNode;
}

const toneClass = { ok: styles.ok, error: styles.error, hint: styles.hint };

/** A labelled control with its error, status and hint tied by aria-describedby. */
export function Field({ id, label, error, hint, status, live, children }: FieldProps) {
  const errorId = `${id}-error`;
  const statusId = `${id}-status`;
  const hintId = `${id}-hint`;
  const shownStatus = error ? null : status;
  const describedBy =
    [error && errorId, shownStatus && statusId, hint && hintId].filter(Boolean).join(' ') || undefined;
  const invalid = Boolean(error) || shownStatus?.tone === 'error';
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children({ describedBy, invalid })}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
      {(live || shownStatus) && (
        <p id={statusId} className={shownStatus ? toneClass[shownStatus.tone] : styles.hint} aria-live="polite">
          {shownStatus?.text}
        </p>
      )}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
    </div>
  );
}
