import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../components/Button.tsx';
import { HotEvents } from '../../features/events/components/HotEvents.tsx';
import { useSession } from '../../lib/session.ts';
import styles from './HomeScreen.module.css';

// The first page most visitors see: the banner and the hot events come with the page; what is
// below the fold (HomeMore, with its texts) loads right after it, outside the first download.
// Keep heavy libraries out of this module.

const HomeMore = lazy(() => import('./HomeMore.tsx').then((module) => ({ default: module.HomeMore })));

export function HomeScreen() {
  const { t } = useTranslation('home');
  const session = useSession();

  return (
    <div className={styles.home}>
      <section className={styles.banner} aria-labelledby="home-title">
        <div className={styles.bannerInner}>
          <p className={styles.eyebrow}>{t('banner.eyebrow')}</p>
          <h1 id="home-title" className={styles.title}>
            {t('banner.title')}
          </h1>
          <p className={styles.subtitle}>{t('banner.subtitle')}</p>
          <div className={styles.actions}>
            <Link to="/allEvents" className={buttonClass()}>
              {t('banner.cta')}
            </Link>
            <Link to={session ? '/postEvent' : '/logIn'} className={buttonClass({ variant: 'secondary' })}>
              {t('banner.host')}
            </Link>
          </div>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="home-hot">
        <div className={styles.inner}>
          <div className={styles.sectionHead}>
            <h2 id="home-hot" className={styles.heading}>
              {t('hot.title')}
            </h2>
            <Link to="/allEvents?sort=hot" className={styles.more}>
              {t('hot.more')} <span aria-hidden="true">→</span>
            </Link>
          </div>
          <p className={styles.lead}>{t('hot.text')}</p>
          <HotEvents />
        </div>
      </section>

      <Suspense fallback={null}>
        <HomeMore />
      </Suspense>
    </div>
  );
}
