import type { CheckParticipationResponse, EventDetail } from '@moim/contract';
import { sameUserId } from '@moim/contract/user-ids';
import type { Session } from '../../../../lib/session.ts';

/** Who is looking at the event page. */
export type Viewer = 'host' | 'member' | 'visitor';
/** Where a signed-in guest stands at the event. */
export type Status = NonNullable<CheckParticipationResponse['status']>;

export function viewerOf(event: EventDetail, session: Session | null): Viewer {
  if (!session) return 'visitor';
  return sameUserId(event.createdBy.userId, session.userId) ? 'host' : 'member';
}

/** Until the server has said, an attendee listed on the page counts as going. */
export function listedAsGoing(event: EventDetail, session: Session | null): boolean {
  return (
    session !== null &&
    event.participants.some((p) => p.status === 'Approved' && sameUserId(p.user.userId, session.userId))
  );
}
