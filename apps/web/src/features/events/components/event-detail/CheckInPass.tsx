import { checkInPath, spacedCheckInCode, type CheckParticipationResponse, type EventDetail } from '@moim/contract';
import { useTranslation } from 'react-i18next';
import { QrCode } from '../../../../components/QrCode.tsx';
import styles from './event-detail.module.css';

/**
 * An approved guest's check-in pass while check-in is open (decision 67): a QR code of the host's
 * check-in address with their code (a phone's own camera opens it on the host's check-in screen),
 * the code to read aloud, and whether they are in.
 */
export function CheckInPass({
  event,
  checkIn,
}: {
  event: Pick<EventDetail, 'id' | 'name'>;
  checkIn: NonNullable<CheckParticipationResponse['checkIn']>;
}) {
  const { t } = useTranslation('events');
  const address = `${window.location.origin}${checkInPath(event.id, checkIn.code)}`;
  return (
    <section className={styles.pass} aria-label={t('detail.checkInTitle')}>
      <h2 className={styles.passTitle}>{t('detail.checkInTitle')}</h2>
      {checkIn.checkedInAt ? (
        <p className={styles.passDone}>{t('detail.checkedIn')}</p>
      ) : (
        <>
          <p className={styles.sub}>{t('detail.checkInHint')}</p>
          <QrCode value={address} label={t('detail.checkInQr', { name: event.name })} size={180} />
        </>
      )}
      <p className={styles.passCode}>{spacedCheckInCode(checkIn.code)}</p>
    </section>
  );
}
