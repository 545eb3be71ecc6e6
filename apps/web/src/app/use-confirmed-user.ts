import type { CurrentUser } from '@moim/contract';
import { useCurrentUser } from '../lib/current-user.ts';
import { useSession } from '../lib/session.ts';

/**
 * Who the server says is signed in: the user, null for nobody (no session believed, or the
 * server refused it), undefined while it has not answered. The browser's belief alone can be
 * stale: a session ended elsewhere still has its user id in storage until the server says so.
 */
function useConfirmedUser(): CurrentUser | null | undefined {
  const session = useSession();
  const me = useCurrentUser();
  if (!session || me.isError) return null;
  if (me.isPending) return undefined;
  return me.data;
}

/** Whether the signed-in user is an admin; undefined while the server has not answered. */
export function useIsAdmin(): boolean | undefined {
  const user = useConfirmedUser();
  return user === undefined ? undefined : (user?.isAdmin ?? false);
}

/** Whether someone is signed in, as the server confirms it; undefined while it has not answered. */
export function useIsSignedIn(): boolean | undefined {
  const user = useConfirmedUser();
  return user === undefined ? undefined : user !== null;
}
