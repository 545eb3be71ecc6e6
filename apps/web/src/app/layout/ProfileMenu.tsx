import { DropdownMenu } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { UserAvatar } from '../../components/UserAvatar.tsx';
import { ChatUnread } from './ChatUnread.tsx';
import { useLogout } from './use-logout.ts';
import styles from './Header.module.css';

/** The signed-in user's menu; loaded only once someone is signed in. */
export default function ProfileMenu({ userId, profileImage }: { userId: string; profileImage?: string | null }) {
  const { t } = useTranslation();
  const logout = useLogout();
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={styles.avatarButton}>
        <UserAvatar src={profileImage} alt="" size={36} />
        <span className="visually-hidden">{t('nav.profileMenu')}</span>
        <ChatUnread className={styles.iconBadge} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={styles.menu} align="end" sideOffset={8}>
          <DropdownMenu.Item asChild className={styles.menuItem}>
            <Link to={`/userPage/${encodeURIComponent(userId)}`}>{t('nav.myProfile')}</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={styles.menuItem}>
            <Link to="/chat">
              {t('nav.chatting')} <ChatUnread className={styles.menuBadge} />
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Separator className={styles.menuSeparator} />
          <DropdownMenu.Item className={styles.menuItem} onSelect={logout}>
            {t('nav.logOut')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
