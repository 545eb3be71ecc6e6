import {
  SendVerificationInputSchema,
  VERIFICATION_CODE_LENGTH,
  VERIFICATION_RESEND_SECONDS,
  VerifyCodeInputSchema,
  type SignUpInput,
} from '@moim/contract';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button.tsx';
import { Field } from '../../../components/Field.tsx';
import type { ContractForm } from '../../../lib/form.ts';
import { notify } from '../../../lib/notices.ts';
import { useSendVerification, useVerifyCode } from '../api.ts';
import styles from '../auth.module.css';
import { errorMessage } from '../messages.ts';
import { EmailField } from './EmailField.tsx';
import { formatCountdown, useAvailability, useCountdown } from './hooks.ts';
import type { SignUpFormValues } from './sign-up-values.ts';

const isWellFormedEmail = (email: string) => SendVerificationInputSchema.safeParse({ email }).success;

/**
 * The sign-up's e-mail and its code. E-mail verification: unverified → code sent (Resend after
 * the countdown) → verified, and the address is locked. `verifiedEmail` is the address last
 * verified, which the form's rules need too; `onVerified` tells it.
 */
export function EmailVerificationFields({
  form,
  fieldId,
  verifiedEmail,
  onVerified,
}: {
  form: ContractForm<SignUpFormValues, SignUpInput>;
  fieldId: (name: string) => string;
  verifiedEmail: string | null;
  onVerified: (email: string) => void;
}) {
  const { t } = useTranslation(['auth', 'legal']);
  const sendCode = useSendVerification();
  const verifyCode = useVerifyCode();
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  const countdown = useCountdown();
  const { errors } = form.formState;
  const email = useWatch({ control: form.control, name: 'email' }).trim();

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
        onVerified(input.email);
        form.clearErrors('email');
        notify(t('messages:emailVerified'), 'success');
      },
      onError: (error) => {
        if (!form.showServerError(error)) notify(errorMessage(t, error, 'codeMismatch'), 'error');
      },
    });
  };

  const emailStatus =
    emailAvailability === 'taken' ? ({ text: t('messages:emailTaken'), tone: 'error' } as const) : null;

  return (
    <>
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
    </>
  );
}
