import { endpoint, type EndpointDocs } from '../endpoint.ts';
import { IMAGE_UPLOAD_ERRORS } from '../error-status.ts';
import type { ImageUrlResponseSchema, UserIdParamsSchema } from '../auth.ts';
import type {
  DeleteEventRequestSchema,
  DeleteEventResponseSchema,
  EventDetailSchema,
  EventIdParamsSchema,
  EventListQuerySchema,
  EventListResponseSchema,
  EventMapQuerySchema,
  EventMapResponseSchema,
  EventPagingQuerySchema,
  HostIdParamsSchema,
  SubmitEventInputSchema,
  SubmitEventResponseSchema,
} from '../events.ts';

export const eventsEndpoints = {
  eventList: endpoint<{
    query: typeof EventListQuerySchema;
    response: { 200: typeof EventListResponseSchema };
  }>()({
    method: 'GET',
    path: '/events',
  }),
  eventMap: endpoint<{
    query: typeof EventMapQuerySchema;
    response: { 200: typeof EventMapResponseSchema };
  }>()({
    method: 'GET',
    path: '/events/map',
  }),
  eventsByHost: endpoint<{
    params: typeof HostIdParamsSchema;
    query: typeof EventPagingQuerySchema;
    response: { 200: typeof EventListResponseSchema };
  }>()({
    method: 'GET',
    path: '/events/getEventsByHostId/:hostId',
  }),
  likedEvents: endpoint<{
    params: typeof UserIdParamsSchema;
    query: typeof EventPagingQuerySchema;
    response: { 200: typeof EventListResponseSchema };
  }>()({
    method: 'GET',
    path: '/events/getLikedEvent/:userId',
  }),
  uploadEventImage: endpoint<{ response: { 200: typeof ImageUrlResponseSchema } }>()({
    method: 'POST',
    path: '/events/upload-image-postEvent',
    multipart: true,
  }),
  submitEvent: endpoint<{
    body: typeof SubmitEventInputSchema;
    response: { 201: typeof SubmitEventResponseSchema };
  }>()({
    method: 'POST',
    path: '/events/submit',
  }),
  eventDetail: endpoint<{
    params: typeof EventIdParamsSchema;
    response: { 200: typeof EventDetailSchema };
  }>()({
    method: 'GET',
    path: '/events/getEvents/:id',
  }),
  deleteEvent: endpoint<{
    params: typeof EventIdParamsSchema;
    body: typeof DeleteEventRequestSchema;
    response: { 200: typeof DeleteEventResponseSchema };
  }>()({
    method: 'DELETE',
    path: '/events/:id',
  }),
};

/** What the API document says of each endpoint above (the server's; the web's download has none of it). */
export const eventsEndpointDocs = {
  eventList: {
    tags: ['events'],
    summary: 'Lists of events by fetchType (all, hot, upcoming, search, category, all-including-past)',
    errors: [],
  },
  eventMap: {
    tags: ['events'],
    summary: "The events of a list inside the map's view (bounds), as points, up to 500",
    errors: [],
  },
  eventsByHost: {
    tags: ['events'],
    summary: "A host's events, past ones included, newest first",
    errors: ['userNotFound'],
  },
  likedEvents: {
    tags: ['events'],
    summary: 'The events a user likes (that user only), most recently liked first',
    errors: ['forbidden'],
  },
  uploadEventImage: {
    tags: ['events'],
    summary: 'Upload one event image (multipart field `file`)',
    errors: IMAGE_UPLOAD_ERRORS,
  },
  submitEvent: {
    tags: ['events'],
    summary: 'Publish an event (the caller is the host)',
    errors: ['eventImagesNotUploaded', 'descriptionTooLong', 'eventQuotaReached', 'newAccountLimit'],
  },
  eventDetail: {
    tags: ['events'],
    summary: "An event's page: details, images, approved participants, likes",
    errors: ['eventNotFound'],
  },
  deleteEvent: {
    tags: ['events'],
    summary: 'Delete an event (host only); approved guests are mailed the reason',
    errors: ['eventNotFound'],
  },
} satisfies EndpointDocs<typeof eventsEndpoints>;
