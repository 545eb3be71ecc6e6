import {
  GENDERS,
  GROUPED_NOTIFICATION_KINDS,
  NOTIFICATION_KINDS,
  PARTICIPANT_STATUSES,
  type ChannelChoice,
  type NotificationKind,
  REPORT_TARGETS,
  REPORT_OUTCOMES,
  AUDIT_ACTIONS,
  POST_CATEGORIES,
  SERIES_FREQUENCIES,
  POST_LANGUAGES,
  POST_STATUSES,
  type PostFaq,
  type PostLink,
  type PostSection,
} from '@moim/contract';
import { CATEGORIES, EVENT_TYPES } from '@moim/contract/event-values';
import { locales } from '@moim/contract/locales';
import { sql } from 'drizzle-orm';
import type { MailTemplate } from '../modules/mail/deferred-mail.ts';
import { globePoint } from './geo.ts';
import {
  type AnyPgColumn,
  bigserial,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/** What an upload is for (its folder and size: the uploads service). */
export const IMAGE_PURPOSES = ['profile', 'event', 'review', 'post'] as const;
/** Every chat room belongs to an event today; the column leaves room for others. */
export const CHAT_ROOM_TYPES = ['event'] as const;

/**
 * Keeps a text column to a fixed list of values (decision 0023): the column's `enum` gives the
 * row type the union, this CHECK makes the database hold to it. The values are constants
 * without quotes, so they can be written into the constraint as they are.
 */
function oneOf(name: string, column: AnyPgColumn, values: readonly string[]) {
  return check(name, sql`${column} in (${sql.raw(values.map((value) => `'${value}'`).join(', '))})`);
}

export const newsletterSubscriptions = pgTable('newsletter_subscriptions', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Stored trimmed and lower-cased, so the unique constraint is case-insensitive. */
  email: text('email').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** Fixed-window request counters, shared by every server process. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull(),
});

/** Used by Socket.IO's PostgreSQL adapter for payloads too large for NOTIFY. */
export const socketIoAttachments = pgTable('socket_io_attachments', {
  id: bigserial('id', { mode: 'number' }).unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).defaultNow(),
  payload: bytea('payload'),
});

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The login ID, as typed at sign-up; unique case-insensitively. */
    userId: text('user_id').notNull(),
    /** Lower-cased; unique. */
    email: text('email').notNull(),
    username: text('username').notNull(),
    /** argon2id; null for accounts that sign in only with Google, or after a temporary password was used. */
    passwordHash: text('password_hash'),
    passwordChangeRequired: boolean('password_change_required').notNull().default(false),
    dob: date('dob', { mode: 'string' }).notNull(),
    gender: text('gender', { enum: GENDERS }).notNull(),
    nationality: text('nationality').notNull(),
    profileImage: text('profile_image'),
    university: text('university'),
    phoneNumber: text('phone_number'),
    /** The language mails are written in. */
    locale: text('locale', { enum: locales }).notNull().default('en'),
    marketingConsentAt: timestamp('marketing_consent_at', { withTimezone: true }),
    /** The languages the person speaks (event languages), for the weekly picks; null: their `locale`'s. */
    spokenLanguages: text('spoken_languages').array(),
    /** Where the person lives, for the weekly picks; null: anywhere. */
    homeArea: jsonb('home_area').$type<{ name: string; latitude: number; longitude: number }>(),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    /** A moderator suspended the account until then (decision 76); for good is the far future. */
    suspendedUntil: timestamp('suspended_until', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('users_user_id_lower_unique').on(sql`lower(${t.userId})`),
    uniqueIndex('users_email_unique').on(t.email),
    // Whether an upload is someone's profile picture (the uploads' attachment check).
    index('users_profile_image_idx').on(t.profileImage),
    oneOf('users_gender_check', t.gender, GENDERS),
    oneOf('users_locale_check', t.locale, locales),
  ],
);

/** One row per sign-in; a token names its session, so ending the row ends the token. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    persistent: boolean('persistent').notNull().default(false),
    /** Signed in with a temporary password: only the password change is allowed. */
    restricted: boolean('restricted').notNull().default(false),
    /** When the current password was last confirmed on this session (gates the password update). */
    passwordConfirmedAt: timestamp('password_confirmed_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

/**
 * Who may use the admin pages, granted by `npm run admin -- grant <userId>` (decision 0042).
 * `grantedBy` is who granted it: an admin's login ID, or `command`.
 */
export const admins = pgTable('admins', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  grantedAt: timestamp('granted_at', { withTimezone: true }).notNull(),
  grantedBy: text('granted_by').notNull(),
});

/** The latest sign-up code sent to an address (lower-cased). */
export const emailVerifications = pgTable('email_verifications', {
  email: text('email').primaryKey(),
  /** HMAC of the code; null once used. */
  codeHash: text('code_hash'),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  verifiedAt: timestamp('verified_at', { withTimezone: true }),
});

/** A mailed temporary password: an extra credential, valid an hour, used once. */
export const temporaryPasswords = pgTable('temporary_passwords', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  passwordHash: text('password_hash').notNull(),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** A Google (OpenID Connect) account linked to a user. */
export const oidcIdentities = pgTable(
  'oidc_identities',
  {
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.issuer, t.subject] }), index('oidc_identities_user_id_idx').on(t.userId)],
);

/** Every image stored by this server, so later requests can only use uploads made here. */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    purpose: text('purpose', { enum: IMAGE_PURPOSES }).notNull(),
    storageKey: text('storage_key').notNull(),
    url: text('url').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** Size of the stored file, for the owner's storage quota. */
    bytes: integer('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('uploads_url_unique').on(t.url),
    index('uploads_owner_idx').on(t.ownerId),
    index('uploads_created_at_idx').on(t.createdAt),
    oneOf('uploads_purpose_check', t.purpose, IMAGE_PURPOSES),
  ],
);

/** Events posted together as repeated dates of one (decision 69); each date is an event of its own. */
export const eventSeries = pgTable(
  'event_series',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    hostId: uuid('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    every: text('every', { enum: SERIES_FREQUENCIES }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [oneOf('event_series_every_check', t.every, SERIES_FREQUENCIES)],
);

export const events = pgTable(
  'events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    hostId: uuid('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    category: text('category', { enum: CATEGORIES }).notNull(),
    type: text('type', { enum: EVENT_TYPES }).notNull(),
    name: text('name').notNull(),
    /** Sanitised HTML. */
    description: text('description').notNull(),
    /** The description's plain text (and the host's second version's, decision 77), for search. */
    descriptionText: text('description_text').notNull().default(''),
    /** The first lines of the plain text, for lists. */
    summary: text('summary').notNull().default(''),
    /** Every 1- and 2-character piece of the lower-cased name and text: searches too short for trigrams. */
    searchGrams: text('search_grams')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The date and time as the host gave them, in Korea time. */
    date: date('date', { mode: 'string' }).notNull(),
    time: text('time').notNull(),
    /** The same moment as an instant, for queries. */
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    /** When it is over: reviews open, and its guests went. */
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** The series it is a date of (decision 69); null for an event on its own. */
    seriesId: integer('series_id').references(() => eventSeries.id, { onDelete: 'set null' }),
    location: text('location').notNull(),
    locationDetail: text('location_detail').notNull(),
    /** The venue's name (decision 70); empty when the host gave none. */
    venue: text('venue').notNull().default(''),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    minParticipants: integer('min_participants').notNull(),
    maxParticipants: integer('max_participants').notNull(),
    question: text('question'),
    price: integer('price').notNull(),
    languages: text('languages').array().notNull(),
    mainImage: text('main_image').notNull(),
    /** Approved participants, the host included; kept with the rows in the same transactions. */
    participantsCount: integer('participants_count').notNull().default(0),
    likesCount: integer('likes_count').notNull().default(0),
    /** A moderator hid it (decision 76): in no list, its page says so; undone, it shows again. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    /** The language its text was found to be written in when it was written (decision 77); null when unknown. */
    textLanguage: text('text_language'),
    /**
     * The host's second version of the name and the description (decision 77), with its language
     * and the first lines of its description for lists; all null when the host gave none.
     */
    secondLanguage: text('second_language'),
    secondName: text('second_name'),
    secondDescription: text('second_description'),
    secondSummary: text('second_summary'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // Each list's order, ties broken by id, so a page is read straight from an index. A
    // descending key must be NULLS FIRST to match `order by … desc` (the columns are not null).
    index('events_host_idx').on(t.hostId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('events_starts_at_idx').on(t.startsAt, t.id),
    index('events_created_at_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('events_hot_idx').on(t.likesCount.desc().nullsFirst(), t.startsAt, t.id),
    index('events_category_created_idx').on(t.category, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('events_search_grams_idx').using('gin', t.searchGrams),
    // A language few events are held in (a filter of the list) is found here, not by reading them all.
    index('events_languages_idx').using('gin', t.languages),
    // A series' other dates, in order.
    // Partial: over every event, a scan of its second column looked cheap enough to the planner to
    // AND with a search's trigram scan, and read three quarters of the index at 1,000,000 events
    // (issue 26; bench/README.md, growth).
    index('events_series_idx')
      .on(t.seriesId, t.startsAt)
      .where(sql`${t.seriesId} is not null`),
    // The events inside the map's view, and the nearest first (decision 78).
    // A btree, not a GiST box: the planner then knows from the columns' statistics how much of
    // Korea a view holds (a city: walk the order's index; a street: read the few inside).
    index('events_latitude_longitude_idx').on(t.latitude, t.longitude),
    index('events_globe_point_idx').using('gist', globePoint(t.latitude, t.longitude)),
    check('events_ends_after_start_check', sql`${t.endsAt} > ${t.startsAt}`),
    check('events_seats_check', sql`${t.participantsCount} <= ${t.maxParticipants}`),
    check('events_seats_taken_check', sql`${t.participantsCount} >= 0`),
    check('events_likes_check', sql`${t.likesCount} >= 0`),
    oneOf('events_category_check', t.category, CATEGORIES),
    oneOf('events_type_check', t.type, EVENT_TYPES),
  ],
);

export const eventImages = pgTable(
  'event_images',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    /** 0 is the main image. */
    position: integer('position').notNull(),
    url: text('url').notNull(),
    /** The uploader's description for screen readers, when one was given. */
    alt: text('alt'),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.position] }), index('event_images_url_idx').on(t.url)],
);

export const participants = pgTable(
  'participants',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Pending, Approved, Rejected or Waitlisted (decision 0020). */
    status: text('status', { enum: PARTICIPANT_STATUSES }).notNull(),
    answer: text('answer').notNull().default(''),
    /**
     * A Rejected row the host removed from a seat or the waitlist, rather than an application
     * they turned down; told in its own words (decision 0048). The API still says `Rejected`.
     */
    removed: boolean('removed').notNull().default(false),
    /** When the host checked this guest in at the door (decision 67); null while not. */
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    /** When a pending applicant was told that the event had filled up (once; decision 0048). */
    toldFullAt: timestamp('told_full_at', { withTimezone: true }),
    /** When they applied. */
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('participants_event_user_unique').on(t.eventId, t.userId),
    index('participants_user_idx').on(t.userId, t.status),
    index('participants_waitlist_idx')
      .on(t.eventId, t.id)
      .where(sql`${t.status} = 'Waitlisted'`),
    oneOf('participants_status_check', t.status, PARTICIPANT_STATUSES),
    check('participants_removed_check', sql`not ${t.removed} or ${t.status} = 'Rejected'`),
  ],
);

/** One review per approved guest and event, removed with the event. */
export const reviews = pgTable(
  'reviews',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 0.5 to 5 in half steps. */
    rating: doublePrecision('rating').notNull(),
    /** Sanitised HTML. */
    comment: text('comment').notNull(),
    /** A moderator hid it (decision 76): it reads "removed by a moderator", without images. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    /** The language its text was found to be written in when it was written (decision 77); null when unknown. */
    textLanguage: text('text_language'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reviews_event_user_unique').on(t.eventId, t.userId),
    index('reviews_event_created_idx').on(t.eventId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    check(
      'reviews_rating_check',
      sql`${t.rating} >= 0.5 and ${t.rating} <= 5 and ${t.rating} * 2 = trunc(${t.rating} * 2)`,
    ),
  ],
);

export const reviewImages = pgTable(
  'review_images',
  {
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    url: text('url').notNull(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.position] }), index('review_images_url_idx').on(t.url)],
);

export const likes = pgTable(
  'likes',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.userId] }), index('likes_user_idx').on(t.userId, t.createdAt)],
);

/** One chat room per event, removed with it. */
export const chatRooms = pgTable(
  'chat_rooms',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    eventId: integer('event_id')
      .notNull()
      .unique()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: text('type', { enum: CHAT_ROOM_TYPES }).notNull(),
    /**
     * Messages sent so far: the next one gets `last_seq + 1`. Raising it takes the room's row
     * lock, so a room's messages are numbered (and their ids given) in the order they commit.
     * The newest message is the one with `seq = last_seq`.
     */
    lastSeq: integer('last_seq').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [oneOf('chat_rooms_type_check', t.type, CHAT_ROOM_TYPES)],
);

export const chatRoomMembers = pgTable(
  'chat_room_members',
  {
    roomId: integer('room_id')
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
    /**
     * The read position: the `seq` of the newest message this member has seen (a new member
     * starts at the room's `last_seq`). Unread = the room's `last_seq` minus this; it only grows.
     */
    lastReadSeq: integer('last_read_seq').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.roomId, t.userId] }), index('chat_room_members_user_idx').on(t.userId)],
);

/** What members said in a room, removed with it. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    roomId: integer('room_id')
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
    /** 1, 2, 3… within the room, in the order the messages were stored. */
    seq: integer('seq').notNull(),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Trimmed, 1 to 1,000 characters. */
    content: text('content').notNull(),
    /** The sender's own id for the send: a retried send with the same one is stored once. */
    clientId: text('client_id'),
    /** The host's message to the event's people, shown highlighted (decision 68). */
    announcement: boolean('announcement').notNull().default(false),
    /** A moderator hid it (decision 76): it reads "removed by a moderator". */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    /** The language its text was found to be written in when it was written (decision 77); null when unknown. */
    textLanguage: text('text_language'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('chat_messages_room_seq_unique').on(t.roomId, t.seq),
    // Pages of a room (latest, before, after) by id.
    index('chat_messages_room_id_idx').on(t.roomId, t.id),
    // NULLs are distinct: messages sent without a client id never conflict.
    uniqueIndex('chat_messages_sender_client_unique').on(t.senderId, t.clientId),
  ],
);

/** A report of a chat message, an event, a review or a person; kept when the thing reported is gone. */
export const reports = pgTable(
  'reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetType: text('target_type', { enum: REPORT_TARGETS }).notNull(),
    /** The message's, event's or review's id, or the person's users.id; no foreign key, so the report outlives it. */
    targetId: text('target_id').notNull(),
    /** Whose words or event it is: the message's sender or the event's host. */
    reportedUserId: uuid('reported_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The message's text or the event's name when reported, as the moderators will need it. */
    snapshot: text('snapshot').notNull(),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
    /** The audit log's entry that closed it (decision 76); null while it is open. */
    resolvedBy: integer('resolved_by'),
    /** What the reporter was told: `actioned` or `dismissed`. */
    outcome: text('outcome', { enum: REPORT_OUTCOMES }),
  },
  (t) => [
    // Reporting the same thing again changes nothing.
    uniqueIndex('reports_reporter_target_unique').on(t.reporterId, t.targetType, t.targetId),
    index('reports_created_at_idx').on(t.createdAt),
    // The moderators' queue: the open reports of a thing, the oldest first.
    index('reports_open_idx')
      .on(t.targetType, t.targetId, t.createdAt)
      .where(sql`${t.resolvedBy} is null`),
    oneOf('reports_outcome_check', t.outcome, REPORT_OUTCOMES),
    oneOf('reports_target_type_check', t.targetType, REPORT_TARGETS),
  ],
);

/** Mail that must not be lost: written with the change that causes it, sent and retried by a worker. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    recipient: text('recipient').notNull(),
    /** The mail as it goes, or null for one queued as its template (then rendered when sent). */
    subject: text('subject'),
    text: text('text'),
    html: text('html'),
    /** What makes the mail, when it is rendered as it is sent (decision 71). */
    template: jsonb('template').$type<MailTemplate>(),
    /** Where a reply goes, when not to the sender (a contact message: the person who wrote it). */
    replyTo: text('reply_to'),
    /** Extra headers, e.g. the one-click unsubscribe (`List-Unsubscribe`, decision 0063). */
    headers: jsonb('headers').$type<Record<string, string>>(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [
    // The due mails of each kind (decision 71): a bulk backlog never stands before the others.
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null and ${t.failedAt} is null and ${t.template} is null`),
    index('mail_outbox_due_bulk_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null and ${t.failedAt} is null and ${t.template} is not null`),
    check(
      'mail_outbox_rendered_or_template',
      sql`(${t.subject} is not null and ${t.text} is not null and ${t.html} is not null) or ${t.template} is not null`,
    ),
  ],
);

/**
 * A user's personal calendar feed (decision 0031). Its secret token is the selector followed by
 * the validator: the selector finds the row, the validator is compared in constant time. The
 * validator is kept as it is, so that its owner can see the feed's address again.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  selector: text('selector').notNull().unique(),
  validator: text('validator').notNull(),
  createdAt: createdAt(),
});
/** Files sent with a queued mail, kept with it so that every retry still has them. */
export const mailOutboxAttachments = pgTable(
  'mail_outbox_attachments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    mailId: integer('mail_id')
      .notNull()
      .references(() => mailOutbox.id, { onDelete: 'cascade' }),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    /**
     * The file's bytes in base64. Not bytea: PGlite takes seconds to read a bytea parameter of a
     * few megabytes (and the one database connection waits), but a text one at once.
     */
    contentBase64: text('content_base64').notNull(),
  },
  (t) => [index('mail_outbox_attachments_mail_idx').on(t.mailId)],
);

/**
 * A message from the contact form, kept as it was sent. Its file travels with the mail to the
 * support address (`supportMailId`'s attachment, stored once); here only its name, type and size.
 * Nothing here is ever served.
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    phone: text('phone').notNull(),
    /** Where the reply goes, as typed (trimmed). */
    email: text('email').notNull(),
    message: text('message').notNull(),
    /** The language the acknowledgement was written in, and the reply should be. */
    locale: text('locale', { enum: locales }).notNull(),
    /** The account that was signed in when it was sent, if any. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    attachmentName: text('attachment_name'),
    attachmentType: text('attachment_type'),
    attachmentBytes: integer('attachment_bytes'),
    supportMailId: integer('support_mail_id').references(() => mailOutbox.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [oneOf('contact_messages_locale_check', t.locale, locales)],
);

/** Living-in-Korea posts (tips, news, blog), written by admins; drafts are seen by admins only. */
export const posts = pgTable(
  'posts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Its address, `/notice/{slug}`: made from the title once and kept when the title changes. */
    slug: text('slug').notNull(),
    /** Posts with the same key are one post in different languages. */
    translationKey: text('translation_key').notNull(),
    language: text('language', { enum: POST_LANGUAGES }).notNull(),
    category: text('category', { enum: POST_CATEGORIES }).notNull(),
    status: text('status', { enum: POST_STATUSES }).notNull(),
    title: text('title').notNull(),
    coverImage: text('cover_image'),
    /** Each body is sanitised HTML. */
    sections: jsonb('sections').$type<PostSection[]>().notNull(),
    faqs: jsonb('faqs').$type<PostFaq[]>().notNull(),
    links: jsonb('links').$type<PostLink[]>().notNull(),
    /** The first lines of the text, for the list. */
    summary: text('summary').notNull(),
    /** The title and the text, lower-cased, for the search box. */
    searchText: text('search_text').notNull(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('posts_slug_unique').on(t.slug),
    index('posts_translation_key_idx').on(t.translationKey),
    index('posts_status_published_idx').on(t.status, t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    oneOf('posts_language_check', t.language, POST_LANGUAGES),
    oneOf('posts_category_check', t.category, POST_CATEGORIES),
    oneOf('posts_status_check', t.status, POST_STATUSES),
  ],
);

/**
 * What Moim told a person (decision 0059). Stored in the transaction of the change that causes
 * it. The event is kept by id and by its name at the time, so a notification outlives a deleted
 * event. A grouped kind has at most one unread row per person and event, which the next person
 * adds to (the partial unique index; insert … on conflict do update).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    eventId: integer('event_id'),
    eventName: text('event_name'),
    /** Who caused it, the latest for a grouped one; null for Moim's own or a deleted account. */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** How many people a grouped notification counts. */
    count: integer('count').notNull().default(1),
    detail: text('detail'),
    link: text('link').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
    /** When it was last added to: the list's order. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('notifications_recipient_updated_idx').on(
      t.recipientId,
      t.updatedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('notifications_unread_idx')
      .on(t.recipientId)
      .where(sql`${t.readAt} is null`),
    uniqueIndex('notifications_grouped_unread_unique')
      .on(t.recipientId, t.kind, t.eventId)
      .where(groupedUnread(t.readAt, t.kind)),
    oneOf('notifications_kind_check', t.kind, NOTIFICATION_KINDS),
  ],
);

/** The condition of the grouped-unread index; the insert's conflict target repeats it. */
export function groupedUnread(readAt: AnyPgColumn, kind: AnyPgColumn) {
  return sql`${readAt} is null and ${kind} in (${sql.raw(GROUPED_NOTIFICATION_KINDS.map((k) => `'${k}'`).join(', '))})`;
}

/**
 * A person's choice of channels per kind, where it differs from DEFAULT_NOTIFICATION_CHANNELS
 * (no row: all defaults), and whether they want the short reminder too.
 */
export const notificationSettings = pgTable('notification_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  channels: jsonb('channels').$type<Partial<Record<NotificationKind, Partial<ChannelChoice>>>>().notNull(),
  shortReminder: boolean('short_reminder').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** The reminders before an event: 24 hours, and the short one 2 hours before (decision 0060). */
export const REMINDER_HOURS = [24, 2] as const;
export type ReminderHours = (typeof REMINDER_HOURS)[number];

/**
 * The ledger of reminders sent: one row per event, person, reminder and start time, written in
 * the transaction that stores the notification and queues the mail. The sweep inserts the due
 * rows with `on conflict do nothing returning`, and tells only the people whose row it inserted,
 * so two processes sweeping at once, a restart or a catch-up never send one twice; a moved event
 * (another start) is due again, for its new time.
 */
export const eventReminders = pgTable(
  'event_reminders',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 24 or 2 (REMINDER_HOURS): how long before the start. */
    hours: integer('hours').$type<ReminderHours>().notNull(),
    /** The start it was sent for. */
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.userId, t.hours, t.startsAt] }),
    // A person's account removal deletes their rows through this.
    index('event_reminders_user_idx').on(t.userId),
    check('event_reminders_hours_check', sql`${t.hours} in (${sql.raw(REMINDER_HOURS.join(', '))})`),
  ],
);

/**
 * The weekly picks sent: one row per person and week (the Friday it is for), written in the
 * transaction that queues the mail, so two processes, a restart or a catch-up send a week once.
 */
export const weeklyPicks = pgTable(
  'weekly_picks',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The Korea-time date of the week's sending day, e.g. 2026-11-27. */
    week: date('week', { mode: 'string' }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.week] })],
);

/** A browser's Web Push subscription (decision 0061): where to send, and the keys to encrypt with. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The push service's URL for this browser; one browser is one person's at a time. */
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_unique').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);

/** Who follows which host (decision 0062): one row per pair, so following twice changes nothing. */
export const follows = pgTable(
  'follows',
  {
    followerId: uuid('follower_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    hostId: uuid('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.hostId] }),
    // The fan-out walks a host's followers in id order; the count reads it too.
    index('follows_host_follower_idx').on(t.hostId, t.followerId),
    check('follows_not_self_check', sql`${t.followerId} <> ${t.hostId}`),
  ],
);

/** What a person agreed to: the terms of use, and Moim's news and picks by e-mail (marketing). */
export const CONSENT_KINDS = ['terms', 'marketing'] as const;

/**
 * Every consent given or withdrawn, with its moment (decision 73; PIPA asks that it can be shown):
 * written in the transaction that changes it; never updated. `users` keeps the current state.
 */
export const consentChanges = pgTable(
  'consent_changes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: CONSENT_KINDS }).notNull(),
    given: boolean('given').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('consent_changes_user_idx').on(t.userId, t.at),
    oneOf('consent_changes_kind_check', t.kind, CONSENT_KINDS),
  ],
);

/** What the law keeps of a closed account: the contract (5 years) and the complaints made (3 years). */
export const RETAINED_KINDS = ['contract', 'complaint'] as const;

/**
 * What must outlive a deleted account (decision 74), apart from everything else and only until
 * `expires_at`, when the retention sweep deletes it. `closed_user_id` (the login ID, lower-cased)
 * lets the profile page say that the account was deleted while the contract is kept.
 */
export const retainedRecords = pgTable(
  'retained_records',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: RETAINED_KINDS }).notNull(),
    closedUserId: text('closed_user_id'),
    data: jsonb('data').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('retained_records_expires_idx').on(t.expiresAt),
    index('retained_records_closed_user_idx').on(t.closedUserId),
    oneOf('retained_records_kind_check', t.kind, RETAINED_KINDS),
  ],
);

/**
 * Who blocks whom (decision 72): the blocked person cannot join the blocker's events, neither is
 * notified about the other, and the blocker's chat folds the blocked person's messages. Private:
 * only the blocker reads their rows.
 */
export const blocks = pgTable(
  'blocks',
  {
    blockerId: uuid('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: uuid('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    // "Does either block the other?" is asked from both sides.
    index('blocks_blocked_blocker_idx').on(t.blockedId, t.blockerId),
    check('blocks_not_self_check', sql`${t.blockerId} <> ${t.blockedId}`),
  ],
);

/**
 * The new events whose host's followers are still to be told (decision 0062): inserted in the
 * event's transaction, worked through in batches off the request path, deleted when done. The
 * event's deletion takes its job with it, so a deleted event tells nobody more.
 */
export const followFanouts = pgTable('follow_fanouts', {
  eventId: integer('event_id')
    .primaryKey()
    .references(() => events.id, { onDelete: 'cascade' }),
  /** The last follower (users.id, in order) told; the next batch begins after it. */
  lastFollowerId: uuid('last_follower_id'),
  createdAt: createdAt(),
});

/**
 * The moderators' audit log (decision 76): every action, undo and change of admins, who did it,
 * when and why. Written once: a trigger refuses any change, and any deletion before the three
 * years complaints are kept. No foreign keys, so it outlives the accounts it names.
 */
export const moderationLog = pgTable(
  'moderation_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The admin's users.id and login ID then; null and `command` for `npm run admin`. */
    adminId: uuid('admin_id'),
    adminUserId: text('admin_user_id').notNull(),
    action: text('action', { enum: AUDIT_ACTIONS }).notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    /** The person concerned (users.id), their login ID and name then. */
    targetUser: uuid('target_user'),
    targetUserId: text('target_user_id'),
    targetUsername: text('target_username'),
    reason: text('reason').notNull(),
    /** A suspension's end. */
    until: timestamp('until', { withTimezone: true }),
    /** For `undo`: the entry it undid; each is undone at most once. */
    undoes: integer('undoes'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('moderation_log_undoes_unique').on(t.undoes),
    index('moderation_log_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('moderation_log_target_idx').on(t.targetType, t.targetId),
    oneOf('moderation_log_action_check', t.action, AUDIT_ACTIONS),
  ],
);

/**
 * Machine translations, each made once (decision 77): one row per version of a source text (its
 * digest) and target language, whatever thing the text belongs to, so a popular event is
 * translated once for all its readers and an edited text is translated again.
 */
export const translations = pgTable(
  'translations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** SHA-256 of the text's format and the text itself. */
    sourceHash: text('source_hash').notNull(),
    targetLanguage: text('target_language', { enum: locales }).notNull(),
    /** The language the text was found to be in, or `und`. */
    sourceLanguage: text('source_language').notNull(),
    provider: text('provider').notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('translations_source_target_unique').on(t.sourceHash, t.targetLanguage),
    index('translations_created_idx').on(t.createdAt),
  ],
);
