import { BlockedListSchema, BlockStateSchema, UserIdParamsSchema } from '@moim/contract';
import { endpoints } from '@moim/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCaller, signedIn } from '../../plugins/auth.ts';
import { implement } from '../../plugins/contract-route.ts';
import type { BlocksService } from './blocks.service.ts';

export function blocksRoutes(blocks: BlocksService): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...implement(endpoints.block, { params: UserIdParamsSchema, response: { 200: BlockStateSchema } }),
      onRequest: signedIn,
      handler: async (request) => blocks.block(requireCaller(request), request.params.userId),
    });

    app.route({
      ...implement(endpoints.unblock, { params: UserIdParamsSchema, response: { 200: BlockStateSchema } }),
      onRequest: signedIn,
      handler: async (request) => blocks.unblock(requireCaller(request), request.params.userId),
    });

    app.route({
      ...implement(endpoints.blocked, { response: { 200: BlockedListSchema } }),
      onRequest: signedIn,
      handler: async (request) => blocks.blocked(requireCaller(request)),
    });
  };
}
