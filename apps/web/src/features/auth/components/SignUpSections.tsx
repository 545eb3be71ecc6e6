import { USER_ID_MAX_LENGTH, UserIdSchema, type AvailabilityResponse } from '@moim/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button.tsx';
import { Field, type FieldStatus } from '../../../components/Field.tsx';
import { availabilityQuery } from '../api.ts';
import styles from '../auth.module.css';
import { Agreements, requiredAgreementsGiven, type AgreementValues } from './Agreements.tsx';
import { CountryCombobox } from './CountryCombobox.tsx';
import { GenderField } from './GenderField.tsx';
import { IdField } from './IdField.tsx';
import { useAvailability } from './hooks.ts';

// The parts the e-mail sign-up and the Google sign-up share, each taking its field from the
// form around it: the ID with its availability check, the date of birth, the gender, the
// nationality, and the agreements with the submit button.

/** The fields these parts need in the form around them. */
export interface SharedSignUpValues extends AgreementValues {
  userId: string;
  dob: string;
  gender: string;
  nationality: string;
}

const isWellFormedUserId = (userId: string) => UserIdSchema.safeParse(userId).success;

/** The inline availability status of an ID, and the last answer known for one. */
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

  /** Whether the ID is free as far as the inline check knows; the server checks again. */
  const knownAvailable = (value: string): boolean =>
    queryClient.getQueryData<AvailabilityResponse>(availabilityQuery('userId', value).queryKey)?.available ?? true;
  return { status, knownAvailable };
}

export function UserIdField({ id, status }: { id: string; status: FieldStatus | null }) {
  const { t } = useTranslation('auth');
  const {
    register,
    formState: { errors },
  } = useFormContext<SharedSignUpValues>();
  return (
    <IdField
      id={id}
      label={t('signUp.userId')}
      error={errors.userId?.message}
      status={status}
      live
      hint={t('signUp.userIdHint')}
      maxLength={USER_ID_MAX_LENGTH}
      {...register('userId')}
    />
  );
}

/** Date of birth, gender and nationality. */
export function PersonFields({ id, today }: { id: string; today: string }) {
  const { t } = useTranslation('auth');
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<SharedSignUpValues>();
  const nationality = useController({ control, name: 'nationality' });
  return (
    <>
      <Field id={`${id}-dob`} label={t('signUp.dob')} error={errors.dob?.message}>
        {({ describedBy, invalid }) => (
          <input
            id={`${id}-dob`}
            type="date"
            max={today}
            min="1900-01-01"
            autoComplete="bday"
            className={styles.input}
            aria-required="true"
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            {...register('dob')}
          />
        )}
      </Field>
      <GenderField id={`${id}-gender`} error={errors.gender?.message} register={register('gender')} />
      <Field id={`${id}-nationality`} label={t('signUp.nationality')} error={errors.nationality?.message}>
        {({ describedBy, invalid }) => (
          <CountryCombobox
            id={`${id}-nationality`}
            ref={nationality.field.ref}
            value={nationality.field.value}
            onChange={nationality.field.onChange}
            onBlur={nationality.field.onBlur}
            invalid={invalid}
            describedBy={describedBy}
          />
        )}
      </Field>
    </>
  );
}

/** The agreements, then Submit, which waits for the required ones. */
export function AgreementsAndSubmit({ submitting }: { submitting: boolean }) {
  const { t } = useTranslation('auth');
  const { control } = useFormContext<SharedSignUpValues>();
  const terms = useController({ control, name: 'termsAccepted' });
  const privacy = useController({ control, name: 'privacyAccepted' });
  const marketing = useController({ control, name: 'marketingAccepted' });
  const [termsAccepted, privacyAccepted, marketingAccepted] = useWatch({
    control,
    name: ['termsAccepted', 'privacyAccepted', 'marketingAccepted'],
  });
  const value = { termsAccepted, privacyAccepted, marketingAccepted };
  const given = requiredAgreementsGiven(value);
  return (
    <>
      <Agreements
        value={value}
        onChange={(next) => {
          terms.field.onChange(next.termsAccepted);
          privacy.field.onChange(next.privacyAccepted);
          marketing.field.onChange(next.marketingAccepted);
        }}
        error={terms.fieldState.error?.message}
        termsRef={terms.field.ref}
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
