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
  UNSUBSCRIBE_TOPICS,
  type UnsubscribeResult,
  type UnsubscribeTopic,
} from '@moim/contract';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import type { MailSubscription } from '../../lib/mail-layout.ts';
import type { TokenService } from '../../lib/tokens.ts';
import type { TransactionRunner } from '../../lib/unit-of-work.ts';
import { assertRecipient } from '../access/access.ts';
import type { Caller } from '../access/caller.ts';
import type { ConsentsRepository } from '../account/consents.repository.ts';
import type { BlocksRepository } from '../blocks/blocks.repository.ts';
import type { PushItem } from '../push/push.service.ts';
import type { UsersRepository } from '../users/users.repository.ts';
import type { NotificationChanges } from './notifications.changes.ts';
import type { NewNotification, NotificationsRepository, StoredChannels } from './notifications.repository.ts';

interface Repos {
  notifications: NotificationsRepository;
  users: UsersRepository;
  blocks: BlocksRepository;
  consents: ConsentsRepository;
}

/** What a round writes with: the transaction's repositories. */
type RoundRepos = Pick<Repos, 'notifications' | 'blocks'>;

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

/** The links a mail needs to say how to stop it; the mail adds the reader's language. */
export type UnsubscribeLinks = Omit<MailSubscription, 'locale'>;

/**
 * The notifications of one transaction: `notify` stores them in it; once it has committed,
 * `announce` sends their recipients' sockets the new unread counts.
 */
export interface NotificationRound {
  /**
   * Stores the in-app notification if the person wants it. Answers null when they do not want it
   * by e-mail, else the links the mail must carry to stop that kind of mail (decision 0063).
   */
  notify(tx: RoundRepos, input: NotifyInput): Promise<UnsubscribeLinks | null>;
  /** `notify` for many at once, in their order (a fan-out's batch). */
  notifyAll(tx: RoundRepos, inputs: NotifyInput[]): Promise<(UnsubscribeLinks | null)[]>;
  /**
   * `notifyAll` for mails queued as templates (decision 71): answers, in order, whether each person
   * wants the mail; its unsubscribe links are signed when it is sent.
   */
  notifyAllForLater(tx: RoundRepos, inputs: NotifyInput[]): Promise<boolean[]>;
  announce(): void;
}

/** How long a mail's unsubscribe link works: mail is read, and searched, long after it came. */
const UNSUBSCRIBE_TOKEN_TTL_SECONDS = 400 * 24 * 3600;

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
  tokens: TokenService;
  /** Where people reach the site: the links of the mails. */
  publicUrl: string;
  /** Sends the pushes of a round once it committed (decision 0061); none: no pushes. */
  push?: { deliver(items: PushItem[]): Promise<void> };
}) {
  const { repos, transaction, clock, changes, tokens, publicUrl, push } = deps;

  /** The links that stop `topic`'s mail for one person, signed so nobody can make them for another. */
  async function unsubscribeLinks(userId: string, topic: UnsubscribeTopic): Promise<UnsubscribeLinks> {
    const token = encodeURIComponent(
      await tokens.sign('unsubscribe', { sub: userId, topic }, UNSUBSCRIBE_TOKEN_TTL_SECONDS),
    );
    return {
      pageUrl: `${publicUrl}/unsubscribe?token=${token}`,
      oneClickUrl: `${publicUrl}/api/notifications/unsubscribe?token=${token}`,
      settingsUrl: `${publicUrl}/settings/notifications`,
    };
  }

  /** Changes what the update names for one person; the rest stays. Marketing is the consent kept on the user. */
  function applySettings(userId: string, update: NotificationSettingsUpdate): Promise<NotificationSettings> {
    const now = clock.now();
    return transaction(async (tx) => {
      if (update.channels || update.shortReminder !== undefined) {
        const row = await tx.notifications.lockSettings(userId, now);
        const channels: StoredChannels = { ...row.channels };
        for (const kind of NOTIFICATION_KINDS) {
          const change = update.channels?.[kind];
          if (change) channels[kind] = { ...channels[kind], ...change };
        }
        await tx.notifications.saveSettings(
          userId,
          { channels, shortReminder: update.shortReminder ?? row.shortReminder },
          now,
        );
      }
      if (update.marketing !== undefined) {
        const user = await tx.users.findById(userId);
        // Consent already given keeps its moment; newly given, it is now. Each change is kept.
        const consentAt = update.marketing ? (user?.marketingConsentAt ?? now) : null;
        await tx.users.update(userId, { marketingConsentAt: consentAt, updatedAt: now });
        if ((user?.marketingConsentAt != null) !== update.marketing) {
          await tx.consents.record([{ userId, kind: 'marketing', given: update.marketing, at: now }]);
        }
      }
      return settingsOf(tx, userId);
    });
  }

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
      const pushes: PushItem[] = [];

      /**
       * Set-based, for a fan-out's batch: one query for the recipients' settings, one insert for
       * the in-app rows of each kind.
       */
      async function notifyAllForLater(tx: RoundRepos, inputs: NotifyInput[]) {
        const stored = await tx.notifications.findSettingsOf([...new Set(inputs.map((input) => input.recipientId))]);
        const settingsOf = new Map(stored.map((row) => [row.userId, row.channels]));
        // Neither of two people one of whom blocks the other is told about the other (decision 72).
        const blocked = await tx.blocks.blockedPairs(
          inputs.flatMap(({ recipientId, actorId }) => (actorId ? [{ a: recipientId, b: actorId }] : [])),
        );
        const now = clock.now();
        const inApp = new Map<NotificationKind, NewNotification[]>();
        const mails: boolean[] = [];
        for (const input of inputs) {
          if (input.actorId && blocked.has(`${input.recipientId}:${input.actorId}`)) {
            mails.push(false);
            continue;
          }
          const channels = channelsOf(settingsOf.get(input.recipientId))[input.kind];
          const { recipientId, kind, eventId, eventName, actorId, link } = input;
          const detail = input.detail ?? null;
          if (channels.inApp) {
            const rows = inApp.get(kind) ?? [];
            rows.push({ recipientId, kind, eventId, eventName, actorId, link, detail, createdAt: now });
            inApp.set(kind, rows);
            told.add(recipientId);
          }
          if (channels.push && push) pushes.push({ recipientId, kind, eventName, actorId, link, detail });
          mails.push(channels.email);
        }
        for (const [kind, rows] of inApp) await tx.notifications.add(rows, grouped.has(kind));
        return mails;
      }

      async function notifyAll(tx: RoundRepos, inputs: NotifyInput[]) {
        const wanted = await notifyAllForLater(tx, inputs);
        return Promise.all(
          inputs.map((input, i) =>
            wanted[i] ? unsubscribeLinks(input.recipientId, input.kind) : Promise.resolve(null),
          ),
        );
      }

      return {
        notifyAll,
        notifyAllForLater,
        async notify(tx, input) {
          const [links] = await notifyAll(tx, [input]);
          return links ?? null;
        },
        announce() {
          if (told.size > 0) changes.publish({ userIds: [...told] });
          // After the commit and off the request's way: a slow push service delays nobody.
          if (pushes.length > 0) void push?.deliver(pushes.splice(0));
        },
      };
    },

    /** The links a promotional mail (the weekly picks) carries to stop it. */
    marketingUnsubscribeLinks: (userId: string) => unsubscribeLinks(userId, 'marketing'),

    /** The links that stop a kind of mail for one person, for a mail rendered as it is sent (decision 71). */
    unsubscribeLinks,

    /** The caller's unread count. */
    unreadCount: (caller: Caller) => unread(caller.id),

    /** The unread counts the sockets of these people are sent. */
    unreadCounts: (userIds: string[]) => repos.notifications.unreadCounts(userIds),

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

    /** Changes what the update names; the rest stays. */
    updateSettings: (caller: Caller, update: NotificationSettingsUpdate) => applySettings(caller.id, update),

    /**
     * A mail's one-click unsubscribe: turns off the e-mails the signed token names, for the person
     * it names, without a sign-in. A forged, altered or expired token changes nothing; the same
     * token used again finds the mail already off and answers the same.
     */
    async unsubscribe(token: string): Promise<UnsubscribeResult> {
      const claims = await tokens.verify<{ sub?: string; topic?: unknown }>('unsubscribe', token);
      const topic = UNSUBSCRIBE_TOPICS.find((known) => known === claims?.topic);
      const user = claims?.sub && topic ? await repos.users.findById(claims.sub) : undefined;
      if (!user || !topic) throw new AppError('unsubscribeLinkInvalid');
      await applySettings(
        user.id,
        topic === 'marketing' ? { marketing: false } : { channels: { [topic]: { email: false } } },
      );
      return { topic };
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
