import { PASSWORD_MAX_LENGTH } from '@moim/contract/limits';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/Field.tsx';
import styles from '../auth.module.css';
import type { AuthFieldProps } from './InputField.tsx';

/** A required password field with a Show/Hide toggle button, which its label also names. */
export function PasswordField({
  id,
  label,
  error,
  hint,
  status,
  live,
  className,
  ref,
  ...input
}: Omit<AuthFieldProps, 'type'>) {
  const { t } = useTranslation('auth');
  const [visible, setVisible] = useState(false);
  return (
    <Field id={id} label={label} error={error} hint={hint} status={status} live={live}>
      {({ describedBy, invalid }) => (
        <div className={styles.password}>
          <input
            ref={ref}
            id={id}
            type={visible ? 'text' : 'password'}
            className={[styles.input, className].filter(Boolean).join(' ')}
            autoCapitalize="off"
            autoCorrect="off"
            spellCheck={false}
            maxLength={PASSWORD_MAX_LENGTH}
            aria-required="true"
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            {...input}
          />
          <button
            type="button"
            className={styles.toggle}
            aria-pressed={visible}
            aria-controls={id}
            aria-label={t(visible ? 'password.hideLabel' : 'password.showLabel', { field: label })}
            onClick={() => setVisible((v) => !v)}
          >
            {t(visible ? 'password.hide' : 'password.show')}
          </button>
        </div>
      )}
    </Field>
  );
}
