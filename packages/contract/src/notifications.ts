import { z } from 'zod';
import { PagingQuerySchema } from './events.ts';
import { UNSUBSCRIBE_TOKEN_MAX_LENGTH } from './limits.ts';
import { recordId, text } from './text.ts';

/**
 * What Moim tells a person about (issue 22). Each kind names who it is for; the texts are the
 * reader's (the web's `notifications` catalogue, the server's mails), built from the kind and the
 * notification's fields, never stored as text.
 */
export const NOTIFICATION_KINDS = [
  /** Host: someone applied to their event (grouped while unread: "3 people applied to …"). */
  'applicationReceived',
  /** Guest: the host accepted them. */
  'accepted',
  /** Guest: the host turned their application down. */
  'rejected',
  /** Guest: the host removed them after accepting them. */
  'removed',
  /** Guest: a seat came free and they moved up from the waitlist. */
  'promoted',
  /** Guest or applicant: an event they joined was cancelled (deleted) by its host. */
  'eventCancelled',
  /** Host: a guest cancelled (grouped while unread). */
  'guestCancelled',
  /** Host: a review of their event (grouped while unread). */
  'newReview',
  /** Follower: a host they follow posted an event. */
  'followedHostEvent',
  /** Host and approved guests: the event is soon (24 hours, and 2 hours for those who want it). */
  'reminder',
  /** Reporter: what the moderators did about their report. */
  'reportOutcome',
  /** Guests (and, if the host says so, applicants and the waitlist): the host wrote to them (decision 68). */
  'hostMessage',
  /** The person a moderator warned: the warning's words are its detail (decision 76). */
  'accountWarning',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Kinds several people cause about one event: one unread notification counts them all. */
export const GROUPED_NOTIFICATION_KINDS: readonly NotificationKind[] = [
  'applicationReceived',
  'guestCancelled',
  'newReview',
];

export type NotificationChannel = 'inApp' | 'email' | 'push';
export type ChannelChoice = Record<NotificationChannel, boolean>;

/**
 * The channels each kind uses until the person chooses: everything in-app and as push (push only
 * reaches a device the person allowed); by e-mail what a person acts on or would miss. The
 * grouped kinds for hosts stay off e-mail: a busy event would send a mail per applicant.
 */
export const DEFAULT_NOTIFICATION_CHANNELS: Record<NotificationKind, ChannelChoice> = {
  applicationReceived: { inApp: true, email: true, push: true },
  accepted: { inApp: true, email: true, push: true },
  rejected: { inApp: true, email: true, push: true },
  removed: { inApp: true, email: true, push: true },
  promoted: { inApp: true, email: true, push: true },
  eventCancelled: { inApp: true, email: true, push: true },
  guestCancelled: { inApp: true, email: false, push: true },
  newReview: { inApp: true, email: false, push: true },
  followedHostEvent: { inApp: true, email: true, push: true },
  reminder: { inApp: true, email: true, push: true },
  reportOutcome: { inApp: true, email: true, push: true },
  hostMessage: { inApp: true, email: true, push: true },
  accountWarning: { inApp: true, email: true, push: true },
};

/** Notifications a page of the list holds by default, and at most. */
const NOTIFICATION_PAGE_SIZE = 20;

const NotificationSchema = z.object({
  id: z.number(),
  kind: z.enum(NOTIFICATION_KINDS),
  read: z.boolean(),
  /** ISO 8601: when it was last added to (a grouped one moves up with each new person). */
  createdAt: z.string(),
  /** The path in the site it is about, e.g. `/manage/12` or `/events/12`. */
  link: z.string(),
  /** The event it is about, when there is one (its name as it was then, if it is gone). */
  event: z.object({ id: z.number(), name: z.string() }).nullable(),
  /** Who caused it, the latest one for a grouped notification; none for Moim's own (a reminder). */
  actor: z.object({ userId: z.string(), username: z.string() }).nullable(),
  /** How many people a grouped notification counts (1 otherwise). */
  count: z.number(),
  /** A reminder's hours before the start (24 or 2); a report's outcome; `moderated` for an event a moderator took down; a warning's or a host message's words. */
  detail: z.string().nullable(),
});
export type Notification = z.infer<typeof NotificationSchema>;

/** `GET /notifications`: newest first, paged with `limit` (1–50, default 20) and `offset`. */
export const NotificationListQuerySchema = PagingQuerySchema.extend({
  limit: PagingQuerySchema.shape.limit.unwrap().default(NOTIFICATION_PAGE_SIZE),
});
export const NotificationListResponseSchema = z.object({
  notifications: z.array(NotificationSchema),
  unreadCount: z.number(),
  hasMore: z.boolean(),
});
export type NotificationList = z.infer<typeof NotificationListResponseSchema>;

/** The unread count, as the bell shows it; also what the socket's `notificationsUpdated` carries. */
export const UnreadNotificationsSchema = z.object({ unreadCount: z.number() });
export type UnreadNotifications = z.infer<typeof UnreadNotificationsSchema>;

export const NotificationIdParamSchema = z.object({ id: recordId('notificationNotFound') });

const ChannelChoiceSchema = z.object({ inApp: z.boolean(), email: z.boolean(), push: z.boolean() });
const kindShape = Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, ChannelChoiceSchema])) as Record<
  NotificationKind,
  typeof ChannelChoiceSchema
>;

/** A person's choices: channels per kind, the short reminder, and the marketing consent. */
export const NotificationSettingsSchema = z.object({
  channels: z.object(kindShape),
  /** Also a short reminder 2 hours before (the one 24 hours before is the `reminder` kind's). */
  shortReminder: z.boolean(),
  /** The consent to promotional mail given at sign-up (the weekly picks); withdrawn here. */
  marketing: z.boolean(),
});
export type NotificationSettings = z.infer<typeof NotificationSettingsSchema>;

const channelChoiceUpdate = () => ChannelChoiceSchema.partial().strict();
const kindUpdateShape = Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, channelChoiceUpdate()])) as Record<
  NotificationKind,
  ReturnType<typeof channelChoiceUpdate>
>;

/** A change of settings: any part of them; what is left out stays as it is. */
export const NotificationSettingsUpdateSchema = z
  .object({
    channels: z.object(kindUpdateShape).partial().strict(),
    shortReminder: z.boolean(),
    marketing: z.boolean(),
  })
  .partial()
  .strict();
export type NotificationSettingsUpdate = z.infer<typeof NotificationSettingsUpdateSchema>;

/**
 * What a mail's one-click unsubscribe stops: the e-mails of one kind, or the promotional mail
 * (the weekly picks, under the marketing consent).
 */
export const UNSUBSCRIBE_TOPICS = [...NOTIFICATION_KINDS, 'marketing'] as const;
export type UnsubscribeTopic = (typeof UNSUBSCRIBE_TOPICS)[number];

/**
 * `POST /notifications/unsubscribe?token=…`: the link of a mail's `List-Unsubscribe` header, which
 * a mail program posts to with `List-Unsubscribe=One-Click` (RFC 8058), and that the site's
 * unsubscribe page posts to. No sign-in: the token, signed by Moim, names the person and the topic.
 */
export const UnsubscribeQuerySchema = z.object({
  token: text(UNSUBSCRIBE_TOKEN_MAX_LENGTH, {
    invalid: 'unsubscribeLinkInvalid',
    tooLong: 'unsubscribeLinkInvalid',
  }).min(1, {
    error: 'unsubscribeLinkInvalid',
  }),
});
export const UnsubscribeResponseSchema = z.object({ topic: z.enum(UNSUBSCRIBE_TOPICS) });
export type UnsubscribeResult = z.infer<typeof UnsubscribeResponseSchema>;
