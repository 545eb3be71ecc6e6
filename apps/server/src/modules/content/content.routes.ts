import { SubscribeInputSchema, SubscribeResponseSchema } from '@moim/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ContentService } from './content.service.ts';

export function contentRoutes(service: ContentService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/events/subscribe',
      {
        schema: {
          tags: ['content'],
          summary: 'Subscribe an e-mail address to the newsletter',
          body: SubscribeInputSchema,
          response: { 200: SubscribeResponseSchema },
        },
        config: { rateLimit: { max: 20, timeWindow: 60_000 } },
      },
      async (request) => {
        await service.subscribe(request.body);
        return { success: true as const };
      },
    );
  };
}
