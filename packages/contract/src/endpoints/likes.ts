import { endpoint, type EndpointDocs } from '../endpoint.ts';
import type {
  EventIdParamSchema,
  IsLikedQuerySchema,
  IsLikedResponseSchema,
  LikeBodySchema,
  LikeResponseSchema,
} from '../events.ts';

export const likesEndpoints = {
  isLiked: endpoint<{
    params: typeof EventIdParamSchema;
    query: typeof IsLikedQuerySchema;
    response: { 200: typeof IsLikedResponseSchema };
  }>()({
    method: 'GET',
    path: '/likes/:eventId/isLiked',
  }),
  like: endpoint<{
    params: typeof EventIdParamSchema;
    body: typeof LikeBodySchema;
    response: { 200: typeof LikeResponseSchema };
  }>()({
    method: 'POST',
    path: '/likes/:eventId/like',
  }),
};

/** What the API document says of each endpoint above (the server's; the web's download has none of it). */
export const likesEndpointDocs = {
  isLiked: {
    tags: ['likes'],
    summary: 'Whether the caller likes the event (false for a visitor)',
    errors: ['forbidden'],
  },
  like: {
    tags: ['likes'],
    summary: 'Like or unlike an event; answers the new like count',
    errors: ['eventNotFound', 'likeQuotaReached'],
  },
} satisfies EndpointDocs<typeof likesEndpoints>;
