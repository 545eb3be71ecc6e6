import { endpoint } from '../endpoint.ts';
import type { HealthResponseSchema } from '../health.ts';

export const healthEndpoints = {
  /** 503 with the same body when the database is down. */
  health: endpoint<{ response: { 200: typeof HealthResponseSchema } }>()({
    method: 'GET',
    path: '/health',
    tags: ['health'],
    summary: 'Whether the server and its database are up',
    errors: [],
  }),
};
