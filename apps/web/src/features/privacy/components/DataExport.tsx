import { endpoints } from '@moim/contract/endpoints';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button.tsx';
import { ApiError, callApi } from '../../../lib/api.ts';
import { notify } from '../../../lib/notices.ts';
import styles from '../privacy.module.css';

/** Saves `data` as a JSON file the browser downloads. */
function download(data: unknown, filename: string): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  URL.revokeObjectURL(url);
}

/** Download everything Moim holds about oneself, as a JSON file (decision 73). */
export function DataExport() {
  const { t } = useTranslation('privacy');
  const [preparing, setPreparing] = useState(false);
  const prepare = async () => {
    setPreparing(true);
    try {
      const data = await callApi(endpoints.exportData);
      download(data, `moim-data-${data.profile.userId}-${data.exportedAt.slice(0, 10)}.json`);
      notify(t('export.done'), 'success');
    } catch (error) {
      notify(error instanceof ApiError && error.status === 429 ? error.message : t('export.failed'), 'error');
    } finally {
      setPreparing(false);
    }
  };
  return (
    <section className={styles.section} aria-labelledby="export-title">
      <h2 id="export-title" className={styles.sectionTitle}>
        {t('export.title')}
      </h2>
      <p className={styles.muted}>{t('export.intro')}</p>
      <p>
        <Button variant="secondary" disabled={preparing} onClick={() => void prepare()}>
          {preparing ? t('export.preparing') : t('export.button')}
        </Button>
      </p>
    </section>
  );
}
