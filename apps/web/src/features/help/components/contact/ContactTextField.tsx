import type { InputHTMLAttributes } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field, type FieldProps } from '../../../../components/Field.tsx';
import styles from '../../help.module.css';
import type { ContactValues } from './contact-values.ts';

interface ContactTextFieldProps
  extends Pick<FieldProps, 'hint' | 'extraDescribedBy'>, Omit<InputHTMLAttributes<HTMLInputElement>, 'name'> {
  id: string;
  name: 'title' | 'phone' | 'email';
}

/** A required one-line field of the contact form. */
export function ContactTextField({ id, name, hint, extraDescribedBy, ...input }: ContactTextFieldProps) {
  const { t } = useTranslation('help');
  const {
    register,
    formState: { errors },
  } = useFormContext<ContactValues>();
  return (
    <Field
      id={id}
      label={t(`contact.fields.${name}`)}
      error={errors[name]?.message}
      required
      hint={hint}
      extraDescribedBy={extraDescribedBy}
    >
      {({ describedBy, invalid }) => (
        <input
          id={id}
          className={styles.input}
          aria-required="true"
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          {...input}
          {...register(name)}
        />
      )}
    </Field>
  );
}
