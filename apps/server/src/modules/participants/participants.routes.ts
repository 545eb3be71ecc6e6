import {
  CheckParticipationQuerySchema,
  CheckParticipationResponseSchema,
  CreateParticipantInputSchema,
  CreateParticipantResponseSchema,
  translateMessage,
} from '@moim/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCaller, signedIn } from '../../plugins/auth.ts';
import { errorResponses, requestLocale } from '../../plugins/errors.ts';
import type { ParticipantsService } from './participants.service.ts';

export function participantsRoutes(participants: ParticipantsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/participants/createParticipant',
      {
        schema: {
          tags: ['participants'],
          summary: 'Join an event (FirstCome: approved while seats remain; Register: pending)',
          body: CreateParticipantInputSchema,
          response: { 201: CreateParticipantResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
        onRequest: signedIn,
      },
      async (request, reply) => {
        const participant = await participants.join(requireCaller(request), request.body);
        return reply
          .code(201)
          .send({ participant, message: translateMessage('registrationSuccessful', requestLocale(request)) });
      },
    );

    app.get(
      '/participants/checkParticipation',
      {
        schema: {
          tags: ['participants'],
          summary: 'Whether the caller has joined (or applied to) an event',
          querystring: CheckParticipationQuerySchema,
          response: { 200: CheckParticipationResponseSchema, ...errorResponses(401, 403) },
        },
        onRequest: signedIn,
      },
      async (request) => participants.check(requireCaller(request), request.query.eventId, request.query.userId),
    );
  };
}
