import {
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
  UserIdParamsSchema,
  type AdminList,
} from '@moim/contract';
import { endpoints } from '@moim/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCaller, signedIn } from '../../plugins/auth.ts';
import { implement } from '../../plugins/contract-route.ts';
import type { Caller } from '../access/caller.ts';
import type { AdminsService } from '../admins/admins.service.ts';
import type { ModerationService } from './moderation.service.ts';

/** The admin console's API (decision 76); every rule, admins only included, is the services'. */
export function moderationRoutes(deps: {
  moderation: ModerationService;
  admins: AdminsService;
}): FastifyPluginAsyncZod {
  const { moderation, admins } = deps;

  const adminList = async (caller: Caller): Promise<AdminList> => ({
    admins: (await admins.list(caller)).map((row) => ({ ...row, grantedAt: row.grantedAt.toISOString() })),
  });

  return async (app) => {
    app.route({
      ...implement(endpoints.reportQueue, { query: ReportQueueQuerySchema, response: { 200: ReportQueueSchema } }),
      onRequest: signedIn,
      handler: async (request) => moderation.queue(requireCaller(request), request.query),
    });

    app.route({
      ...implement(endpoints.moderate, { body: ModerateInputSchema, response: { 200: ModerateResponseSchema } }),
      onRequest: signedIn,
      handler: async (request) => moderation.moderate(requireCaller(request), request.body),
    });

    app.route({
      ...implement(endpoints.auditLog, { query: AuditLogQuerySchema, response: { 200: AuditLogSchema } }),
      onRequest: signedIn,
      handler: async (request) => moderation.auditLog(requireCaller(request), request.query),
    });

    app.route({
      ...implement(endpoints.undoModeration, {
        params: AuditEntryParamsSchema,
        body: ModerationReasonInputSchema,
        response: { 200: AuditEntryResponseSchema },
      }),
      onRequest: signedIn,
      handler: async (request) => ({
        entry: await moderation.undo(requireCaller(request), request.params.id, request.body.reason),
      }),
    });

    app.route({
      ...implement(endpoints.admins, { response: { 200: AdminListSchema } }),
      onRequest: signedIn,
      handler: async (request) => adminList(requireCaller(request)),
    });

    app.route({
      ...implement(endpoints.grantAdmin, { body: GrantAdminInputSchema, response: { 200: AdminListSchema } }),
      onRequest: signedIn,
      handler: async (request) => {
        const caller = requireCaller(request);
        await admins.grant(caller, request.body.userId, request.body.reason);
        return adminList(caller);
      },
    });

    app.route({
      ...implement(endpoints.revokeAdmin, {
        params: UserIdParamsSchema,
        body: ModerationReasonInputSchema,
        response: { 200: AdminListSchema },
      }),
      onRequest: signedIn,
      handler: async (request) => {
        const caller = requireCaller(request);
        await admins.revoke(caller, request.params.userId, request.body.reason);
        return adminList(caller);
      },
    });
  };
}
