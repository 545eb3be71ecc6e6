import type { HostDecision, ManagedParticipant, PendingEvent } from '@moim/contract';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Button, buttonClass } from '../../../components/Button.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useClock } from '../../../lib/clock.ts';
import { hasStarted, isFull } from '@moim/contract/event-rules';
import { formatEventDateTime } from '@moim/contract/format';
import { notify } from '../../../lib/notices.ts';
import { useScreenTitle } from '../../../lib/page-title.ts';
import { useDecideParticipant, useManagedEvent, useParticipantsInFlight } from '../api.ts';
import { GuestRow } from '../components/GuestRow.tsx';
import styles from '../manage.module.css';

type SectionName = 'pending' | 'approved' | 'waitlist' | 'rejected' | 'removed';

/** A row whose decision was asked for: where it stood, so focus can go to what takes its place. */
interface RowPlace {
  participant: ManagedParticipant;
  section: SectionName;
  index: number;
}

/** The screen in place of the lists: missing event, not the host, failed or loading. */
function ManageState({ title, hidden = false, children }: { title: string; hidden?: boolean; children: ReactNode }) {
  return (
    <div className={styles.state}>
      <h1 className={hidden ? 'visually-hidden' : styles.title}>{title}</h1>
      {children}
    </div>
  );
}

function GuestSection(props: {
  id: string;
  title: string;
  count: number;
  empty?: string;
  ordered?: boolean;
  children: ReactNode;
}) {
  const List = props.ordered ? 'ol' : 'ul';
  return (
    <section id={props.id} className={styles.section} aria-labelledby={`${props.id}-title`}>
      {/* Focusable from code: focus lands here when the last row of the list has gone. */}
      <h2 id={`${props.id}-title`} className={styles.sectionTitle} tabIndex={-1}>
        {props.title}
      </h2>
      {props.count === 0 ? (
        <p className={styles.empty}>{props.empty}</p>
      ) : (
        <List className={styles.list}>{props.children}</List>
      )}
    </section>
  );
}

/**
 * The people of each list, in the server's order (of application; the waitlist by position).
 * Those the host removed from a seat or the waitlist are not among the applications rejected.
 */
function groups(event: PendingEvent) {
  const withStatus = (status: ManagedParticipant['status']) => event.participants.filter((p) => p.status === status);
  return {
    pending: withStatus('Pending'),
    approved: withStatus('Approved'),
    waitlist: withStatus('Waitlisted').sort((a, b) => (a.waitlistPosition ?? 0) - (b.waitlistPosition ?? 0)),
    rejected: withStatus('Rejected').filter((p) => !p.removed),
    removed: withStatus('Rejected').filter((p) => p.removed),
  };
}

/** The confirmation's texts for giving up on someone, by where they stand now. */
const REMOVE_TEXTS = {
  Pending: { question: 'rejectQuestion', button: 'reject' },
  Approved: { question: 'removeQuestion', button: 'remove' },
  Waitlisted: { question: 'removeWaitlistedQuestion', button: 'remove' },
  Rejected: { question: 'rejectQuestion', button: 'reject' },
} as const;

/**
 * Manage guests (/manage/:eventId, the host only): applications waiting with their answers
 * (Accept, or Reject after a confirmation), the approved guests with approved / max (Remove),
 * the waitlist of a FirstCome event in order, and Complete back to the event's page. Each
 * answer of the server is shown as a notice and the lists change in place.
 */
export function ManageScreen() {
  const { t, i18n } = useTranslation(['manage', 'messages']);
  const { eventId: param = '' } = useParams();
  const eventId = /^\d+$/.test(param) ? Number(param) : Number.NaN;
  const query = useManagedEvent(eventId);
  const decide = useDecideParticipant(eventId);
  const inFlight = useParticipantsInFlight(eventId);
  const clock = useClock();
  const baseId = useId();
  const [confirming, setConfirming] = useState<RowPlace | null>(null);
  /** Where focus goes once the lists show a decision; a ref, so that a later refetch does not move it again. */
  const focusRequest = useRef<{ section: SectionName; index: number } | null>(null);
  const [focusTick, setFocusTick] = useState(0);
  /** The dialog closed because of a decision: focus is placed by the effect below, not returned to the opener. */
  const placedByDecision = useRef(false);
  const data = query.data;
  useScreenTitle(data ? t('documentTitle', { name: data.name }) : undefined);

  useEffect(() => {
    const request = focusRequest.current;
    if (!request) return;
    focusRequest.current = null;
    // Only focus that was lost (its row left, its button was disabled) or is in the dialog that
    // is closing is placed: a host who went on to another row meanwhile keeps their place.
    const active = document.activeElement;
    if (active && active !== document.body && !active.closest('[role="dialog"]')) return;
    const section = document.getElementById(`${baseId}-${request.section}`);
    if (!section) return;
    // The row now in the decided one's place (the next one), else the last, else the list's heading.
    const rows = section.querySelectorAll('li');
    const row = rows[Math.min(request.index, rows.length - 1)];
    const target = row?.querySelector<HTMLButtonElement>('button:not(:disabled)') ?? section.querySelector('h2');
    target?.focus();
  }, [focusTick, data, baseId]);

  const errorStatus = query.error instanceof ApiError ? query.error.status : undefined;
  if (!Number.isInteger(eventId) || errorStatus === 404) {
    return (
      <ManageState title={t('messages:eventNotFound')}>
        <Link to="/allEvents" className={buttonClass({ variant: 'secondary' })}>
          {t('browseEvents')}
        </Link>
      </ManageState>
    );
  }
  if (errorStatus === 403) {
    return (
      <ManageState title={t('title')}>
        <p>{t('notHost')}</p>
        <Link to={`/events/${eventId}`} className={buttonClass({ variant: 'secondary' })}>
          {t('backToEvent')}
        </Link>
      </ManageState>
    );
  }
  if (!data) {
    return query.isError ? (
      <ManageState title={t('loadFailed')}>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {t('retry')}
        </Button>
      </ManageState>
    ) : (
      <ManageState title={t('title')} hidden>
        <p role="status">{t('loading')}</p>
      </ManageState>
    );
  }

  const locale = i18n.resolvedLanguage ?? i18n.language;
  const { pending, approved, waitlist, rejected, removed } = groups(data);
  // Applications for a Register event, the waitlist for a FirstCome one (and either whenever it has people).
  const sections = (
    [
      { name: 'pending', list: pending, always: data.type === 'Register' },
      { name: 'approved', list: approved, always: true },
      { name: 'waitlist', list: waitlist, always: data.type === 'FirstCome' },
      { name: 'rejected', list: rejected, always: false },
      { name: 'removed', list: removed, always: false },
    ] as const
  ).filter((section) => section.always || section.list.length > 0);
  const started = hasStarted(data.startsAt, clock());
  const full = isFull(data);
  const sectionId = (name: SectionName) => `${baseId}-${name}`;
  const fullNoteId = `${baseId}-full`;

  /** Sends a decision and shows the server's message (never throws). */
  const send = async (participant: ManagedParticipant, status: HostDecision) => {
    try {
      const { message } = await decide.mutateAsync({ participantId: participant.id, status });
      notify(message, 'success');
    } catch (error) {
      notify(error instanceof ApiError ? error.message : t('common:errors.unexpected'), 'error');
    }
  };

  /** Focus goes to the row now where the decided one was (the same row if it stayed). */
  const focusPlaceOf = ({ section, index }: RowPlace) => {
    focusRequest.current = { section, index };
    setFocusTick((n) => n + 1);
  };

  const accept = (place: RowPlace) => void send(place.participant, 'Approved').then(() => focusPlaceOf(place));

  const confirmRemoval = () => {
    const place = confirming;
    if (!place) return;
    void send(place.participant, 'Rejected').then(() => {
      // Closed and focused in one render: while the dialog is open it keeps focus inside.
      placedByDecision.current = true;
      setConfirming(null);
      focusPlaceOf(place);
    });
  };

  /** The buttons of a row, none once the event has started (the server refuses then). */
  const actions = (participant: ManagedParticipant, section: SectionName, index: number) => {
    if (started || participant.isHost || section === 'rejected' || section === 'removed') return null;
    const busy = inFlight.has(participant.id);
    const name = participant.user.username;
    const place = { participant, section, index };
    const remove = REMOVE_TEXTS[participant.status].button;
    return (
      <>
        {section === 'pending' && (
          // With no seat left, Accept is not the action on offer: it stays focusable (and in
          // place, so focus is not lost when the event fills), unavailable, with the reason.
          <Button
            size="small"
            variant={full ? 'secondary' : 'primary'}
            disabled={busy}
            aria-disabled={full || undefined}
            aria-describedby={full ? fullNoteId : undefined}
            aria-label={t('acceptNamed', { name })}
            onClick={() => {
              if (!full) accept(place);
            }}
          >
            {t('accept')}
          </Button>
        )}
        <Button
          size="small"
          variant="secondary"
          disabled={busy}
          aria-haspopup="dialog"
          aria-label={t(`${remove}Named`, { name })}
          onClick={() => setConfirming(place)}
        >
          {t(remove)}
        </Button>
      </>
    );
  };

  const rows = (list: ManagedParticipant[], section: SectionName) =>
    list.map((participant, index) => (
      <GuestRow
        key={participant.id}
        participant={participant}
        showAnswer={data.question !== null || participant.answer !== ''}
        position={section === 'waitlist' ? participant.waitlistPosition : undefined}
        busy={inFlight.has(participant.id)}
      >
        {actions(participant, section, index)}
      </GuestRow>
    ));

  const removal = confirming ? REMOVE_TEXTS[confirming.participant.status] : null;

  return (
    <div className={styles.page}>
      <div className={styles.card}>
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
          {data.question && (
            <p className={styles.question}>
              <span className={styles.answerLabel}>{t('question')}</span>
              <span>{data.question}</span>
            </p>
          )}
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

        {sections.map(({ name, list }) => (
          <GuestSection
            key={name}
            id={sectionId(name)}
            title={t(`${name}.title`, { count: list.length })}
            count={list.length}
            empty={t(`${name}.empty`)}
            ordered={name === 'waitlist'}
          >
            {rows(list, name)}
          </GuestSection>
        ))}

        <div className={styles.footer}>
          <Link to={`/events/${data.id}`} className={buttonClass()}>
            {t('complete')}
          </Link>
        </div>
      </div>

      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => {
          // Not closed while the answer is on its way: it closes itself when it comes.
          if (!open && confirming && inFlight.has(confirming.participant.id)) return;
          if (!open) setConfirming(null);
        }}
        title={t('confirmTitle')}
        question={removal && confirming ? t(removal.question, { name: confirming.participant.user.username }) : ''}
        closeLabel={t('keep')}
        confirmLabel={removal ? t(removal.button) : ''}
        sendingLabel={t('processing')}
        sending={confirming !== null && inFlight.has(confirming.participant.id)}
        onConfirm={confirmRemoval}
        onCloseAutoFocus={(event) => {
          if (!placedByDecision.current) return;
          placedByDecision.current = false;
          event.preventDefault();
        }}
      />
    </div>
  );
}
