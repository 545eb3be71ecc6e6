import { useTranslation } from 'react-i18next';
import styles from './RootLayout.module.css';

/** What the main area shows while a screen's code (or its texts) load; header and footer stay. */
export function ScreenLoading() {
  const { t } = useTranslation();
  return <p className={styles.loading}>{t('loading')}</p>;
}
