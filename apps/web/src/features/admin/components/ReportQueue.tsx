import type { ReportedThing } from '@moim/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReportQueue } from '../api.ts';
import styles from '../admin.module.css';
import { ListState } from './ListState.tsx';
import { LoadMore } from './LoadMore.tsx';
import { ModerationDialog, type ChosenAction } from './ModerationDialog.tsx';
import { ReportedThingCard } from './ReportedThingCard.tsx';

const keyOf = (thing: ReportedThing) => `${thing.targetType}:${thing.targetId}`;

/**
 * The open reports, one card per reported thing, the oldest first, with Load more. Once an action
 * is taken the thing leaves the list, and focus goes to the card now in its place (else the
 * section's heading).
 */
export function ReportQueue() {
  const { t } = useTranslation('admin');
  const headingId = useId();
  const queue = useReportQueue();
  const items = queue.data?.pages.flatMap((page) => page.items) ?? [];
  const [chosen, setChosen] = useState<ChosenAction | null>(null);
  const list = useRef<HTMLUListElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  /** The thing acted on and its place, until focus has gone to what took its place. */
  const acted = useRef<{ key: string; index: number } | null>(null);

  // After each render: once the dialog has closed and the card has left the list.
  useEffect(() => {
    const done = acted.current;
    if (!done || chosen !== null || items.some((thing) => keyOf(thing) === done.key)) return;
    acted.current = null;
    const titles = list.current?.querySelectorAll<HTMLElement>('h3');
    const next = titles?.[Math.min(done.index, titles.length - 1)];
    (next ?? heading.current)?.focus();
  });

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1} className={styles.sectionTitle}>
        {t('reports.title')}
      </h2>
      <p className={styles.muted}>{t('reports.intro')}</p>
      <ListState
        query={queue}
        loadFailed={t('reports.loadFailed')}
        empty={t('reports.empty')}
        isEmpty={items.length === 0 && !queue.hasNextPage}
      >
        <ul ref={list} className={styles.list}>
          {items.map((thing) => (
            <li key={keyOf(thing)}>
              <ReportedThingCard
                thing={thing}
                onChoose={(action) => {
                  acted.current = null;
                  setChosen({ thing, action });
                }}
              />
            </li>
          ))}
        </ul>
        <LoadMore query={queue} />
      </ListState>
      <ModerationDialog
        chosen={chosen}
        onDone={() => {
          if (!chosen) return;
          const key = keyOf(chosen.thing);
          acted.current = { key, index: items.findIndex((thing) => keyOf(thing) === key) };
        }}
        onClose={() => setChosen(null)}
        onCloseAutoFocus={(event) => {
          // Its card has left (or is leaving) the list: the effect above places focus instead.
          if (acted.current) event.preventDefault();
        }}
      />
    </section>
  );
}
