import { GrantAdminInputSchema, type GrantAdminInput } from '@moim/contract';
import { USER_ID_LOOKUP_MAX_LENGTH } from '@moim/contract/limits';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button.tsx';
import { Field } from '../../../components/Field.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useContractForm } from '../../../lib/form.ts';
import { notify } from '../../../lib/notices.ts';
import { useGrantAdmin } from '../api.ts';
import styles from '../admin.module.css';
import { ReasonField } from './ReasonField.tsx';

/**
 * Grants admin rights to an account by its login ID, with a reason for the audit log. An unknown
 * ID is said beside the field; any other refusal under the form.
 */
export function GrantAdminForm() {
  const { t } = useTranslation(['admin', 'messages']);
  const id = useId();
  const grant = useGrantAdmin();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useContractForm<GrantAdminInput, GrantAdminInput>({
    schema: GrantAdminInputSchema,
    defaultValues: { userId: '', reason: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const send = async (input: GrantAdminInput) => {
    setFailure(null);
    try {
      await grant.mutateAsync(input);
      notify(t('admins.grantedNow', { userId: input.userId }), 'success');
      form.reset();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'userNotFound') {
        form.showFieldError('userId', 'userNotFound');
      } else if (!form.showServerError(error)) {
        setFailure(error instanceof ApiError && error.status < 500 ? error.message : t('failed'));
      }
    }
  };

  return (
    <section aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.sectionTitle}>
        {t('admins.grantTitle')}
      </h3>
      <p className={styles.muted}>{t('admins.grantIntro')}</p>
      <form className={styles.form} noValidate onSubmit={(event) => void form.handleSubmit(send)(event)}>
        <Field id={`${id}-userId`} label={t('admins.userId')} required error={errors.userId?.message}>
          {({ describedBy, invalid }) => (
            <input
              id={`${id}-userId`}
              className={styles.input}
              autoCapitalize="off"
              autoComplete="off"
              spellCheck={false}
              maxLength={USER_ID_LOOKUP_MAX_LENGTH}
              aria-required="true"
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
              {...form.register('userId')}
            />
          )}
        </Field>
        <ReasonField
          id={`${id}-reason`}
          hint={t('admins.reasonHint')}
          error={errors.reason?.message}
          registration={form.register('reason')}
        />
        {failure && (
          <p role="alert" className={styles.failure}>
            {failure}
          </p>
        )}
        <div>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? t('admins.granting') : t('admins.grant')}
          </Button>
        </div>
      </form>
    </section>
  );
}
