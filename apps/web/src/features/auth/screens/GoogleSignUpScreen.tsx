import { googleSignUpRules, seoulDate, type GoogleSignUpInput } from '@moim/contract';
import { useId } from 'react';
import { FormProvider, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { buttonClass } from '../../../components/Button.tsx';
import { Field } from '../../../components/Field.tsx';
import { useClock } from '../../../lib/clock.ts';
import { useContractForm } from '../../../lib/form.ts';
import { notify } from '../../../lib/notices.ts';
import { useReturnPath, withReturnPath } from '../../../lib/return-path.ts';
import { setSession } from '../../../lib/session.ts';
import { useGoogleSignUp } from '../api.ts';
import styles from '../auth.module.css';
import { NO_AGREEMENTS } from '../components/Agreements.tsx';
import { AuthLayout } from '../components/AuthLayout.tsx';
import {
  AgreementsAndSubmit,
  PersonFields,
  UserIdField,
  useUserIdAvailability,
  type SharedSignUpValues,
} from '../components/SignUpSections.tsx';
import { errorMessage } from '../messages.ts';

/**
 * Finishing a sign-up started with Google (/googleSignUp?email=&name=). The proof that this
 * browser came back from Google is a ticket in an httpOnly cookie, never in the address.
 */
export function GoogleSignUpScreen() {
  const { t } = useTranslation(['auth', 'legal']);
  const [searchParams] = useSearchParams();
  const email = searchParams.get('email') ?? '';
  const name = searchParams.get('name') ?? '';
  const returnTo = useReturnPath();

  if (!email) {
    return (
      <AuthLayout title={t('googleSignUp.title')}>
        <p className={styles.note} role="alert">
          {t('messages:googleTicketInvalid')}
        </p>
        <Link to={withReturnPath('/logIn', returnTo)} className={buttonClass({ block: true })}>
          {t('recovery.backToSignIn')}
        </Link>
      </AuthLayout>
    );
  }
  return <GoogleSignUpForm email={email} name={name} returnTo={returnTo} />;
}

function GoogleSignUpForm({ email, name, returnTo }: { email: string; name: string; returnTo: string | null }) {
  const { t } = useTranslation(['auth', 'legal']);
  const navigate = useNavigate();
  const clock = useClock();
  const id = useId();
  const fieldId = (field: string) => `${id}-${field}`;
  const googleSignUp = useGoogleSignUp();

  /** The payload: the form's values with what Google gave. */
  const toInput = (values: SharedSignUpValues): GoogleSignUpInput => ({
    ...values,
    email,
    userId: values.userId.trim(),
    gender: values.gender as GoogleSignUpInput['gender'],
    ...(name.trim() ? { username: name.trim() } : {}),
  });
  const form = useContractForm<SharedSignUpValues, GoogleSignUpInput>({
    schema: (values) =>
      googleSignUpRules({
        userIdAvailable: userIdCheck.knownAvailable(values.userId.trim()),
        today: seoulDate(clock()),
      }),
    toInput,
    defaultValues: { userId: '', dob: '', gender: '', nationality: '', ...NO_AGREEMENTS },
  });
  const userIdCheck = useUserIdAvailability(useWatch({ control: form.control, name: 'userId' }).trim());

  const submit = form.handleSubmit(async (input) => {
    let session;
    try {
      session = await googleSignUp.mutateAsync(input);
    } catch (error) {
      if (!form.showServerError(error)) notify(errorMessage(t, error, 'signUpFailed'), 'error');
      return;
    }
    setSession({ userId: session.userId });
    notify(t('messages:signUpCompleted'), 'success', { keepOnNextPage: true });
    void navigate(returnTo ?? '/', { replace: true });
  });

  return (
    <AuthLayout title={t('googleSignUp.title')} subtitle={t('googleSignUp.subtitle')}>
      <FormProvider {...form}>
        <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
          <Field id={fieldId('username')} label={t('signUp.username')}>
            {() => <input id={fieldId('username')} className={styles.input} value={name} readOnly />}
          </Field>
          <Field id={fieldId('email')} label={t('signUp.email')}>
            {() => <input id={fieldId('email')} type="email" className={styles.input} value={email} readOnly />}
          </Field>
          <UserIdField id={fieldId('userId')} status={userIdCheck.status} />
          <PersonFields id={id} today={seoulDate(clock())} />
          <AgreementsAndSubmit submitting={form.formState.isSubmitting} />
        </form>
      </FormProvider>
    </AuthLayout>
  );
}
