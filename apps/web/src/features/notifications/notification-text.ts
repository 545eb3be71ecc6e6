import { GROUPED_NOTIFICATION_KINDS, REPORT_OUTCOMES, type Notification, type ReportOutcome } from '@moim/contract';
import type { TFunction } from 'i18next';

/**
 * A notification in the reader's words, built from its kind and fields (the server stores no
 * text): "Minji applied to Board games", "Minji and 2 others applied to Board games".
 */
export function notificationText(t: TFunction<'notifications'>, notification: Notification): string {
  const { kind, count, detail } = notification;
  const actor = notification.actor?.username ?? t('someone');
  const event = notification.event?.name.trim() || t('deletedEvent');
  if (GROUPED_NOTIFICATION_KINDS.includes(kind) && count > 1) {
    return t(`grouped.${kind}`, { actor, event, count: count - 1 });
  }
  if (kind === 'reminder') {
    const hours = Number(detail);
    return Number.isInteger(hours) && hours > 0
      ? t('kinds.reminder', { event, count: hours })
      : t('kinds.reminderSoon', { event });
  }
  // The host's own words follow (decision 68), and so do a moderator's in a warning (decision 76).
  if (kind === 'hostMessage') return t('kinds.hostMessage', { actor, event, detail: detail ?? '' });
  if (kind === 'accountWarning') return t('kinds.accountWarning', { detail: detail ?? '' });
  // What the moderators did about a report; an older notification without it says there is news.
  if (kind === 'reportOutcome' && REPORT_OUTCOMES.includes(detail as ReportOutcome)) {
    return t(`kinds.reportOutcomes.${detail as ReportOutcome}`);
  }
  if (kind === 'eventCancelled' && detail === 'moderated') return t('kinds.eventModerated', { event });
  return t(`kinds.${kind}`, { actor, event });
}
