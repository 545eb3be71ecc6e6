import { endpoint } from '../endpoint.ts';
import type { PlaceSearchQuerySchema, PlaceSearchResponseSchema } from '../events.ts';

export const placesEndpoints = {
  placeSearch: endpoint<{
    query: typeof PlaceSearchQuerySchema;
    response: { 200: typeof PlaceSearchResponseSchema };
  }>()({
    method: 'GET',
    path: '/places/search',
    tags: ['places'],
    summary: 'Address suggestions in Korea for the event form',
    errors: ['placesUnavailable'],
  }),
};
