import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { UserAvatar } from '../../../components/UserAvatar.tsx';
import { useFollowing } from '../api.ts';
import styles from './FollowingList.module.css';

/** The hosts one follows, on one's own page: each links to their page. */
export function FollowingList() {
  const { t } = useTranslation('profile');
  const following = useFollowing();
  const hosts = following.data?.hosts ?? [];
  return (
    <section className={styles.section} aria-labelledby="following-title">
      <h2 id="following-title" className={styles.title}>
        {t('follow.listTitle')}
      </h2>
      {following.isPending ? (
        <p role="status">{t('loading')}</p>
      ) : hosts.length === 0 ? (
        <p>{t('follow.listEmpty')}</p>
      ) : (
        <ul className={styles.list}>
          {hosts.map((host) => (
            <li key={host.id}>
              <Link to={`/userPage/${encodeURIComponent(host.userId)}`} className={styles.host}>
                <UserAvatar src={host.profileImage} alt="" size={32} />
                <span>{host.username}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
