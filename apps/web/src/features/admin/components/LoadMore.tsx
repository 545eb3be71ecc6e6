import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button.tsx';
import styles from '../admin.module.css';

/** The end of a paged list: Load more while there is more, and a failed page said. */
export function LoadMore({
  query,
}: {
  query: {
    hasNextPage: boolean;
    isFetchingNextPage: boolean;
    isFetchNextPageError: boolean;
    fetchNextPage: () => unknown;
  };
}) {
  const { t } = useTranslation('admin');
  if (!query.hasNextPage && !query.isFetchNextPageError) return null;
  return (
    <div className={styles.more}>
      {query.isFetchNextPageError && <p role="alert">{t('failed')}</p>}
      {query.hasNextPage && (
        <Button variant="secondary" disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
          {query.isFetchingNextPage ? t('loadingMore') : t('loadMore')}
        </Button>
      )}
    </div>
  );
}
