import { MODERATION_REASON_MAX_LENGTH } from '@moim/contract/limits';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/Field.tsx';
import styles from '../admin.module.css';

export interface ReasonFieldProps {
  id: string;
  /** Who reads the reason (the audit log, the person warned). */
  hint: string;
  error: string | undefined;
  registration: UseFormRegisterReturn<'reason'>;
}

/** The reason every action of the console needs (required; kept in the audit log). */
export function ReasonField({ id, hint, error, registration }: ReasonFieldProps) {
  const { t } = useTranslation('admin');
  return (
    <Field id={id} label={t('reason')} required hint={hint} error={error}>
      {({ describedBy, invalid }) => (
        <textarea
          id={id}
          className={styles.textarea}
          rows={3}
          maxLength={MODERATION_REASON_MAX_LENGTH}
          aria-required="true"
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          {...registration}
        />
      )}
    </Field>
  );
}
