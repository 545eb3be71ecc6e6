import { useCurrentUser } from '../features/auth/index.ts';
import { useSession } from '../lib/session.ts';

/** Whether the signed-in user is an admin; undefined while the server has not answered. */
export function useIsAdmin(): boolean | undefined {
  const session = useSession();
  const me = useCurrentUser();
  if (!session) return false;
  if (me.isError) return false;
  if (me.isPending) return undefined;
  return me.data.isAdmin;
}
