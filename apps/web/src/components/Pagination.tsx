import { useTranslation } from 'react-i18next';
import { Button } from './Button.tsx';
import styles from './Pagination.module.css';

export interface PaginationProps {
  page: number;
  pages: number;
  onChange: (page: number) => void;
  /** Names the navigation landmark (e.g. "Pages of events"). */
  label: string;
}

/** Prev and Next, disabled at the ends, around 'page x / y' (spec). */
export function Pagination({ page, pages, onChange, label }: PaginationProps) {
  const { t } = useTranslation('eventList');
  return (
    <nav className={styles.pagination} aria-label={label}>
      <Button variant="secondary" onClick={() => onChange(page - 1)} disabled={page <= 1}>
        <span aria-hidden="true">‹</span> {t('list.prev')}
      </Button>
      <p className={styles.position}>{t('list.pageOf', { page, pages })}</p>
      <Button variant="secondary" onClick={() => onChange(page + 1)} disabled={page >= pages}>
        {t('list.next')} <span aria-hidden="true">›</span>
      </Button>
    </nav>
  );
}
