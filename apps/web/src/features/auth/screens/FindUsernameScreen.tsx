import { FindUsernameInputSchema, type FindUsernameInput } from '@moim/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/Button.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useContractForm } from '../../../lib/form.ts';
import { notify } from '../../../lib/notices.ts';
import { useFindUsername } from '../api.ts';
import styles from '../auth.module.css';
import { AuthLayout } from '../components/AuthLayout.tsx';
import { EmailField } from '../components/EmailField.tsx';

/** Forgot ID: mails the ID of the account with this e-mail and shows it masked. */
export function FindUsernameScreen() {
  const { t } = useTranslation('auth');
  const id = useId();
  const findUsername = useFindUsername();
  const [maskedId, setMaskedId] = useState<string | null>(null);
  const form = useContractForm<{ email: string }, FindUsernameInput>({
    schema: FindUsernameInputSchema,
    defaultValues: { email: '' },
  });
  const error = form.formState.errors.email?.message;

  const onSubmit = form.handleSubmit(async ({ email }) => {
    setMaskedId(null);
    try {
      const result = await findUsername.mutateAsync(email);
      setMaskedId(result.username);
      notify(t('messages:findIdCompleted'), 'success');
    } catch (failure) {
      if (form.showServerError(failure)) return;
      const serverSays = failure instanceof ApiError && (failure.status === 429 || failure.status === 502);
      notify(serverSays ? failure.message : t('messages:findIdFailed'), 'error');
    }
  });

  return (
    <AuthLayout
      title={t('findId.title')}
      subtitle={t('findId.subtitle')}
      footer={
        <>
          <Link to="/logIn" className={styles.link}>
            {t('recovery.backToSignIn')}
          </Link>
          <Link to="/findPassword" className={styles.link}>
            {t('signIn.forgotPassword')}
          </Link>
        </>
      }
    >
      <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
        <EmailField id={`${id}-email`} label={t('recovery.email')} error={error} {...form.register('email')} />
        <Button type="submit" block disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? t('findId.submitting') : t('findId.submit')}
        </Button>
      </form>
      <div aria-live="polite">
        {maskedId && (
          <div className={styles.result}>
            <p>{t('findId.result', { id: maskedId })}</p>
            <Link to="/logIn" className={styles.link}>
              {t('findId.signIn')}
            </Link>
          </div>
        )}
      </div>
    </AuthLayout>
  );
}
