import type { HostDecision, ManagedParticipant, PendingEvent } from '@moim/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api.ts';
import { notify } from '../../lib/notices.ts';
import { useDecideParticipant, useParticipantsInFlight } from './api.ts';
import type { RowPlace, SectionName } from './guest-lists.ts';

/**
 * The host's decisions on the Manage screen: Accept at once, Reject or Remove after a
 * confirmation, each answer told as a notice; then focus goes to the row now where the decided
 * one was. `baseId` is the prefix of the lists' ids (`${baseId}-pending`, …).
 */
export function useGuestDecisions(eventId: number, baseId: string, data: PendingEvent | undefined) {
  const { t } = useTranslation(['manage', 'messages']);
  const decide = useDecideParticipant(eventId);
  const inFlight = useParticipantsInFlight(eventId);
  const [confirming, setConfirming] = useState<RowPlace | null>(null);
  /** Where focus goes once the lists show a decision; a ref, so that a later refetch does not move it again. */
  const focusRequest = useRef<{ section: SectionName; index: number } | null>(null);
  const [focusTick, setFocusTick] = useState(0);
  /** The dialog closed because of a decision: focus is placed by the effect below, not returned to the opener. */
  const placedByDecision = useRef(false);

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

  /** The dialog returns focus to its opener, unless a decision has placed it. */
  const onCloseAutoFocus = (event: Event) => {
    if (!placedByDecision.current) return;
    placedByDecision.current = false;
    event.preventDefault();
  };

  return { inFlight, confirming, setConfirming, accept, confirmRemoval, onCloseAutoFocus };
}
