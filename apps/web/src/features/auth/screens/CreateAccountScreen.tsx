import {
  EmailSchema,
  USERNAME_MAX_LENGTH,
  VERIFICATION_CODE_LENGTH,
  VERIFICATION_RESEND_SECONDS,
  isMessageKey,
  seoulDate,
  signUpProblem,
  type SignUpField,
  type SignUpInput,
} from '@moim/contract';
import { useId, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/Button.tsx';
import { ApiError } from '../../../lib/api.ts';
import { notify } from '../../../lib/notices.ts';
import { useSendVerification, useSignUp, useVerifyCode } from '../api.ts';
import styles from '../auth.module.css';
import { AuthLayout } from '../components/AuthLayout.tsx';
import { Field } from '../components/Field.tsx';
import { GenderField } from '../components/GenderField.tsx';
import { PasswordInput } from '../components/PasswordInput.tsx';
import {
  AgreementsAndSubmit,
  DobField,
  NationalityField,
  UserIdField,
  useAgreements,
  useUserIdAvailability,
} from '../components/SignUpSections.tsx';
import { formatCountdown, useAvailability, useCountdown } from '../components/hooks.ts';
import { errorMessage, messageText } from '../messages.ts';

interface SignUpFormValues {
  username: string;
  email: string;
  code: string;
  userId: string;
  password: string;
  confirmPassword: string;
  dob: string;
  gender: string;
  nationality: string;
}

type FormField = keyof SignUpFormValues;

/** Which field a server error code is about, to mark it as the form does. */
const FIELD_OF_CODE: Partial<Record<string, FormField | 'agreements'>> = {
  userIdFormat: 'userId',
  userIdTooLong: 'userId',
  userIdTaken: 'userId',
  passwordTooShort: 'password',
  passwordTooLong: 'password',
  passwordComposition: 'password',
  passwordMismatch: 'confirmPassword',
  emailTaken: 'email',
  emailNotVerified: 'email',
  invalidEmail: 'email',
  usernameTooLong: 'username',
  dobInvalid: 'dob',
  dobTooYoung: 'dob',
  genderInvalid: 'gender',
  nationalityInvalid: 'nationality',
  termsRequired: 'agreements',
};

const isWellFormedEmail = (email: string) => EmailSchema.safeParse(email).success;

export function CreateAccountScreen() {
  const { t } = useTranslation(['auth', 'legal']);
  const navigate = useNavigate();
  const id = useId();
  const fieldId = (name: string) => `${id}-${name}`;
  const [today] = useState(() => seoulDate(new Date()));

  const form = useForm<SignUpFormValues>({
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
    },
  });
  const { errors } = form.formState;
  const [emailValue, userIdValue] = useWatch({ control: form.control, name: ['email', 'userId'] });
  const email = emailValue.trim();
  const userId = userIdValue.trim();

  const agreements = useAgreements();
  const codeRef = useRef<HTMLInputElement | null>(null);

  // E-mail verification: unverified → code sent (Resend after the countdown) → verified.
  const sendCode = useSendVerification();
  const verifyCode = useVerifyCode();
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  const [verifiedEmail, setVerifiedEmail] = useState<string | null>(null);
  const countdown = useCountdown();
  const verified = verifiedEmail !== null && verifiedEmail === email;
  const codeSent = codeSentTo !== null && codeSentTo === email;
  const resendBlocked = codeSent && countdown.remaining > 0;

  const userIdCheck = useUserIdAvailability(userId);
  const emailAvailability = useAvailability('email', email, !verified && isWellFormedEmail(email));

  const signUp = useSignUp();

  const fieldError = (name: FormField) => {
    const message = errors[name]?.message;
    return message ? messageText(t, message) : null;
  };

  const markError = (field: FormField | 'agreements', codeOrText: string) => {
    if (field === 'agreements') return agreements.showError(codeOrText);
    form.setError(field, { type: 'manual', message: codeOrText });
    form.setFocus(field);
  };

  const onSendCode = () => {
    form.clearErrors('email');
    if (!isWellFormedEmail(email)) {
      markError('email', 'invalidEmail');
      return;
    }
    sendCode.mutate(email, {
      onSuccess: (response) => {
        notify(t('messages:codeSent'), 'success');
        setCodeSentTo(email);
        countdown.start(response.resendAfterSeconds || VERIFICATION_RESEND_SECONDS);
        codeRef.current?.focus();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'emailTaken') markError('email', 'emailTaken');
        else notify(errorMessage(t, error, 'codeSendFailed'), 'error');
      },
    });
  };

  const onVerify = () => {
    form.clearErrors('code');
    const code = form.getValues('code').trim();
    if (!isWellFormedEmail(email)) {
      markError('email', 'invalidEmail');
      return;
    }
    if (!new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`).test(code)) {
      markError('code', 'codeFormat');
      return;
    }
    verifyCode.mutate(
      { email, code },
      {
        onSuccess: () => {
          setVerifiedEmail(email);
          notify(t('messages:emailVerified'), 'success');
        },
        onError: (error) => {
          const text = errorMessage(t, error, 'codeMismatch');
          markError('code', error instanceof ApiError && isMessageKey(error.code) ? error.code : text);
        },
      },
    );
  };

  const submit = async (values: SignUpFormValues) => {
    form.clearErrors();
    agreements.clearError();
    const input: SignUpInput = {
      username: values.username.trim(),
      dob: values.dob,
      gender: values.gender,
      email: values.email.trim(),
      userId: values.userId.trim(),
      password: values.password,
      confirmPassword: values.confirmPassword,
      nationality: values.nationality,
      ...agreements.value,
    };
    const problem = signUpProblem(input, {
      userIdAvailable: await userIdCheck.isAvailable(input.userId),
      emailVerified: verifiedEmail !== null && verifiedEmail === input.email,
      today: seoulDate(new Date()),
    });
    if (problem) {
      markError(fieldOfProblem(problem.field), problem.code);
      return;
    }
    try {
      await signUp.mutateAsync(input);
    } catch (error) {
      const code = error instanceof ApiError ? error.code : '';
      if (code === 'emailNotVerified') setVerifiedEmail(null);
      // A mistake shown beside its field is not repeated as a notice.
      const field = FIELD_OF_CODE[code];
      if (field) markError(field, code);
      else notify(errorMessage(t, error, 'signUpFailed'), 'error');
      return;
    }
    notify(t('messages:signUpCompleted'), 'success', { keepOnNextPage: true });
    void navigate('/logIn');
  };

  const emailStatus =
    emailAvailability === 'taken' ? ({ text: t('messages:emailTaken'), tone: 'error' } as const) : null;

  return (
    <AuthLayout
      title={t('signUp.title')}
      subtitle={t('signUp.subtitle')}
      footer={
        <span className={styles.muted}>
          {t('signUp.haveAccount')}{' '}
          <Link to="/logIn" className={styles.link}>
            {t('signUp.signIn')}
          </Link>
        </span>
      }
    >
      <form className={styles.form} onSubmit={(event) => void form.handleSubmit(submit)(event)} noValidate>
        <Field id={fieldId('username')} label={t('signUp.username')} error={fieldError('username')}>
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

        <Field
          id={fieldId('email')}
          label={t('signUp.email')}
          error={fieldError('email')}
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
        >
          {({ describedBy, invalid }) => (
            <div className={styles.row}>
              <input
                id={fieldId('email')}
                type="email"
                inputMode="email"
                autoComplete="email"
                className={styles.input}
                readOnly={verified}
                aria-required="true"
                aria-invalid={invalid || undefined}
                aria-describedby={describedBy}
                {...form.register('email')}
              />
              <Button
                variant="secondary"
                onClick={onSendCode}
                disabled={verified || resendBlocked || sendCode.isPending}
              >
                {sendCode.isPending ? t('signUp.sendingCode') : codeSent ? t('signUp.resend') : t('signUp.sendCode')}
              </Button>
            </div>
          )}
        </Field>

        <Field id={fieldId('code')} label={t('signUp.code')} error={fieldError('code')}>
          {({ describedBy, invalid }) => {
            const { ref, ...codeField } = form.register('code');
            return (
              <div className={styles.row}>
                <input
                  id={fieldId('code')}
                  ref={(element) => {
                    ref(element);
                    codeRef.current = element;
                  }}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={VERIFICATION_CODE_LENGTH}
                  className={styles.input}
                  readOnly={verified}
                  aria-invalid={invalid || undefined}
                  aria-describedby={describedBy}
                  {...codeField}
                />
                <Button
                  variant={verified ? 'secondary' : 'primary'}
                  onClick={onVerify}
                  disabled={verified || verifyCode.isPending}
                >
                  {verified ? t('signUp.verified') : verifyCode.isPending ? t('signUp.verifying') : t('signUp.verify')}
                </Button>
              </div>
            );
          }}
        </Field>

        <UserIdField
          id={fieldId('userId')}
          error={fieldError('userId')}
          status={userIdCheck.status}
          register={form.register('userId')}
        />

        <Field
          id={fieldId('password')}
          label={t('signUp.password')}
          error={fieldError('password')}
          hint={t('signUp.passwordHint')}
        >
          {({ describedBy, invalid }) => (
            <PasswordInput
              id={fieldId('password')}
              fieldLabel={t('signUp.password')}
              autoComplete="new-password"
              aria-required="true"
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
              {...form.register('password')}
            />
          )}
        </Field>

        <Field
          id={fieldId('confirmPassword')}
          label={t('signUp.confirmPassword')}
          error={fieldError('confirmPassword')}
        >
          {({ describedBy, invalid }) => (
            <PasswordInput
              id={fieldId('confirmPassword')}
              fieldLabel={t('signUp.confirmPassword')}
              autoComplete="new-password"
              aria-required="true"
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
              {...form.register('confirmPassword')}
            />
          )}
        </Field>

        <DobField id={fieldId('dob')} error={fieldError('dob')} register={form.register('dob')} today={today} />

        <GenderField id={fieldId('gender')} error={fieldError('gender')} register={form.register('gender')} />

        <NationalityField
          id={fieldId('nationality')}
          error={fieldError('nationality')}
          control={form.control}
          name="nationality"
        />

        <AgreementsAndSubmit agreements={agreements} submitting={form.formState.isSubmitting} />
      </form>
    </AuthLayout>
  );
}

/** Where a sign-up rule's message goes; the agreements have their own box. */
function fieldOfProblem(field: SignUpField): FormField | 'agreements' {
  if (field === 'termsAccepted' || field === 'privacyAccepted' || field === 'marketingAccepted') return 'agreements';
  return field;
}
