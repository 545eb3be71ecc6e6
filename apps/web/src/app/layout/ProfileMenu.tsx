import { DropdownMenu } from 'radix-ui';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { UserAvatar } from '../../components/UserAvatar.tsx';
import { ChatUnread } from './ChatUnread.tsx';
import { useLogout } from './use-logout.ts';
import styles from './Header.module.css';

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The control after `from` in the page's tab order (Moim sets no positive tabindex), shown ones only. */
function nextTabbable(from: HTMLElement): HTMLElement | undefined {
  const shown = (element: HTMLElement) =>
    typeof element.checkVisibility === 'function' ? element.checkVisibility({ visibilityProperty: true }) : true;
  const all = [...document.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (element) => element === from || (element.tabIndex >= 0 && !element.closest('[role="menu"]') && shown(element)),
  );
  return all[all.indexOf(from) + 1];
}

/**
 * The signed-in user's menu; loaded only once someone is signed in. A menu button as WAI-ARIA
 * describes it: the arrow keys, Home, End and the first letters move among the items, Escape
 * closes it back to the button, and Tab leaves it: it closes and focus goes on from the button,
 * to the next control (Shift+Tab: back to the button), as if the menu were right after it.
 */
export default function ProfileMenu({
  userId,
  profileImage,
  isAdmin = false,
}: {
  userId: string;
  profileImage?: string | null;
  /** Offers the admin console. */
  isAdmin?: boolean;
}) {
  const { t } = useTranslation();
  const logout = useLogout();
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  /** Where focus goes once the menu has closed: the button (Radix's default) or on past it. */
  const leaveForward = useRef(false);
  return (
    <DropdownMenu.Root modal={false} open={open} onOpenChange={setOpen}>
      <DropdownMenu.Trigger ref={trigger} className={styles.avatarButton}>
        <UserAvatar src={profileImage} alt="" size={36} />
        <span className="visually-hidden">{t('nav.profileMenu')}</span>
        <ChatUnread className={styles.iconBadge} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          className={styles.menu}
          align="end"
          sideOffset={8}
          onKeyDown={(event) => {
            // Radix keeps Tab inside a menu (it does nothing there); a menu is left with it instead.
            if (event.key !== 'Tab') return;
            event.preventDefault();
            leaveForward.current = !event.shiftKey;
            setOpen(false);
          }}
          onCloseAutoFocus={(event) => {
            const forward = leaveForward.current;
            leaveForward.current = false;
            const next = forward && trigger.current ? nextTabbable(trigger.current) : undefined;
            if (!next) return;
            event.preventDefault();
            next.focus();
          }}
        >
          <DropdownMenu.Item asChild className={styles.menuItem}>
            <Link to={`/userPage/${encodeURIComponent(userId)}`}>{t('nav.myProfile')}</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={styles.menuItem}>
            <Link to="/chat">
              {t('nav.chatting')} <ChatUnread className={styles.menuBadge} />
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={styles.menuItem}>
            <Link to="/settings/notifications">{t('nav.notificationSettings')}</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={styles.menuItem}>
            <Link to="/settings/privacy">{t('nav.privacySettings')}</Link>
          </DropdownMenu.Item>
          {isAdmin && (
            <DropdownMenu.Item asChild className={styles.menuItem}>
              <Link to="/admin">{t('nav.admin')}</Link>
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Separator className={styles.menuSeparator} />
          <DropdownMenu.Item className={styles.menuItem} onSelect={logout}>
            {t('nav.logOut')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
