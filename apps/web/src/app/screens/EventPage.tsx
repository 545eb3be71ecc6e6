import { EventShare } from '../../features/share/index.ts';
import { EventDetailScreen } from '../../features/events/screens/EventDetailScreen.tsx';

/** The event page (/events/:eventId) with what other features add to it. */
export function EventPage() {
  return <EventDetailScreen aside={(event) => <EventShare event={event} />} />;
}
