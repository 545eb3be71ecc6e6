import type { ManagedParticipant } from '@moim/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { buttonClass } from '../../../components/Button.tsx';
import { useClock } from '../../../lib/clock.ts';
import { hasStarted, isFull } from '@moim/contract/event-rules';
import { eventIdOf } from '../../../lib/event-queries.ts';
import { useScreenTitle } from '../../../lib/page-title.ts';
import { useManagedEvent } from '../api.ts';
import { GuestActions } from '../components/GuestActions.tsx';
import { GuestMessageForm } from '../components/GuestMessageForm.tsx';
import { GuestRow } from '../components/GuestRow.tsx';
import { GuestSection } from '../components/GuestSection.tsx';
import { ManageHeader } from '../components/ManageHeader.tsx';
import { manageRefusal, ManageUnavailable } from '../components/ManageUnavailable.tsx';
import { RemoveGuestDialog } from '../components/RemoveGuestDialog.tsx';
import { guestSections, type SectionName } from '../guest-lists.ts';
import { useGuestDecisions } from '../use-guest-decisions.ts';
import styles from '../manage.module.css';

/**
 * Manage guests (/manage/:eventId, the host only): applications waiting with their answers
 * (Accept, or Reject after a confirmation), the approved guests with approved / max (Remove),
 * the waitlist of a FirstCome event in order, a message to the guests, and Complete back to the
 * event's page. Each
 * answer of the server is shown as a notice and the lists change in place.
 */
export function ManageScreen() {
  const { t } = useTranslation(['manage', 'messages']);
  const eventId = eventIdOf(useParams().eventId);
  const query = useManagedEvent(eventId);
  const clock = useClock();
  const baseId = useId();
  const data = query.data;
  useScreenTitle(data ? t('documentTitle', { name: data.name }) : undefined);
  const { inFlight, confirming, setConfirming, accept, confirmRemoval, onCloseAutoFocus } = useGuestDecisions(
    eventId,
    baseId,
    data,
  );

  if (!data || manageRefusal(eventId, query.error)) return <ManageUnavailable eventId={eventId} query={query} />;

  const sections = guestSections(data);
  const started = hasStarted(data.startsAt, clock());
  const full = isFull(data);
  const sectionId = (name: SectionName) => `${baseId}-${name}`;
  const fullNoteId = `${baseId}-full`;

  const rows = (list: ManagedParticipant[], section: SectionName) =>
    list.map((participant, index) => (
      <GuestRow
        key={participant.id}
        participant={participant}
        showAnswer={data.question !== null || participant.answer !== ''}
        position={section === 'waitlist' ? participant.waitlistPosition : undefined}
        busy={inFlight.has(participant.id)}
      >
        {/* No buttons once the event has started (the server refuses then). */}
        {started || participant.isHost || section === 'rejected' || section === 'removed' ? null : (
          <GuestActions
            place={{ participant, section, index }}
            busy={inFlight.has(participant.id)}
            full={full}
            fullNoteId={fullNoteId}
            onAccept={accept}
            onRemove={setConfirming}
          />
        )}
      </GuestRow>
    ));

  return (
    <div className={styles.page}>
      <div className={styles.card}>
        <ManageHeader data={data} started={started} full={full} fullNoteId={fullNoteId} />

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

        <GuestMessageForm data={data} />

        <div className={styles.footer}>
          <Link to={`/events/${data.id}`} className={buttonClass()}>
            {t('complete')}
          </Link>
        </div>
      </div>

      <RemoveGuestDialog
        confirming={confirming}
        sending={confirming !== null && inFlight.has(confirming.participant.id)}
        onCancel={() => setConfirming(null)}
        onConfirm={confirmRemoval}
        onCloseAutoFocus={onCloseAutoFocus}
      />
    </div>
  );
}
