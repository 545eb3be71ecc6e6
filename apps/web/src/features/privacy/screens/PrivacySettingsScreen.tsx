import { useTranslation } from 'react-i18next';
import { useScreenTitle } from '../../../lib/page-title.ts';
import { BlockedPeople } from '../components/BlockedPeople.tsx';
import { DataExport } from '../components/DataExport.tsx';
import styles from '../privacy.module.css';

/** Privacy and data (/settings/privacy, signed in): whom one blocks, and the download of one's data. */
export function PrivacySettingsScreen() {
  const { t } = useTranslation('privacy');
  useScreenTitle(t('title'));
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('title')}</h1>
      <p className={styles.muted}>{t('intro')}</p>
      <BlockedPeople />
      <DataExport />
    </div>
  );
}
