import {
  CancelParticipationInputSchema,
  CancelParticipationResponseSchema,
  CheckParticipationQuerySchema,
  CheckParticipationResponseSchema,
  CreateParticipantInputSchema,
  CreateParticipantResponseSchema,
  EventIdParamSchema,
  EventListResponseSchema,
  EventPagingQuerySchema,
  ParticipantIdParamsSchema,
  PendingEventSchema,
  UpdateParticipantStatusInputSchema,
  UpdateParticipantStatusResponseSchema,
  UserIdParamsSchema,
  translateMessage,
} from '@moim/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCaller, signedIn } from '../../plugins/auth.ts';
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
    app.post(
      '/participants/createParticipant',
      {
        schema: {
          tags: ['participants'],
          summary:
            'Join an event (FirstCome: approved while seats remain, or waitlisted when asked; Register: pending)',
          description:
            'A full FirstCome event answers 409 unless the body has `waitlist: true`; then the caller is queued (status Waitlisted, with waitlistPosition).',
          body: CreateParticipantInputSchema,
          response: { 201: CreateParticipantResponseSchema },
        },
        config: {
          errors: [
            'eventNotFound',
            'hostCannotJoin',
            'eventClosed',
            'alreadyJoined',
            'joinRefused',
            'eventFull',
            'joinQuotaReached',
          ],
        },
        onRequest: signedIn,
      },
      async (request, reply) => {
        const participant = await participants.join(requireCaller(request), request.body);
        const message = participant.status === 'Waitlisted' ? 'waitlistJoined' : 'registrationSuccessful';
        return reply.code(201).send({ participant, message: translateMessage(message, requestLocale(request)) });
      },
    );

    app.get(
      '/participants/checkParticipation',
      {
        schema: {
          tags: ['participants'],
          summary:
            'Whether the caller has joined (applied to, or is waiting for) an event, and has reviewed it (false for a visitor)',
          querystring: CheckParticipationQuerySchema,
          response: { 200: CheckParticipationResponseSchema },
        },
        config: { errors: ['forbidden'] },
      },
      async (request) => participants.check(request.caller, request.query.eventId, request.query.userId),
    );

    app.patch(
      '/participants/:participantId/status',
      {
        schema: {
          tags: ['participants'],
          summary: 'The host approves or rejects a participant of their event (the person is mailed)',
          description:
            'Rejecting someone approved or waitlisted removes them: the answer says `removed: true` beside ' +
            'the status `Rejected`, and the person is told of a removal, not a rejection.',
          params: ParticipantIdParamsSchema,
          body: UpdateParticipantStatusInputSchema,
          response: { 200: UpdateParticipantStatusResponseSchema },
        },
        config: {
          errors: ['eventNotFound', 'participantNotFound', 'hostStatusFixed', 'eventClosed', 'maxParticipantsReached'],
        },
        onRequest: signedIn,
      },
      async (request) => {
        const { notice, ...result } = await participants.setStatus(
          requireCaller(request),
          request.params.participantId,
          request.body,
        );
        return { success: true as const, ...result, message: translateMessage(notice, requestLocale(request)) };
      },
    );

    app.post(
      '/participants/cancelParticipation',
      {
        schema: {
          tags: ['participants'],
          summary: 'Give up your seat (not within 24 hours of the start), application or waitlist place',
          body: CancelParticipationInputSchema,
          response: { 200: CancelParticipationResponseSchema },
        },
        config: { errors: ['eventNotFound', 'hostCannotCancel', 'participationNotFound', 'cancelTooLate'] },
        onRequest: signedIn,
      },
      async (request) => {
        const message = await participants.cancel(requireCaller(request), request.body);
        return { success: true as const, message: translateMessage(message, requestLocale(request)) };
      },
    );

    app.get(
      '/participants/getParticipatedEvent/:userId',
      {
        schema: {
          tags: ['participants'],
          summary: 'The events a user is an approved guest of (not hosting), newest first',
          description: PAGED_LIST,
          params: UserIdParamsSchema,
          querystring: EventPagingQuerySchema,
          response: { 200: EventListResponseSchema },
        },
        config: { boundedTotal: true, errors: ['userNotFound'] },
      },
      async (request, reply) =>
        sendPage(reply, await lists.joinedBy(request.params.userId, request.query, request.caller)),
    );

    app.get(
      '/events/getEventForPending/:eventId',
      {
        schema: {
          tags: ['participants'],
          summary: 'The Manage screen (host only): the event and everyone who applied, with their answers',
          params: EventIdParamSchema,
          response: { 200: PendingEventSchema },
        },
        config: { errors: ['eventNotFound', 'forbidden'] },
        onRequest: signedIn,
      },
      async (request) => participants.forHost(requireCaller(request), request.params.eventId),
    );
  };
}
