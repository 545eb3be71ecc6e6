import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button.tsx';
import styles from '../admin.module.css';

/**
 * A section's list once it has loaded; until then it says it is loading, or that it failed with
 * Try again, and when it has loaded empty, `empty`.
 */
export function ListState({
  query,
  loadFailed,
  empty,
  isEmpty,
  children,
}: {
  query: { data: unknown; isError: boolean; refetch: () => unknown };
  loadFailed: string;
  empty: string;
  isEmpty: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('admin');
  if (query.isError && !query.data) {
    return (
      <div className={styles.state} role="alert">
        <p>{loadFailed}</p>
        <Button variant="secondary" size="small" onClick={() => void query.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  if (!query.data) {
    return (
      <p role="status" className={styles.state}>
        {t('loading')}
      </p>
    );
  }
  if (isEmpty) return <p className={styles.state}>{empty}</p>;
  return children;
}
