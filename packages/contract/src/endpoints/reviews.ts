import { endpoint, type EndpointDocs } from '../endpoint.ts';
import { IMAGE_UPLOAD_ERRORS } from '../error-status.ts';
import type { ImageUrlResponseSchema, UserIdParamsSchema } from '../auth.ts';
import type { EventIdParamSchema, PagingQuerySchema } from '../events.ts';
import type {
  EventReviewsResponseSchema,
  HostAverageResponseSchema,
  HostReviewsResponseSchema,
  SubmitReviewInputSchema,
  SubmitReviewResponseSchema,
} from '../reviews.ts';

export const reviewsEndpoints = {
  uploadReviewImage: endpoint<{ response: { 200: typeof ImageUrlResponseSchema } }>()({
    method: 'POST',
    path: '/reviews/upload-image',
    multipart: true,
  }),
  submitReview: endpoint<{
    body: typeof SubmitReviewInputSchema;
    response: { 201: typeof SubmitReviewResponseSchema };
  }>()({
    method: 'POST',
    path: '/reviews/submit',
  }),
  eventReviews: endpoint<{
    params: typeof EventIdParamSchema;
    response: { 200: typeof EventReviewsResponseSchema };
  }>()({
    method: 'GET',
    path: '/reviews/event/:eventId',
  }),
  hostAverage: endpoint<{
    params: typeof UserIdParamsSchema;
    response: { 200: typeof HostAverageResponseSchema };
  }>()({
    method: 'GET',
    path: '/reviews/host/:userId/average',
  }),
  hostReviews: endpoint<{
    params: typeof UserIdParamsSchema;
    query: typeof PagingQuerySchema;
    response: { 200: typeof HostReviewsResponseSchema };
  }>()({
    method: 'GET',
    path: '/reviews/host/:userId',
  }),
};

/** What the API document says of each endpoint above (the server's; the web's download has none of it). */
export const reviewsEndpointDocs = {
  uploadReviewImage: {
    tags: ['reviews'],
    summary: 'Upload one review photo (multipart field `file`)',
    errors: IMAGE_UPLOAD_ERRORS,
  },
  submitReview: {
    tags: ['reviews'],
    summary: 'Review an event you took part in (approved, not the host, after the start, once)',
    errors: [
      'reviewTooLong',
      'eventNotFound',
      'reviewByHost',
      'reviewNotParticipant',
      'reviewTooEarly',
      'reviewImagesNotUploaded',
      'reviewAlreadySubmitted',
    ],
  },
  eventReviews: { tags: ['reviews'], summary: "An event's reviews, newest first", errors: ['eventNotFound'] },
  hostAverage: {
    tags: ['reviews'],
    summary: "The average rating over a host's events, with the number of reviews (0 and 0 when none)",
    errors: ['userNotFound'],
  },
  hostReviews: {
    tags: ['reviews'],
    summary: "The reviews of a host's events, newest first, each with its event",
    errors: ['userNotFound'],
  },
} satisfies EndpointDocs<typeof reviewsEndpoints>;
