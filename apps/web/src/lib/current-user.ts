import { endpoints } from '@moim/contract/endpoints';
import { useQuery } from '@tanstack/react-query';
import { ApiError, callApi } from './api.ts';
import { queryKeys } from './query-keys.ts';
import { useSession } from './session.ts';

// Imported by the app shell (header avatar, admin guard), so it takes only types from the
// contract: the validation library stays out of the first download.

/** Who the session cookie belongs to (GET /user/me): the server's word on who is signed in. */
export const currentUserQuery = {
  queryKey: queryKeys.me,
  queryFn: ({ signal }: { signal?: AbortSignal }) => callApi(endpoints.me, { signal }),
  // A 401 means the session is gone: asking again will not bring it back.
  retry: (count: number, error: Error) =>
    !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
};

/** The signed-in user; idle while signed out. */
export function useCurrentUser() {
  const session = useSession();
  return useQuery({ ...currentUserQuery, enabled: session !== null });
}
