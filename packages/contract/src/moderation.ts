import { z } from 'zod';
import { UserIdLookupSchema } from './auth.ts';
import { REPORT_TARGETS } from './chat.ts';
import { PagingQuerySchema } from './events.ts';
import { MODERATION_REASON_MAX_LENGTH, REPORT_TARGET_ID_MAX_LENGTH, SUSPENSION_MAX_DAYS } from './limits.ts';
import { recordId, text } from './text.ts';

/**
 * What a moderator can do about a reported thing (decision 76): let it be (`dismiss`), hide it
 * (`hide`: an event, a chat message or a review), warn the person behind it, or suspend them.
 */
const MODERATION_ACTIONS = ['dismiss', 'hide', 'warn', 'suspend'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

/** Everything the audit log records: the actions, undoing one, and admins granted or revoked. */
export const AUDIT_ACTIONS = [...MODERATION_ACTIONS, 'undo', 'grantAdmin', 'revokeAdmin'] as const;
type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The actions that can be undone: a dismissed report reopens, a hidden thing shows, a suspension ends. */
export const UNDOABLE_ACTIONS: readonly AuditAction[] = ['dismiss', 'hide', 'suspend'];

/** What a reporter is told: the moderators acted, or found nothing against the rules. */
export const REPORT_OUTCOMES = ['actioned', 'dismissed'] as const;
export type ReportOutcome = (typeof REPORT_OUTCOMES)[number];

/** Why the moderator acted: required, kept in the audit log. */
const ModerationReasonSchema = text(MODERATION_REASON_MAX_LENGTH, {
  invalid: 'moderationReasonRequired',
  trim: true,
}).pipe(z.string().min(1, { error: 'moderationReasonRequired' }));

const PersonSchema = z.object({ userId: z.string(), username: z.string() });

/** One person's report of the thing. */
const ReportEntrySchema = z.object({
  id: z.number(),
  /** Null once the reporter's account is gone. */
  reporter: PersonSchema.nullable(),
  reason: z.string(),
  /** ISO 8601 */
  createdAt: z.string(),
});

/** A reported thing with its open reports: what it was when first reported, by whom, why, how often. */
const ReportedThingSchema = z.object({
  targetType: z.enum(REPORT_TARGETS),
  /** The message's, event's or review's id; the person's users.id for `user`. */
  targetId: z.string(),
  /** The message's or review's text, the event's name, the person's name, as first reported. */
  snapshot: z.string(),
  /** Whose it is; null once their account is gone. */
  reportedUser: PersonSchema.nullable(),
  /** Where a moderator can see it in the site, when it still has a page. */
  link: z.string().nullable(),
  /** Whether it is hidden already (a report made before it was). */
  hidden: z.boolean(),
  /** ISO 8601: when the thing was first reported, which orders the queue. */
  firstReportedAt: z.string(),
  count: z.number(),
  reports: z.array(ReportEntrySchema),
});
export type ReportedThing = z.infer<typeof ReportedThingSchema>;

/** `GET /admin/reports`: the open reports, grouped by what they are about, the oldest first. */
export const ReportQueueSchema = z.object({ items: z.array(ReportedThingSchema), hasMore: z.boolean() });
export type ReportQueue = z.infer<typeof ReportQueueSchema>;
export const ReportQueueQuerySchema = PagingQuerySchema;

/** `POST /admin/moderate`: act on a reported thing; its open reports are closed and their reporters told. */
export const ModerateInputSchema = z.object({
  action: z.enum(MODERATION_ACTIONS, { error: 'moderationActionInvalid' }),
  targetType: z.enum(REPORT_TARGETS, { error: 'moderationActionInvalid' }),
  targetId: text(REPORT_TARGET_ID_MAX_LENGTH, { invalid: 'moderationActionInvalid' }),
  reason: ModerationReasonSchema,
  /** A suspension's length in days; absent or null, for good. */
  days: z
    .number({ error: 'suspensionLengthInvalid' })
    .int({ error: 'suspensionLengthInvalid' })
    .min(1, { error: 'suspensionLengthInvalid' })
    .max(SUSPENSION_MAX_DAYS, { error: 'suspensionLengthInvalid' })
    .nullish(),
});
export type ModerateInput = z.input<typeof ModerateInputSchema>;

/** One line of the audit log: who did what, to what, when and why. Nobody can change it. */
const AuditEntrySchema = z.object({
  id: z.number(),
  action: z.enum(AUDIT_ACTIONS),
  /** The admin's login ID at the time. */
  admin: z.string(),
  targetType: z.enum([...REPORT_TARGETS, 'admin']).nullable(),
  targetId: z.string().nullable(),
  /** The person concerned, as they were then (their login ID and name). */
  targetUser: PersonSchema.nullable(),
  reason: z.string(),
  /** A suspension's end (ISO 8601); null for one for good or another action. */
  until: z.string().nullable(),
  /** For `undo`: the entry it undid. */
  undoes: z.number().nullable(),
  /** The `undo` entry that undid this one, if any. */
  undoneBy: z.number().nullable(),
  /** Whether it can still be undone. */
  undoable: z.boolean(),
  /** ISO 8601 */
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const ModerateResponseSchema = z.object({
  entry: AuditEntrySchema,
  /** How many open reports the action closed (their reporters are told). */
  resolved: z.number(),
});
export type ModerateResponse = z.infer<typeof ModerateResponseSchema>;

/** `GET /admin/audit`: the newest first, paged. */
export const AuditLogQuerySchema = PagingQuerySchema;
export const AuditLogSchema = z.object({ entries: z.array(AuditEntrySchema), hasMore: z.boolean() });
export type AuditLog = z.infer<typeof AuditLogSchema>;

export const AuditEntryParamsSchema = z.object({ id: recordId('auditEntryNotFound') });
/** `POST /admin/audit/:id/undo`, and revoking an admin: the reason is all they take. */
export const ModerationReasonInputSchema = z.object({ reason: ModerationReasonSchema });
export type ModerationReasonInput = z.input<typeof ModerationReasonInputSchema>;
export const AuditEntryResponseSchema = z.object({ entry: AuditEntrySchema });

/** `GET /admin/admins`: who may use the console, the earliest first. */
export const AdminListSchema = z.object({
  admins: z.array(
    PersonSchema.extend({
      /** ISO 8601 */
      grantedAt: z.string(),
      /** Who granted it: an admin's login ID, or `command`. */
      grantedBy: z.string(),
    }),
  ),
});
export type AdminList = z.infer<typeof AdminListSchema>;

/** `POST /admin/admins`: grant admin rights to an account by its login ID. */
export const GrantAdminInputSchema = z.object({
  userId: UserIdLookupSchema.min(1, { error: 'requiredField' }),
  reason: ModerationReasonSchema,
});
export type GrantAdminInput = z.input<typeof GrantAdminInputSchema>;
