import { endpoint } from '../endpoint.ts';
import type { SubscribeInputSchema, SubscribeResponseSchema } from '../content.ts';

/** The newsletter. */
export const contentEndpoints = {
  subscribe: endpoint<{ body: typeof SubscribeInputSchema; response: { 200: typeof SubscribeResponseSchema } }>()({
    method: 'POST',
    path: '/events/subscribe',
    tags: ['content'],
    summary: 'Subscribe an e-mail address to the newsletter',
    errors: [],
  }),
};
