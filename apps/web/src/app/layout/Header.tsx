import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { buttonClass } from '../../components/Button.tsx';
import { UserAvatar } from '../../components/UserAvatar.tsx';
import { useSession } from '../../lib/session.ts';
import { LanguageSwitcher } from '../../components/LanguageSwitcher.tsx';
import { ChatUnread } from './ChatUnread.tsx';
import { NotificationBell } from './NotificationBell.tsx';
import styles from './Header.module.css';

// Menus load when first needed, keeping their UI library out of the first download.
const ProfileMenu = lazy(() => import('./ProfileMenu.tsx'));
const MobileMenuSheet = lazy(() => import('./MobileMenuSheet.tsx'));

const navClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? `${styles.navLink} ${styles.active}` : styles.navLink;

function MobileMenu({ isAdmin }: { isAdmin: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        className={styles.hamburger}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className="visually-hidden">{t('nav.openMenu')}</span>
        <ChatUnread className={styles.iconBadge} />
      </button>
      {loaded && (
        <Suspense fallback={null}>
          <MobileMenuSheet open={open} onOpenChange={setOpen} returnFocusTo={button} isAdmin={isAdmin} />
        </Suspense>
      )}
    </>
  );
}

export interface HeaderProps {
  variant: 'main' | 'default';
  profileImage?: string | null;
  /** The server says the signed-in person is an admin: the menus offer the admin console. */
  isAdmin?: boolean;
}

export function Header({ variant, profileImage, isAdmin = false }: HeaderProps) {
  const { t } = useTranslation();
  const session = useSession();
  return (
    <header className={`${styles.header} ${variant === 'main' ? styles.main : ''}`} data-variant={variant}>
      <div className={styles.inner}>
        <Link to="/" className={styles.logo}>
          <img src="/favicon.svg" alt="" width={32} height={32} />
          <span>{t('brand')}</span>
        </Link>
        <nav aria-label={t('nav.main')} className={styles.desktopNav}>
          <NavLink to="/" end className={navClass}>
            {t('nav.home')}
          </NavLink>
          <NavLink to="/allEvents" className={navClass}>
            {t('nav.events')}
          </NavLink>
          <NavLink to="/notice" className={navClass}>
            {t('siteLinks.livingInKorea')}
          </NavLink>
          <NavLink to="/fnq" className={navClass}>
            {t('nav.help')}
          </NavLink>
        </nav>
        <NotificationBell />
        <div className={styles.desktopActions}>
          <LanguageSwitcher />
          {session ? (
            <>
              <Link to="/postEvent" className={buttonClass({ size: 'small' })}>
                {t('nav.createEvent')}
              </Link>
              <Suspense fallback={<UserAvatar src={profileImage} alt="" size={40} />}>
                <ProfileMenu userId={session.userId} profileImage={profileImage} isAdmin={isAdmin} />
              </Suspense>
            </>
          ) : (
            <span className={styles.authLinks}>
              <Link to="/logIn" className={styles.navLink}>
                {t('nav.signIn')}
              </Link>
              <span aria-hidden="true">/</span>
              <Link to="/createAccount" className={styles.navLink}>
                {t('nav.signUp')}
              </Link>
            </span>
          )}
        </div>
        <div className={styles.mobileActions}>
          <MobileMenu isAdmin={isAdmin} />
        </div>
      </div>
    </header>
  );
}
