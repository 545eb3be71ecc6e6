import { BlockButton } from '../../components/BlockButton.tsx';
import { EventDetailScreen } from '../../features/events/screens/EventDetailScreen.tsx';
import { HostFollowButton } from '../../features/profile/components/HostFollowButton.tsx';
import { EventReviewsSection } from '../../features/reviews/index.ts';
import { EventShare } from '../../features/share/index.ts';

/** The event page (/events/:eventId) with what other features add to it. */
export function EventPage() {
  return (
    <EventDetailScreen
      host={(event) => (
        <>
          <HostFollowButton userId={event.createdBy.userId} username={event.createdBy.username} />
          <BlockButton person={event.createdBy} />
        </>
      )}
      aside={(event) => <EventShare event={event} />}
      main={(event) => <EventReviewsSection eventId={event.id} />}
    />
  );
}
