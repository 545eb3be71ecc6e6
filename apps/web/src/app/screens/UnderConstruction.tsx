import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../components/Button.tsx';
import styles from './ScreenShell.module.css';

/** A screen that a later piece of work builds. */
export function UnderConstruction({ screen }: { screen: string }) {
  const { t } = useTranslation();
  return (
    <div className={`${styles.shell} ${styles.centered}`}>
      <h1 className={styles.title}>{t('building.title')}</h1>
      <p className={styles.text}>{t('building.body', { screen: t(`screens.${screen}`) })}</p>
      <Link to="/" className={buttonClass({ variant: 'secondary' })}>
        {t('building.home')}
      </Link>
    </div>
  );
}
