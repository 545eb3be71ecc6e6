import {
  EventIdParamSchema,
  IsLikedQuerySchema,
  IsLikedResponseSchema,
  LikeInputSchema,
  LikeResponseSchema,
} from '@moim/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCaller, signedIn } from '../../plugins/auth.ts';
import type { LikesService } from './likes.service.ts';

export function likesRoutes(likes: LikesService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/likes/:eventId/isLiked',
      {
        schema: {
          tags: ['likes'],
          summary: 'Whether the caller likes the event (false for a visitor)',
          params: EventIdParamSchema,
          querystring: IsLikedQuerySchema,
          response: { 200: IsLikedResponseSchema },
        },
        config: { errors: ['forbidden'] },
      },
      async (request) => ({
        isLiked: await likes.isLiked(request.caller, request.params.eventId, request.query.userId),
      }),
    );

    app.post(
      '/likes/:eventId/like',
      {
        schema: {
          tags: ['likes'],
          summary: 'Like or unlike an event; answers the new like count',
          params: EventIdParamSchema,
          // The body may be left out altogether (Fastify then gives null).
          body: LikeInputSchema.nullish(),
          response: { 200: LikeResponseSchema },
        },
        config: { errors: ['eventNotFound', 'likeQuotaReached'] },
        onRequest: signedIn,
      },
      async (request) => likes.toggle(requireCaller(request), request.params.eventId, request.body?.userId),
    );
  };
}
