import { countryName, type ManagedParticipant } from '@moim/contract';
import { formatMomentDateTime } from '@moim/contract/format-moments';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { UserAvatar } from '../../../components/UserAvatar.tsx';
import styles from '../manage.module.css';

export interface GuestRowProps {
  participant: ManagedParticipant;
  /** Whether to show the answer to the host's question (applications, and where there was a question). */
  showAnswer: boolean;
  /** The waitlist's number, shown in front of the person. */
  position?: number;
  /** The row's request is on its way. */
  busy?: boolean;
  /** Accept, Reject or Remove. */
  children?: ReactNode;
}

/** One person on the Manage screen: picture, name (to their page), nationality, age, when, answer, actions. */
export function GuestRow({ participant, showAnswer, position, busy = false, children }: GuestRowProps) {
  const { t, i18n } = useTranslation('manage');
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const { user } = participant;
  const facts = [
    user.nationalityCode ? countryName(user.nationalityCode, locale) : null,
    user.age !== null ? t('age', { age: user.age }) : null,
  ].filter((fact) => fact !== null);

  return (
    <li className={styles.row} aria-busy={busy || undefined}>
      {position !== undefined && (
        <span className={styles.position}>
          <span aria-hidden="true">{t('waitlist.position', { position })}</span>
          <span className="visually-hidden">{t('waitlist.positionLabel', { position })}</span>
        </span>
      )}
      <UserAvatar src={user.profileImage} alt="" size={48} />
      <div className={styles.person}>
        <p className={styles.name}>
          <Link to={`/userPage/${encodeURIComponent(user.userId)}`}>{user.username}</Link>
          {participant.isHost && <span className={styles.badge}>{t('host')}</span>}
        </p>
        {facts.length > 0 && <p className={styles.facts}>{facts.join(' · ')}</p>}
        {!participant.isHost && (
          <p className={styles.facts}>
            {t(`since.${participant.status}`, { time: formatMomentDateTime(participant.appliedAt, locale) })}
          </p>
        )}
        {showAnswer && !participant.isHost && (
          <p className={styles.answer}>
            <span className={styles.answerLabel}>{t('answer')}</span>
            {participant.answer ? (
              <span className={styles.answerText}>{participant.answer}</span>
            ) : (
              <span className={styles.noAnswer}>{t('noAnswer')}</span>
            )}
          </p>
        )}
      </div>
      {children && <div className={styles.rowActions}>{children}</div>}
    </li>
  );
}
