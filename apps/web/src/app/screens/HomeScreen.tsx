import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../components/Button.tsx';
import styles from './HomeScreen.module.css';

export function HomeScreen() {
  const { t } = useTranslation('home');
  return (
    <section className={styles.banner} aria-labelledby="home-title">
      <div className={styles.bannerInner}>
        <h1 id="home-title" className={styles.title}>
          {t('banner.title')}
        </h1>
        <p className={styles.subtitle}>{t('banner.subtitle')}</p>
        <Link to="/allEvents" className={buttonClass()}>
          {t('banner.cta')}
        </Link>
      </div>
    </section>
  );
}
