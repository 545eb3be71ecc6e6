import type { SubscribeInput } from '@moim/contract';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button.tsx';
import { loadMessages } from '../../../lib/i18n.ts';
import { notifyMessage } from '../../../lib/notices.ts';
import { useSubscribe } from '../api.ts';
import fieldStyles from '../../../components/Field.module.css';
import styles from './NewsletterForm.module.css';

/** The contract's e-mail rule, loaded on first submit: this form is on every page (decision 3). */
async function validEmail(email: string): Promise<SubscribeInput | null> {
  const { SubscribeInputSchema } = await import('@moim/contract');
  const result = SubscribeInputSchema.safeParse({ email });
  return result.success ? result.data : null;
}

/**
 * The footer's newsletter signup. A single field, so it is a plain form rather than
 * react-hook-form, which would otherwise be in every page's first download.
 */
export function NewsletterForm() {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const subscribe = useSubscribe();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const values = await validEmail(email);
    if (!values) {
      // Said beside the box (not also as a notice), once its text is loaded.
      await loadMessages();
      setInvalid(true);
      input.current?.focus();
      return;
    }
    setInvalid(false);
    subscribe.mutate(values, {
      onSuccess: () => {
        notifyMessage('subscriptionSuccessful', 'success');
        setEmail('');
      },
      onError: () => notifyMessage('subscriptionFailed', 'error'),
    });
  };

  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      <label htmlFor={id} className="visually-hidden">
        {t('footer.emailLabel')}
      </label>
      <input
        ref={input}
        id={id}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        placeholder={t('footer.emailPlaceholder')}
        className={styles.input}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <Button type="submit" disabled={subscribe.isPending}>
        {subscribe.isPending ? t('footer.subscribing') : t('footer.subscribe')}
      </Button>
      {/* Always there, so a screen reader hears the error as it appears. */}
      <div className={`${fieldStyles.errorRegion} ${styles.errorRow}`} aria-live="polite">
        {invalid && (
          <p id={`${id}-error`} className={fieldStyles.error}>
            {t('messages:invalidEmail')}
          </p>
        )}
      </div>
    </form>
  );
}
