import { useTranslation } from 'react-i18next';
import { Button } from './Button.tsx';
import styles from './Pagination.module.css';

export interface PaginationProps {
  page: number;
  pages: number;
  /** There are pages after `pages` (the list's total is a lower bound): Next stays on. */
  more?: boolean;
  onChange: (page: number) => void;
  /** Names the navigation landmark (e.g. "Pages of events"). */
  label: string;
}

/** How many pages a list has, from its total; `more` when the total is only a lower bound. */
export function pageCount(list: { total: number; exact: boolean } | undefined, pageSize: number) {
  const total = list?.total ?? 0;
  return { pages: Math.max(1, Math.ceil(total / pageSize)), more: list ? !list.exact : false };
}

/** Prev and Next, disabled at the ends, around 'page x / y' (spec), or 'page x / y+' when there are more. */
export function Pagination({ page, pages, more = false, onChange, label }: PaginationProps) {
  const { t } = useTranslation('eventList');
  return (
    <nav className={styles.pagination} aria-label={label}>
      <Button variant="secondary" onClick={() => onChange(page - 1)} disabled={page <= 1}>
        <span aria-hidden="true">‹</span> {t('list.prev')}
      </Button>
      <p className={styles.position}>{t(more ? 'list.pageOfAtLeast' : 'list.pageOf', { page, pages })}</p>
      <Button variant="secondary" onClick={() => onChange(page + 1)} disabled={page >= pages && !more}>
        {t('list.next')} <span aria-hidden="true">›</span>
      </Button>
    </nav>
  );
}
