import { endpoint, type EndpointDocs } from '../endpoint.ts';
import type { PlaceSearchQuerySchema, PlaceSearchResponseSchema } from '../events.ts';

export const placesEndpoints = {
  placeSearch: endpoint<{
    query: typeof PlaceSearchQuerySchema;
    response: { 200: typeof PlaceSearchResponseSchema };
  }>()({
    method: 'GET',
    path: '/places/search',
  }),
};

/** What the API document says of each endpoint above (the server's; the web's download has none of it). */
export const placesEndpointDocs = {
  placeSearch: {
    tags: ['places'],
    summary: 'Address suggestions in Korea for the event form',
    errors: ['placesUnavailable'],
  },
} satisfies EndpointDocs<typeof placesEndpoints>;
