import { useTranslation } from 'react-i18next';
import { dismissNotice, useNotices } from '../lib/notices.ts';
import styles from './Toaster.module.css';

/**
 * The live regions that announce notices. They stay mounted so screen readers
 * hear what is added; errors go to an assertive region.
 */
export function Toaster() {
  const { t } = useTranslation();
  const notices = useNotices();
  const render = (assertive: boolean) => (
    <div
      role={assertive ? 'alert' : 'status'}
      aria-live={assertive ? 'assertive' : 'polite'}
      aria-label={t('notices.region')}
      className={styles.region}
      data-testid={assertive ? 'notices-assertive' : 'notices'}
    >
      {notices
        .filter((n) => (n.tone === 'error') === assertive)
        .map((notice) => (
          <div key={notice.id} className={`${styles.notice} ${styles[notice.tone]}`}>
            <p className={styles.text}>{notice.text}</p>
            <button
              type="button"
              className={styles.dismiss}
              aria-label={t('notices.dismiss')}
              onClick={() => dismissNotice(notice.id)}
            >
              ×
            </button>
          </div>
        ))}
    </div>
  );
  return (
    <>
      {render(false)}
      {render(true)}
    </>
  );
}
