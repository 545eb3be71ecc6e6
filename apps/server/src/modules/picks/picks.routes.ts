import { PicksPreferencesInputSchema, PicksResponseSchema } from '@moim/contract';
import { endpoints } from '@moim/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCaller, signedIn } from '../../plugins/auth.ts';
import { implement } from '../../plugins/contract-route.ts';
import type { PicksService } from './picks.service.ts';

export function picksRoutes(picks: PicksService): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...implement(endpoints.picks, { response: { 200: PicksResponseSchema } }),
      onRequest: signedIn,
      handler: async (request) => picks.picks(requireCaller(request)),
    });

    app.route({
      ...implement(endpoints.updatePicksPreferences, {
        body: PicksPreferencesInputSchema,
        response: { 200: PicksResponseSchema },
      }),
      onRequest: signedIn,
      handler: async (request) => picks.updatePreferences(requireCaller(request), request.body),
    });
  };
}
