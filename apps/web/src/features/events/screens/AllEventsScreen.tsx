import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonClass } from '../../../components/Button.tsx';
import { categoryKey } from '../../../components/EventCard.tsx';
import { EventGrid, EventGridSkeleton, EventListLoadFailed, EventListMessage } from '../../../components/EventGrid.tsx';
import { pageCount, Pagination } from '../../../components/Pagination.tsx';
import { languageName } from '../../../lib/language-names.ts';
import { useToggleLike } from '../api.ts';
import { NearPlaceBar } from '../components/NearPlaceBar.tsx';
import type { NearPlace } from '../components/NearPlacePicker.tsx';
import { PAGE_SIZE, useEventList } from '../list-api.ts';
import {
  CATEGORY_FILTERS,
  filtersFromSearch,
  hasFilters,
  LANGUAGE_FILTERS,
  listRequest,
  QUERY_MAX_LENGTH,
  searchFromFilters,
  SORTS,
  todayInKorea,
  TYPE_FILTERS,
  type ListFilters,
} from '../list-params.ts';
import styles from './AllEventsScreen.module.css';

// The map view (its panel, Leaflet and the clusters) is downloaded only when it is chosen.
const EventsMapPanel = lazy(() => import('../components/EventsMapPanel.tsx'));

type SearchFields = Pick<ListFilters, 'q' | 'date' | 'type' | 'lang'>;

/** What the search form shows: when it changes, the form is made anew. */
const searchKeyOf = (fields: SearchFields) => [fields.q, fields.date, fields.type, fields.lang].join('\u0000');

/**
 * Text, date, type and language; applied together on Enter or the Search button, so typing
 * fetches nothing. Its fields start from the address (the parent remounts it when that changes).
 */
function SearchForm({ filters, onSearch }: { filters: ListFilters; onSearch: (fields: SearchFields) => void }) {
  const { t, i18n } = useTranslation('eventList');
  const id = useId();
  const [today] = useState(todayInKorea);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = (name: string) => {
      const entry = form.get(name);
      return typeof entry === 'string' ? entry : '';
    };
    // The address's own rules tidy what was typed (trimmed text, a real date, known values).
    const parsed = filtersFromSearch(
      new URLSearchParams({ q: value('q'), date: value('date'), type: value('type'), lang: value('lang') }),
    );
    onSearch({ q: parsed.q, date: parsed.date, type: parsed.type, lang: parsed.lang });
  };

  return (
    <form role="search" aria-label={t('list.searchLabel')} className={styles.search} onSubmit={submit}>
      <div className={`${styles.field} ${styles.queryField}`}>
        <label htmlFor={`${id}-q`}>{t('list.query')}</label>
        <input
          id={`${id}-q`}
          name="q"
          type="search"
          defaultValue={filters.q ?? ''}
          maxLength={QUERY_MAX_LENGTH}
          placeholder={t('list.queryPlaceholder')}
          enterKeyHint="search"
        />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-date`}>{t('list.date')}</label>
        <input id={`${id}-date`} name="date" type="date" min={today} defaultValue={filters.date ?? ''} />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-type`}>{t('list.type')}</label>
        <select id={`${id}-type`} name="type" defaultValue={filters.type ?? ''}>
          <option value="">{t('list.anyType')}</option>
          {TYPE_FILTERS.map((type) => (
            <option key={type} value={type}>
              {t(`types.${type}`)}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-lang`}>{t('list.language')}</label>
        <select id={`${id}-lang`} name="lang" defaultValue={filters.lang ?? ''}>
          <option value="">{t('list.anyLanguage')}</option>
          {LANGUAGE_FILTERS.map((code) => (
            <option key={code} value={code}>
              {languageName(code, i18n.language)}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" className={styles.searchButton}>
        {t('list.search')}
      </Button>
    </form>
  );
}

/**
 * All events (/allEvents): search, category row, language, a place to be near (the nearest first,
 * with distances), sort and pages of 12, as a list or on a map whose area the list then shows;
 * everything in the address. Only events from today on (Korea time) are listed, as the server
 * answers them.
 */
export function AllEventsScreen() {
  const { t } = useTranslation('eventList');
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => filtersFromSearch(searchParams), [searchParams]);
  const request = useMemo(() => listRequest(filters), [filters]);
  const list = useEventList(request);
  const { toggle } = useToggleLike();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusResults = useRef(false);
  const ids = useId();

  const total = list.data?.total ?? 0;
  const { pages, more } = pageCount(list.data, PAGE_SIZE);

  const show = (next: ListFilters) => setSearchParams(searchFromFilters(next));
  /** Any change of what is listed starts again at page 1. */
  const filter = (changes: Partial<ListFilters>) => show({ ...filters, ...changes, page: 1 });
  /** A new place: the nearest first; on the map, its area follows the place. */
  const chooseNear = (near: NearPlace | null) =>
    filter({
      near: near?.point,
      place: near?.name,
      sort: near ? 'distance' : filters.sort === 'distance' ? 'latest' : filters.sort,
      bounds: near ? undefined : filters.bounds,
    });
  const chooseView = (view: ListFilters['view']) => filter({ view, bounds: undefined });
  const showArea = (bounds: ListFilters['bounds'], replace: boolean) =>
    setSearchParams(searchFromFilters({ ...filters, bounds, page: 1 }), { replace });
  const goToPage = (page: number) => {
    focusResults.current = true;
    show({ ...filters, page });
  };

  // After Prev or Next, or a search (whose form is made anew, so the focused box is gone),
  // keyboard and screen-reader users continue at the top of the results.
  useEffect(() => {
    if (!focusResults.current) return;
    focusResults.current = false;
    headingRef.current?.focus();
  }, [filters]);

  // A page past the end (the list got shorter since the link was made): show the last page.
  const pastTheEnd = list.isSuccess && !list.isPlaceholderData && filters.page > pages && !more;
  useEffect(() => {
    if (pastTheEnd) setSearchParams(searchFromFilters({ ...filters, page: pages }), { replace: true });
  }, [pastTheEnd, filters, pages, setSearchParams]);

  const searchKey = searchKeyOf(filters);
  const activeCategory = filters.category ?? 'All';
  // Past what the server counts, it says "more than": 1,000+ events.
  const countText = t(more ? 'list.countAtLeast' : 'list.count', { count: total });
  const stale = list.isPlaceholderData && list.isFetching;

  let body;
  if (list.isPending) {
    body = <EventGridSkeleton count={PAGE_SIZE} />;
  } else if (list.isError && !list.data) {
    body = <EventListLoadFailed onRetry={() => void list.refetch()} />;
  } else if (list.data && list.data.items.length > 0) {
    body = <EventGrid items={list.data.items} onToggleLike={toggle} />;
  } else if (!pastTheEnd) {
    const filtered = hasFilters(filters);
    const { sort, view, bounds, near, place } = filters;
    body = (
      <EventListMessage title={t('list.emptyTitle')}>
        <p>{filtered ? t('list.emptyFiltered') : bounds ? t('list.map.emptyArea') : t('list.emptyAll')}</p>
        {filtered ? (
          <Button variant="secondary" onClick={() => show({ page: 1, sort, view, bounds, near, place })}>
            {t('list.clearFilters')}
          </Button>
        ) : (
          <Link to="/postEvent" className={buttonClass({ variant: 'secondary' })}>
            {t('list.host')}
          </Link>
        )}
      </EventListMessage>
    );
  }

  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <h1 className={styles.title}>{t('list.title')}</h1>
        <p className={styles.subtitle}>{t('list.subtitle')}</p>
      </header>

      <div className={styles.filters}>
        <SearchForm
          key={searchKey}
          filters={filters}
          onSearch={(fields) => {
            focusResults.current = searchKeyOf(fields) !== searchKey;
            filter(fields);
          }}
        />
        <div className={styles.where}>
          <NearPlaceBar near={filters.near} place={filters.place} onChange={chooseNear} />
          <div role="group" aria-label={t('list.view.label')} className={styles.views}>
            {(['list', 'map'] as const).map((view) => (
              <button
                key={view}
                type="button"
                className={styles.category}
                aria-pressed={filters.view === view}
                onClick={() => chooseView(view)}
              >
                {t(`list.view.${view}`)}
              </button>
            ))}
          </div>
        </div>
        <div role="group" aria-labelledby={`${ids}-categories`} className={styles.categories}>
          <span id={`${ids}-categories`} className="visually-hidden">
            {t('list.category')}
          </span>
          {CATEGORY_FILTERS.map((category) => (
            <button
              key={category}
              type="button"
              className={styles.category}
              aria-pressed={activeCategory === category}
              onClick={() => filter({ category: category === 'All' ? undefined : category })}
            >
              {category === 'All' ? t('list.categories.All') : t(`categories.${categoryKey(category)}`)}
            </button>
          ))}
        </div>
      </div>

      {filters.view === 'map' && (
        <Suspense fallback={null}>
          <EventsMapPanel request={request} bounds={filters.bounds} near={filters.near} onArea={showArea} />
        </Suspense>
      )}

      <section className={styles.results} aria-labelledby={`${ids}-results`} aria-busy={list.isFetching}>
        <div className={styles.resultsBar}>
          <h2 id={`${ids}-results`} ref={headingRef} tabIndex={-1} className={styles.resultsHeading}>
            {list.data ? countText : t('list.results')}
            {list.data && pages > 1 && (
              <>
                {' '}
                <span className="visually-hidden">
                  ({t(more ? 'list.pageOfAtLeast' : 'list.pageOf', { page: filters.page, pages })})
                </span>
              </>
            )}
          </h2>
          <div className={styles.sort}>
            <label htmlFor={`${ids}-sort`}>{t('list.sort')}</label>
            <select
              id={`${ids}-sort`}
              value={filters.sort}
              onChange={(event) => filter({ sort: SORTS.find((s) => s === event.target.value) ?? 'latest' })}
            >
              {SORTS.filter((sort) => sort !== 'distance' || filters.near).map((sort) => (
                <option key={sort} value={sort}>
                  {t(`list.sorts.${sort}`)}
                </option>
              ))}
            </select>
          </div>
        </div>
        <p role="status" className="visually-hidden">
          {list.isPending ? t('list.loading') : list.data ? countText : ''}
        </p>
        <div className={stale ? styles.stale : undefined}>{body}</div>
        {list.data && total > 0 && (
          <Pagination
            page={more ? filters.page : Math.min(filters.page, pages)}
            pages={pages}
            more={more}
            onChange={goToPage}
            label={t('list.pagination')}
          />
        )}
      </section>
    </div>
  );
}
