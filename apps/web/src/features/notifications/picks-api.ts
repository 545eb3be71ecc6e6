import type { Picks, PicksPreferences } from '@moim/contract';
import { endpoints } from '@moim/contract/endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';

const picksKey = queryKeys.picks;

/** The signed-in person's picks and what they follow. */
export function usePicks() {
  return useQuery({ queryKey: picksKey, queryFn: ({ signal }) => callApi(endpoints.picks, { signal }) });
}

/** Saves the languages and the home area; the answer is the picks made again. */
export function useUpdatePicksPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preferences: PicksPreferences) => callApi(endpoints.updatePicksPreferences, { body: preferences }),
    onSuccess: (picks: Picks) => queryClient.setQueryData(picksKey, picks),
  });
}
