import { PlaceSearchQuerySchema, PlaceSearchResponseSchema } from '@moim/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLocale } from '../../plugins/errors.ts';
import type { PlacesService } from './places.service.ts';

export function placesRoutes(places: PlacesService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/places/search',
      {
        schema: {
          tags: ['places'],
          summary: 'Address suggestions in Korea for the event form',
          querystring: PlaceSearchQuerySchema,
          response: { 200: PlaceSearchResponseSchema },
        },
        config: { rateLimit: { max: 120, timeWindow: 60_000 }, errors: ['placesUnavailable'] },
      },
      async (request) => places.search(request.query.q, requestLocale(request)),
    );
  };
}
