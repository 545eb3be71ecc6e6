import type { EventDetail } from '@moim/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClass } from './Button.tsx';
import { ApiError } from '../lib/api.ts';
import { eventIdOf, useEventDetail } from '../lib/event-queries.ts';

/** The event a screen about one event is for, named by its address. */
export interface AddressedEvent {
  /** The id in the address (NaN when it is not a number). */
  eventId: number;
  query: UseQueryResult<EventDetail>;
  /** A malformed id, or the server says 404 (no such event, or one a moderator removed). */
  missing: boolean;
  /** The event, once there is one to show; otherwise the screen shows `EventUnavailable`. */
  event: EventDetail | undefined;
}

/** The event whose id is the address's `param`, asked for at once. */
export function useAddressedEvent(param: string | undefined): AddressedEvent {
  const eventId = eventIdOf(param);
  const query = useEventDetail(eventId);
  const missing = !Number.isInteger(eventId) || (query.error instanceof ApiError && query.error.status === 404);
  return { eventId, query, missing, event: missing ? undefined : query.data };
}

/**
 * What a screen about one event shows instead of itself while the event is missing, loading or
 * failed to load (with a retry). Each screen passes its own heading, loading text and styles.
 */
export function EventUnavailable(props: {
  addressed: AddressedEvent;
  heading: string;
  loading: string;
  classes: { state?: string; title?: string };
}) {
  const { t } = useTranslation('events');
  const { addressed, heading, loading, classes } = props;
  if (addressed.missing) {
    // A moderator hid it (decision 76): the page says so, rather than that there is no such event.
    const removed = addressed.query.error instanceof ApiError && addressed.query.error.code === 'eventRemoved';
    return (
      <div className={classes.state}>
        <h1 className={classes.title}>{t(removed ? 'messages:eventRemoved' : 'messages:eventNotFound')}</h1>
        <Link to="/allEvents" className={buttonClass({ variant: 'secondary' })}>
          {t('detail.browseEvents')}
        </Link>
      </div>
    );
  }
  if (addressed.query.isError) {
    return (
      <div className={classes.state}>
        <h1 className={classes.title}>{t('detail.loadFailed')}</h1>
        <Button variant="secondary" onClick={() => void addressed.query.refetch()}>
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
