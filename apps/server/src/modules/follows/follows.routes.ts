import { FollowingListSchema, FollowStateSchema, UserIdParamsSchema } from '@moim/contract';
import { endpoints } from '@moim/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCaller, signedIn } from '../../plugins/auth.ts';
import { implement } from '../../plugins/contract-route.ts';
import type { FollowsService } from './follows.service.ts';

export function followsRoutes(follows: FollowsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...implement(endpoints.follow, { params: UserIdParamsSchema, response: { 200: FollowStateSchema } }),
      onRequest: signedIn,
      handler: async (request) => follows.follow(requireCaller(request), request.params.userId),
    });

    app.route({
      ...implement(endpoints.unfollow, { params: UserIdParamsSchema, response: { 200: FollowStateSchema } }),
      onRequest: signedIn,
      handler: async (request) => follows.unfollow(requireCaller(request), request.params.userId),
    });

    app.route({
      ...implement(endpoints.following, { response: { 200: FollowingListSchema } }),
      onRequest: signedIn,
      handler: async (request) => follows.following(requireCaller(request)),
    });
  };
}
