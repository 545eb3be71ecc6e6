import type { EventDetail } from '@moim/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClass } from './Button.tsx';
import { ApiError } from '../lib/api.ts';

/** Whether a screen's event does not exist: a malformed id, or the server says 404. */
export function isEventMissing(eventId: number, event: UseQueryResult<EventDetail>): boolean {
  return !Number.isInteger(eventId) || (event.error instanceof ApiError && event.error.status === 404);
}

/**
 * What a screen about one event shows instead of itself while the event is missing, loading or
 * failed to load (with a retry). Each screen passes its own heading, loading text and styles.
 */
export function EventUnavailable(props: {
  missing: boolean;
  event: UseQueryResult<EventDetail>;
  heading: string;
  loading: string;
  classes: { state?: string; title?: string };
}) {
  const { t } = useTranslation('events');
  const { missing, event, heading, loading, classes } = props;
  if (missing) {
    return (
      <div className={classes.state}>
        <h1 className={classes.title}>{t('messages:eventNotFound')}</h1>
        <Link to="/allEvents" className={buttonClass({ variant: 'secondary' })}>
          {t('detail.browseEvents')}
        </Link>
      </div>
    );
  }
  if (event.isError) {
    return (
      <div className={classes.state}>
        <h1 className={classes.title}>{t('detail.loadFailed')}</h1>
        <Button variant="secondary" onClick={() => void event.refetch()}>
          {t('detail.retry')}
        </Button>
      </div>
    );
  }
  return (
    <div className={classes.state}>
      <h1 className="visually-hidden">{heading}</h1>
      <p role="status">{loading}</p>
    </div>
  );
}
