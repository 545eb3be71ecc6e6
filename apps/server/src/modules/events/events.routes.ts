import {
  DeleteEventRequestSchema,
  EventListQuerySchema,
  EventListResponseSchema,
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
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireCaller, signedIn } from '../../plugins/auth.ts';
import { requestLocale } from '../../plugins/errors.ts';
import { acceptEmptyJsonBody } from '../../plugins/empty-body.ts';
import { PAGED_LIST, sendPage } from '../../plugins/paging.ts';
import { IMAGE_UPLOAD_ERRORS, readUploadedFile } from '../../plugins/uploads.ts';
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
    app.get(
      '/events',
      {
        schema: {
          tags: ['events'],
          summary: 'Lists of events by fetchType (all, hot, upcoming, search, category, all-including-past)',
          description: PAGED_LIST,
          querystring: EventListQuerySchema,
          response: listResponse,
        },
        config: { boundedTotal: true },
      },
      async (request, reply) => sendPage(reply, await lists.list(request.query, request.caller)),
    );

    app.get(
      '/events/getEventsByHostId/:hostId',
      {
        schema: {
          tags: ['events'],
          summary: "A host's events, past ones included, newest first",
          description: PAGED_LIST,
          params: HostIdParamsSchema,
          querystring: EventPagingQuerySchema,
          response: listResponse,
        },
        config: { boundedTotal: true, errors: ['userNotFound'] },
      },
      async (request, reply) =>
        sendPage(reply, await lists.byHost(request.params.hostId, request.query, request.caller)),
    );

    app.get(
      '/events/getLikedEvent/:userId',
      {
        schema: {
          tags: ['events'],
          summary: 'The events a user likes (that user only), most recently liked first',
          description: PAGED_LIST,
          params: UserIdParamsSchema,
          querystring: EventPagingQuerySchema,
          response: listResponse,
        },
        config: { boundedTotal: true, errors: ['forbidden'] },
        onRequest: signedIn,
      },
      async (request, reply) =>
        sendPage(reply, await lists.likedBy(request.params.userId, request.query, requireCaller(request))),
    );

    app.post(
      '/events/upload-image-postEvent',
      {
        schema: {
          tags: ['events'],
          summary: 'Upload one event image (multipart field `file`)',
          consumes: ['multipart/form-data'],
          response: { 200: ImageUrlResponseSchema },
        },
        config: { errors: IMAGE_UPLOAD_ERRORS },
        onRequest: signedIn,
      },
      async (request) => {
        const caller = requireCaller(request);
        const image = await uploads.saveImage(caller.id, 'event', await readUploadedFile(request));
        return { imageUrl: image.url };
      },
    );

    app.post(
      '/events/submit',
      {
        schema: {
          tags: ['events'],
          summary: 'Publish an event (the caller is the host)',
          body: SubmitEventInputSchema,
          response: { 201: SubmitEventResponseSchema },
        },
        config: { errors: ['eventImagesNotUploaded', 'descriptionTooLong', 'eventQuotaReached'] },
        onRequest: signedIn,
      },
      async (request, reply) => {
        const event = await events.submit(requireCaller(request), request.body);
        return reply.code(201).send({ event });
      },
    );

    app.get(
      '/events/getEvents/:id',
      {
        schema: {
          tags: ['events'],
          summary: "An event's page: details, images, approved participants, likes",
          params: EventIdParamsSchema,
          response: { 200: EventDetailSchema },
        },
        config: { errors: ['eventNotFound'] },
      },
      async (request) => events.getDetail(request.params.id, request.caller),
    );

    // The spec's client sends no body; others send an empty one with a JSON content type.
    const deleteRoute: FastifyPluginAsyncZod = async (scope) => {
      acceptEmptyJsonBody(scope);
      scope.delete(
        '/events/:id',
        {
          schema: {
            tags: ['events'],
            summary: 'Delete an event (host only); approved guests are mailed the reason',
            description:
              'The body is optional: `{reason, detail}` as on the delete screen; without a reason the ' +
              'guests are told "No reason given".',
            params: EventIdParamsSchema,
            body: DeleteEventRequestSchema,
            response: { 200: z.object({ success: z.literal(true), message: z.string() }) },
          },
          config: { errors: ['eventNotFound'] },
          onRequest: signedIn,
        },
        async (request) => {
          await events.delete(requireCaller(request), request.params.id, request.body);
          return { success: true as const, message: translateMessage('eventDeleted', requestLocale(request)) };
        },
      );
    };
    await app.register(deleteRoute);
  };
}
