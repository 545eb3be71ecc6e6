import {
  DobSchema,
  GenderSchema,
  NationalitySchema,
  UserIdSchema,
  dobProblem,
  seoulDate,
  type GoogleSignUpInput,
  type MessageKey,
} from '@moim/contract';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { buttonClass } from '../../../components/Button.tsx';
import { ApiError } from '../../../lib/api.ts';
import { notify } from '../../../lib/notices.ts';
import { setSession } from '../../../lib/session.ts';
import { useGoogleSignUp } from '../api.ts';
import styles from '../auth.module.css';
import { requiredAgreementsGiven, type AgreementValues } from '../components/Agreements.tsx';
import { AuthLayout } from '../components/AuthLayout.tsx';
import { Field } from '../components/Field.tsx';
import { GenderField } from '../components/GenderField.tsx';
import {
  AgreementsAndSubmit,
  DobField,
  NationalityField,
  UserIdField,
  useAgreements,
  useUserIdAvailability,
} from '../components/SignUpSections.tsx';
import { errorMessage, messageText } from '../messages.ts';

interface GoogleSignUpValues {
  userId: string;
  dob: string;
  gender: string;
  nationality: string;
}

type Problem = { field: keyof GoogleSignUpValues | 'agreements'; code: MessageKey };

/** The first broken rule of a contract schema, as a message code. */
function issue(schema: z.ZodType, value: string): MessageKey | null {
  const result = schema.safeParse(value);
  return result.success ? null : ((result.error.issues[0]?.message ?? 'invalidInput') as MessageKey);
}

/** The Google sign-up rules, in the order of the form (ID first, as in the spec's sign-up). */
function googleSignUpProblem(
  values: GoogleSignUpValues,
  agreements: AgreementValues,
  facts: { userIdAvailable: boolean; today: string },
): Problem | null {
  const checks: Array<[Problem['field'], () => MessageKey | null]> = [
    ['userId', () => issue(UserIdSchema, values.userId)],
    ['userId', () => (facts.userIdAvailable ? null : 'userIdTaken')],
    ['dob', () => issue(DobSchema, values.dob) ?? dobProblem(values.dob.trim(), facts.today)],
    ['gender', () => issue(GenderSchema, values.gender)],
    ['nationality', () => issue(NationalitySchema, values.nationality)],
    ['agreements', () => (requiredAgreementsGiven(agreements) ? null : 'termsRequired')],
  ];
  for (const [field, check] of checks) {
    const code = check();
    if (code) return { field, code };
  }
  return null;
}

/**
 * Finishing a sign-up started with Google (/googleSignUp?email=&name=). The proof that this
 * browser came back from Google is a ticket in an httpOnly cookie, never in the address.
 */
export function GoogleSignUpScreen() {
  const { t } = useTranslation(['auth', 'legal']);
  const [searchParams] = useSearchParams();
  const email = searchParams.get('email') ?? '';
  const name = searchParams.get('name') ?? '';

  if (!email) {
    return (
      <AuthLayout title={t('googleSignUp.title')}>
        <p className={styles.note} role="alert">
          {t('messages:googleTicketInvalid')}
        </p>
        <Link to="/logIn" className={buttonClass({ block: true })}>
          {t('recovery.backToSignIn')}
        </Link>
      </AuthLayout>
    );
  }
  return <GoogleSignUpForm email={email} name={name} />;
}

function GoogleSignUpForm({ email, name }: { email: string; name: string }) {
  const { t } = useTranslation(['auth', 'legal']);
  const navigate = useNavigate();
  const id = useId();
  const fieldId = (field: string) => `${id}-${field}`;
  const [today] = useState(() => seoulDate(new Date()));
  const googleSignUp = useGoogleSignUp();

  const form = useForm<GoogleSignUpValues>({
    defaultValues: { userId: '', dob: '', gender: '', nationality: '' },
  });
  const { errors } = form.formState;
  const userId = useWatch({ control: form.control, name: 'userId' }).trim();
  const userIdCheck = useUserIdAvailability(userId);
  const agreements = useAgreements();

  const fieldError = (field: keyof GoogleSignUpValues) => {
    const message = errors[field]?.message;
    return message ? messageText(t, message) : null;
  };

  const markError = (field: Problem['field'], code: string) => {
    if (field === 'agreements') return agreements.showError(code);
    form.setError(field, { type: 'manual', message: code });
    form.setFocus(field);
  };

  const submit = async (values: GoogleSignUpValues) => {
    form.clearErrors();
    agreements.clearError();
    const trimmed = { ...values, userId: values.userId.trim() };
    const problem = googleSignUpProblem(trimmed, agreements.value, {
      userIdAvailable: await userIdCheck.isAvailable(trimmed.userId),
      today: seoulDate(new Date()),
    });
    if (problem) {
      markError(problem.field, problem.code);
      return;
    }
    const input: GoogleSignUpInput = {
      email,
      userId: trimmed.userId,
      dob: trimmed.dob,
      gender: trimmed.gender as GoogleSignUpInput['gender'],
      nationality: trimmed.nationality,
      ...(name.trim() ? { username: name.trim() } : {}),
      ...agreements.value,
    };
    let session;
    try {
      session = await googleSignUp.mutateAsync(input);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'userIdTaken') markError('userId', error.code);
      else notify(errorMessage(t, error, 'signUpFailed'), 'error');
      return;
    }
    setSession({ userId: session.userId });
    notify(t('messages:signUpCompleted'), 'success', { keepOnNextPage: true });
    void navigate('/');
  };

  return (
    <AuthLayout title={t('googleSignUp.title')} subtitle={t('googleSignUp.subtitle')}>
      <form className={styles.form} onSubmit={(event) => void form.handleSubmit(submit)(event)} noValidate>
        <Field id={fieldId('username')} label={t('signUp.username')}>
          {() => <input id={fieldId('username')} className={styles.input} value={name} readOnly />}
        </Field>
        <Field id={fieldId('email')} label={t('signUp.email')}>
          {() => <input id={fieldId('email')} type="email" className={styles.input} value={email} readOnly />}
        </Field>
        <UserIdField
          id={fieldId('userId')}
          error={fieldError('userId')}
          status={userIdCheck.status}
          register={form.register('userId')}
        />
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
