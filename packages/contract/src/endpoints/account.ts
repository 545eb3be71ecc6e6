import { endpoint, type EndpointDocs } from '../endpoint.ts';
import type { DataExportSchema } from '../account.ts';

/** A person's own data (decision 73). */
export const accountEndpoints = {
  exportData: endpoint<{ response: { 200: typeof DataExportSchema } }>()({
    method: 'GET',
    path: '/user/export',
  }),
};

/** What the API document says of each endpoint above (the server's; the web's download has none of it). */
export const accountEndpointDocs = {
  exportData: {
    tags: ['users'],
    summary:
      'Everything Moim holds about the signed-in person, as a JSON file (profile, consents, events, places, reviews, likes, messages, reports, settings)',
    errors: ['tooManyRequests'],
  },
} satisfies EndpointDocs<typeof accountEndpoints>;
