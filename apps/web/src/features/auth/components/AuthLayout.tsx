import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitcher } from '../../../components/LanguageSwitcher.tsx';
import styles from '../auth.module.css';

export interface AuthLayoutProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  /** Links under the card's content (sign in, create account, ...). */
  footer?: ReactNode;
}

/** The account screens' frame: the Moim logo (header and footer are hidden) and a centered card. */
export function AuthLayout({ title, subtitle, children, footer }: AuthLayoutProps) {
  const { t } = useTranslation('auth');
  return (
    <div className={styles.page}>
      <div className={styles.language}>
        <LanguageSwitcher />
      </div>
      <Link to="/" className={styles.logo} aria-label={t('logoLabel')}>
        <img src="/favicon.svg" alt="" width={36} height={36} />
        <span aria-hidden="true">{t('common:brand')}</span>
      </Link>
      <section className={styles.card} aria-labelledby="auth-title">
        <h1 id="auth-title" className={styles.title}>
          {title}
        </h1>
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
        {children}
        {footer && <div className={styles.links}>{footer}</div>}
      </section>
    </div>
  );
}
