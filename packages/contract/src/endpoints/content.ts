import { endpoint, type EndpointDocs } from '../endpoint.ts';
import type { SubscribeInputSchema, SubscribeResponseSchema } from '../content.ts';

/** The newsletter. */
export const contentEndpoints = {
  subscribe: endpoint<{ body: typeof SubscribeInputSchema; response: { 200: typeof SubscribeResponseSchema } }>()({
    method: 'POST',
    path: '/events/subscribe',
  }),
};

/** What the API document says of each endpoint above (the server's; the web's download has none of it). */
export const contentEndpointDocs = {
  subscribe: { tags: ['content'], summary: 'Subscribe an e-mail address to the newsletter', errors: [] },
} satisfies EndpointDocs<typeof contentEndpoints>;
