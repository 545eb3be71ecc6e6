import type { EventDetail } from '@moim/contract';
import { sameUserId } from '@moim/contract/user-ids';
import { useTranslation } from 'react-i18next';
import { HeartIcon } from '../../../../components/EventCard.tsx';
import { useSession } from '../../../../lib/session.ts';
import { useIsLiked, useToggleLike } from '../../api.ts';
import styles from './event-detail.module.css';

/** Like or Unlike, and how many like the event. */
export function LikeControl({ event }: { event: EventDetail }) {
  const { t } = useTranslation(['events', 'eventList']);
  const session = useSession();
  const isLiked = useIsLiked(event.id);
  const { toggle } = useToggleLike();
  const liked =
    session !== null && (isLiked.data ?? event.likes.some((like) => sameUserId(like.user.userId, session.userId)));
  return (
    <div className={styles.like}>
      <button
        type="button"
        className={`${styles.likeButton} ${liked ? styles.liked : ''}`}
        aria-pressed={liked}
        aria-label={liked ? t('detail.unlike') : t('detail.like')}
        onClick={() => toggle({ eventId: event.id, liked, likesCount: event.likesCount })}
      >
        <HeartIcon filled={liked} size={22} />
      </button>
      <span className={styles.likeCount}>{t('detail.likesCount', { count: event.likesCount })}</span>
    </div>
  );
}
