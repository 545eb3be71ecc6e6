import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button.tsx';
import { useFollow } from '../api.ts';

/**
 * Follow or unfollow a host: a toggle (aria-pressed) named by the host, so a screen reader says
 * whom it follows. `following` is the state the page last read.
 */
export function FollowButton({
  userId,
  username,
  following,
}: {
  userId: string;
  username: string;
  following: boolean;
}) {
  const { t } = useTranslation('profile');
  const follow = useFollow(userId);
  return (
    <Button
      variant={following ? 'secondary' : 'primary'}
      aria-pressed={following}
      aria-label={t(following ? 'follow.followingName' : 'follow.followName', { name: username })}
      disabled={follow.isPending}
      onClick={() => follow.mutate(!following)}
    >
      {t(following ? 'follow.following' : 'follow.follow')}
    </Button>
  );
}
