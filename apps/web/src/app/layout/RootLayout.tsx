import { Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { Toaster } from '../../components/Toaster.tsx';
import { useCurrentUser } from '../../lib/current-user.ts';
import { languageIsApproximate } from '../../lib/i18n.ts';
import { notify } from '../../lib/notices.ts';
import { useRequestedScreenTitle } from '../../lib/page-title.ts';
import { SessionSync } from '../session-sync.tsx';
import { useRouteMeta } from '../route-meta.ts';
import { focusHeading, useFocusHeadingOnNavigation } from './focus-heading.ts';
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
  useFocusHeadingOnNavigation(main);
  useApproximateLanguageNotice();
  return (
    <>
      <a
        href="#main"
        className={styles.skip}
        onClick={(event) => {
          // To the screen's heading, where reading starts, without changing the address.
          if (!main.current) return;
          event.preventDefault();
          focusHeading(main.current, { scroll: true });
        }}
      >
        {t('skipToContent')}
      </a>
      <SessionSync />
      {!meta.hideChrome && (
        <Header
          variant={meta.headerVariant ?? 'default'}
          profileImage={me.data?.profileImage}
          isAdmin={me.data?.isAdmin === true}
        />
      )}
      <main id="main" ref={main} tabIndex={-1} className={styles.main}>
        <Suspense fallback={<ScreenLoading />}>
          <Outlet />
        </Suspense>
      </main>
      {!meta.hideChrome && <Footer hiddenOnPhone={meta.fillsPhoneScreen} />}
      <Toaster />
      <ScrollRestoration />
    </>
  );
}
