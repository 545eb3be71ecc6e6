import type { Notification, NotificationSettings } from '@moim/contract';
import { DEFAULT_NOTIFICATION_CHANNELS } from '@moim/contract';

/** A notification: Minji applied to Board games, unread, unless `overrides` say otherwise. */
export function aNotification(id: number, overrides: Partial<Notification> = {}): Notification {
  return {
    id,
    kind: 'applicationReceived',
    read: false,
    createdAt: '2026-11-28T01:00:00.000Z',
    link: `/manage/${id}`,
    event: { id: 12, name: 'Board games' },
    actor: { userId: 'minji', username: 'Minji' },
    count: 1,
    detail: null,
    ...overrides,
  };
}

export function someSettings(overrides: Partial<NotificationSettings> = {}): NotificationSettings {
  return {
    channels: structuredClone(DEFAULT_NOTIFICATION_CHANNELS),
    shortReminder: false,
    marketing: true,
    ...overrides,
  };
}
