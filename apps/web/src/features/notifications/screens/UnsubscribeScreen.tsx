import type { UnsubscribeTopic } from '@moim/contract';
import { endpoints } from '@moim/contract/endpoints';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/Button.tsx';
import { ApiError, callApi } from '../../../lib/api.ts';
import { useScreenTitle } from '../../../lib/page-title.ts';
import styles from '../notifications.module.css';

/** What a topic is called in the settings: a kind's line, or the promotional mail. */
function topicLabelKey(topic: UnsubscribeTopic): string {
  return topic === 'marketing' ? 'settings.marketing' : `settings.kinds.${topic}`;
}

/**
 * Where a mail's "stop these e-mails" link leads (decision 0063). Opening the link changes nothing
 * (mail programs and scanners open links by themselves); the button does, without a sign-in: the
 * link's signed token names the person and the kind of mail.
 */
export function UnsubscribeScreen() {
  const { t } = useTranslation('notifications');
  useScreenTitle(t('unsubscribe.title'));
  const token = useSearchParams()[0].get('token') ?? '';
  const unsubscribe = useMutation({
    mutationFn: () => callApi(endpoints.unsubscribe, { query: { token } }),
  });
  const failure =
    unsubscribe.error instanceof ApiError && unsubscribe.error.code !== 'network'
      ? unsubscribe.error.message
      : unsubscribe.isError
        ? t('unsubscribe.failed')
        : null;

  return (
    <div className={styles.page}>
      <header className={styles.pageHeader}>
        <h1 className={styles.title}>{t('unsubscribe.title')}</h1>
      </header>
      {!token ? (
        <p role="alert">{t('messages:unsubscribeLinkInvalid')}</p>
      ) : unsubscribe.isSuccess ? (
        <div role="status" className={styles.state}>
          <p>{t('unsubscribe.done')}</p>
          <p className={styles.stateTitle}>{t(topicLabelKey(unsubscribe.data.topic))}</p>
        </div>
      ) : (
        <div className={styles.state}>
          <p>{t('unsubscribe.intro')}</p>
          {failure && <p role="alert">{failure}</p>}
          <Button onClick={() => unsubscribe.mutate()} disabled={unsubscribe.isPending}>
            {unsubscribe.isPending ? t('unsubscribe.busy') : t('unsubscribe.confirm')}
          </Button>
        </div>
      )}
      <p>
        <Link to="/settings/notifications">{t('unsubscribe.settings')}</Link>
      </p>
    </div>
  );
}
