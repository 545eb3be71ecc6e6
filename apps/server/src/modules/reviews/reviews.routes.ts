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
import { endpoints } from '@moim/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCaller, signedIn } from '../../plugins/auth.ts';
import { implement } from '../../plugins/contract-route.ts';
import { requestLocale } from '../../plugins/errors.ts';
import { sendPage } from '../../plugins/paging.ts';
import { readUploadedFile } from '../../plugins/uploads.ts';
import type { ReviewsService } from './reviews.service.ts';

export function reviewsRoutes(reviews: ReviewsService): FastifyPluginAsyncZod {
  return async (app) => {
    const upload = implement(endpoints.uploadReviewImage, { response: { 200: ImageUrlResponseSchema } });
    app.route({
      ...upload,
      schema: { ...upload.schema, consumes: ['multipart/form-data'] },
      onRequest: signedIn,
      handler: async (request) => ({
        imageUrl: await reviews.uploadImage(requireCaller(request), await readUploadedFile(request)),
      }),
    });

    app.route({
      ...implement(endpoints.submitReview, {
        body: SubmitReviewInputSchema,
        response: { 201: SubmitReviewResponseSchema },
      }),
      onRequest: signedIn,
      handler: async (request, reply) => {
        const review = await reviews.submit(requireCaller(request), request.body);
        return reply.code(201).send({
          success: true as const,
          review,
          message: translateMessage('reviewSubmitted', requestLocale(request)),
        });
      },
    });

    app.route({
      ...implement(endpoints.eventReviews, {
        params: EventIdParamSchema,
        response: { 200: EventReviewsResponseSchema },
      }),
      handler: async (request) => reviews.byEvent(request.params.eventId, requestLocale(request)),
    });

    app.route({
      ...implement(endpoints.hostAverage, { params: UserIdParamsSchema, response: { 200: HostAverageResponseSchema } }),
      handler: async (request) => reviews.hostAverage(request.params.userId),
    });

    const byHost = implement(endpoints.hostReviews, {
      params: UserIdParamsSchema,
      query: PagingQuerySchema,
      response: { 200: HostReviewsResponseSchema },
    });
    app.route({
      ...byHost,
      schema: {
        ...byHost.schema,
        description: 'Paged with limit (default 12, at most 50) and offset; the total is in X-Total-Count.',
      },
      handler: async (request, reply) =>
        sendPage(reply, await reviews.byHost(request.params.userId, request.query, requestLocale(request))),
    });
  };
}
