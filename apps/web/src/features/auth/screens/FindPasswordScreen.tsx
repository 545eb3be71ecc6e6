import { FindPasswordInputSchema, type FindPasswordInput } from '@moim/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/Button.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useContractForm } from '../../../lib/form.ts';
import { notify } from '../../../lib/notices.ts';
import { useFindPassword } from '../api.ts';
import styles from '../auth.module.css';
import { AuthLayout } from '../components/AuthLayout.tsx';
import { EmailField } from '../components/EmailField.tsx';
import { IdField } from '../components/IdField.tsx';
import { errorMessage } from '../messages.ts';

interface FindPasswordValues {
  userId: string;
  email: string;
}

/** Forgot password: mails a temporary password, then goes to /signIn. */
export function FindPasswordScreen() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const id = useId();
  const findPassword = useFindPassword();
  const form = useContractForm<FindPasswordValues, FindPasswordInput>({
    schema: FindPasswordInputSchema,
    defaultValues: { userId: '', email: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      const result = await findPassword.mutateAsync(input);
      if (!result.pwChangeSuccess) {
        notify(result.message, 'error');
        return;
      }
      notify(result.message, 'success', { keepOnNextPage: true });
      void navigate('/signIn');
    } catch (error) {
      if (form.showServerError(error)) return;
      notify(
        error instanceof ApiError && error.status === 404
          ? t('messages:findPasswordNotFound')
          : errorMessage(t, error, 'internalError'),
        'error',
      );
    }
  });

  return (
    <AuthLayout
      title={t('findPassword.title')}
      subtitle={t('findPassword.subtitle')}
      footer={
        <>
          <Link to="/logIn" className={styles.link}>
            {t('recovery.backToSignIn')}
          </Link>
          <Link to="/findUsername" className={styles.link}>
            {t('signIn.forgotId')}
          </Link>
        </>
      }
    >
      <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
        <IdField
          id={`${id}-userId`}
          label={t('recovery.userId')}
          error={errors.userId?.message}
          {...form.register('userId')}
        />
        <EmailField
          id={`${id}-email`}
          label={t('recovery.email')}
          error={errors.email?.message}
          {...form.register('email')}
        />
        <Button type="submit" block disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? t('findPassword.submitting') : t('findPassword.submit')}
        </Button>
      </form>
    </AuthLayout>
  );
}
