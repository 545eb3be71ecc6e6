import {
  EventIdParamSchema,
  EventReviewsResponseSchema,
  HostAverageResponseSchema,
  HostReviewsResponseSchema,
  ImageUrlResponseSchema,
  PagingQuerySchema,
  SubmitReviewInputSchema,
  SubmitReviewResponseSchema,
  UserIdParamsSchema,
  translateMessage,
} from '@moim/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCaller, signedIn } from '../../plugins/auth.ts';
import { requestLocale } from '../../plugins/errors.ts';
import { sendPage } from '../../plugins/paging.ts';
import { IMAGE_UPLOAD_ERRORS, readUploadedFile } from '../../plugins/uploads.ts';
import type { ReviewsService } from './reviews.service.ts';

export function reviewsRoutes(reviews: ReviewsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/reviews/upload-image',
      {
        schema: {
          tags: ['reviews'],
          summary: 'Upload one review photo (multipart field `file`)',
          consumes: ['multipart/form-data'],
          response: { 200: ImageUrlResponseSchema },
        },
        config: { errors: IMAGE_UPLOAD_ERRORS },
        onRequest: signedIn,
      },
      async (request) => ({
        imageUrl: await reviews.uploadImage(requireCaller(request), await readUploadedFile(request)),
      }),
    );

    app.post(
      '/reviews/submit',
      {
        schema: {
          tags: ['reviews'],
          summary: 'Review an event you took part in (approved, not the host, after the start, once)',
          body: SubmitReviewInputSchema,
          response: { 201: SubmitReviewResponseSchema },
        },
        config: {
          errors: [
            'reviewTooLong',
            'eventNotFound',
            'reviewByHost',
            'reviewNotParticipant',
            'reviewTooEarly',
            'reviewImagesNotUploaded',
            'reviewAlreadySubmitted',
          ],
        },
        onRequest: signedIn,
      },
      async (request, reply) => {
        const review = await reviews.submit(requireCaller(request), request.body);
        return reply.code(201).send({
          success: true as const,
          review,
          message: translateMessage('reviewSubmitted', requestLocale(request)),
        });
      },
    );

    app.get(
      '/reviews/event/:eventId',
      {
        schema: {
          tags: ['reviews'],
          summary: "An event's reviews, newest first",
          params: EventIdParamSchema,
          response: { 200: EventReviewsResponseSchema },
        },
        config: { errors: ['eventNotFound'] },
      },
      async (request) => reviews.byEvent(request.params.eventId),
    );

    app.get(
      '/reviews/host/:userId/average',
      {
        schema: {
          tags: ['reviews'],
          summary: "The average rating over a host's events, with the number of reviews (0 and 0 when none)",
          params: UserIdParamsSchema,
          response: { 200: HostAverageResponseSchema },
        },
        config: { errors: ['userNotFound'] },
      },
      async (request) => reviews.hostAverage(request.params.userId),
    );

    app.get(
      '/reviews/host/:userId',
      {
        schema: {
          tags: ['reviews'],
          summary: "The reviews of a host's events, newest first, each with its event",
          description: 'Paged with limit (default 12, at most 50) and offset; the total is in X-Total-Count.',
          params: UserIdParamsSchema,
          querystring: PagingQuerySchema,
          response: { 200: HostReviewsResponseSchema },
        },
        config: { errors: ['userNotFound'] },
      },
      async (request, reply) => sendPage(reply, await reviews.byHost(request.params.userId, request.query)),
    );
  };
}
