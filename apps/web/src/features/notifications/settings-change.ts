import { NOTIFICATION_KINDS, type NotificationSettings, type NotificationSettingsUpdate } from '@moim/contract';

/** The channels a person can choose on the settings page. */
export const CHOSEN_CHANNELS = ['inApp', 'email', 'push'] as const;

/** What `draft` changes of `saved`, as the PATCH's partial body; empty when nothing changed. */
export function settingsChange(saved: NotificationSettings, draft: NotificationSettings): NotificationSettingsUpdate {
  const change: NotificationSettingsUpdate = {};
  const channels: NonNullable<NotificationSettingsUpdate['channels']> = {};
  for (const kind of NOTIFICATION_KINDS) {
    for (const channel of CHOSEN_CHANNELS) {
      if (draft.channels[kind][channel] !== saved.channels[kind][channel]) {
        channels[kind] = { ...channels[kind], [channel]: draft.channels[kind][channel] };
      }
    }
  }
  if (Object.keys(channels).length > 0) change.channels = channels;
  if (draft.shortReminder !== saved.shortReminder) change.shortReminder = draft.shortReminder;
  if (draft.marketing !== saved.marketing) change.marketing = draft.marketing;
  return change;
}
