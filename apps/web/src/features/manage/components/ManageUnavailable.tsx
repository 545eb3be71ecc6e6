import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/Button.tsx';
import { ApiError } from '../../../lib/api.ts';
import styles from '../manage.module.css';

/** Why the lists are not shown whatever is known of them: the event is missing, or the caller is not its host. */
export function manageRefusal(eventId: number, error: unknown): 'missing' | 'notHost' | null {
  const errorStatus = error instanceof ApiError ? error.status : undefined;
  if (!Number.isInteger(eventId) || errorStatus === 404) return 'missing';
  return errorStatus === 403 ? 'notHost' : null;
}

/** The screen in place of the lists: missing event, not the host, failed or loading. */
function ManageState({ title, hidden = false, children }: { title: string; hidden?: boolean; children: ReactNode }) {
  return (
    <div className={styles.state}>
      <h1 className={hidden ? 'visually-hidden' : styles.title}>{title}</h1>
      {children}
    </div>
  );
}

/** What the Manage screen shows while it cannot show the lists (see `manageRefusal`), or has none yet. */
export function ManageUnavailable({
  eventId,
  query,
}: {
  eventId: number;
  query: Pick<UseQueryResult<unknown>, 'error' | 'isError' | 'refetch'>;
}) {
  const { t } = useTranslation(['manage', 'messages']);
  const refusal = manageRefusal(eventId, query.error);
  if (refusal === 'missing') {
    return (
      <ManageState title={t('messages:eventNotFound')}>
        <Link to="/allEvents" className={buttonClass({ variant: 'secondary' })}>
          {t('browseEvents')}
        </Link>
      </ManageState>
    );
  }
  if (refusal === 'notHost') {
    return (
      <ManageState title={t('title')}>
        <p>{t('notHost')}</p>
        <Link to={`/events/${eventId}`} className={buttonClass({ variant: 'secondary' })}>
          {t('backToEvent')}
        </Link>
      </ManageState>
    );
  }
  return query.isError ? (
    <ManageState title={t('loadFailed')}>
      <Button variant="secondary" onClick={() => void query.refetch()}>
        {t('retry')}
      </Button>
    </ManageState>
  ) : (
    <ManageState title={t('title')} hidden>
      <p role="status">{t('loading')}</p>
    </ManageState>
  );
}
