import type { PendingEvent } from '@moim/contract';
import { pathOf } from '@moim/contract/endpoint';
import { endpoints } from '@moim/contract/endpoints';
import { formatEventDateTime } from '@moim/contract/format';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/Button.tsx';
import { API_BASE } from '../../../lib/api.ts';
import styles from '../manage.module.css';

/**
 * The Manage screen's heading and the event: its name (to its page), when and where, its type,
 * approved / max, the host's question, and why there are no buttons (started) or Accept waits
 * (full; `fullNoteId` is that note's id), how many are checked in, a similar event to create, the
 * check-in screen, and the guest list to download (the session's cookie
 * goes with the link; the server writes the file in the language of the language cookie).
 */
export function ManageHeader({
  data,
  started,
  full,
  fullNoteId,
}: {
  data: PendingEvent;
  started: boolean;
  full: boolean;
  fullNoteId: string;
}) {
  const { t, i18n } = useTranslation(['manage', 'messages']);
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const guests = data.participants.filter((p) => p.status === 'Approved' && !p.isHost);
  const checkedIn = guests.filter((p) => p.checkedInAt !== null).length;
  return (
    <div className={styles.header}>
      <h1 className={styles.title}>{t('title')}</h1>
      <p className={styles.eventName}>
        <Link to={`/events/${data.id}`}>{data.name}</Link>
      </p>
      <p className={styles.facts}>
        {formatEventDateTime(data.date, data.time, locale)} · {data.location}
      </p>
      <p className={styles.facts}>{t(`typeNote.${data.type}`)}</p>
      <p className={styles.count}>
        <span className="visually-hidden">{t('approvedCountLabel')}: </span>
        {t('approvedCount', { count: data.participantsCount, max: data.maxParticipants })}
      </p>
      {checkedIn > 0 && (
        <p className={styles.facts}>{t('checkedInCount', { count: checkedIn, total: guests.length })}</p>
      )}
      {data.question && (
        <p className={styles.question}>
          <span className={styles.answerLabel}>{t('question')}</span>
          <span>{data.question}</span>
        </p>
      )}
      <p>
        <a
          className={buttonClass({ variant: 'secondary', size: 'small' })}
          href={`${API_BASE}${pathOf(endpoints.guestListFile, { id: data.id })}`}
          download
        >
          {t('downloadGuests')}
        </a>{' '}
        <Link to={`/postEvent?from=${data.id}`} className={buttonClass({ variant: 'secondary', size: 'small' })}>
          {t('createSimilar')}
        </Link>{' '}
        <Link to={`/checkIn/${data.id}`} className={buttonClass({ variant: 'secondary', size: 'small' })}>
          {t('checkInGuests')}
        </Link>
      </p>
      {started ? (
        <p className={styles.note}>{t('started')}</p>
      ) : (
        full && (
          <p id={fullNoteId} className={styles.note}>
            {t(data.type === 'FirstCome' ? 'fullFirstCome' : 'fullRegister')}
          </p>
        )
      )}
    </div>
  );
}
