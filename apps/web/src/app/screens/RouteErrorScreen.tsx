import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button.tsx';
import styles from './ScreenShell.module.css';

/** Shown when a screen fails to load or render. */
export function RouteErrorScreen() {
  const { t } = useTranslation();
  return (
    <div className={`${styles.shell} ${styles.centered}`} role="alert">
      <h1 className={styles.title}>{t('errors.screenFailed')}</h1>
      <Button variant="secondary" onClick={() => window.location.reload()}>
        {t('errors.reload')}
      </Button>
    </div>
  );
}
