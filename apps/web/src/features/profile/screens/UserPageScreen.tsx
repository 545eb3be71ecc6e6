import { sameUserId } from '@moim/contract/user-ids';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Button, buttonClass } from '../../../components/Button.tsx';
import type { CardLikeToggle } from '../../../components/EventGrid.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useClock } from '../../../lib/clock.ts';
import { useSession } from '../../../lib/session.ts';
import { usePublicUser } from '../api.ts';
import { ProfileEventList } from '../components/ProfileEventList.tsx';
import { FollowingList } from '../components/FollowingList.tsx';
import { ProfileHeader } from '../components/ProfileHeader.tsx';
import { ReviewAction } from '../components/ReviewAction.tsx';
import styles from './UserPageScreen.module.css';

export interface UserPageScreenProps {
  /** The like button of the cards (the app gives the events feature's); without it, no button. */
  onToggleLike?: (like: CardLikeToggle) => void;
}

/**
 * A user's page (/userPage/:userId): picture, name, ID, nationality, gender, age and hosting
 * figures, then the events they host and have joined, and on one's own page the events one likes,
 * with the review buttons of the joined ones.
 */
export function UserPageScreen({ onToggleLike }: UserPageScreenProps) {
  const { t } = useTranslation('profile');
  const { userId = '' } = useParams();
  const session = useSession();
  const clock = useClock();
  const user = usePublicUser(userId);
  const own = session !== null && sameUserId(session.userId, userId);

  if (user.isPending) {
    return (
      <div className={styles.page}>
        <h1 className="visually-hidden">{t('title')}</h1>
        <p role="status" className={styles.state}>
          {t('loading')}
        </p>
      </div>
    );
  }

  if (user.isError) {
    const missing = user.error instanceof ApiError && user.error.status === 404;
    // An ID whose account was deleted says so (decision 74); any other missing one, that there is none.
    const deleted = user.error instanceof ApiError && user.error.code === 'accountDeleted';
    const title = deleted ? t('messages:accountDeleted') : missing ? t('messages:userNotFound') : t('loadFailed');
    return (
      <div className={`${styles.page} ${styles.centered}`}>
        <h1 className={styles.stateTitle}>{title}</h1>
        {missing ? (
          <Link to="/" className={buttonClass({ variant: 'secondary' })}>
            {t('home')}
          </Link>
        ) : (
          <Button variant="secondary" onClick={() => void user.refetch()}>
            {t('retry')}
          </Button>
        )}
      </div>
    );
  }

  const browse = (
    <Link to="/allEvents" className={buttonClass({ variant: 'secondary' })}>
      {t('lists.browse')}
    </Link>
  );
  // The lists start again at page 1 for another user.
  const key = user.data.userId.toLowerCase();
  return (
    <div className={styles.page}>
      <ProfileHeader user={user.data} own={own} />
      {own && <FollowingList />}
      <div className={styles.lists}>
        <ProfileEventList
          key={`hosted-${key}`}
          list="hosted"
          userId={user.data.userId}
          title={t('lists.hosted')}
          empty={{
            text: t('lists.hostedEmpty'),
            action: own && (
              <Link to="/postEvent" className={buttonClass({ variant: 'secondary' })}>
                {t('lists.host')}
              </Link>
            ),
          }}
          onToggleLike={onToggleLike}
          showHost={false}
        />
        <ProfileEventList
          key={`joined-${key}`}
          list="joined"
          userId={user.data.userId}
          title={t('lists.joined')}
          empty={{ text: t('lists.joinedEmpty'), action: own && browse }}
          onToggleLike={onToggleLike}
          showHost
          renderActions={own ? (event) => <ReviewAction event={event} now={clock()} /> : undefined}
        />
        {own && (
          <ProfileEventList
            key={`liked-${key}`}
            list="liked"
            userId={user.data.userId}
            title={t('lists.liked')}
            empty={{ text: t('lists.likedEmpty'), action: browse }}
            onToggleLike={onToggleLike}
            showHost
          />
        )}
      </div>
    </div>
  );
}
