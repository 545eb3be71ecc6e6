import { endpoints } from '@moim/contract/endpoints';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';

/** The signed-in person (GET /user/me): whether the account has a password to confirm with. */
export function useMe() {
  return useQuery({ queryKey: queryKeys.me, queryFn: ({ signal }) => callApi(endpoints.me, { signal }) });
}
