import { useToggleLike } from '../../features/events/api.ts';
import { UserPageScreen } from '../../features/profile/screens/UserPageScreen.tsx';
import { CalendarFeedPanel } from '../../features/share/index.ts';

/**
 * The user page: the profile feature's screen, its event cards with the events feature's like
 * button, and (on one's own page) the calendar feed.
 */
export function UserPage() {
  const { toggle } = useToggleLike();
  return (
    <>
      <UserPageScreen onToggleLike={toggle} />
      <CalendarFeedPanel />
    </>
  );
}
