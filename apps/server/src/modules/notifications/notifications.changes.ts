import type { Signals } from '../../lib/signals.ts';

/**
 * Whose notifications changed in a committed write (a new one, or read), for the socket server to
 * send each of them their unread count (on every server process). Services publish; they know
 * nothing of sockets.
 */
export interface NotificationChange {
  userIds: string[];
}

export type NotificationChanges = Signals<NotificationChange>;
