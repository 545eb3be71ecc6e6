import { Checkbox } from 'radix-ui';
import type { ReactNode, Ref } from 'react';
import styles from '../auth.module.css';

export interface CheckboxFieldProps {
  id: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  label: ReactNode;
  invalid?: boolean;
  describedBy?: string;
  required?: boolean;
  ref?: Ref<HTMLButtonElement>;
  /** Shown after the label (a "View" button, for instance). */
  children?: ReactNode;
}

/** A Radix checkbox with its label. */
export function CheckboxField({
  id,
  checked,
  onCheckedChange,
  label,
  invalid,
  describedBy,
  required,
  ref,
  children,
}: CheckboxFieldProps) {
  return (
    <div className={styles.checkRow}>
      <Checkbox.Root
        ref={ref}
        id={id}
        className={styles.checkbox}
        checked={checked}
        onCheckedChange={(value) => onCheckedChange(value === true)}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        aria-required={required || undefined}
      >
        <Checkbox.Indicator>
          <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
            <path
              d="M3 8.5l3.2 3L13 4.5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </Checkbox.Indicator>
      </Checkbox.Root>
      <label htmlFor={id}>{label}</label>
      {children}
    </div>
  );
}
