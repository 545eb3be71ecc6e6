import { SignInInputSchema, type SignInInput } from '@moim/contract';
import { pathOf } from '@moim/contract/endpoint';
import { endpoints } from '@moim/contract/endpoints';
import { useEffect, useId, useRef } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button, buttonClass } from '../../../components/Button.tsx';
import { API_BASE } from '../../../lib/api.ts';
import { useContractForm } from '../../../lib/form.ts';
import { isMessageKey } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/notices.ts';
import { useReturnPath, withReturnPath } from '../../../lib/return-path.ts';
import { setSession } from '../../../lib/session.ts';
import { usePublicConfig } from '../../../lib/public-config.ts';
import { useLinkGoogle, useSignIn } from '../api.ts';
import styles from '../auth.module.css';
import { AuthLayout } from '../components/AuthLayout.tsx';
import { CheckboxField } from '../components/CheckboxField.tsx';
import { IdField } from '../components/IdField.tsx';
import { PasswordField } from '../components/PasswordField.tsx';
import { errorMessage } from '../messages.ts';

interface SignInFormValues {
  userId: string;
  password: string;
  keepLoggedIn: boolean;
}

/** Google's "G", decorative. */
function GoogleIcon() {
  return (
    <svg viewBox="0 0 48 48" width="20" height="20" aria-hidden="true">
      <path
        fill="#FFC107"
        d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.4-.4-3.5z"
      />
      <path
        fill="#FF3D00"
        d="M6.3 14.7l6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z"
      />
      <path
        fill="#4CAF50"
        d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-8l-6.5 5C9.5 39.6 16.2 44 24 44z"
      />
      <path
        fill="#1976D2"
        d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5z"
      />
    </svg>
  );
}

/**
 * Sign in (/logIn and /signIn): ID and password, Keep me logged in, Google, and the recovery
 * links. A signed-in user goes back to the page that sent them here (`returnTo`), which the
 * sign-up and Google detours carry along.
 */
export function LogInScreen() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const id = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  // The Google return left a link ticket in a cookie: signing in connects Google.
  const googleLink = searchParams.get('googleLink') !== null;
  const googleError = searchParams.get('googleError');
  const returnTo = useReturnPath();
  const config = usePublicConfig();
  const signIn = useSignIn();
  const linkGoogle = useLinkGoogle();

  // Google sent the visitor back with an error: say it once, then drop it from the address.
  const shownGoogleError = useRef<string | null>(null);
  useEffect(() => {
    if (!googleError || shownGoogleError.current === googleError) return;
    shownGoogleError.current = googleError;
    notify(t(`messages:${isMessageKey(googleError) ? googleError : 'googleSignInFailed'}`), 'error');
    setSearchParams(
      (params) => {
        params.delete('googleError');
        return params;
      },
      { replace: true },
    );
  }, [googleError, setSearchParams, t]);

  const form = useContractForm<SignInFormValues, SignInInput>({
    schema: SignInInputSchema,
    defaultValues: { userId: '', password: '', keepLoggedIn: false },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (input) => {
    const keepLoggedIn = input.keepLoggedIn ?? false;
    let session;
    try {
      session = await signIn.mutateAsync({ ...input, keepLoggedIn });
    } catch (error) {
      if (!form.showServerError(error)) notify(errorMessage(t, error, 'internalError'), 'error');
      return;
    }
    // The session is the cookie the server just set ("Keep me logged in" keeps it 30 days).
    setSession({ userId: session.userId });

    if (session.passwordChangeRequired) {
      // Until the password is changed every other call is refused, the Google link included.
      notify(t('messages:passwordChangeRequired'), 'info', { keepOnNextPage: true });
      void navigate('/passwordChange');
      return;
    }
    if (googleLink) {
      try {
        const linked = await linkGoogle.mutateAsync();
        notify(linked.message, 'success', { keepOnNextPage: true });
      } catch (error) {
        notify(errorMessage(t, error, 'googleSignInFailed'), 'error', { keepOnNextPage: true });
      }
    }
    notify(t('messages:loginSucceeded'), 'success', { keepOnNextPage: true });
    void navigate(returnTo ?? '/', { replace: true });
  });

  const busy = form.formState.isSubmitting;

  return (
    <AuthLayout
      title={t('signIn.title')}
      subtitle={t('signIn.subtitle')}
      footer={
        <span className={styles.muted}>
          {t('signIn.noAccount')}{' '}
          <Link to={withReturnPath('/createAccount', returnTo)} className={styles.link}>
            {t('signIn.createOne')}
          </Link>
        </span>
      }
    >
      {googleLink && (
        <p className={styles.note} role="note">
          {t('messages:googleLinkRequired')}
        </p>
      )}
      <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
        <IdField
          id={`${id}-userId`}
          label={t('signIn.userId')}
          error={errors.userId?.message}
          {...form.register('userId')}
        />
        <PasswordField
          id={`${id}-password`}
          label={t('signIn.password')}
          error={errors.password?.message}
          autoComplete="current-password"
          {...form.register('password')}
        />
        <div className={styles.between}>
          <Controller
            control={form.control}
            name="keepLoggedIn"
            render={({ field }) => (
              <CheckboxField
                id={`${id}-keep`}
                ref={field.ref}
                checked={field.value}
                onCheckedChange={field.onChange}
                label={t('signIn.keepLoggedIn')}
              />
            )}
          />
        </div>
        <Button type="submit" block disabled={busy}>
          {busy ? t('signIn.submitting') : t('signIn.submit')}
        </Button>
      </form>

      {config.data?.googleSignIn && (
        <>
          <p className={styles.divider}>{t('signIn.or')}</p>
          <a
            href={withReturnPath(`${API_BASE}${pathOf(endpoints.toGoogle)}`, returnTo)}
            className={`${buttonClass({ variant: 'secondary', block: true })} ${styles.google}`}
          >
            <GoogleIcon />
            {t('signIn.google')}
          </a>
        </>
      )}

      <p className={styles.links}>
        <Link to="/findUsername" className={styles.link}>
          {t('signIn.forgotId')}
        </Link>
        <Link to="/findPassword" className={styles.link}>
          {t('signIn.forgotPassword')}
        </Link>
      </p>
    </AuthLayout>
  );
}
