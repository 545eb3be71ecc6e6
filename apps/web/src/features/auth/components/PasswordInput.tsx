import { PASSWORD_MAX_LENGTH } from '@moim/contract/limits';
import { useState, type InputHTMLAttributes, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../auth.module.css';

export interface PasswordInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  id: string;
  /** The field's visible label, used to name the Show/Hide button. */
  fieldLabel: string;
  ref?: Ref<HTMLInputElement>;
}

/** A password field with a Show/Hide toggle button. */
export function PasswordInput({ id, fieldLabel, className, ref, ...props }: PasswordInputProps) {
  const { t } = useTranslation('auth');
  const [visible, setVisible] = useState(false);
  return (
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
        {...props}
      />
      <button
        type="button"
        className={styles.toggle}
        aria-pressed={visible}
        aria-controls={id}
        aria-label={t(visible ? 'password.hideLabel' : 'password.showLabel', { field: fieldLabel })}
        onClick={() => setVisible((v) => !v)}
      >
        {t(visible ? 'password.hide' : 'password.show')}
      </button>
    </div>
  );
}
