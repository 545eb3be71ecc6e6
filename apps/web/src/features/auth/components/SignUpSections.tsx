import { USER_ID_MAX_LENGTH, UserIdSchema } from '@moim/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Controller, type Control, type FieldValues, type Path, type UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button.tsx';
import { availabilityQuery } from '../api.ts';
import styles from '../auth.module.css';
import { messageText } from '../messages.ts';
import { Agreements, NO_AGREEMENTS, requiredAgreementsGiven, type AgreementValues } from './Agreements.tsx';
import { CountryCombobox } from './CountryCombobox.tsx';
import { Field, type FieldStatus } from './Field.tsx';
import { useAvailability } from './hooks.ts';

// The parts the e-mail sign-up and the Google sign-up share: the ID with its availability check,
// the date of birth, the nationality, and the agreements with the submit button.

export const isWellFormedUserId = (userId: string) => UserIdSchema.safeParse(userId).success;

/** The inline availability status of an ID, and the check the submit makes. */
export function useUserIdAvailability(userId: string) {
  const { t } = useTranslation('auth');
  const queryClient = useQueryClient();
  const availability = useAvailability('userId', userId, isWellFormedUserId(userId));
  const status: FieldStatus | null =
    availability === 'available'
      ? { text: t('signUp.userIdAvailable'), tone: 'ok' }
      : availability === 'taken'
        ? { text: t('messages:userIdTaken'), tone: 'error' }
        : availability === 'checking'
          ? { text: t('signUp.checking'), tone: 'hint' }
          : null;

  /** Asks whether the ID is free (usually answered from the inline check's cache). */
  const isAvailable = async (value: string): Promise<boolean> => {
    if (!isWellFormedUserId(value)) return true; // the format rule comes first anyway
    try {
      return (await queryClient.fetchQuery(availabilityQuery('userId', value))).available;
    } catch {
      return true; // the server checks again
    }
  };
  return { status, isAvailable };
}

interface InputFieldProps {
  id: string;
  error: string | null;
  register: UseFormRegisterReturn;
}

export function UserIdField({ id, error, register, status }: InputFieldProps & { status: FieldStatus | null }) {
  const { t } = useTranslation('auth');
  return (
    <Field id={id} label={t('signUp.userId')} error={error} status={status} live hint={t('signUp.userIdHint')}>
      {({ describedBy, invalid }) => (
        <input
          id={id}
          className={styles.input}
          autoComplete="username"
          autoCapitalize="off"
          spellCheck={false}
          maxLength={USER_ID_MAX_LENGTH}
          aria-required="true"
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          {...register}
        />
      )}
    </Field>
  );
}

export function DobField({ id, error, register, today }: InputFieldProps & { today: string }) {
  const { t } = useTranslation('auth');
  return (
    <Field id={id} label={t('signUp.dob')} error={error}>
      {({ describedBy, invalid }) => (
        <input
          id={id}
          type="date"
          max={today}
          min="1900-01-01"
          autoComplete="bday"
          className={styles.input}
          aria-required="true"
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          {...register}
        />
      )}
    </Field>
  );
}

export function NationalityField<T extends FieldValues>({
  id,
  error,
  control,
  name,
}: {
  id: string;
  error: string | null;
  control: Control<T>;
  name: Path<T>;
}) {
  const { t } = useTranslation('auth');
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Field id={id} label={t('signUp.nationality')} error={error}>
          {({ describedBy, invalid }) => (
            <CountryCombobox
              id={id}
              ref={field.ref}
              value={field.value as string}
              onChange={field.onChange}
              onBlur={field.onBlur}
              invalid={invalid}
              describedBy={describedBy}
            />
          )}
        </Field>
      )}
    />
  );
}

/** The agreements' values, the error shown under them, and where focus goes for it. */
export function useAgreements() {
  const { t } = useTranslation('auth');
  const [value, setValue] = useState<AgreementValues>(NO_AGREEMENTS);
  const [error, setError] = useState<string | null>(null);
  const termsRef = useRef<HTMLButtonElement>(null);
  return {
    value,
    error,
    termsRef,
    onChange: (next: AgreementValues) => {
      setValue(next);
      if (requiredAgreementsGiven(next)) setError(null);
    },
    clearError: () => setError(null),
    /** Shows a message code or text under the agreements and moves focus there. */
    showError: (codeOrText: string) => {
      setError(messageText(t, codeOrText));
      termsRef.current?.focus();
    },
  };
}

/** The agreements, then Submit, which waits for the required ones. */
export function AgreementsAndSubmit({
  agreements,
  submitting,
}: {
  agreements: ReturnType<typeof useAgreements>;
  submitting: boolean;
}) {
  const { t } = useTranslation('auth');
  const given = requiredAgreementsGiven(agreements.value);
  return (
    <>
      <Agreements
        value={agreements.value}
        onChange={agreements.onChange}
        error={agreements.error ?? undefined}
        termsRef={agreements.termsRef}
      />
      <div className={styles.actions}>
        <Button type="submit" block disabled={!given || submitting}>
          {submitting ? t('signUp.submitting') : t('signUp.submit')}
        </Button>
        {!given && <p className={styles.hint}>{t('signUp.agreementsNeeded')}</p>}
      </div>
    </>
  );
}
