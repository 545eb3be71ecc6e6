import {
  DeleteEventRequestSchema,
  DeleteEventResponseSchema,
  EventListQuerySchema,
  EventListResponseSchema,
  EventMapQuerySchema,
  EventMapResponseSchema,
  HostIdParamsSchema,
  EventPagingQuerySchema,
  UserIdParamsSchema,
  EventDetailSchema,
  EventIdParamsSchema,
  ImageUrlResponseSchema,
  SubmitEventInputSchema,
  SubmitEventResponseSchema,
  translateMessage,
} from '@moim/contract';
import { endpoints } from '@moim/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCaller, signedIn } from '../../plugins/auth.ts';
import { implement } from '../../plugins/contract-route.ts';
import { requestLocale } from '../../plugins/errors.ts';
import { acceptEmptyJsonBody } from '../../plugins/empty-body.ts';
import { PAGED_LIST, sendPage } from '../../plugins/paging.ts';
import { readUploadedFile } from '../../plugins/uploads.ts';
import type { UploadsService } from '../uploads/uploads.service.ts';
import type { EventsListService } from './events-list.service.ts';
import type { EventsService } from './events.service.ts';

export function eventsRoutes(deps: {
  events: EventsService;
  lists: EventsListService;
  uploads: UploadsService;
}): FastifyPluginAsyncZod {
  const { events, lists, uploads } = deps;
  const listResponse = { 200: EventListResponseSchema };

  return async (app) => {
    const eventList = implement(endpoints.eventList, { query: EventListQuerySchema, response: listResponse });
    app.route({
      ...eventList,
      schema: { ...eventList.schema, description: PAGED_LIST },
      config: { ...eventList.config, boundedTotal: true },
      handler: async (request, reply) => sendPage(reply, await lists.list(request.query, request.caller)),
    });

    const map = implement(endpoints.eventMap, {
      query: EventMapQuerySchema,
      response: { 200: EventMapResponseSchema },
    });
    app.route({ ...map, handler: async (request) => lists.map(request.query) });

    const byHost = implement(endpoints.eventsByHost, {
      params: HostIdParamsSchema,
      query: EventPagingQuerySchema,
      response: listResponse,
    });
    app.route({
      ...byHost,
      schema: { ...byHost.schema, description: PAGED_LIST },
      config: { ...byHost.config, boundedTotal: true },
      handler: async (request, reply) =>
        sendPage(reply, await lists.byHost(request.params.hostId, request.query, request.caller)),
    });

    const liked = implement(endpoints.likedEvents, {
      params: UserIdParamsSchema,
      query: EventPagingQuerySchema,
      response: listResponse,
    });
    app.route({
      ...liked,
      schema: { ...liked.schema, description: PAGED_LIST },
      config: { ...liked.config, boundedTotal: true },
      onRequest: signedIn,
      handler: async (request, reply) =>
        sendPage(reply, await lists.likedBy(request.params.userId, request.query, requireCaller(request))),
    });

    const upload = implement(endpoints.uploadEventImage, { response: { 200: ImageUrlResponseSchema } });
    app.route({
      ...upload,
      schema: { ...upload.schema, consumes: ['multipart/form-data'] },
      onRequest: signedIn,
      handler: async (request) => {
        const caller = requireCaller(request);
        const image = await uploads.saveImage(caller.id, 'event', await readUploadedFile(request));
        return { imageUrl: image.url };
      },
    });

    app.route({
      ...implement(endpoints.submitEvent, {
        body: SubmitEventInputSchema,
        response: { 201: SubmitEventResponseSchema },
      }),
      onRequest: signedIn,
      handler: async (request, reply) => {
        const event = await events.submit(requireCaller(request), request.body);
        return reply.code(201).send({ event });
      },
    });

    app.route({
      ...implement(endpoints.eventDetail, { params: EventIdParamsSchema, response: { 200: EventDetailSchema } }),
      handler: async (request) => events.getDetail(request.params.id, request.caller),
    });

    // The spec's client sends no body; others send an empty one with a JSON content type.
    const deleteRoute: FastifyPluginAsyncZod = async (scope) => {
      acceptEmptyJsonBody(scope);
      const remove = implement(endpoints.deleteEvent, {
        params: EventIdParamsSchema,
        body: DeleteEventRequestSchema,
        response: { 200: DeleteEventResponseSchema },
      });
      scope.route({
        ...remove,
        schema: {
          ...remove.schema,
          description:
            'The body is optional: `{reason, detail}` as on the delete screen; without a reason the ' +
            'guests are told "No reason given".',
        },
        onRequest: signedIn,
        handler: async (request) => {
          await events.delete(requireCaller(request), request.params.id, request.body);
          return { success: true as const, message: translateMessage('eventDeleted', requestLocale(request)) };
        },
      });
    };
    await app.register(deleteRoute);
  };
}
