import {
  DeleteEventInputSchema,
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
import { errorResponses, requestLocale } from '../../plugins/errors.ts';
import { readUploadedFile } from '../../plugins/uploads.ts';
import type { UploadsService } from '../uploads/uploads.service.ts';
import type { EventsService } from './events.service.ts';

export function eventsRoutes(deps: { events: EventsService; uploads: UploadsService }): FastifyPluginAsyncZod {
  const { events, uploads } = deps;
  return async (app) => {
    app.post(
      '/events/upload-image-postEvent',
      {
        schema: {
          tags: ['events'],
          summary: 'Upload one event image (multipart field `file`)',
          consumes: ['multipart/form-data'],
          response: { 200: ImageUrlResponseSchema, ...errorResponses(400, 401, 413, 415) },
        },
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
          response: { 201: SubmitEventResponseSchema, ...errorResponses(400, 401, 403) },
        },
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
          response: { 200: EventDetailSchema, ...errorResponses(404) },
        },
      },
      async (request) => events.getDetail(request.params.id, request.caller),
    );

    app.delete(
      '/events/:id',
      {
        schema: {
          tags: ['events'],
          summary: 'Delete an event (host only); approved guests are mailed the reason',
          params: EventIdParamsSchema,
          body: DeleteEventInputSchema,
          response: {
            200: z.object({ success: z.literal(true), message: z.string() }),
            ...errorResponses(400, 401, 403, 404),
          },
        },
        onRequest: signedIn,
      },
      async (request) => {
        await events.delete(requireCaller(request), request.params.id, request.body);
        return { success: true as const, message: translateMessage('eventDeleted', requestLocale(request)) };
      },
    );
  };
}
