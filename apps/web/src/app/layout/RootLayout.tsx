import { Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { Toaster } from '../../components/Toaster.tsx';
import { useCurrentUser } from '../../features/auth/index.ts';
import { languageIsApproximate } from '../../lib/i18n.ts';
import { notify } from '../../lib/notices.ts';
import { useRequestedScreenTitle } from '../../lib/page-title.ts';
import { SessionSync } from '../session-sync.tsx';
import { useRouteMeta } from '../route-meta.ts';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { ScreenLoading } from './ScreenLoading.tsx';
import { ScrollRestoration } from './ScrollRestoration.tsx';
import styles from './RootLayout.module.css';

/** "<screen> · Moim": the screen's own title (an event's name), else its route's, translated. */
function useDocumentTitle(titleKey: string | undefined) {
  const { t } = useTranslation();
  const screenTitle = useRequestedScreenTitle();
  useEffect(() => {
    const brand = t('brand');
    const title = screenTitle ?? (titleKey && titleKey !== 'home' ? t(`screens.${titleKey}`) : null);
    document.title = title ? `${title} · ${brand}` : brand;
  }, [t, titleKey, screenTitle]);
}

/** After a client-side navigation, move focus to the new screen for keyboard and screen-reader users. */
function useFocusOnNavigation(target: React.RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    target.current?.focus({ preventScroll: true });
  }, [pathname, target]);
}

const APPROXIMATE_TOLD_KEY = 'moim.languageApproximateTold';

/** Tells a reader who prefers Traditional Chinese, once per visit, why the page is in Simplified Chinese. */
function useApproximateLanguageNotice() {
  const { t, ready } = useTranslation();
  useEffect(() => {
    if (!ready || !languageIsApproximate || sessionStorage.getItem(APPROXIMATE_TOLD_KEY)) return;
    sessionStorage.setItem(APPROXIMATE_TOLD_KEY, '1');
    notify(t('language.approximate'));
  }, [t, ready]);
}

export function RootLayout() {
  const { t } = useTranslation();
  const meta = useRouteMeta();
  const main = useRef<HTMLElement>(null);
  const me = useCurrentUser();
  useDocumentTitle(meta.titleKey);
  useFocusOnNavigation(main);
  useApproximateLanguageNotice();
  return (
    <>
      <a href="#main" className={styles.skip}>
        {t('skipToContent')}
      </a>
      <SessionSync />
      {!meta.hideChrome && <Header variant={meta.headerVariant ?? 'default'} profileImage={me.data?.profileImage} />}
      <main id="main" ref={main} tabIndex={-1} className={styles.main}>
        <Suspense fallback={<ScreenLoading />}>
          <Outlet />
        </Suspense>
      </main>
      {!meta.hideChrome && <Footer />}
      <Toaster />
      <ScrollRestoration />
    </>
  );
}
