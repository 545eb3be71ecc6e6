import { endpoint } from '../endpoint.ts';
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
    tags: ['likes'],
    summary: 'Whether the caller likes the event (false for a visitor)',
    errors: ['forbidden'],
  }),
  like: endpoint<{
    params: typeof EventIdParamSchema;
    body: typeof LikeBodySchema;
    response: { 200: typeof LikeResponseSchema };
  }>()({
    method: 'POST',
    path: '/likes/:eventId/like',
    tags: ['likes'],
    summary: 'Like or unlike an event; answers the new like count',
    errors: ['eventNotFound', 'likeQuotaReached'],
  }),
};
