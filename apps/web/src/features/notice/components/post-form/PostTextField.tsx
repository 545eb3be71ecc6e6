import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '../../../../components/Field.tsx';
import styles from '../../notice.module.css';

interface PostTextFieldProps {
  id: string;
  label: string;
  error: string | undefined;
  /** What `register(name)` gave for the field. */
  registration: UseFormRegisterReturn;
  maxLength: number;
  /** A text area instead of a one-line input. */
  multiline?: boolean;
  type?: 'text' | 'url';
  hint?: string;
  required?: boolean;
  placeholder?: string;
}

/** One labelled text control of the create-blog form, with its error and hint tied to it. */
export function PostTextField({
  id,
  label,
  error,
  registration,
  maxLength,
  multiline,
  type = 'text',
  hint,
  required,
  placeholder,
}: PostTextFieldProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint} required={required}>
      {({ describedBy, invalid }) => {
        const common = {
          id,
          maxLength,
          placeholder,
          'aria-invalid': invalid,
          'aria-describedby': describedBy,
          'aria-required': required || undefined,
          ...registration,
        };
        return multiline ? (
          <textarea className={styles.textarea} {...common} />
        ) : (
          <input type={type} className={styles.input} {...common} />
        );
      }}
    </Field>
  );
}
