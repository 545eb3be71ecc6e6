import { sameUserId } from '@moim/contract/user-ids';
import { endpoints } from '@moim/contract/endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from './api.ts';
import { queryKeys } from './query-keys.ts';
import { useSession } from './session.ts';

/** The people the signed-in user blocks (GET /user/blocked); idle for a visitor or when not `enabled`. */
export function useBlocked(enabled = true) {
  const signedIn = useSession() !== null;
  return useQuery({
    queryKey: queryKeys.blocked,
    queryFn: ({ signal }) => callApi(endpoints.blocked, { signal }),
    enabled: signedIn && enabled,
  });
}

/**
 * Asks whether the signed-in user blocks a person, by login ID: no until the list is in, for a
 * visitor, and when not `enabled`.
 */
export function useIsBlocked(enabled = true): (userId: string) => boolean {
  const blocked = useBlocked(enabled);
  return (userId) => blocked.data?.people.some((person) => sameUserId(person.userId, userId)) ?? false;
}

/** Blocks or unblocks a person; pending until the list has the change (the chat folds by it). */
export function useBlock(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (block: boolean) => callApi(block ? endpoints.block : endpoints.unblock, { params: { userId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.blocked }),
  });
}
