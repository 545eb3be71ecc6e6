import { endpoint, type EndpointDocs } from '../endpoint.ts';
import type { UserIdParamsSchema } from '../auth.ts';
import type { BlockedListSchema, BlockStateSchema } from '../blocks.ts';

/** Blocking a person (decision 72): block, unblock, and whom one blocks. */
export const blocksEndpoints = {
  block: endpoint<{ params: typeof UserIdParamsSchema; response: { 200: typeof BlockStateSchema } }>()({
    method: 'POST',
    path: '/user/block/:userId',
  }),
  unblock: endpoint<{ params: typeof UserIdParamsSchema; response: { 200: typeof BlockStateSchema } }>()({
    method: 'DELETE',
    path: '/user/block/:userId',
  }),
  blocked: endpoint<{ response: { 200: typeof BlockedListSchema } }>()({
    method: 'GET',
    path: '/user/blocked',
  }),
};

/** What the API document says of each endpoint above (the server's; the web's download has none of it). */
export const blocksEndpointDocs = {
  block: {
    tags: ['users'],
    summary:
      "Block a person: they cannot join the caller's events, and neither is told of the other; they are not told (again changes nothing)",
    errors: ['userNotFound', 'blockSelf'],
  },
  unblock: {
    tags: ['users'],
    summary: 'Unblock a person (not blocked changes nothing)',
    errors: ['userNotFound'],
  },
  blocked: {
    tags: ['users'],
    summary: 'The people the signed-in user blocks, the latest first',
    errors: [],
  },
} satisfies EndpointDocs<typeof blocksEndpoints>;
