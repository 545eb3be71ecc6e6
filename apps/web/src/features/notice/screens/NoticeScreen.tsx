import { POST_CATEGORIES, POST_LANGUAGES, type PostCategory, type PostLanguage } from '@moim/contract/post-values';
import { POST_QUERY_MAX_LENGTH } from '@moim/contract/limits';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonClass } from '../../../components/Button.tsx';
import { usePostList, type PostFilters } from '../api.ts';
import { PostCard } from '../components/PostCard.tsx';
import { postLanguageOf } from '../post-language.ts';
import { notAdmin, type AdminAware } from '../admin-aware.ts';
import styles from '../notice.module.css';

const pick = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((v) => v === value);

/**
 * The Living-in-Korea page: stored posts, filtered on the server by language, type and text
 * (kept in the address, so a filtered list can be shared), 12 at a time with Load More.
 */
export function NoticeScreen({ useIsAdmin = notAdmin }: AdminAware = {}) {
  const { t, i18n } = useTranslation('notice');
  const id = useId();
  // The server decides what an admin may do; this only shows the admin's links.
  const isAdmin = useIsAdmin() === true;
  const [params, setParams] = useSearchParams();
  const language = pick<PostLanguage>(POST_LANGUAGES, params.get('language'));
  const filters: PostFilters = {
    language,
    prefer: language ? undefined : postLanguageOf(i18n.language),
    category: pick<PostCategory>(POST_CATEGORIES, params.get('type')),
    query: params.get('q') ?? undefined,
  };
  const [search, setSearch] = useState(filters.query ?? '');
  const list = usePostList(filters);
  const posts = list.data?.pages.flatMap((page) => page.items) ?? [];
  const total = list.data?.pages[0]?.total ?? 0;

  const setFilter = (name: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );

  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    setFilter('q', search.trim());
  };

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('list.title')}</h1>
        <p className={styles.intro}>{t('list.intro')}</p>
        {isAdmin && (
          <p className={styles.adminLinks}>
            <Link className={buttonClass({ size: 'small' })} to="/createBlog">
              {t('list.createBlog')}
            </Link>
          </p>
        )}
      </header>

      <form className={styles.filters} role="search" aria-label={t('list.filters')} onSubmit={submitSearch}>
        <label className={styles.filter} htmlFor={`${id}-language`}>
          <span>{t('list.language')}</span>
          <select
            id={`${id}-language`}
            value={filters.language ?? ''}
            onChange={(event) => setFilter('language', event.target.value)}
          >
            <option value="">{t('list.all')}</option>
            {POST_LANGUAGES.map((language) => (
              <option key={language} value={language}>
                {t(`languages.${language}`)}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.filter} htmlFor={`${id}-type`}>
          <span>{t('list.type')}</span>
          <select
            id={`${id}-type`}
            value={filters.category ?? ''}
            onChange={(event) => setFilter('type', event.target.value)}
          >
            <option value="">{t('list.all')}</option>
            {POST_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {t(`categories.${category}`)}
              </option>
            ))}
          </select>
        </label>
        <label className={`${styles.filter} ${styles.searchFilter}`} htmlFor={`${id}-search`}>
          <span>{t('list.search')}</span>
          <input
            id={`${id}-search`}
            type="search"
            value={search}
            maxLength={POST_QUERY_MAX_LENGTH}
            placeholder={t('list.searchPlaceholder')}
            onChange={(event) => setSearch(event.target.value)}
          />
        </label>
        <Button type="submit" variant="secondary">
          {t('list.searchButton')}
        </Button>
      </form>

      <section aria-labelledby={`${id}-results`} aria-busy={list.isFetching}>
        <h2 id={`${id}-results`} className={styles.count} aria-live="polite">
          {list.isSuccess ? t('list.count', { count: total }) : ''}
        </h2>
        {list.isPending && <p role="status">{t('list.loading')}</p>}
        {list.isError && <p role="alert">{t('list.failed')}</p>}
        {list.isSuccess && posts.length === 0 && <p>{t('list.empty')}</p>}
        <ul className={styles.grid}>
          {posts.map((post) => (
            <li key={post.id}>
              <PostCard post={post} />
            </li>
          ))}
        </ul>
        {list.hasNextPage && (
          <div className={styles.more}>
            <Button variant="secondary" disabled={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
              {t('list.loadMore')}
            </Button>
          </div>
        )}
      </section>
    </div>
  );
}
