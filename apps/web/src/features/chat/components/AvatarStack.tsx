import { CHAT_ROOM_AVATARS, type ChatMember } from '@moim/contract';
import { sameUserId } from '@moim/contract/user-ids';
import { UserAvatar } from '../../../components/UserAvatar.tsx';
import styles from '../chat.module.css';

/** Up to four members' pictures (others before oneself), each named by its alt text. */
export function AvatarStack({ members, me }: { members: ChatMember[]; me: string }) {
  const isMe = (member: ChatMember) => sameUserId(member.userId, me);
  const others = members.filter((member) => !isMe(member));
  const shown = (others.length > 0 ? others : members).slice(0, CHAT_ROOM_AVATARS);
  const size = shown.length > 1 ? 22 : 46;
  return (
    <span className={styles.avatars} data-count={shown.length}>
      {shown.map((member) => (
        <UserAvatar key={member.id} src={member.profileImage} alt={member.username} size={size} />
      ))}
    </span>
  );
}
