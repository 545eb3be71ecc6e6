import type { ReactNode } from 'react';
import styles from '../events.module.css';

export interface FieldControl {
  describedBy: string | undefined;
  invalid: boolean;
}

export interface FieldProps {
  id: string;
  label: ReactNode;
  /** The field's error, shown under it and tied to it. */
  error?: string | null;
  hint?: ReactNode;
  required?: boolean;
  /** Other ids describing the control (a chosen value, for instance). */
  extraDescribedBy?: string;
  /**
   * 'label' ties the label to an input by `htmlFor`; 'group' makes a fieldset with a legend
   * (radios, checkboxes); 'text' gives a plain label with id `${id}-label` for controls that
   * are named with aria-labelledby (the rich-text editor).
   */
  as?: 'label' | 'group' | 'text';
  className?: string;
  children: (control: FieldControl) => ReactNode;
}

/** The visible "*" of a required field; the control itself carries aria-required. */
export function RequiredMark() {
  return (
    <span className={styles.requiredMark} aria-hidden="true">
      *
    </span>
  );
}

/** A labelled control with its error and hint tied by aria-describedby. */
export function Field({
  id,
  label,
  error,
  hint,
  required,
  extraDescribedBy,
  as = 'label',
  className,
  children,
}: FieldProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error && errorId, hint && hintId, extraDescribedBy].filter(Boolean).join(' ') || undefined;
  const control = children({ describedBy, invalid: Boolean(error) });
  const labelText = (
    <>
      {label}
      {required && <RequiredMark />}
    </>
  );
  const after = (
    <>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
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
