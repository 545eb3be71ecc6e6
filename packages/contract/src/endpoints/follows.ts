import { endpoint, type EndpointDocs } from '../endpoint.ts';
import type { UserIdParamsSchema } from '../auth.ts';
import type { FollowingListSchema, FollowStateSchema } from '../follows.ts';

/** Following hosts (decision 0062): follow, unfollow, and whom one follows. */
export const followsEndpoints = {
  follow: endpoint<{ params: typeof UserIdParamsSchema; response: { 200: typeof FollowStateSchema } }>()({
    method: 'POST',
    path: '/user/follow/:userId',
  }),
  unfollow: endpoint<{ params: typeof UserIdParamsSchema; response: { 200: typeof FollowStateSchema } }>()({
    method: 'DELETE',
    path: '/user/follow/:userId',
  }),
  following: endpoint<{ response: { 200: typeof FollowingListSchema } }>()({
    method: 'GET',
    path: '/user/following',
  }),
};

/** What the API document says of each endpoint above (the server's; the web's download has none of it). */
export const followsEndpointDocs = {
  follow: {
    tags: ['users'],
    summary:
      "Follow a host: their new events are announced to you (again changes nothing); answers the host's followers",
    errors: ['userNotFound', 'followSelf'],
  },
  unfollow: {
    tags: ['users'],
    summary: "Stop following a host (not following changes nothing); answers the host's followers",
    errors: ['userNotFound'],
  },
  following: {
    tags: ['users'],
    summary: 'The hosts the signed-in user follows, the latest first',
    errors: [],
  },
} satisfies EndpointDocs<typeof followsEndpoints>;
