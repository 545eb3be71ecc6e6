import { HealthResponseSchema } from '@moim/contract';
import { endpoints } from '@moim/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { implement } from '../../plugins/contract-route.ts';
import type { HealthService } from './health.service.ts';

export function healthRoutes(service: HealthService): FastifyPluginAsyncZod {
  return async (app) => {
    const health = implement(endpoints.health, { response: { 200: HealthResponseSchema } });
    app.route({
      ...health,
      // Down, it answers the same body with 503.
      schema: { ...health.schema, response: { ...health.schema.response, 503: HealthResponseSchema } },
      handler: async (_request, reply) => {
        const answer = await service.check();
        return reply.code(answer.database === 'up' ? 200 : 503).send(answer);
      },
    });
  };
}
