import {
  EVENT_NAME_MAX_LENGTH,
  EVENT_QUESTION_MAX_LENGTH,
  LOCATION_DETAIL_MAX_LENGTH,
  VENUE_MAX_LENGTH,
} from '@moim/contract/limits';
import { useId, type ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { Field } from '../../../../components/Field.tsx';
import styles from '../../events.module.css';
import type { PostEventValues } from './post-event-values.ts';

/** The contract's limit of each text field, so a box never takes more than the server accepts. */
const MAX_LENGTH = {
  name: EVENT_NAME_MAX_LENGTH,
  secondName: EVENT_NAME_MAX_LENGTH,
  venue: VENUE_MAX_LENGTH,
  locationDetail: LOCATION_DETAIL_MAX_LENGTH,
  question: EVENT_QUESTION_MAX_LENGTH,
} as const;

export interface TextFieldProps {
  name: keyof typeof MAX_LENGTH;
  label: string;
  hint?: ReactNode;
  placeholder?: string;
  required?: boolean;
  /** The language the host types in, where it is not the page's. */
  lang?: string;
}

/** A one-line text field of the post-event form. */
export function TextField({ name, label, hint, placeholder, required, lang }: TextFieldProps) {
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
          maxLength={MAX_LENGTH[name]}
          placeholder={placeholder}
          lang={lang}
          aria-required={required || undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          {...register(name)}
        />
      )}
    </Field>
  );
}
