import { GENDERS } from '@moim/contract';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/Field.tsx';
import styles from '../auth.module.css';

const LABEL_KEYS = { male: 'gender.male', Female: 'gender.female' } as const;

export interface GenderFieldProps {
  id: string;
  error?: string | null;
  register: UseFormRegisterReturn;
}

/** The spec's gender choice: "male" or "Female", as a radio group. */
export function GenderField({ id, error, register }: GenderFieldProps) {
  const { t } = useTranslation('auth');
  return (
    <Field id={id} as="text" label={t('gender.label')} error={error}>
      {({ describedBy, invalid }) => (
        <div
          role="radiogroup"
          aria-labelledby={`${id}-label`}
          aria-required="true"
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          className={styles.radios}
        >
          {GENDERS.map((gender, index) => (
            <label key={gender} className={styles.radio}>
              <input type="radio" value={gender} id={index === 0 ? id : undefined} {...register} />
              {t(LABEL_KEYS[gender])}
            </label>
          ))}
        </div>
      )}
    </Field>
  );
}
