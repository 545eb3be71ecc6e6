import { useToggleLike } from '../../features/events/api.ts';
import { UserPageScreen } from '../../features/profile/screens/UserPageScreen.tsx';

/** The user page: the profile feature's screen, its event cards with the events feature's like button. */
export function UserPage() {
  const { toggle } = useToggleLike();
  return <UserPageScreen onToggleLike={toggle} />;
}
