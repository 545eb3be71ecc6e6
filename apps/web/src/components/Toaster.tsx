import { useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { dismissNotice, useNotices } from '../lib/notices.ts';
import { pickNoticeEdge, type Box } from './notice-placement.ts';
import styles from './Toaster.module.css';

const GAP = 16;

/** The site's header (not a screen's own <header>): notices at the top start below it. */
const siteHeader = () => document.querySelector('header:not(main header)');

/**
 * Places the notices where they cover nothing they must not: below the header's controls,
 * beneath any open dialog (by stacking order), and off the form the reader is using
 * (pickNoticeEdge). Measured each time the notices change, focus moves, or the page scrolls.
 */
function placeNotices(stack: HTMLElement): void {
  const own = stack.getBoundingClientRect();
  const height = own.height;
  const headerBottom = Math.max(0, siteHeader()?.getBoundingClientRect().bottom ?? 0);
  const viewport = document.documentElement.clientHeight;
  const places: Record<'top' | 'bottom', Box> = {
    bottom: { left: own.left, right: own.right, top: viewport - GAP - height, bottom: viewport - GAP },
    top: { left: own.left, right: own.right, top: headerBottom + GAP, bottom: headerBottom + GAP + height },
  };
  const focused =
    document.activeElement instanceof HTMLElement && document.activeElement !== document.body
      ? document.activeElement
      : null;
  const form = focused?.closest('form')?.getBoundingClientRect() ?? null;
  const edge = pickNoticeEdge(places, form, focused?.getBoundingClientRect() ?? null);
  stack.dataset.edge = edge;
  stack.style.top = edge === 'top' ? `${places.top.top}px` : '';
}

/**
 * The live regions that announce notices. They stay mounted so screen readers
 * hear what is added; errors go to an assertive region.
 */
export function Toaster() {
  const { t } = useTranslation();
  const notices = useNotices();
  const stack = useRef<HTMLDivElement>(null);
  const showing = notices.length > 0;
  useLayoutEffect(() => {
    if (stack.current && showing) placeNotices(stack.current);
  }, [notices, showing]);
  // While a notice shows, the reader may move to another form or scroll one under it: place again.
  useEffect(() => {
    const element = stack.current;
    if (!element || !showing) return;
    const place = () => placeNotices(element);
    document.addEventListener('focusin', place);
    window.addEventListener('scroll', place, { passive: true });
    window.addEventListener('resize', place);
    return () => {
      document.removeEventListener('focusin', place);
      window.removeEventListener('scroll', place);
      window.removeEventListener('resize', place);
    };
  }, [showing]);

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
    <div ref={stack} className={styles.stack} data-edge="bottom">
      {render(false)}
      {render(true)}
    </div>
  );
}
