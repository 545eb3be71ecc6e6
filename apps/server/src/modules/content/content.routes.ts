import { SubscribeInputSchema, SubscribeResponseSchema } from '@moim/contract';
import { endpoints } from '@moim/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { implement } from '../../plugins/contract-route.ts';
import type { ContentService } from './content.service.ts';

export function contentRoutes(service: ContentService): FastifyPluginAsyncZod {
  return async (app) => {
    const subscribe = implement(endpoints.subscribe, {
      body: SubscribeInputSchema,
      response: { 200: SubscribeResponseSchema },
    });
    app.route({
      ...subscribe,
      config: { ...subscribe.config, rateLimit: { max: 20, timeWindow: 60_000 } },
      handler: async (request) => {
        await service.subscribe(request.body);
        return { success: true as const };
      },
    });
  };
}
