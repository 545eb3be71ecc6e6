import type { EventDetail } from '@moim/contract';
import { sameUserId } from '@moim/contract/user-ids';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { UserAvatar } from '../../../../components/UserAvatar.tsx';
import styles from './event-detail.module.css';

/** Who is going, each a link to their page, the host marked; `headingId` names the section. */
export function EventAttendees({ event, headingId }: { event: EventDetail; headingId: string }) {
  const { t } = useTranslation(['events', 'eventList']);
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {t('detail.attendees')}{' '}
        <span className={styles.sectionCount}>
          {t('detail.participantsValue', { current: event.participantsCount, max: event.maxParticipants })}
        </span>
      </h2>
      {event.participants.length === 0 ? (
        <p className={styles.sub}>{t('detail.noAttendees')}</p>
      ) : (
        <ul className={styles.people}>
          {event.participants.map((participant) => (
            <li key={participant.id}>
              <Link to={`/userPage/${encodeURIComponent(participant.user.userId)}`} className={styles.person}>
                <UserAvatar src={participant.user.profileImage} alt="" size={48} />
                <span className={styles.personName}>{participant.user.username}</span>
                {sameUserId(participant.user.userId, event.createdBy.userId) && (
                  <>
                    {' '}
                    <span className={styles.hostBadge}>{t('detail.hostBadge')}</span>
                  </>
                )}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
