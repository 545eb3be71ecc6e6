import { lazy, Suspense } from 'react';
import { useSession } from '../../lib/session.ts';

// The chat connection (and its socket client) loads after the page, never in its first download.
const HeaderUnread = lazy(() => import('../../features/chat/components/HeaderUnread.tsx'));

/** The signed-in user's total of unread chat messages, live; nothing when there are none. */
export function ChatUnread({ className }: { className?: string }) {
  const session = useSession();
  if (!session) return null;
  return (
    <Suspense fallback={null}>
      <HeaderUnread className={className} />
    </Suspense>
  );
}
