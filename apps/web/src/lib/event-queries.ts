import type { CheckParticipationResponse, EventDetail } from '@moim/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './api.ts';
import { queryKeys } from './query-keys.ts';
import { useSession } from './session.ts';

// The queries about one event that several features show (the event page, joining, reviewing).
// Types only from the contract: event lists import these modules, and the validation library
// stays out of the first download.

/** One event's page (GET /events/getEvents/:id). */
export function useEventDetail(eventId: number) {
  return useQuery({
    queryKey: queryKeys.event(eventId),
    queryFn: ({ signal }) => apiRequest<EventDetail>(`/events/getEvents/${eventId}`, { signal }),
    enabled: Number.isInteger(eventId) && eventId > 0,
  });
}

/** The signed-in user's participation in an event (idle while signed out or when `enabled` is false). */
export function useParticipation(eventId: number, enabled: boolean) {
  const session = useSession();
  return useQuery({
    queryKey: queryKeys.participation(eventId),
    queryFn: ({ signal }) =>
      apiRequest<CheckParticipationResponse>('/participants/checkParticipation', { query: { eventId }, signal }),
    enabled: enabled && session !== null && Number.isInteger(eventId) && eventId > 0,
  });
}
