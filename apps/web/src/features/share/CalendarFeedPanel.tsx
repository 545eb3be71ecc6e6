import type { CalendarFeed } from '@moim/contract';
import { sameUserId } from '@moim/contract/user-ids';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Button, buttonClass } from '../../components/Button.tsx';
import { Field } from '../../components/Field.tsx';
import { notify } from '../../lib/notices.ts';
import { useSession } from '../../lib/session.ts';
import { useCalendarFeed, useResetCalendarFeed } from './api.ts';
import { copyText } from './copy.ts';
import styles from './share.module.css';

/** The feed's address for apps that subscribe by opening a link (Apple Calendar, Outlook). */
const webcalUrl = (url: string) => url.replace(/^https?:/, 'webcal:');

function FeedAddress({ feed }: { feed: CalendarFeed }) {
  const { t } = useTranslation('share');
  const id = useId();
  const [confirming, setConfirming] = useState(false);
  const reset = useResetCalendarFeed();

  const copy = async () => {
    if (await copyText(feed.url)) notify(t('feed.copied'), 'success');
    else notify(t('copyFailed', { url: feed.url }), 'error');
  };
  const makeNew = () =>
    reset.mutate(undefined, {
      onSuccess: () => notify(t('feed.resetDone'), 'success'),
      onError: () => notify(t('feed.resetFailed'), 'error'),
      onSettled: () => setConfirming(false),
    });

  return (
    <>
      <Field id={`${id}-address`} label={t('feed.addressLabel')} hint={t('feed.secret')}>
        {({ describedBy }) => (
          <input
            id={`${id}-address`}
            className={styles.address}
            readOnly
            value={feed.url}
            aria-describedby={describedBy}
            onFocus={(event) => event.currentTarget.select()}
          />
        )}
      </Field>
      <div className={styles.row}>
        <Button size="small" onClick={() => void copy()}>
          {t('feed.copy')}
        </Button>
        <a href={webcalUrl(feed.url)} className={buttonClass({ variant: 'secondary', size: 'small' })}>
          {t('feed.subscribe')}
        </a>
        {!confirming && (
          <Button size="small" variant="ghost" onClick={() => setConfirming(true)}>
            {t('feed.reset')}
          </Button>
        )}
      </div>
      {confirming && (
        <div role="group" aria-labelledby={`${id}-confirm`} className={styles.row}>
          <p id={`${id}-confirm`} className={styles.note}>
            {t('feed.resetConfirm')}
          </p>
          <Button size="small" variant="danger" disabled={reset.isPending} onClick={makeNew}>
            {t('feed.resetYes')}
          </Button>
          <Button size="small" variant="secondary" disabled={reset.isPending} onClick={() => setConfirming(false)}>
            {t('feed.resetNo')}
          </Button>
        </div>
      )}
    </>
  );
}

function Feed() {
  const { t } = useTranslation('share');
  const feed = useCalendarFeed();
  return (
    <section className={styles.feed} aria-labelledby="calendar-feed-title">
      <h2 id="calendar-feed-title" className={styles.feedTitle}>
        {t('feed.heading')}
      </h2>
      <p className={styles.note}>{t('feed.intro')}</p>
      {feed.data ? (
        <FeedAddress feed={feed.data} />
      ) : feed.isError ? (
        <div className={styles.row}>
          <p className={styles.note}>{t('feed.loadFailed')}</p>
          <Button size="small" variant="secondary" onClick={() => void feed.refetch()}>
            {t('feed.retry')}
          </Button>
        </div>
      ) : (
        <p role="status" className={styles.note}>
          {t('feed.loading')}
        </p>
      )}
    </section>
  );
}

/**
 * The personal calendar feed on one's own profile page (/userPage/:userId): its secret address
 * to subscribe to, copy, or replace (decision 0031). Nothing on anyone else's page.
 */
export function CalendarFeedPanel() {
  const { userId = '' } = useParams();
  const session = useSession();
  if (!session || !sameUserId(session.userId, userId)) return null;
  return (
    <div className={styles.feedPage}>
      <Feed />
    </div>
  );
}
