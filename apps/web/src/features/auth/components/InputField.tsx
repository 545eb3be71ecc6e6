import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { Field, type FieldStatus } from '../../../components/Field.tsx';
import styles from '../auth.module.css';

/** What a field of the sign-in, sign-up and recovery forms takes: its Field's parts, and its input's attributes. */
export interface AuthFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: string;
  /** The contract's message about the value, shown beside it. */
  error?: string;
  hint?: ReactNode;
  status?: FieldStatus | null;
  live?: boolean;
  ref?: Ref<HTMLInputElement>;
}

export interface InputFieldProps extends AuthFieldProps {
  /** A button beside the input (Send code). */
  action?: ReactNode;
}

/** A required one-line field with its label, problem, status and hint tied to it. */
export function InputField({ id, label, error, hint, status, live, action, ref, ...input }: InputFieldProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint} status={status} live={live}>
      {({ describedBy, invalid }) => {
        const control = (
          <input
            ref={ref}
            id={id}
            className={styles.input}
            aria-required="true"
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            {...input}
          />
        );
        return action ? (
          <div className={styles.row}>
            {control}
            {action}
          </div>
        ) : (
          control
        );
      }}
    </Field>
  );
}
