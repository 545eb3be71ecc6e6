import { checkInOpen, readCheckInScan, type CheckInGuest, type CheckInInput } from '@moim/contract';
import { formatInstant } from '@moim/contract/format';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { Button, buttonClass } from '../../../components/Button.tsx';
import { Field } from '../../../components/Field.tsx';
import { UserAvatar } from '../../../components/UserAvatar.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useClock } from '../../../lib/clock.ts';
import { eventIdOf } from '../../../lib/event-queries.ts';
import { useScreenTitle } from '../../../lib/page-title.ts';
import { useCheckIn, useCheckInList } from '../api.ts';
import { manageRefusal, ManageUnavailable } from '../components/ManageUnavailable.tsx';
import { QrScanner } from '../components/QrScanner.tsx';
import styles from '../manage.module.css';

/** A QR code read again this soon after the last one is the same guest still in front of the camera. */
const SAME_SCAN_MS = 3000;

/**
 * Check-in at the door (/checkIn/:eventId, the host only; decision 67): how many are in, a guest's
 * QR code read by the camera, their code typed, or a tick in the list of approved guests. A phone
 * camera that opens a guest's QR code lands here with `?code=`, which is checked in at once.
 * What happened is said in one live line, large enough to read at arm's length.
 */
export function CheckInScreen() {
  const { t, i18n } = useTranslation(['manage', 'common']);
  const eventId = eventIdOf(useParams().eventId);
  const query = useCheckInList(eventId);
  const checkIn = useCheckIn(eventId);
  const clock = useClock();
  const id = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const [code, setCode] = useState('');
  const [scanning, setScanning] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const lastScan = useRef({ text: '', at: 0 });
  const data = query.data;
  useScreenTitle(data ? t('checkIn.documentTitle', { name: data.name }) : undefined);

  const send = async (input: CheckInInput) => {
    try {
      const done = await checkIn.mutateAsync({ input });
      setOutcome({ ok: true, text: done.message });
      return true;
    } catch (error) {
      setOutcome({ ok: false, text: error instanceof ApiError ? error.message : t('common:errors.unexpected') });
      return false;
    }
  };

  // Arrived from a guest's QR code: check it in once, and take it out of the address.
  const arrivedWith = useRef(searchParams.get('code'));
  useEffect(() => {
    const arrived = arrivedWith.current;
    if (!arrived || !data) return;
    arrivedWith.current = null;
    setSearchParams({}, { replace: true });
    void send({ code: arrived });
    // Once, when the list is first there.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data]);

  if (!data || manageRefusal(eventId, query.error)) return <ManageUnavailable eventId={eventId} query={query} />;

  const open = checkInOpen(data, clock());
  const onScan = (text: string) => {
    const now = Date.now();
    if (text === lastScan.current.text && now - lastScan.current.at < SAME_SCAN_MS) return;
    lastScan.current = { text, at: now };
    const scan = readCheckInScan(text);
    if (!scan) setOutcome({ ok: false, text: t('checkIn.notACode') });
    else if (scan.eventId !== eventId) setOutcome({ ok: false, text: t('checkIn.otherEvent') });
    else void send({ code: scan.code });
  };
  const submitCode = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return setOutcome({ ok: false, text: t('messages:checkInCodeRequired') });
    if (await send({ code })) setCode('');
  };
  const toggle = async (guest: CheckInGuest) => {
    try {
      const done = await checkIn.mutateAsync(
        guest.checkedInAt ? { undo: guest.participantId } : { input: { participantId: guest.participantId } },
      );
      setOutcome({ ok: true, text: done.message });
    } catch (error) {
      setOutcome({ ok: false, text: error instanceof ApiError ? error.message : t('common:errors.unexpected') });
    }
  };
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const inAt = (at: string) => formatInstant(new Date(at), locale, { hour: 'numeric', minute: '2-digit' });

  return (
    <div className={styles.page}>
      <div className={styles.card}>
        <div className={styles.header}>
          <h1 className={styles.title}>{t('checkIn.title')}</h1>
          <p className={styles.eventName}>
            <Link to={`/events/${data.eventId}`}>{data.name}</Link>
          </p>
          <p className={styles.bigCount}>{t('checkIn.count', { count: data.checkedIn, total: data.total })}</p>
          {!open && <p className={styles.note}>{t('messages:checkInClosed')}</p>}
        </div>

        <p role="status" className={outcome ? (outcome.ok ? styles.outcomeOk : styles.outcomeError) : styles.outcome}>
          {outcome?.text}
        </p>

        <section className={styles.section} aria-labelledby={`${id}-door`}>
          <h2 id={`${id}-door`} className={styles.sectionTitle}>
            {t('checkIn.atTheDoor')}
          </h2>
          <form className={styles.codeForm} onSubmit={(event) => void submitCode(event)} noValidate>
            <Field id={`${id}-code`} label={t('checkIn.codeLabel')} hint={t('checkIn.codeHint')}>
              {({ describedBy }) => (
                <input
                  id={`${id}-code`}
                  className={styles.codeInput}
                  value={code}
                  onChange={(event) => setCode(event.target.value)}
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  maxLength={32}
                  disabled={!open}
                  aria-describedby={describedBy}
                />
              )}
            </Field>
            <Button type="submit" disabled={!open || checkIn.isPending}>
              {t('checkIn.submit')}
            </Button>
          </form>
          <Button variant="secondary" disabled={!open} aria-pressed={scanning} onClick={() => setScanning(!scanning)}>
            {t(scanning ? 'checkIn.stopScan' : 'checkIn.scan')}
          </Button>
          {scanning && open && <QrScanner onScan={onScan} />}
        </section>

        <section className={styles.section} aria-labelledby={`${id}-guests`}>
          <h2 id={`${id}-guests`} className={styles.sectionTitle}>
            {t('checkIn.guests', { count: data.total })}
          </h2>
          {data.guests.length === 0 ? (
            <p className={styles.empty}>{t('checkIn.none')}</p>
          ) : (
            <ul className={styles.list}>
              {data.guests.map((guest) => (
                <li key={guest.participantId} className={styles.row}>
                  <label className={styles.tick}>
                    <input
                      type="checkbox"
                      checked={guest.checkedInAt !== null}
                      disabled={!open}
                      onChange={() => void toggle(guest)}
                    />
                    <UserAvatar src={guest.user.profileImage} alt="" size={36} />
                    <span className={styles.name}>{guest.user.username}</span>
                  </label>
                  {guest.checkedInAt && (
                    <span className={styles.facts}>{t('checkIn.inAt', { time: inAt(guest.checkedInAt) })}</span>
                  )}
                </li>
              ))}
            </ul>
          )}
        </section>

        <div className={styles.footer}>
          <Link to={`/manage/${data.eventId}`} className={buttonClass({ variant: 'secondary' })}>
            {t('checkIn.backToManage')}
          </Link>
        </div>
      </div>
    </div>
  );
}
