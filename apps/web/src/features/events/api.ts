import type {
  CheckParticipationResponse,
  CreateParticipantInput,
  DeleteEventInput,
  EventDetail,
  SubmitEventInput,
} from '@moim/contract';
import { endpoints } from '@moim/contract/endpoints';
import { sameUserId } from '@moim/contract/user-ids';
import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { useRef } from 'react';
import { callApi } from '../../lib/api.ts';
import { notifyMessage } from '../../lib/notices.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { useSession } from '../../lib/session.ts';
import { useSignInThen } from './sign-in-then.ts';

// Event lists (home, all events, profiles) import the like hooks from here, so this module
// takes only types from the contract: the validation library stays out of the first download.

export { useParticipation } from '../../lib/event-queries.ts';

/** Whether the signed-in user likes an event (idle while signed out). */
export function useIsLiked(eventId: number) {
  const session = useSession();
  return useQuery({
    queryKey: queryKeys.isLiked(eventId),
    queryFn: ({ signal }) =>
      callApi(endpoints.isLiked, { params: { eventId }, query: { userId: session?.userId }, signal }).then(
        (r) => r.isLiked,
      ),
    enabled: session !== null && Number.isInteger(eventId) && eventId > 0,
  });
}

/**
 * Gives back a seat, withdraws an application or leaves the waitlist; afterwards the
 * participation and the event (its counts and attendees) are fetched again.
 */
export function useCancelParticipation(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(endpoints.cancelParticipation, { body: { eventId } }),
    onSuccess: () => refetchParticipation(queryClient, eventId),
  });
}

/** After a join or a cancellation: the viewer's status, the event's counts and attendees, the lists. */
function refetchParticipation(queryClient: QueryClient, eventId: number) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.participation(eventId) }),
    queryClient.invalidateQueries({ queryKey: queryKeys.event(eventId) }),
    queryClient.invalidateQueries({ queryKey: queryKeys.eventLists }),
  ]);
}

type LikePatch = { likesCount: number; liked: boolean; userId: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** A like to write into lists: the new count, and (when known) whether the viewer likes it now. */
export interface ListLikePatch {
  likesCount: number;
  liked?: boolean;
}

/**
 * A copy of a cached event list with the like count of one event changed (and its `likedByMe`,
 * when the patch says whether the viewer likes it). Lists come in several shapes (an array,
 * `{items}`, pages of an infinite query), so this walks arrays and the array fields of objects,
 * a few levels deep; what it does not recognise is returned unchanged.
 */
export function patchEventInList(data: unknown, eventId: number, like: number | ListLikePatch, depth = 0): unknown {
  if (depth > 4) return data;
  if (Array.isArray(data)) {
    let changed = false;
    const next = data.map((item) => {
      const patched = patchEventInList(item, eventId, like, depth + 1);
      if (patched !== item) changed = true;
      return patched;
    });
    return changed ? next : data;
  }
  if (!isRecord(data)) return data;
  if (data.id === eventId) {
    const { likesCount, liked } = typeof like === 'number' ? { likesCount: like, liked: undefined } : like;
    let next = data;
    if (typeof data.likesCount === 'number') next = { ...next, likesCount };
    else if (typeof data.likes === 'number') next = { ...next, likes: likesCount };
    if (liked !== undefined && typeof data.likedByMe === 'boolean') next = { ...next, likedByMe: liked };
    return next;
  }
  let changed = false;
  const next: Record<string, unknown> = { ...data };
  for (const [key, value] of Object.entries(data)) {
    if (!Array.isArray(value) && !(isRecord(value) && depth < 2)) continue;
    const patched = patchEventInList(value, eventId, like, depth + 1);
    if (patched !== value) {
      next[key] = patched;
      changed = true;
    }
  }
  return changed ? next : data;
}

function patchDetail(detail: EventDetail | undefined, patch: LikePatch): EventDetail | undefined {
  if (!detail) return detail;
  const others = detail.likes.filter((l) => !sameUserId(l.user.userId, patch.userId));
  return {
    ...detail,
    likesCount: patch.likesCount,
    likes: patch.liked ? [...others, { user: { userId: patch.userId } }] : others,
  };
}

/** Writes a like state everywhere it is shown: the event page, the liked flag and every list. */
function applyLike(queryClient: QueryClient, eventId: number, patch: LikePatch): void {
  queryClient.setQueryData<boolean>(queryKeys.isLiked(eventId), patch.liked);
  queryClient.setQueryData<EventDetail>(queryKeys.event(eventId), (detail) => patchDetail(detail, patch));
  queryClient.setQueriesData({ queryKey: queryKeys.eventLists }, (data: unknown) =>
    patchEventInList(data, eventId, { likesCount: patch.likesCount, liked: patch.liked }),
  );
}

/**
 * Likes an event for a visitor who pressed Like before signing in (`useFinishAfterSignIn`):
 * only if they do not like it already, since a like is a toggle. The event's page, its liked
 * flag and the lists show the answer, and are asked again, in case they were fetched meanwhile.
 */
export async function likeUnlessLiked(queryClient: QueryClient, eventId: number, userId: string): Promise<void> {
  const { isLiked } = await callApi(endpoints.isLiked, { params: { eventId } });
  if (!isLiked) {
    const response = await callApi(endpoints.like, { params: { eventId }, body: { userId } });
    applyLike(queryClient, eventId, { liked: response.isLiked, likesCount: response.likesLen, userId });
  }
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.isLiked(eventId) }),
    queryClient.invalidateQueries({ queryKey: queryKeys.event(eventId) }),
  ]);
}

interface LikeSnapshot {
  entries: Array<[QueryKey, unknown]>;
}

function snapshot(queryClient: QueryClient, eventId: number): LikeSnapshot {
  return {
    entries: [
      [queryKeys.isLiked(eventId), queryClient.getQueryData(queryKeys.isLiked(eventId))],
      [queryKeys.event(eventId), queryClient.getQueryData(queryKeys.event(eventId))],
      ...queryClient.getQueriesData({ queryKey: queryKeys.eventLists }),
    ],
  };
}

export interface ToggleLikeInput {
  eventId: number;
  /** Whether the user likes it now (before the toggle). */
  liked: boolean;
  /** The like count shown now. */
  likesCount: number;
}

/**
 * Likes or unlikes an event, optimistically: the heart and the count change at once on the
 * event page and in every cached list, and go back if the server refuses. Signed out, it says
 * that login is required and goes to the sign-in page, which comes back here and adds the like
 * (`useFinishAfterSignIn`). A press while one is being sent for the
 * same event shows at once and is sent when the server has answered, if it still changes
 * anything: one request at a time per event, and no press is lost.
 */
export function useToggleLike() {
  const signInThen = useSignInThen();
  const session = useSession();
  const queryClient = useQueryClient();
  /** Events with a request on its way, and the state last asked for meanwhile (if any). */
  const inFlight = useRef(new Map<number, boolean | undefined>());
  const userId = session?.userId ?? '';
  const flipped = ({ liked, likesCount }: ToggleLikeInput): LikePatch => ({
    liked: !liked,
    likesCount: Math.max(0, likesCount + (liked ? -1 : 1)),
    userId,
  });

  const mutation = useMutation({
    mutationFn: ({ eventId }: ToggleLikeInput) =>
      callApi(endpoints.like, { params: { eventId }, body: { userId: session?.userId } }),
    onMutate: async (input) => {
      await Promise.all([
        queryClient.cancelQueries({ queryKey: queryKeys.isLiked(input.eventId) }),
        queryClient.cancelQueries({ queryKey: queryKeys.event(input.eventId) }),
      ]);
      const previous = snapshot(queryClient, input.eventId);
      applyLike(queryClient, input.eventId, flipped(input));
      return previous;
    },
    onSuccess: (response, { eventId }) => {
      const wanted = inFlight.current.get(eventId);
      inFlight.current.delete(eventId);
      if (wanted !== undefined && wanted !== response.isLiked) {
        send({ eventId, liked: response.isLiked, likesCount: response.likesLen });
        return;
      }
      applyLike(queryClient, eventId, { liked: response.isLiked, likesCount: response.likesLen, userId });
    },
    onError: (_error, { eventId }, previous) => {
      inFlight.current.delete(eventId);
      // The spec: a failed like is toggled back silently.
      for (const [key, data] of previous?.entries ?? []) queryClient.setQueryData(key, data);
    },
  });

  const send = (input: ToggleLikeInput) => {
    inFlight.current.set(input.eventId, undefined);
    mutation.mutate(input);
  };

  const toggle = (input: ToggleLikeInput) => {
    if (!session) {
      notifyMessage('unauthorized', 'error', { keepOnNextPage: true });
      signInThen('like', input.eventId);
      return;
    }
    if (inFlight.current.has(input.eventId)) {
      inFlight.current.set(input.eventId, !input.liked);
      applyLike(queryClient, input.eventId, flipped(input));
      return;
    }
    send(input);
  };

  return { toggle };
}

/** Address suggestions in Korea (GET /places/search); idle for a blank query. */
export function usePlaceSearch(query: string) {
  const q = query.trim();
  return useQuery({
    queryKey: ['places', q.toLowerCase()] as const,
    queryFn: ({ signal }) => callApi(endpoints.placeSearch, { query: { q }, signal }),
    enabled: q.length > 0,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
}

/** Publishes an event; its page is cached at once and the lists are refreshed. */
export function useSubmitEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SubmitEventInput) => callApi(endpoints.submitEvent, { body: input }),
    onSuccess: ({ event }) => {
      queryClient.setQueryData(queryKeys.event(event.id), event);
      void queryClient.invalidateQueries({ queryKey: queryKeys.eventLists });
    },
  });
}

/** Forgets a deleted event: its page, its liked flag, and the lists that showed it. */
export function forgetEvent(queryClient: QueryClient, eventId: number): void {
  queryClient.removeQueries({ queryKey: queryKeys.event(eventId), exact: true });
  queryClient.removeQueries({ queryKey: queryKeys.isLiked(eventId), exact: true });
  void queryClient.invalidateQueries({ queryKey: queryKeys.eventLists });
}

/**
 * Deletes an event (host only) with the reason the participants are told. The caller leaves the
 * event's screens, then calls `forgetEvent`, so that nothing asks for the deleted event again.
 */
export function useDeleteEvent(eventId: number) {
  return useMutation({
    mutationFn: (input: DeleteEventInput) => callApi(endpoints.deleteEvent, { params: { id: eventId }, body: input }),
  });
}

/**
 * Joins an event (or its waitlist). The answer is the joiner's new status, written at once where
 * the event's page reads it, so that page shows "Application pending" (or the seat, or the
 * waitlist place) from its first paint instead of Join Now until it has asked again. The event's
 * page and the lists are refetched for the new count.
 */
export function useJoinEvent(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<CreateParticipantInput, 'eventId'>) =>
      callApi(endpoints.joinEvent, { body: { eventId, ...input } }),
    onSuccess: ({ participant }) => {
      queryClient.setQueryData<CheckParticipationResponse>(queryKeys.participation(eventId), {
        isParticipating: true,
        status: participant.status,
        ...(participant.waitlistPosition !== undefined ? { waitlistPosition: participant.waitlistPosition } : {}),
        hasReviewed: false,
      });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.event(eventId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.eventLists }),
      ]);
    },
  });
}
