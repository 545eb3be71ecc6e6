import {
  CancelParticipationInputSchema,
  CancelParticipationResponseSchema,
  CheckParticipationQuerySchema,
  CheckParticipationResponseSchema,
  CreateParticipantInputSchema,
  CreateParticipantResponseSchema,
  EventIdParamSchema,
  EventIdParamsSchema,
  EventListResponseSchema,
  EventPagingQuerySchema,
  ParticipantIdParamsSchema,
  PendingEventSchema,
  UpdateParticipantStatusInputSchema,
  UpdateParticipantStatusResponseSchema,
  UserIdParamsSchema,
  translateMessage,
} from '@moim/contract';
import { endpoints } from '@moim/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireCaller, signedIn } from '../../plugins/auth.ts';
import { implement } from '../../plugins/contract-route.ts';
import { requestLocale } from '../../plugins/errors.ts';
import { PAGED_LIST, sendPage } from '../../plugins/paging.ts';
import type { EventsListService } from '../events/events-list.service.ts';
import type { ParticipantsService } from './participants.service.ts';

export function participantsRoutes(deps: {
  participants: ParticipantsService;
  lists: EventsListService;
}): FastifyPluginAsyncZod {
  const { participants, lists } = deps;
  return async (app) => {
    const join = implement(endpoints.joinEvent, {
      body: CreateParticipantInputSchema,
      response: { 201: CreateParticipantResponseSchema },
    });
    app.route({
      ...join,
      schema: {
        ...join.schema,
        description:
          'A full FirstCome event answers 409 unless the body has `waitlist: true`; then the caller is queued (status Waitlisted, with waitlistPosition).',
      },
      onRequest: signedIn,
      handler: async (request, reply) => {
        const participant = await participants.join(requireCaller(request), request.body);
        const message = participant.status === 'Waitlisted' ? 'waitlistJoined' : 'registrationSuccessful';
        return reply.code(201).send({ participant, message: translateMessage(message, requestLocale(request)) });
      },
    });

    app.route({
      ...implement(endpoints.checkParticipation, {
        query: CheckParticipationQuerySchema,
        response: { 200: CheckParticipationResponseSchema },
      }),
      handler: async (request) => participants.check(request.caller, request.query.eventId, request.query.userId),
    });

    const setStatus = implement(endpoints.setParticipantStatus, {
      params: ParticipantIdParamsSchema,
      body: UpdateParticipantStatusInputSchema,
      response: { 200: UpdateParticipantStatusResponseSchema },
    });
    app.route({
      ...setStatus,
      schema: {
        ...setStatus.schema,
        description:
          'Rejecting someone approved or waitlisted removes them: the answer says `removed: true` beside ' +
          'the status `Rejected`, and the person is told of a removal, not a rejection.',
      },
      onRequest: signedIn,
      handler: async (request) => {
        const { notice, ...result } = await participants.setStatus(
          requireCaller(request),
          request.params.participantId,
          request.body,
        );
        return { success: true as const, ...result, message: translateMessage(notice, requestLocale(request)) };
      },
    });

    app.route({
      ...implement(endpoints.cancelParticipation, {
        body: CancelParticipationInputSchema,
        response: { 200: CancelParticipationResponseSchema },
      }),
      onRequest: signedIn,
      handler: async (request) => {
        const message = await participants.cancel(requireCaller(request), request.body);
        return { success: true as const, message: translateMessage(message, requestLocale(request)) };
      },
    });

    const joined = implement(endpoints.joinedEvents, {
      params: UserIdParamsSchema,
      query: EventPagingQuerySchema,
      response: { 200: EventListResponseSchema },
    });
    app.route({
      ...joined,
      schema: { ...joined.schema, description: PAGED_LIST },
      config: { ...joined.config, boundedTotal: true },
      handler: async (request, reply) =>
        sendPage(reply, await lists.joinedBy(request.params.userId, request.query, request.caller)),
    });

    app.route({
      ...implement(endpoints.pendingEvent, { params: EventIdParamSchema, response: { 200: PendingEventSchema } }),
      onRequest: signedIn,
      handler: async (request) => participants.forHost(requireCaller(request), request.params.eventId),
    });

    const guestList = implement(endpoints.guestListFile, { params: EventIdParamsSchema });
    app.route({
      ...guestList,
      schema: {
        ...guestList.schema,
        response: { 200: { description: 'A CSV file (UTF-8)', content: { 'text/csv': { schema: z.string() } } } },
      },
      onRequest: signedIn,
      handler: async (request, reply) => {
        const { id } = request.params;
        const file = await participants.guestListFile(requireCaller(request), id, requestLocale(request));
        return reply
          .header('content-disposition', `attachment; filename="moim-guests-${id}.csv"`)
          .header('cache-control', 'private, no-store')
          .type('text/csv; charset=utf-8')
          .send(file);
      },
    });
  };
}
