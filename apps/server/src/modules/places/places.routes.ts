import { PlaceSearchQuerySchema, PlaceSearchResponseSchema } from '@moim/contract';
import { endpoints } from '@moim/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { implement } from '../../plugins/contract-route.ts';
import { requestLocale } from '../../plugins/errors.ts';
import type { PlacesService } from './places.service.ts';

export function placesRoutes(places: PlacesService): FastifyPluginAsyncZod {
  return async (app) => {
    const search = implement(endpoints.placeSearch, {
      query: PlaceSearchQuerySchema,
      response: { 200: PlaceSearchResponseSchema },
    });
    app.route({
      ...search,
      config: { ...search.config, rateLimit: { max: 120, timeWindow: 60_000 } },
      handler: async (request) => places.search(request.query.q, requestLocale(request)),
    });
  };
}
