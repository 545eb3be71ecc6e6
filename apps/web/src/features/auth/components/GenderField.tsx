import { GENDERS } from '@moim/contract';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
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
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <span id={labelId} className={styles.label}>
        {t('gender.label')}
      </span>
      <div
        role="radiogroup"
        aria-labelledby={labelId}
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={styles.radios}
      >
        {GENDERS.map((gender, index) => (
          <label key={gender} className={styles.radio}>
            <input type="radio" value={gender} id={index === 0 ? id : undefined} {...register} />
            {t(LABEL_KEYS[gender])}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
