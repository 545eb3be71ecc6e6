import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from '../admin.module.css';

/** A person as the console names them: their name linking to their page, and their login ID. */
export interface Person {
  userId: string;
  username: string;
}

/** The person's name (a link to their page) and @ID; "Deleted account" once the account is gone. */
export function PersonLink({ person }: { person: Person | null }) {
  const { t } = useTranslation('admin');
  if (!person) return <span>{t('deletedAccount')}</span>;
  return (
    <span className={styles.person}>
      <Link to={`/userPage/${encodeURIComponent(person.userId)}`}>{person.username}</Link> @{person.userId}
    </span>
  );
}
