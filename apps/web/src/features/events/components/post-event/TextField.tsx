import { useId, type ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { Field } from '../../../../components/Field.tsx';
import styles from '../../events.module.css';
import type { PostEventValues } from './post-event-values.ts';

export interface TextFieldProps {
  name: 'name' | 'locationDetail' | 'question';
  label: string;
  hint?: ReactNode;
  placeholder: string;
  maxLength: number;
  required?: boolean;
}

/** A one-line text field of the post-event form. */
export function TextField({ name, label, hint, placeholder, maxLength, required }: TextFieldProps) {
  const id = useId();
  const {
    register,
    formState: { errors },
  } = useFormContext<PostEventValues>();
  return (
    <Field id={id} label={label} required={required} hint={hint} error={errors[name]?.message}>
      {({ describedBy, invalid }) => (
        <input
          id={id}
          className={styles.input}
          maxLength={maxLength}
          placeholder={placeholder}
          aria-required={required || undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          {...register(name)}
        />
      )}
    </Field>
  );
}
