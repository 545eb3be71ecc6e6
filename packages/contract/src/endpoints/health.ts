import { endpoint, type EndpointDocs } from '../endpoint.ts';
import type { HealthResponseSchema } from '../health.ts';

export const healthEndpoints = {
  /** 503 with the same body when the database is down. */
  health: endpoint<{ response: { 200: typeof HealthResponseSchema } }>()({
    method: 'GET',
    path: '/health',
  }),
};

/** What the API document says of each endpoint above (the server's; the web's download has none of it). */
export const healthEndpointDocs = {
  health: { tags: ['health'], summary: 'Whether the server and its database are up', errors: [] },
} satisfies EndpointDocs<typeof healthEndpoints>;
