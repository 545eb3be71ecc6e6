import type { SubscribeInput } from '@moim/contract';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button.tsx';
import { lazyZodResolver } from '../../../lib/lazy-resolver.ts';
import { notify } from '../../../lib/notices.ts';
import { useSubscribe } from '../api.ts';
import styles from './NewsletterForm.module.css';

const resolver = lazyZodResolver<SubscribeInput>(() =>
  import('@moim/contract').then((contract) => contract.SubscribeInputSchema),
);

export function NewsletterForm() {
  const { t } = useTranslation();
  const id = useId();
  const subscribe = useSubscribe();
  const form = useForm<SubscribeInput>({
    resolver,
    defaultValues: { email: '' },
    shouldFocusError: true,
  });
  const invalid = Boolean(form.formState.errors.email);

  const onValid = (values: SubscribeInput) =>
    subscribe.mutate(values, {
      onSuccess: () => {
        notify(t('messages:subscriptionSuccessful'), 'success');
        form.reset();
      },
      onError: () => notify(t('messages:subscriptionFailed'), 'error'),
    });

  const onInvalid = () => notify(t('messages:invalidEmail'), 'error');

  return (
    <form className={styles.form} onSubmit={form.handleSubmit(onValid, onInvalid)} noValidate>
      <label htmlFor={id} className="visually-hidden">
        {t('footer.emailLabel')}
      </label>
      <input
        id={id}
        type="email"
        inputMode="email"
        autoComplete="email"
        placeholder={t('footer.emailPlaceholder')}
        className={styles.input}
        aria-invalid={invalid || undefined}
        {...form.register('email')}
      />
      <Button type="submit" disabled={subscribe.isPending}>
        {subscribe.isPending ? t('footer.subscribing') : t('footer.subscribe')}
      </Button>
    </form>
  );
}
