import {
  DobSchema,
  GenderSchema,
  NationalitySchema,
  USER_ID_MAX_LENGTH,
  UserIdSchema,
  dobProblem,
  seoulDate,
  type GoogleSignUpInput,
  type MessageKey,
} from '@moim/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { Button, buttonClass } from '../../../components/Button.tsx';
import { ApiError } from '../../../lib/api.ts';
import { notify } from '../../../lib/notices.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { setSession } from '../../../lib/session.ts';
import { availabilityQuery, useGoogleSignUp } from '../api.ts';
import styles from '../auth.module.css';
import { Agreements, NO_AGREEMENTS, requiredAgreementsGiven, type AgreementValues } from '../components/Agreements.tsx';
import { AuthLayout } from '../components/AuthLayout.tsx';
import { CountryCombobox } from '../components/CountryCombobox.tsx';
import { Field } from '../components/Field.tsx';
import { GenderField } from '../components/GenderField.tsx';
import { useAvailability } from '../components/hooks.ts';
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

const isWellFormedUserId = (userId: string) => UserIdSchema.safeParse(userId).success;

/** Finishing a sign-up started with Google (/googleSignUp?email=&name=&token=). */
export function GoogleSignUpScreen() {
  const { t } = useTranslation(['auth', 'legal']);
  const [searchParams] = useSearchParams();
  const email = searchParams.get('email') ?? '';
  const name = searchParams.get('name') ?? '';
  const ticket = searchParams.get('token') ?? '';

  if (!ticket) {
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
  return <GoogleSignUpForm email={email} name={name} ticket={ticket} />;
}

function GoogleSignUpForm({ email, name, ticket }: { email: string; name: string; ticket: string }) {
  const { t } = useTranslation(['auth', 'legal']);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const id = useId();
  const fieldId = (field: string) => `${id}-${field}`;
  const [today] = useState(() => seoulDate(new Date()));
  const googleSignUp = useGoogleSignUp();

  const form = useForm<GoogleSignUpValues>({
    defaultValues: { userId: '', dob: '', gender: '', nationality: '' },
  });
  const { errors } = form.formState;
  const userId = useWatch({ control: form.control, name: 'userId' }).trim();
  const availability = useAvailability('userId', userId, isWellFormedUserId(userId));

  const [agreements, setAgreements] = useState<AgreementValues>(NO_AGREEMENTS);
  const [agreementsError, setAgreementsError] = useState<string | null>(null);
  const termsRef = useRef<HTMLButtonElement>(null);

  const fieldError = (field: keyof GoogleSignUpValues) => {
    const message = errors[field]?.message;
    return message ? messageText(t, message) : null;
  };

  const markError = (field: Problem['field'], code: string) => {
    if (field === 'agreements') {
      setAgreementsError(messageText(t, code));
      termsRef.current?.focus();
      return;
    }
    form.setError(field, { type: 'manual', message: code });
    form.setFocus(field);
  };

  const isUserIdAvailable = async (value: string) => {
    if (!isWellFormedUserId(value)) return true;
    try {
      return (await queryClient.fetchQuery(availabilityQuery('userId', value))).available;
    } catch {
      return true; // the server checks again
    }
  };

  const submit = async (values: GoogleSignUpValues) => {
    form.clearErrors();
    setAgreementsError(null);
    const trimmed = { ...values, userId: values.userId.trim() };
    const problem = googleSignUpProblem(trimmed, agreements, {
      userIdAvailable: await isUserIdAvailable(trimmed.userId),
      today: seoulDate(new Date()),
    });
    if (problem) {
      notify(t(`messages:${problem.code}`), 'error');
      markError(problem.field, problem.code);
      return;
    }
    const input: GoogleSignUpInput = {
      email,
      userId: trimmed.userId,
      dob: trimmed.dob,
      gender: trimmed.gender as GoogleSignUpInput['gender'],
      nationality: trimmed.nationality,
      ticket,
      ...(name.trim() ? { username: name.trim() } : {}),
      ...agreements,
    };
    let session;
    try {
      session = await googleSignUp.mutateAsync(input);
    } catch (error) {
      notify(errorMessage(t, error, 'signUpFailed'), 'error');
      if (error instanceof ApiError && error.code === 'userIdTaken') markError('userId', error.code);
      return;
    }
    queryClient.removeQueries({ queryKey: queryKeys.me });
    setSession({ token: session.access_token, userId: session.userId });
    notify(t('messages:signUpCompleted'), 'success');
    void navigate('/');
  };

  const userIdStatus =
    availability === 'available'
      ? ({ text: t('signUp.userIdAvailable'), tone: 'ok' } as const)
      : availability === 'taken'
        ? ({ text: t('messages:userIdTaken'), tone: 'error' } as const)
        : availability === 'checking'
          ? ({ text: t('signUp.checking'), tone: 'hint' } as const)
          : null;

  return (
    <AuthLayout title={t('googleSignUp.title')} subtitle={t('googleSignUp.subtitle')}>
      <form className={styles.form} onSubmit={(event) => void form.handleSubmit(submit)(event)} noValidate>
        <Field id={fieldId('username')} label={t('signUp.username')}>
          {() => <input id={fieldId('username')} className={styles.input} value={name} readOnly />}
        </Field>
        <Field id={fieldId('email')} label={t('signUp.email')}>
          {() => <input id={fieldId('email')} type="email" className={styles.input} value={email} readOnly />}
        </Field>

        <Field
          id={fieldId('userId')}
          label={t('signUp.userId')}
          error={fieldError('userId')}
          status={userIdStatus}
          live
          hint={t('signUp.userIdHint')}
        >
          {({ describedBy, invalid }) => (
            <input
              id={fieldId('userId')}
              className={styles.input}
              autoComplete="username"
              autoCapitalize="off"
              spellCheck={false}
              maxLength={USER_ID_MAX_LENGTH}
              aria-required="true"
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
              {...form.register('userId')}
            />
          )}
        </Field>

        <Field id={fieldId('dob')} label={t('signUp.dob')} error={fieldError('dob')}>
          {({ describedBy, invalid }) => (
            <input
              id={fieldId('dob')}
              type="date"
              max={today}
              min="1900-01-01"
              autoComplete="bday"
              className={styles.input}
              aria-required="true"
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
              {...form.register('dob')}
            />
          )}
        </Field>

        <GenderField id={fieldId('gender')} error={fieldError('gender')} register={form.register('gender')} />

        <Controller
          control={form.control}
          name="nationality"
          render={({ field }) => (
            <Field id={fieldId('nationality')} label={t('signUp.nationality')} error={fieldError('nationality')}>
              {({ describedBy, invalid }) => (
                <CountryCombobox
                  id={fieldId('nationality')}
                  ref={field.ref}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  invalid={invalid}
                  describedBy={describedBy}
                />
              )}
            </Field>
          )}
        />

        <Agreements
          value={agreements}
          onChange={(next) => {
            setAgreements(next);
            if (requiredAgreementsGiven(next)) setAgreementsError(null);
          }}
          error={agreementsError ?? undefined}
          termsRef={termsRef}
        />

        <div className={styles.actions}>
          <Button type="submit" block disabled={!requiredAgreementsGiven(agreements) || form.formState.isSubmitting}>
            {form.formState.isSubmitting ? t('signUp.submitting') : t('signUp.submit')}
          </Button>
          {!requiredAgreementsGiven(agreements) && <p className={styles.hint}>{t('signUp.agreementsNeeded')}</p>}
        </div>
      </form>
    </AuthLayout>
  );
}
