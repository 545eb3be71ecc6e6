import {
  EventIdParamSchema,
  IsLikedQuerySchema,
  IsLikedResponseSchema,
  LikeBodySchema,
  LikeResponseSchema,
} from '@moim/contract';
import { endpoints } from '@moim/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCaller, signedIn } from '../../plugins/auth.ts';
import { implement } from '../../plugins/contract-route.ts';
import type { LikesService } from './likes.service.ts';

export function likesRoutes(likes: LikesService): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...implement(endpoints.isLiked, {
        params: EventIdParamSchema,
        query: IsLikedQuerySchema,
        response: { 200: IsLikedResponseSchema },
      }),
      handler: async (request) => ({
        isLiked: await likes.isLiked(request.caller, request.params.eventId, request.query.userId),
      }),
    });

    app.route({
      ...implement(endpoints.like, {
        params: EventIdParamSchema,
        body: LikeBodySchema,
        response: { 200: LikeResponseSchema },
      }),
      onRequest: signedIn,
      handler: async (request) => likes.toggle(requireCaller(request), request.params.eventId, request.body?.userId),
    });
  };
}
