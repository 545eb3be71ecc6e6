import {
  CheckInInputSchema,
  CheckInListSchema,
  CheckInParamsSchema,
  CheckInResponseSchema,
  EventIdParamsSchema,
  translateMessage,
} from '@moim/contract';
import { endpoints } from '@moim/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCaller, signedIn } from '../../plugins/auth.ts';
import { implement } from '../../plugins/contract-route.ts';
import { requestLocale } from '../../plugins/errors.ts';
import type { CheckInService } from './check-in.service.ts';

export function checkInRoutes(checkIn: CheckInService): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...implement(endpoints.checkInList, { params: EventIdParamsSchema, response: { 200: CheckInListSchema } }),
      onRequest: signedIn,
      handler: async (request) => checkIn.list(requireCaller(request), request.params.id),
    });

    app.route({
      ...implement(endpoints.checkIn, {
        params: EventIdParamsSchema,
        body: CheckInInputSchema,
        response: { 200: CheckInResponseSchema },
      }),
      onRequest: signedIn,
      handler: async (request) => {
        const done = await checkIn.checkIn(requireCaller(request), request.params.id, request.body);
        const message = translateMessage('checkedIn', requestLocale(request), { name: done.guest.user.username });
        return { ...done, message };
      },
    });

    app.route({
      ...implement(endpoints.undoCheckIn, { params: CheckInParamsSchema, response: { 200: CheckInResponseSchema } }),
      onRequest: signedIn,
      handler: async (request) => {
        const { id, participantId } = request.params;
        const done = await checkIn.undo(requireCaller(request), id, participantId);
        const message = translateMessage('checkInUndone', requestLocale(request), { name: done.guest.user.username });
        return { ...done, message };
      },
    });
  };
}
