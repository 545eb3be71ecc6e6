import { USERNAME_MAX_LENGTH, seoulDate, signUpRules, type SignUpInput } from '@moim/contract';
import { useId, useState } from 'react';
import { FormProvider, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api.ts';
import { useClock } from '../../../lib/clock.ts';
import { useContractForm } from '../../../lib/form.ts';
import { notify } from '../../../lib/notices.ts';
import { useReturnPath, withReturnPath } from '../../../lib/return-path.ts';
import { useSignUp } from '../api.ts';
import styles from '../auth.module.css';
import { AuthLayout } from '../components/AuthLayout.tsx';
import { EmailVerificationFields } from '../components/EmailVerificationFields.tsx';
import { InputField } from '../components/InputField.tsx';
import { PasswordField } from '../components/PasswordField.tsx';
import {
  AgreementsAndSubmit,
  PersonFields,
  UserIdField,
  useUserIdAvailability,
} from '../components/SignUpSections.tsx';
import { signUpDefaults, toSignUpInput, type SignUpFormValues } from '../components/sign-up-values.ts';
import { errorMessage } from '../messages.ts';

/**
 * Sign up with an e-mail (/createAccount): name, e-mail verified by a code, ID, password, date of
 * birth, gender, nationality and the agreements; then to sign in, carrying the page that sent
 * the visitor here.
 */
export function CreateAccountScreen() {
  const { t } = useTranslation(['auth', 'legal']);
  const navigate = useNavigate();
  const clock = useClock();
  const id = useId();
  const fieldId = (name: string) => `${id}-${name}`;
  // The page that sent the visitor to sign in, for after the sign-in that follows.
  const signInPath = withReturnPath('/logIn', useReturnPath());
  const today = seoulDate(clock());
  const [verifiedEmail, setVerifiedEmail] = useState<string | null>(null);
  const signUp = useSignUp();

  const form = useContractForm<SignUpFormValues, SignUpInput>({
    schema: (values) =>
      signUpRules({
        userIdAvailable: userIdCheck.knownAvailable(values.userId.trim()),
        emailVerified: verifiedEmail !== null && verifiedEmail === values.email.trim(),
        today: seoulDate(clock()),
      }),
    toInput: toSignUpInput,
    defaultValues: signUpDefaults,
  });
  const { errors } = form.formState;
  const userIdCheck = useUserIdAvailability(useWatch({ control: form.control, name: 'userId' }).trim());

  const submit = form.handleSubmit(async (input) => {
    try {
      await signUp.mutateAsync(input);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'emailNotVerified') setVerifiedEmail(null);
      if (!form.showServerError(error)) notify(errorMessage(t, error, 'signUpFailed'), 'error');
      return;
    }
    notify(t('messages:signUpCompleted'), 'success', { keepOnNextPage: true });
    void navigate(signInPath);
  });

  return (
    <AuthLayout
      title={t('signUp.title')}
      subtitle={t('signUp.subtitle')}
      footer={
        <span className={styles.muted}>
          {t('signUp.haveAccount')}{' '}
          <Link to={signInPath} className={styles.link}>
            {t('signUp.signIn')}
          </Link>
        </span>
      }
    >
      <FormProvider {...form}>
        <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
          <InputField
            id={fieldId('username')}
            label={t('signUp.username')}
            error={errors.username?.message}
            autoComplete="name"
            maxLength={USERNAME_MAX_LENGTH}
            {...form.register('username')}
          />

          <EmailVerificationFields
            form={form}
            fieldId={fieldId}
            verifiedEmail={verifiedEmail}
            onVerified={setVerifiedEmail}
          />

          <UserIdField id={fieldId('userId')} status={userIdCheck.status} />

          <PasswordField
            id={fieldId('password')}
            label={t('signUp.password')}
            error={errors.password?.message}
            hint={t('signUp.passwordHint')}
            autoComplete="new-password"
            {...form.register('password', { deps: ['confirmPassword'] })}
          />
          <PasswordField
            id={fieldId('confirmPassword')}
            label={t('signUp.confirmPassword')}
            error={errors.confirmPassword?.message}
            autoComplete="new-password"
            {...form.register('confirmPassword')}
          />

          <PersonFields id={id} today={today} />

          <AgreementsAndSubmit submitting={form.formState.isSubmitting} />
        </form>
      </FormProvider>
    </AuthLayout>
  );
}
