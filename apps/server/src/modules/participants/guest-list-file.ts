import { translateMessage as tr, type Locale, type ManagedParticipant, type PendingEvent } from '@moim/contract';
import { formatMomentDateTime } from '@moim/contract/format-moments';
import { stringify } from 'csv-stringify/sync';

/** The status as the host reads it; the host's own row says "Host". */
function statusOf(participant: ManagedParticipant, locale: Locale): string {
  if (participant.isHost) return tr('fileGuestsHost', locale);
  if (participant.removed) return tr('fileGuestsRemoved', locale);
  return tr(`fileGuests${participant.status}`, locale);
}

/**
 * The guest list of the Manage screen as a CSV file in the host's language: what the host already
 * sees there, never an e-mail, a birth date or a phone. Starts with a byte order mark, so that
 * spreadsheet programs read Hangul as UTF-8; a cell that would start a formula is escaped.
 */
export function guestListCsv(event: PendingEvent, locale: Locale): string {
  const header = [
    'fileGuestsName',
    'fileGuestsUserId',
    'fileGuestsStatus',
    'fileGuestsAnswer',
    'fileGuestsAppliedAt',
    'fileGuestsCheckedInAt',
  ] as const;
  const rows = event.participants.map((participant) => [
    participant.user.username,
    participant.user.userId,
    statusOf(participant, locale),
    participant.answer,
    formatMomentDateTime(participant.appliedAt, locale),
    participant.checkedInAt ? formatMomentDateTime(participant.checkedInAt, locale) : '',
  ]);
  return `\uFEFF${stringify([header.map((key) => tr(key, locale)), ...rows], { escape_formulas: true, record_delimiter: 'windows' })}`;
}
