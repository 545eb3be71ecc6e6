import { sameUserId } from '@moim/contract/user-ids';
import { useSession } from '../../../lib/session.ts';
import { useFollowing } from '../api.ts';
import { FollowButton } from './FollowButton.tsx';

/**
 * Follow a host from somewhere else than their page (the event page): the state comes from the
 * list of whom one follows, read once for every page. Nothing for a visitor, the host themself,
 * or a host whose account is gone.
 */
export function HostFollowButton({ userId, username }: { userId: string; username: string }) {
  const session = useSession();
  const signedIn = session !== null;
  const following = useFollowing(signedIn && userId !== '' && !sameUserId(session.userId, userId));
  if (!following.data) return null;
  const followed = following.data.hosts.some((host) => sameUserId(host.userId, userId));
  return <FollowButton userId={userId} username={username} following={followed} />;
}
