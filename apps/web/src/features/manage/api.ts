import type { HostDecision, PendingEvent, UpdateParticipantStatusResponse } from '@moim/contract';
import { endpoints } from '@moim/contract/endpoints';
import { useMutation, useMutationState, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';

/** The Manage screen's data: the event and everyone who applied (host only). */
const manageKey = (eventId: number) => ['manage', eventId] as const;
const decisionKey = (eventId: number) => ['manage-decision', eventId] as const;

/** GET /events/getEventForPending/:eventId (403 for anyone but the host). */
export function useManagedEvent(eventId: number) {
  return useQuery({
    queryKey: manageKey(eventId),
    queryFn: ({ signal }) => callApi(endpoints.pendingEvent, { params: { eventId }, signal }),
    enabled: Number.isInteger(eventId) && eventId > 0,
  });
}

export interface Decision {
  participantId: number;
  status: HostDecision;
}

/** The event with one participant's new status and the server's count of approved people. */
function applyDecision(event: PendingEvent | undefined, result: UpdateParticipantStatusResponse) {
  if (!event) return event;
  const { id, status, removed } = result.participant;
  return {
    ...event,
    participantsCount: result.participantsCount,
    participants: event.participants.map((p) =>
      p.id === id ? { ...p, status, removed, waitlistPosition: undefined } : p,
    ),
  };
}

/**
 * The host accepts or rejects someone (PATCH /participants/:id/status). Each answer is written
 * into the screen's data at once; then the event is fetched again, because a freed seat may
 * have gone to the first person on the waitlist. The event's page and the lists show new counts.
 * Several rows may be on their way at the same time: await each `mutateAsync`.
 */
export function useDecideParticipant(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: decisionKey(eventId),
    mutationFn: ({ participantId, status }: Decision) =>
      callApi(endpoints.setParticipantStatus, { params: { participantId }, body: { status, eventId } }),
    onSuccess: (result) => {
      queryClient.setQueryData<PendingEvent>(manageKey(eventId), (event) => applyDecision(event, result));
      void queryClient.invalidateQueries({ queryKey: queryKeys.event(eventId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.eventLists });
    },
    // After a refusal too: the count, the list or the event itself may have changed meanwhile.
    onSettled: () => queryClient.invalidateQueries({ queryKey: manageKey(eventId) }),
  });
}

/** The participants whose decision is on its way, so that their rows wait. */
export function useParticipantsInFlight(eventId: number): Set<number> {
  const ids = useMutationState({
    filters: { mutationKey: decisionKey(eventId), status: 'pending' },
    select: (mutation) => (mutation.state.variables as Decision).participantId,
  });
  return new Set(ids);
}
