import { endpoints } from '@moim/contract/endpoints';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { callApi } from './api.ts';
import { queryKeys } from './query-keys.ts';
import { useSession } from './session.ts';

// The queries about one event that several features show (the event page, joining, reviewing).
// Types only from the contract: event lists import these modules, and the validation library
// stays out of the first download.

const isEventId = (eventId: number) => Number.isInteger(eventId) && eventId > 0;

/** The event id of an address's `:eventId` (NaN when it is not a number). */
export function eventIdOf(param: string | undefined): number {
  return param && /^\d+$/.test(param) ? Number(param) : Number.NaN;
}

function eventDetailQuery(eventId: number) {
  return queryOptions({
    queryKey: queryKeys.event(eventId),
    queryFn: ({ signal }) => callApi(endpoints.eventDetail, { params: { id: eventId }, signal }),
    enabled: isEventId(eventId),
  });
}

/** One event's page (GET /events/getEvents/:id). */
export function useEventDetail(eventId: number) {
  return useQuery(eventDetailQuery(eventId));
}

/** Asks for an event before its page shows it (`useEventDetail` then finds it asked). */
export function prefetchEventDetail(queryClient: QueryClient, eventId: number): void {
  if (isEventId(eventId)) void queryClient.prefetchQuery(eventDetailQuery(eventId));
}

/** The signed-in user's participation in an event (idle while signed out or when `enabled` is false). */
export function useParticipation(eventId: number, enabled: boolean) {
  const session = useSession();
  return useQuery({
    queryKey: queryKeys.participation(eventId),
    queryFn: ({ signal }) => callApi(endpoints.checkParticipation, { query: { eventId }, signal }),
    enabled: enabled && session !== null && isEventId(eventId),
  });
}
