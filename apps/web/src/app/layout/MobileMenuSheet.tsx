import { Dialog } from 'radix-ui';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useSession } from '../../lib/session.ts';
import { LanguageSwitcher } from '../../components/LanguageSwitcher.tsx';
import { ChatUnread } from './ChatUnread.tsx';
import NotificationsUnread from './NotificationsUnread.tsx';
import { useLogout } from './use-logout.ts';
import styles from './Header.module.css';

const navClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? `${styles.navLink} ${styles.active}` : styles.navLink;

export interface MobileMenuSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The hamburger button, which gets focus back when the sheet closes. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
  /** Offers the admin console (to a signed-in admin). */
  isAdmin?: boolean;
}

/** The hamburger menu's sheet; loaded on first open. */
export default function MobileMenuSheet({ open, onOpenChange, returnFocusTo, isAdmin = false }: MobileMenuSheetProps) {
  const { t } = useTranslation();
  const session = useSession();
  const logout = useLogout();
  const close = () => onOpenChange(false);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.sheetOverlay} />
        <Dialog.Content
          className={styles.sheet}
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
        >
          <div className={styles.sheetHeader}>
            <Dialog.Title className={styles.sheetTitle}>{t('nav.menuTitle')}</Dialog.Title>
            <Dialog.Close className={styles.sheetClose} aria-label={t('nav.closeMenu')}>
              ×
            </Dialog.Close>
          </div>
          <nav aria-label={t('nav.main')} className={styles.sheetNav}>
            <NavLink to="/" end onClick={close} className={navClass}>
              {t('nav.home')}
            </NavLink>
            <NavLink to="/allEvents" onClick={close} className={navClass}>
              {t('nav.allEvents')}
            </NavLink>
            <NavLink to="/notice" onClick={close} className={navClass}>
              {t('siteLinks.livingInKorea')}
            </NavLink>
            <NavLink to="/fnq" onClick={close} className={navClass}>
              {t('nav.help')}
            </NavLink>
            {session ? (
              <>
                <NavLink to="/postEvent" onClick={close} className={navClass}>
                  {t('nav.createEvent')}
                </NavLink>
                <NavLink to="/chat" onClick={close} className={navClass}>
                  {t('nav.chatting')} <ChatUnread className={styles.menuBadge} />
                </NavLink>
                <NavLink to="/notifications" onClick={close} className={navClass}>
                  {t('nav.notifications')} <NotificationsUnread className={styles.menuBadge} />
                </NavLink>
                <NavLink to="/settings/notifications" onClick={close} className={navClass}>
                  {t('nav.notificationSettings')}
                </NavLink>
                <NavLink to="/settings/privacy" onClick={close} className={navClass}>
                  {t('nav.privacySettings')}
                </NavLink>
                {isAdmin && (
                  <NavLink to="/admin" onClick={close} className={navClass}>
                    {t('nav.admin')}
                  </NavLink>
                )}
                <NavLink to={`/userPage/${encodeURIComponent(session.userId)}`} onClick={close} className={navClass}>
                  {t('nav.myPage')}
                </NavLink>
                <button
                  type="button"
                  className={styles.sheetButton}
                  onClick={() => {
                    close();
                    logout();
                  }}
                >
                  {t('nav.logOut')}
                </button>
              </>
            ) : (
              <>
                <NavLink to="/logIn" onClick={close} className={navClass}>
                  {t('nav.signIn')}
                </NavLink>
                <NavLink to="/createAccount" onClick={close} className={navClass}>
                  {t('nav.signUp')}
                </NavLink>
              </>
            )}
          </nav>
          <nav aria-label={t('siteLinks.more')} className={`${styles.sheetNav} ${styles.sheetSecondary}`}>
            <NavLink to="/ourCompany" onClick={close} className={navClass}>
              {t('siteLinks.about')}
            </NavLink>
            <NavLink to="/contactUs" onClick={close} className={navClass}>
              {t('siteLinks.contact')}
            </NavLink>
          </nav>
          <LanguageSwitcher />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
