import {
  CheckPasswordInputSchema,
  CheckPasswordResponseSchema,
  FindPasswordInputSchema,
  FindPasswordResponseSchema,
  FindUsernameInputSchema,
  FindUsernameResponseSchema,
  SuccessMessageSchema,
  UpdatePasswordInputSchema,
  translateMessage,
} from '@moim/contract';
import { endpoints } from '@moim/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCaller, signedIn } from '../../plugins/auth.ts';
import { implement } from '../../plugins/contract-route.ts';
import { requestLocale } from '../../plugins/errors.ts';
import type { RecoveryService } from './recovery.service.ts';
import { requestContext } from './request-context.ts';

export function recoveryRoutes(recovery: RecoveryService): FastifyPluginAsyncZod {
  return async (app) => {
    const check = implement(endpoints.checkCurrentPassword, {
      body: CheckPasswordInputSchema,
      response: { 200: CheckPasswordResponseSchema },
    });
    app.route({
      ...check,
      config: { ...check.config, allowRestricted: true },
      onRequest: signedIn,
      handler: async (request) => ({
        valid: await recovery.checkCurrentPassword(requireCaller(request), request.body),
      }),
    });

    const update = implement(endpoints.updatePassword, {
      body: UpdatePasswordInputSchema,
      response: { 200: SuccessMessageSchema },
    });
    app.route({
      ...update,
      config: { ...update.config, allowRestricted: true },
      onRequest: signedIn,
      handler: async (request) => {
        await recovery.updatePassword(requireCaller(request), request.body);
        return { success: true as const, message: translateMessage('passwordUpdated', requestLocale(request)) };
      },
    });

    app.route({
      ...implement(endpoints.findUsername, {
        body: FindUsernameInputSchema,
        response: { 200: FindUsernameResponseSchema },
      }),
      handler: async (request) => recovery.findUsername(request.body, requestContext(request)),
    });

    app.route({
      ...implement(endpoints.findPassword, {
        body: FindPasswordInputSchema,
        response: { 200: FindPasswordResponseSchema },
      }),
      handler: async (request) => recovery.findPassword(request.body, requestContext(request)),
    });
  };
}
