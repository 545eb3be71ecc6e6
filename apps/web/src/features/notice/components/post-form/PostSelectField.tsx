import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '../../../../components/Field.tsx';
import styles from '../../notice.module.css';

interface PostSelectFieldProps<T extends string> {
  id: string;
  label: string;
  error: string | undefined;
  /** What `register(name)` gave for the field. */
  registration: UseFormRegisterReturn;
  options: readonly T[];
  /** The text of an option. */
  optionLabel: (option: T) => string;
}

/** One labelled choice of the create-blog form (category, language), with its error tied to it. */
export function PostSelectField<T extends string>({
  id,
  label,
  error,
  registration,
  options,
  optionLabel,
}: PostSelectFieldProps<T>) {
  return (
    <Field id={id} label={label} error={error}>
      {({ describedBy, invalid }) => (
        <select
          id={id}
          className={styles.input}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          {...registration}
        >
          {options.map((option) => (
            <option key={option} value={option}>
              {optionLabel(option)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
