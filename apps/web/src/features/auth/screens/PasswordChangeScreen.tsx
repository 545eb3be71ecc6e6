import { CheckPasswordInputSchema, NewPasswordFormSchema, type NewPasswordForm } from '@moim/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/Button.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useContractForm } from '../../../lib/form.ts';
import { notify } from '../../../lib/notices.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useSession } from '../../../lib/session.ts';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { useCheckCurrentPassword, useUpdatePassword } from '../api.ts';
import styles from '../auth.module.css';
import { AuthLayout } from '../components/AuthLayout.tsx';
import { PasswordField } from '../components/PasswordField.tsx';

/**
 * Password change: confirm the current password first; only then the new-password fields
 * appear. Also where a user signed in with a temporary password is sent.
 */
export function PasswordChangeScreen() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useSession();
  const me = useCurrentUser();
  const id = useId();
  const checkPassword = useCheckCurrentPassword();
  const updatePassword = useUpdatePassword();
  const [confirmed, setConfirmed] = useState(false);

  // No session, or the server no longer knows it: back to sign-in.
  const sessionLost = !session?.userId || (me.error instanceof ApiError && me.error.status === 401);
  const leaving = useRef(false);
  useEffect(() => {
    if (!sessionLost || leaving.current) return;
    leaving.current = true;
    notify(t('messages:userInfoMissing'), 'error', { keepOnNextPage: true });
    void navigate('/login', { replace: true });
  }, [sessionLost, navigate, t]);

  const currentForm = useContractForm<{ password: string }>({
    schema: CheckPasswordInputSchema.pick({ password: true }),
    defaultValues: { password: '' },
  });

  const onConfirm = currentForm.handleSubmit(async ({ password }) => {
    if (!session) return;
    let valid: boolean;
    try {
      ({ valid } = await checkPassword.mutateAsync({ userId: session.userId, password }));
    } catch {
      notify(t('messages:passwordVerifyError'), 'error');
      return;
    }
    if (!valid) {
      currentForm.showFieldError('password', 'currentPasswordIncorrect');
      return;
    }
    setConfirmed(true);
  });

  const newForm = useContractForm<NewPasswordForm>({
    schema: NewPasswordFormSchema,
    defaultValues: { password: '', confirmPassword: '' },
  });
  const newErrors = newForm.formState.errors;
  const { setFocus: focusNewField } = newForm;
  useEffect(() => {
    if (confirmed) focusNewField('password');
  }, [confirmed, focusNewField]);

  const onChange = newForm.handleSubmit(async (values) => {
    if (!session) return;
    try {
      await updatePassword.mutateAsync({
        userId: session.userId,
        password: values.password,
        confirmPassword: values.confirmPassword,
      });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'passwordConfirmFirst') {
        // The confirmation is older than 10 minutes: confirm again, keeping what was typed.
        notify(error.message, 'error');
        setConfirmed(false);
        return;
      }
      if (!newForm.showServerError(error)) notify(t('messages:passwordUpdateFailed'), 'error');
      return;
    }
    notify(t('messages:passwordUpdated'), 'success', { keepOnNextPage: true });
    await queryClient.invalidateQueries({ queryKey: queryKeys.me });
    void navigate('/');
  });

  const onChangeLater = () => {
    notify(t('messages:passwordChangeCanceled'), 'info', { keepOnNextPage: true });
    void navigate('/');
  };

  return (
    <AuthLayout title={t('passwordChange.title')} subtitle={t('passwordChange.subtitle')}>
      {me.data?.passwordChangeRequired && (
        <p className={styles.note} role="note">
          {t('passwordChange.required')}
        </p>
      )}

      <form
        className={styles.form}
        onSubmit={(event) => void onConfirm(event)}
        noValidate
        aria-labelledby={`${id}-step1`}
      >
        <h2 id={`${id}-step1`} className={styles.sectionTitle}>
          {t('passwordChange.step1')}
        </h2>
        <PasswordField
          id={`${id}-current`}
          label={t('passwordChange.current')}
          error={currentForm.formState.errors.password?.message}
          status={confirmed ? { text: t('passwordChange.confirmed'), tone: 'ok' } : null}
          live
          autoComplete="current-password"
          readOnly={confirmed}
          {...currentForm.register('password')}
        />
        {!confirmed && (
          <Button type="submit" block disabled={currentForm.formState.isSubmitting || !session}>
            {currentForm.formState.isSubmitting ? t('passwordChange.confirming') : t('passwordChange.confirm')}
          </Button>
        )}
      </form>

      {confirmed && (
        <form
          className={styles.form}
          onSubmit={(event) => void onChange(event)}
          noValidate
          aria-labelledby={`${id}-step2`}
        >
          <h2 id={`${id}-step2`} className={styles.sectionTitle}>
            {t('passwordChange.step2')}
          </h2>
          <PasswordField
            id={`${id}-new`}
            label={t('passwordChange.new')}
            error={newErrors.password?.message}
            hint={t('passwordChange.newHint')}
            autoComplete="new-password"
            {...newForm.register('password', { deps: ['confirmPassword'] })}
          />
          <PasswordField
            id={`${id}-confirmNew`}
            label={t('passwordChange.confirmNew')}
            error={newErrors.confirmPassword?.message}
            autoComplete="new-password"
            {...newForm.register('confirmPassword')}
          />
          <Button type="submit" block disabled={newForm.formState.isSubmitting}>
            {newForm.formState.isSubmitting ? t('passwordChange.submitting') : t('passwordChange.submit')}
          </Button>
        </form>
      )}

      <div className={styles.actions}>
        <Button variant="ghost" block onClick={onChangeLater}>
          {t('passwordChange.later')}
        </Button>
      </div>
    </AuthLayout>
  );
}
