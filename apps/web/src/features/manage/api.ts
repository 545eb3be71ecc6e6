import type {
  CheckInInput,
  GuestMessageInput,
  CheckInList,
  CheckInResponse,
  HostDecision,
  PendingEvent,
  UpdateParticipantStatusResponse,
} from '@moim/contract';
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

/** The door list of the check-in screen (host only). */
const checkInKey = (eventId: number) => ['check-in', eventId] as const;

/** GET /events/:id/check-in: the approved guests, who is in, and the count (403 for anyone but the host). */
export function useCheckInList(eventId: number) {
  return useQuery({
    queryKey: checkInKey(eventId),
    queryFn: ({ signal }) => callApi(endpoints.checkInList, { params: { id: eventId }, signal }),
    enabled: Number.isInteger(eventId) && eventId > 0,
  });
}

/** The door list with one guest as the server now has them, and its count. */
function applyCheckIn(list: CheckInList | undefined, result: CheckInResponse): CheckInList | undefined {
  if (!list) return list;
  return {
    ...list,
    checkedIn: result.checkedIn,
    total: result.total,
    guests: list.guests.map((guest) => (guest.participantId === result.guest.participantId ? result.guest : guest)),
  };
}

/**
 * Checks a guest in (by code or by a tick; POST /events/:id/check-in), or takes it back
 * (`undo`: DELETE). Each answer goes into the door list at once, and Manage shows it next time.
 */
export function useCheckIn(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { input: CheckInInput } | { undo: number }) =>
      'undo' in change
        ? callApi(endpoints.undoCheckIn, { params: { id: eventId, participantId: change.undo } })
        : callApi(endpoints.checkIn, { params: { id: eventId }, body: change.input }),
    onSuccess: (result) => {
      queryClient.setQueryData<CheckInList>(checkInKey(eventId), (list) => applyCheckIn(list, result));
      void queryClient.invalidateQueries({ queryKey: manageKey(eventId) });
    },
  });
}

/** The host writes to the event's people (POST /events/:id/messages). */
export function useMessageGuests(eventId: number) {
  return useMutation({
    mutationFn: (input: GuestMessageInput) =>
      callApi(endpoints.messageGuests, { params: { id: eventId }, body: input }),
  });
}
