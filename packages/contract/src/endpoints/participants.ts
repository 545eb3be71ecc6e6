import { endpoint, type EndpointDocs } from '../endpoint.ts';
import type { UserIdParamsSchema } from '../auth.ts';
import type {
  EventIdParamSchema,
  EventIdParamsSchema,
  EventListResponseSchema,
  EventPagingQuerySchema,
} from '../events.ts';
import type {
  CancelParticipationInputSchema,
  CancelParticipationResponseSchema,
  CheckParticipationQuerySchema,
  CheckParticipationResponseSchema,
  CreateParticipantInputSchema,
  CreateParticipantResponseSchema,
  ParticipantIdParamsSchema,
  PendingEventSchema,
  UpdateParticipantStatusInputSchema,
  UpdateParticipantStatusResponseSchema,
} from '../participants.ts';

export const participantsEndpoints = {
  joinEvent: endpoint<{
    body: typeof CreateParticipantInputSchema;
    response: { 201: typeof CreateParticipantResponseSchema };
  }>()({
    method: 'POST',
    path: '/participants/createParticipant',
  }),
  checkParticipation: endpoint<{
    query: typeof CheckParticipationQuerySchema;
    response: { 200: typeof CheckParticipationResponseSchema };
  }>()({
    method: 'GET',
    path: '/participants/checkParticipation',
  }),
  setParticipantStatus: endpoint<{
    params: typeof ParticipantIdParamsSchema;
    body: typeof UpdateParticipantStatusInputSchema;
    response: { 200: typeof UpdateParticipantStatusResponseSchema };
  }>()({
    method: 'PATCH',
    path: '/participants/:participantId/status',
  }),
  cancelParticipation: endpoint<{
    body: typeof CancelParticipationInputSchema;
    response: { 200: typeof CancelParticipationResponseSchema };
  }>()({
    method: 'POST',
    path: '/participants/cancelParticipation',
  }),
  joinedEvents: endpoint<{
    params: typeof UserIdParamsSchema;
    query: typeof EventPagingQuerySchema;
    response: { 200: typeof EventListResponseSchema };
  }>()({
    method: 'GET',
    path: '/participants/getParticipatedEvent/:userId',
  }),
  pendingEvent: endpoint<{
    params: typeof EventIdParamSchema;
    response: { 200: typeof PendingEventSchema };
  }>()({
    method: 'GET',
    path: '/events/getEventForPending/:eventId',
  }),
  /** The guest list as a CSV file (downloaded by a link, not called through the web's client). */
  guestListFile: endpoint<{ params: typeof EventIdParamsSchema }>()({
    method: 'GET',
    path: '/events/:id/guests.csv',
  }),
};

/** What the API document says of each endpoint above (the server's; the web's download has none of it). */
export const participantsEndpointDocs = {
  joinEvent: {
    tags: ['participants'],
    summary: 'Join an event (FirstCome: approved while seats remain, or waitlisted when asked; Register: pending)',
    errors: [
      'eventNotFound',
      'hostCannotJoin',
      'joinUnavailable',
      'eventClosed',
      'alreadyJoined',
      'joinRefused',
      'eventFull',
      'joinQuotaReached',
      'newAccountLimit',
    ],
  },
  checkParticipation: {
    tags: ['participants'],
    summary:
      'Whether the caller has joined (applied to, or is waiting for) an event, and has reviewed it (false for a visitor)',
    errors: ['forbidden'],
  },
  setParticipantStatus: {
    tags: ['participants'],
    summary: 'The host approves or rejects a participant of their event (the person is mailed)',
    errors: ['eventNotFound', 'participantNotFound', 'hostStatusFixed', 'eventClosed', 'maxParticipantsReached'],
  },
  cancelParticipation: {
    tags: ['participants'],
    summary: 'Give up your seat (not within 24 hours of the start), application or waitlist place',
    errors: ['eventNotFound', 'hostCannotCancel', 'participationNotFound', 'cancelTooLate'],
  },
  joinedEvents: {
    tags: ['participants'],
    summary: 'The events a user is an approved guest of (not hosting), newest first',
    errors: ['userNotFound'],
  },
  pendingEvent: {
    tags: ['participants'],
    summary: 'The Manage screen (host only): the event and everyone who applied, with their answers',
    errors: ['eventNotFound', 'forbidden'],
  },
  guestListFile: {
    tags: ['participants'],
    summary:
      "The guest list as a CSV file (host only), in the reader's language: name, user ID, status, answer, when they applied; never an e-mail or a birth date",
    errors: ['eventNotFound', 'forbidden'],
  },
} satisfies EndpointDocs<typeof participantsEndpoints>;
