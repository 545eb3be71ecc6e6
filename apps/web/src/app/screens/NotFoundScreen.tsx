import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../components/Button.tsx';
import styles from './ScreenShell.module.css';

export function NotFoundScreen() {
  const { t } = useTranslation();
  return (
    <div className={`${styles.shell} ${styles.centered}`}>
      <h1 className={styles.title}>{t('notFound.title')}</h1>
      <p className={styles.text}>{t('notFound.body')}</p>
      <Link to="/" className={buttonClass()}>
        {t('notFound.home')}
      </Link>
    </div>
  );
}
