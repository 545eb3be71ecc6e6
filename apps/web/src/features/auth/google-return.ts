import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { notifyMessage } from '../../lib/notices.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { setSession } from '../../lib/session.ts';
import { currentUserQuery } from '../../lib/current-user.ts';

/**
 * After Google sign-in the server sets the session cookie and sends the browser to
 * `/?login=google`, with no token in the address (decision record 0012). Who signed in is
 * asked of the server, so a crafted link can only ever show the visitor their own session.
 * Mount once in the app shell.
 */
export function useGoogleSignInReturn(): void {
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const returned = searchParams.get('login') === 'google';
  const handled = useRef(false);

  useEffect(() => {
    if (!returned || handled.current) return;
    handled.current = true;
    setSearchParams(
      (params) => {
        params.delete('login');
        return params;
      },
      { replace: true },
    );
    queryClient.removeQueries({ queryKey: queryKeys.me });
    queryClient.fetchQuery(currentUserQuery).then(
      (me) => {
        setSession({ userId: me.userId });
        notifyMessage('loginSucceeded', 'success');
      },
      () => notifyMessage('googleSignInFailed', 'error'),
    );
  }, [returned, queryClient, setSearchParams]);
}
