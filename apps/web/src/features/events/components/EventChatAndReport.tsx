import type { EventDetail } from '@moim/contract';
import { sameUserId } from '@moim/contract/user-ids';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/Button.tsx';
import { ReportButton } from '../../../components/ReportButton.tsx';
import { useSession } from '../../../lib/session.ts';
import { useParticipation } from '../api.ts';
import styles from './EventChatAndReport.module.css';

/**
 * On the event page, for signed-in people: "Chat with the group" for its members (the host and
 * approved guests), opening the event's room in the chat; Report for everyone but the host.
 */
function ChatAndReport({ event }: { event: EventDetail }) {
  const { t } = useTranslation(['chat', 'report']);
  const session = useSession();
  const isMe = (userId: string) => session !== null && sameUserId(userId, session.userId);
  const isHost = isMe(event.createdBy.userId);
  // The same question the page's buttons ask (one request); until answered, the attendee list says.
  const participation = useParticipation(event.id, session !== null && !isHost);
  const approved = participation.data
    ? participation.data.status === 'Approved'
    : event.participants.some((p) => p.status === 'Approved' && isMe(p.user.userId));
  if (!session) return null;
  return (
    <div className={styles.links}>
      {(isHost || approved) && (
        <Link to={`/chat?event=${event.id}`} className={buttonClass({ variant: 'secondary', block: true })}>
          {t('chat:chatWithGroup')}
        </Link>
      )}
      <ReportButton
        target={{ type: 'event', id: event.id, subject: t('report:eventSubject', { name: event.name }) }}
        owner={event.createdBy.userId}
        label={t('report:reportEvent')}
      />
    </div>
  );
}

/** Its texts load with it, without holding up the page. */
export function EventChatAndReport({ event }: { event: EventDetail }) {
  return (
    <Suspense fallback={null}>
      <ChatAndReport event={event} />
    </Suspense>
  );
}
