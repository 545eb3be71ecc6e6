import type { CheckParticipationResponse, EventDetail } from '@moim/contract';
import { reviewsOpen } from '@moim/contract/event-rules';

/** Why someone may not review an event (the server's rules, decisions "Reviews"). */
export type ReviewBlocker = 'host' | 'reviewed' | 'notParticipant' | 'notStarted';

/**
 * What stands between a signed-in user and a review of an event, or null when they may write
 * one: an Approved guest who is not the host, once the event has started, once.
 */
export function reviewBlocker(
  event: Pick<EventDetail, 'startsAt' | 'createdBy'>,
  participation: Pick<CheckParticipationResponse, 'status' | 'hasReviewed'>,
  userId: string,
  now: Date,
): ReviewBlocker | null {
  if (event.createdBy.userId.toLowerCase() === userId.toLowerCase()) return 'host';
  if (participation.hasReviewed) return 'reviewed';
  if (participation.status !== 'Approved') return 'notParticipant';
  if (!reviewsOpen(event.startsAt, now)) return 'notStarted';
  return null;
}
