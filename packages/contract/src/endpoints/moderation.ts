import { endpoint, type EndpointDocs } from '../endpoint.ts';
import type { UserIdParamsSchema } from '../auth.ts';
import type {
  AdminListSchema,
  AuditEntryParamsSchema,
  AuditEntryResponseSchema,
  AuditLogQuerySchema,
  AuditLogSchema,
  GrantAdminInputSchema,
  ModerateInputSchema,
  ModerateResponseSchema,
  ModerationReasonInputSchema,
  ReportQueueQuerySchema,
  ReportQueueSchema,
} from '../moderation.ts';

/** The admin console (decision 76): the report queue, the actions, the audit log, the admins. */
export const moderationEndpoints = {
  reportQueue: endpoint<{ query: typeof ReportQueueQuerySchema; response: { 200: typeof ReportQueueSchema } }>()({
    method: 'GET',
    path: '/admin/reports',
  }),
  moderate: endpoint<{ body: typeof ModerateInputSchema; response: { 200: typeof ModerateResponseSchema } }>()({
    method: 'POST',
    path: '/admin/moderate',
  }),
  auditLog: endpoint<{ query: typeof AuditLogQuerySchema; response: { 200: typeof AuditLogSchema } }>()({
    method: 'GET',
    path: '/admin/audit',
  }),
  undoModeration: endpoint<{
    params: typeof AuditEntryParamsSchema;
    body: typeof ModerationReasonInputSchema;
    response: { 200: typeof AuditEntryResponseSchema };
  }>()({
    method: 'POST',
    path: '/admin/audit/:id/undo',
  }),
  admins: endpoint<{ response: { 200: typeof AdminListSchema } }>()({
    method: 'GET',
    path: '/admin/admins',
  }),
  grantAdmin: endpoint<{ body: typeof GrantAdminInputSchema; response: { 200: typeof AdminListSchema } }>()({
    method: 'POST',
    path: '/admin/admins',
  }),
  revokeAdmin: endpoint<{
    params: typeof UserIdParamsSchema;
    body: typeof ModerationReasonInputSchema;
    response: { 200: typeof AdminListSchema };
  }>()({
    method: 'POST',
    path: '/admin/admins/:userId/revoke',
  }),
};

/** What the API document says of each endpoint above (the server's; the web's download has none of it). */
export const moderationEndpointDocs = {
  reportQueue: {
    tags: ['admin'],
    summary:
      'Admins: the open reports, one item per reported thing (what it was when first reported, whose, the reports with reporters and reasons, how many), the oldest first',
    errors: ['forbidden'],
  },
  moderate: {
    tags: ['admin'],
    summary:
      "Admins: dismiss the reports of a thing, hide it (an event, message or review), warn or suspend the person behind it (for `days`, or for good); closes the thing's open reports, tells each reporter, and writes the audit log",
    errors: ['forbidden', 'moderationTargetNotFound', 'moderationActionInvalid'],
  },
  auditLog: {
    tags: ['admin'],
    summary: 'Admins: every moderation action, undo and change of admins, the newest first; nobody can change it',
    errors: ['forbidden'],
  },
  undoModeration: {
    tags: ['admin'],
    summary:
      'Admins: undo a dismissal (the reports reopen), a hiding (it shows again) or a suspension (it ends), with a reason; written to the audit log',
    errors: ['forbidden', 'auditEntryNotFound', 'moderationNotUndoable'],
  },
  admins: {
    tags: ['admin'],
    summary: 'Admins: who may use the console',
    errors: ['forbidden'],
  },
  grantAdmin: {
    tags: ['admin'],
    summary: 'Admins: grant admin rights to an account by its login ID, with a reason (written to the audit log)',
    errors: ['forbidden', 'userNotFound'],
  },
  revokeAdmin: {
    tags: ['admin'],
    summary: 'Admins: take admin rights back, with a reason; the last admin cannot be revoked',
    errors: ['forbidden', 'userNotFound', 'lastAdmin'],
  },
} satisfies EndpointDocs<typeof moderationEndpoints>;
