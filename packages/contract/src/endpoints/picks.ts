import { endpoint, type EndpointDocs } from '../endpoint.ts';
import type { PicksPreferencesInputSchema, PicksResponseSchema } from '../picks.ts';

/** The weekly picks of the signed-in person (issue 22). */
export const picksEndpoints = {
  picks: endpoint<{ response: { 200: typeof PicksResponseSchema } }>()({
    method: 'GET',
    path: '/picks',
  }),
  updatePicksPreferences: endpoint<{
    body: typeof PicksPreferencesInputSchema;
    response: { 200: typeof PicksResponseSchema };
  }>()({
    method: 'PUT',
    path: '/picks/preferences',
  }),
};

/** What the API document says of each endpoint above (the server's; the web's download has none of it). */
export const picksEndpointDocs = {
  picks: {
    tags: ['notifications'],
    summary:
      "The caller's picks: upcoming events in the languages they speak, near their home area, like those " +
      'they joined or liked; never their own or joined ones',
    errors: [],
  },
  updatePicksPreferences: {
    tags: ['notifications'],
    summary: 'Set the languages the caller speaks and their home area; answers the picks again',
    errors: [],
  },
} satisfies EndpointDocs<typeof picksEndpoints>;
