import { CalendarFeedPanel } from '../../features/share/index.ts';
import { UserPageScreen } from '../../features/profile/screens/UserPageScreen.tsx';

/** A profile page (/userPage/:userId) with what other features add to it. */
export function UserPage() {
  return (
    <>
      <UserPageScreen />
      <CalendarFeedPanel />
    </>
  );
}
