import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button.tsx';
import { REMOVE_TEXTS, type RowPlace } from '../guest-lists.ts';

/**
 * The buttons of a row: Accept for an application, and Reject or Remove (which asks first).
 * With no seat left (`full`), Accept says why through `fullNoteId`.
 */
export function GuestActions({
  place,
  busy,
  full,
  fullNoteId,
  onAccept,
  onRemove,
}: {
  place: RowPlace;
  busy: boolean;
  full: boolean;
  fullNoteId: string;
  onAccept: (place: RowPlace) => void;
  onRemove: (place: RowPlace) => void;
}) {
  const { t } = useTranslation(['manage', 'messages']);
  const { participant, section } = place;
  const name = participant.user.username;
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
            if (!full) onAccept(place);
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
        onClick={() => onRemove(place)}
      >
        {t(remove)}
      </Button>
    </>
  );
}
