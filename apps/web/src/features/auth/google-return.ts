import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { notifyMessage } from '../../lib/notices.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { setSession } from '../../lib/session.ts';

/**
 * After Google sign-in the server sends the browser to `/?access_token=…&userId=…`: store the
 * session, then remove both from the address bar (spec section 4). Mount once in the app shell.
 */
export function useGoogleSignInReturn(): void {
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const token = searchParams.get('access_token');
  const userId = searchParams.get('userId');

  useEffect(() => {
    if (!token || !userId) return;
    queryClient.removeQueries({ queryKey: queryKeys.me });
    setSession({ token, userId });
    setSearchParams(
      (params) => {
        params.delete('access_token');
        params.delete('userId');
        return params;
      },
      { replace: true },
    );
    notifyMessage('loginSucceeded', 'success');
  }, [token, userId, queryClient, setSearchParams]);
}
