import { useTranslation } from 'react-i18next';
import { useScreenTitle } from '../../../lib/page-title.ts';
import { BlockedPeople } from '../components/BlockedPeople.tsx';
import { DataExport } from '../components/DataExport.tsx';
import { DeleteAccount } from '../components/DeleteAccount.tsx';
import styles from '../privacy.module.css';

/**
 * Privacy and data (/settings/privacy, signed in): whom one blocks, the download of one's
 * data, and deleting one's account.
 */
export function PrivacySettingsScreen() {
  const { t } = useTranslation('privacy');
  useScreenTitle(t('title'));
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('title')}</h1>
      <p className={styles.muted}>{t('intro')}</p>
      <BlockedPeople />
      <DataExport />
      <DeleteAccount />
    </div>
  );
}
