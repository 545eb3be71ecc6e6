import type { ReactNode } from 'react';
import styles from './Field.module.css';

/** What a field tells its control: the ids describing it, and whether it is invalid. */
interface FieldControl {
  describedBy: string | undefined;
  invalid: boolean;
}

/** A live line under a field (an availability check, a confirmation); an error hides it. */
export interface FieldStatus {
  text: string;
  tone: 'ok' | 'error' | 'hint';
}

export interface FieldProps {
  id: string;
  label: ReactNode;
  /** The field's error, shown under it and tied to its control. */
  error?: string | null;
  /** A help text tied to the control. */
  hint?: ReactNode;
  status?: FieldStatus | null;
  /** Keeps the status line mounted, so screen readers hear it when it changes. */
  live?: boolean;
  /** Shows the visible "*"; the control itself carries aria-required. */
  required?: boolean;
  /** Other ids describing the control (a chosen value, for instance). */
  extraDescribedBy?: string;
  /**
   * 'label' ties the label to an input by `htmlFor`; 'group' makes a fieldset with a legend
   * (radios, checkboxes); 'text' gives a plain label with id `${id}-label` for controls that
   * are named with aria-labelledby (a radio group, the rich-text editor, the image drop zone).
   */
  as?: 'label' | 'group' | 'text';
  className?: string;
  children: (control: FieldControl) => ReactNode;
}

const toneClass = { ok: styles.ok, error: styles.error, hint: styles.hint };

/** The visible "*" of a required field. */
function RequiredMark() {
  return (
    <span className={styles.requiredMark} aria-hidden="true">
      *
    </span>
  );
}

/**
 * A labelled control with its error, status and hint tied to it by aria-describedby; the error
 * is announced (politely) when it appears, and the control is marked aria-invalid by its child.
 */
export function Field({
  id,
  label,
  error,
  hint,
  status,
  live,
  required,
  extraDescribedBy,
  as = 'label',
  className,
  children,
}: FieldProps) {
  const errorId = `${id}-error`;
  const statusId = `${id}-status`;
  const hintId = `${id}-hint`;
  const shownStatus = error ? null : status;
  const describedBy =
    [error && errorId, shownStatus && statusId, hint && hintId, extraDescribedBy].filter(Boolean).join(' ') ||
    undefined;
  const control = children({ describedBy, invalid: Boolean(error) || shownStatus?.tone === 'error' });
  const labelText = (
    <>
      {label}
      {required && <RequiredMark />}
    </>
  );
  const after = (
    <>
      {/* Always there, so a screen reader hears an error as it appears or changes. */}
      <div className={styles.errorRegion} aria-live="polite">
        {error && (
          <p id={errorId} className={styles.error}>
            {error}
          </p>
        )}
      </div>
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
    </>
  );
  const classes = [styles.field, className].filter(Boolean).join(' ');

  if (as === 'group') {
    return (
      <fieldset className={classes} aria-describedby={describedBy}>
        <legend className={styles.label}>{labelText}</legend>
        {control}
        {after}
      </fieldset>
    );
  }
  return (
    <div className={classes}>
      {as === 'label' ? (
        <label htmlFor={id} className={styles.label}>
          {labelText}
        </label>
      ) : (
        <span id={`${id}-label`} className={styles.label}>
          {labelText}
        </span>
      )}
      {control}
      {after}
    </div>
  );
}
