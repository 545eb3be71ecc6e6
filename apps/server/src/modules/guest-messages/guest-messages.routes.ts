import {
  EventIdParamsSchema,
  GuestMessageInputSchema,
  GuestMessageResponseSchema,
  translateMessage,
} from '@moim/contract';
import { endpoints } from '@moim/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCaller, signedIn } from '../../plugins/auth.ts';
import { implement } from '../../plugins/contract-route.ts';
import { requestLocale } from '../../plugins/errors.ts';
import type { GuestMessagesService } from './guest-messages.service.ts';

export function guestMessagesRoutes(guestMessages: GuestMessagesService): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...implement(endpoints.messageGuests, {
        params: EventIdParamsSchema,
        body: GuestMessageInputSchema,
        response: { 200: GuestMessageResponseSchema },
      }),
      onRequest: signedIn,
      handler: async (request) => {
        const { recipients } = await guestMessages.send(requireCaller(request), request.params.id, request.body);
        return {
          recipients,
          message: translateMessage('guestMessageSent', requestLocale(request), { count: recipients }),
        };
      },
    });
  };
}
