import type { CheckParticipationResponse, EventDetail } from '@moim/contract';
import type { Session } from '../../../../lib/session.ts';

/** Who is looking at the event page. */
export type Viewer = 'host' | 'member' | 'visitor';
/** Where a signed-in guest stands at the event. */
export type Status = NonNullable<CheckParticipationResponse['status']>;

export function viewerOf(event: EventDetail, session: Session | null): Viewer {
  if (!session) return 'visitor';
  return event.createdBy.userId.toLowerCase() === session.userId.toLowerCase() ? 'host' : 'member';
}

/** Until the server has said, an attendee listed on the page counts as going. */
export function listedAsGoing(event: EventDetail, session: Session | null): boolean {
  const me = session?.userId.toLowerCase();
  return event.participants.some((p) => p.status === 'Approved' && p.user.userId.toLowerCase() === me);
}
