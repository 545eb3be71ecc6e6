import {
  SendVerificationInputSchema,
  USERNAME_MAX_LENGTH,
  VERIFICATION_CODE_LENGTH,
  VERIFICATION_RESEND_SECONDS,
  VerifyCodeInputSchema,
  seoulDate,
  signUpRules,
  type SignUpInput,
} from '@moim/contract';
import { useId, useState } from 'react';
import { FormProvider, useWatch } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/Button.tsx';
import { Field } from '../../../components/Field.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useClock } from '../../../lib/clock.ts';
import { useContractForm } from '../../../lib/form.ts';
import { notify } from '../../../lib/notices.ts';
import { useReturnPath, withReturnPath } from '../../../lib/return-path.ts';
import { useSendVerification, useSignUp, useVerifyCode } from '../api.ts';
import styles from '../auth.module.css';
import { NO_AGREEMENTS } from '../components/Agreements.tsx';
import { AuthLayout } from '../components/AuthLayout.tsx';
import { EmailField } from '../components/EmailField.tsx';
import { PasswordField } from '../components/PasswordField.tsx';
import {
  AgreementsAndSubmit,
  PersonFields,
  UserIdField,
  useUserIdAvailability,
  type SharedSignUpValues,
} from '../components/SignUpSections.tsx';
import { formatCountdown, useAvailability, useCountdown } from '../components/hooks.ts';
import { errorMessage } from '../messages.ts';

interface SignUpFormValues extends SharedSignUpValues {
  username: string;
  email: string;
  code: string;
  password: string;
  confirmPassword: string;
}

/** The sign-up payload: the values without the e-mail code, text trimmed. */
function toSignUpInput({ code: _code, ...values }: SignUpFormValues): SignUpInput {
  return {
    ...values,
    username: values.username.trim(),
    email: values.email.trim(),
    userId: values.userId.trim(),
  };
}

const isWellFormedEmail = (email: string) => SendVerificationInputSchema.safeParse({ email }).success;

export function CreateAccountScreen() {
  const { t } = useTranslation(['auth', 'legal']);
  const navigate = useNavigate();
  const clock = useClock();
  const id = useId();
  const fieldId = (name: string) => `${id}-${name}`;
  // The page that sent the visitor to sign in, for after the sign-in that follows.
  const signInPath = withReturnPath('/logIn', useReturnPath());
  const today = seoulDate(clock());

  // E-mail verification: unverified → code sent (Resend after the countdown) → verified.
  const sendCode = useSendVerification();
  const verifyCode = useVerifyCode();
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  const [verifiedEmail, setVerifiedEmail] = useState<string | null>(null);
  const countdown = useCountdown();
  const signUp = useSignUp();

  const form = useContractForm<SignUpFormValues, SignUpInput>({
    schema: (values) =>
      signUpRules({
        userIdAvailable: userIdCheck.knownAvailable(values.userId.trim()),
        emailVerified: verifiedEmail !== null && verifiedEmail === values.email.trim(),
        today: seoulDate(clock()),
      }),
    toInput: toSignUpInput,
    defaultValues: {
      username: '',
      email: '',
      code: '',
      userId: '',
      password: '',
      confirmPassword: '',
      dob: '',
      gender: '',
      nationality: '',
      ...NO_AGREEMENTS,
    },
  });
  const { errors } = form.formState;
  const [emailValue, userIdValue] = useWatch({ control: form.control, name: ['email', 'userId'] });
  const email = emailValue.trim();
  const userIdCheck = useUserIdAvailability(userIdValue.trim());

  const verified = verifiedEmail !== null && verifiedEmail === email;
  const codeSent = codeSentTo !== null && codeSentTo === email;
  const resendBlocked = codeSent && countdown.remaining > 0;
  /** The e-mail step the person is on: its button is the primary one. */
  const step = verified ? 'done' : codeSent ? 'verify' : 'sendCode';
  const emailAvailability = useAvailability('email', email, !verified && isWellFormedEmail(email));

  const onSendCode = () => {
    form.clearErrors('email');
    const input = form.check(SendVerificationInputSchema, { email });
    if (!input) return;
    sendCode.mutate(input.email, {
      onSuccess: (response) => {
        notify(t('messages:codeSent'), 'success');
        setCodeSentTo(input.email);
        countdown.start(response.resendAfterSeconds || VERIFICATION_RESEND_SECONDS);
        form.setFocus('code');
      },
      onError: (error) => {
        if (!form.showServerError(error)) notify(errorMessage(t, error, 'codeSendFailed'), 'error');
      },
    });
  };

  const onVerify = () => {
    form.clearErrors(['email', 'code']);
    const input = form.check(VerifyCodeInputSchema, { email, code: form.getValues('code') });
    if (!input) return;
    verifyCode.mutate(input, {
      onSuccess: () => {
        setVerifiedEmail(input.email);
        form.clearErrors('email');
        notify(t('messages:emailVerified'), 'success');
      },
      onError: (error) => {
        if (!form.showServerError(error)) notify(errorMessage(t, error, 'codeMismatch'), 'error');
      },
    });
  };

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

  const emailStatus =
    emailAvailability === 'taken' ? ({ text: t('messages:emailTaken'), tone: 'error' } as const) : null;

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
          <Field id={fieldId('username')} label={t('signUp.username')} error={errors.username?.message}>
            {({ describedBy, invalid }) => (
              <input
                id={fieldId('username')}
                className={styles.input}
                autoComplete="name"
                maxLength={USERNAME_MAX_LENGTH}
                aria-required="true"
                aria-invalid={invalid || undefined}
                aria-describedby={describedBy}
                {...form.register('username')}
              />
            )}
          </Field>

          <EmailField
            id={fieldId('email')}
            label={t('signUp.email')}
            error={errors.email?.message}
            status={emailStatus}
            live
            hint={
              verified ? (
                t('signUp.emailLocked')
              ) : resendBlocked ? (
                <Trans
                  t={t}
                  i18nKey="signUp.resendIn"
                  values={{ time: formatCountdown(countdown.remaining) }}
                  components={{
                    timer: <span role="timer" aria-label={t('signUp.timerLabel')} className={styles.timer} />,
                  }}
                />
              ) : undefined
            }
            readOnly={verified}
            {...form.register('email')}
            action={
              <Button
                variant={step === 'sendCode' ? 'primary' : 'secondary'}
                onClick={onSendCode}
                disabled={verified || resendBlocked || sendCode.isPending}
              >
                {sendCode.isPending ? t('signUp.sendingCode') : codeSent ? t('signUp.resend') : t('signUp.sendCode')}
              </Button>
            }
          />

          <Field id={fieldId('code')} label={t('signUp.code')} error={errors.code?.message}>
            {({ describedBy, invalid }) => (
              <div className={styles.row}>
                <input
                  id={fieldId('code')}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={VERIFICATION_CODE_LENGTH}
                  className={styles.input}
                  readOnly={verified}
                  aria-invalid={invalid || undefined}
                  aria-describedby={describedBy}
                  {...form.register('code')}
                />
                <Button
                  variant={step === 'verify' ? 'primary' : 'secondary'}
                  onClick={onVerify}
                  disabled={verified || verifyCode.isPending}
                >
                  {verified ? t('signUp.verified') : verifyCode.isPending ? t('signUp.verifying') : t('signUp.verify')}
                </Button>
              </div>
            )}
          </Field>

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
