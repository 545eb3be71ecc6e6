import { endpoints } from '@moim/contract/endpoints';
import { useQuery } from '@tanstack/react-query';
import { callApi } from './api.ts';
import { queryKeys } from './query-keys.ts';

// Imported by the app shell (the Google return, the sign-in state): only types from the
// contract, so the validation library stays out of the first download.

/**
 * Public settings (whether Google sign-in is offered, the map tiles and their credit line,
 * whether translation is set up); fetched once per page load.
 */
export function usePublicConfig() {
  return useQuery({
    queryKey: queryKeys.publicConfig,
    queryFn: ({ signal }) => callApi(endpoints.publicConfig, { signal }),
    staleTime: Infinity,
  });
}
