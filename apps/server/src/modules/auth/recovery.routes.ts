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
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCaller, signedIn } from '../../plugins/auth.ts';
import { requestLocale } from '../../plugins/errors.ts';
import type { RecoveryService } from './recovery.service.ts';
import { requestContext } from './request-context.ts';

export function recoveryRoutes(recovery: RecoveryService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/user/checkCurrentPassword',
      {
        schema: {
          tags: ['auth'],
          summary: "Confirm the caller's current password (allows the update for 10 minutes)",
          body: CheckPasswordInputSchema,
          response: { 200: CheckPasswordResponseSchema },
        },
        config: { allowRestricted: true },
        onRequest: signedIn,
      },
      async (request) => ({ valid: await recovery.checkCurrentPassword(requireCaller(request), request.body) }),
    );

    app.patch(
      '/user/updatePassword',
      {
        schema: {
          tags: ['auth'],
          summary: 'Set a new password; ends every other session',
          body: UpdatePasswordInputSchema,
          response: { 200: SuccessMessageSchema },
        },
        config: {
          allowRestricted: true,
          errors: ['passwordConfirmFirst', 'newPasswordMismatch', 'newPasswordSameAsCurrent'],
        },
        onRequest: signedIn,
      },
      async (request) => {
        await recovery.updatePassword(requireCaller(request), request.body);
        return { success: true as const, message: translateMessage('passwordUpdated', requestLocale(request)) };
      },
    );

    app.post(
      '/user/findUsername',
      {
        schema: {
          tags: ['auth'],
          summary: 'Mail the ID of the account with this e-mail; answers it masked',
          body: FindUsernameInputSchema,
          response: { 200: FindUsernameResponseSchema },
        },
        config: { errors: ['findIdFailed', 'findIdMailFailed'] },
      },
      async (request) => recovery.findUsername(request.body, requestContext(request)),
    );

    app.post(
      '/mail/findPassword',
      {
        schema: {
          tags: ['auth'],
          summary: 'Mail a temporary password (valid an hour, used once)',
          body: FindPasswordInputSchema,
          response: { 200: FindPasswordResponseSchema },
        },
        config: { errors: ['findPasswordNotFound', 'codeSendFailed'] },
      },
      async (request) => recovery.findPassword(request.body, requestContext(request)),
    );
  };
}
