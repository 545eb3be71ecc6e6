import {
  DEFAULT_NOTIFICATION_CHANNELS,
  GROUPED_NOTIFICATION_KINDS,
  NOTIFICATION_KINDS,
  type ChannelChoice,
  type Notification,
  type NotificationKind,
  type NotificationList,
  type NotificationSettings,
  type NotificationSettingsUpdate,
} from '@moim/contract';
import type { Clock } from '../../lib/clock.ts';
import type { TransactionRunner } from '../../lib/unit-of-work.ts';
import { assertRecipient } from '../access/access.ts';
import type { Caller } from '../access/caller.ts';
import type { UsersRepository } from '../users/users.repository.ts';
import type { NotificationChanges } from './notifications.changes.ts';
import type { NotificationsRepository, StoredChannels } from './notifications.repository.ts';

interface Repos {
  notifications: NotificationsRepository;
  users: UsersRepository;
}

/** What a change tells one person. */
interface NotifyInput {
  recipientId: string;
  kind: NotificationKind;
  eventId: number | null;
  /** The event's name now: the notification keeps it if the event goes. */
  eventName: string | null;
  /** Who caused it (users.id); null for Moim's own. */
  actorId: string | null;
  link: string;
  detail?: string | null;
}

/**
 * The notifications of one transaction: `notify` stores them in it; once it has committed,
 * `announce` sends their recipients' sockets the new unread counts.
 */
export interface NotificationRound {
  /** Stores the in-app notification if the person wants it; answers whether they want it by e-mail. */
  notify(tx: Pick<Repos, 'notifications'>, input: NotifyInput): Promise<boolean>;
  announce(): void;
}

/** Where a notification leads: the host's Manage screen for what a host acts on, else the event. */
export function notificationLink(kind: NotificationKind, eventId: number): string {
  return kind === 'applicationReceived' || kind === 'guestCancelled' ? `/manage/${eventId}` : `/events/${eventId}`;
}

const grouped = new Set<NotificationKind>(GROUPED_NOTIFICATION_KINDS);

/** The defaults with the person's choices over them. */
function channelsOf(stored: StoredChannels | undefined): Record<NotificationKind, ChannelChoice> {
  return Object.fromEntries(
    NOTIFICATION_KINDS.map((kind) => [kind, { ...DEFAULT_NOTIFICATION_CHANNELS[kind], ...stored?.[kind] }]),
  ) as Record<NotificationKind, ChannelChoice>;
}

/** The signed-in person's notifications and settings, and the `notify` of the changes that cause them (decision 0059). */
export function createNotificationsService(deps: {
  repos: Repos;
  transaction: TransactionRunner<Repos>;
  clock: Clock;
  changes: NotificationChanges;
}) {
  const { repos, transaction, clock, changes } = deps;

  async function settingsOf(tx: Repos, userId: string): Promise<NotificationSettings> {
    const [row, user] = await Promise.all([tx.notifications.findSettings(userId), tx.users.findById(userId)]);
    return {
      channels: channelsOf(row?.channels),
      shortReminder: row?.shortReminder ?? false,
      marketing: user?.marketingConsentAt != null,
    };
  }

  const unread = async (userId: string) => ({ unreadCount: await repos.notifications.unreadCount(userId) });

  return {
    round(): NotificationRound {
      const told = new Set<string>();
      return {
        async notify(tx, input) {
          const settings = await tx.notifications.findSettings(input.recipientId);
          const channels = channelsOf(settings?.channels)[input.kind];
          if (channels.inApp) {
            await tx.notifications.add(
              {
                recipientId: input.recipientId,
                kind: input.kind,
                eventId: input.eventId,
                eventName: input.eventName,
                actorId: input.actorId,
                link: input.link,
                detail: input.detail ?? null,
                createdAt: clock.now(),
              },
              grouped.has(input.kind),
            );
            told.add(input.recipientId);
          }
          return channels.email;
        },
        announce() {
          if (told.size > 0) changes.publish({ userIds: [...told] });
        },
      };
    },

    /** The caller's unread count (also what the sockets are sent). */
    unreadCount: (userId: string) => unread(userId),

    async list(caller: Caller, paging: { limit: number; offset: number }): Promise<NotificationList> {
      const rows = await repos.notifications.list(caller.id, { limit: paging.limit + 1, offset: paging.offset });
      const notifications = rows.slice(0, paging.limit).map(({ notification: n, actor }): Notification => ({
        id: n.id,
        kind: n.kind,
        read: n.readAt !== null,
        createdAt: n.updatedAt.toISOString(),
        link: n.link,
        event: n.eventId !== null ? { id: n.eventId, name: n.eventName ?? '' } : null,
        actor: actor ? { userId: actor.userId, username: actor.username } : null,
        count: n.count,
        detail: n.detail,
      }));
      return { notifications, ...(await unread(caller.id)), hasMore: rows.length > paging.limit };
    },

    /** Marks one of the caller's notifications read; someone else's is `notificationNotFound`. */
    async read(caller: Caller, id: number) {
      assertRecipient(caller, await repos.notifications.findById(id));
      await repos.notifications.markRead(id, clock.now());
      changes.publish({ userIds: [caller.id] });
      return unread(caller.id);
    },

    async readAll(caller: Caller) {
      await repos.notifications.markAllRead(caller.id, clock.now());
      changes.publish({ userIds: [caller.id] });
      return unread(caller.id);
    },

    settings: (caller: Caller) => settingsOf(repos, caller.id),

    /** Changes what the update names; the rest stays. Marketing is the consent kept on the user. */
    async updateSettings(caller: Caller, update: NotificationSettingsUpdate): Promise<NotificationSettings> {
      const now = clock.now();
      return transaction(async (tx) => {
        if (update.channels || update.shortReminder !== undefined) {
          const row = await tx.notifications.lockSettings(caller.id, now);
          const channels: StoredChannels = { ...row.channels };
          for (const kind of NOTIFICATION_KINDS) {
            const change = update.channels?.[kind];
            if (change) channels[kind] = { ...channels[kind], ...change };
          }
          await tx.notifications.saveSettings(
            caller.id,
            { channels, shortReminder: update.shortReminder ?? row.shortReminder },
            now,
          );
        }
        if (update.marketing !== undefined) {
          const user = await tx.users.findById(caller.id);
          // Consent already given keeps its moment; newly given, it is now.
          const consentAt = update.marketing ? (user?.marketingConsentAt ?? now) : null;
          await tx.users.update(caller.id, { marketingConsentAt: consentAt, updatedAt: now });
        }
        return settingsOf(tx, caller.id);
      });
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
