import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BlockButton } from '../../../components/BlockButton.tsx';
import { Button } from '../../../components/Button.tsx';
import { UserAvatar } from '../../../components/UserAvatar.tsx';
import { useBlocked } from '../../../lib/blocks.ts';
import styles from '../privacy.module.css';

/** The people one blocks, each with its Unblock (decision 72). */
export function BlockedPeople() {
  const { t } = useTranslation('privacy');
  const blocked = useBlocked();
  const people = blocked.data?.people ?? [];
  return (
    <section className={styles.section} aria-labelledby="blocked-title">
      <h2 id="blocked-title" className={styles.sectionTitle}>
        {t('blocked.title')}
      </h2>
      <p className={styles.muted}>{t('blocked.intro')}</p>
      {blocked.isError && !blocked.data ? (
        <p role="alert">
          {t('blocked.loadFailed')}{' '}
          <Button variant="secondary" size="small" onClick={() => void blocked.refetch()}>
            {t('retry')}
          </Button>
        </p>
      ) : !blocked.data ? (
        <p role="status">{t('loading')}</p>
      ) : people.length === 0 ? (
        <p>{t('blocked.empty')}</p>
      ) : (
        <ul className={styles.people}>
          {people.map((person) => (
            <li key={person.id} className={styles.person}>
              <Link to={`/userPage/${encodeURIComponent(person.userId)}`} className={styles.personLink}>
                <UserAvatar src={person.profileImage} alt="" size={32} />
                <span>{person.username}</span>
              </Link>
              <BlockButton person={person} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
