import { endpoint, type EndpointDocs } from '../endpoint.ts';
import type { CheckInInputSchema, CheckInListSchema, CheckInParamsSchema, CheckInResponseSchema } from '../check-in.ts';
import type { EventIdParamsSchema } from '../events.ts';
import type { GuestMessageInputSchema, GuestMessageResponseSchema } from '../guest-messages.ts';

export const hostToolsEndpoints = {
  checkInList: endpoint<{
    params: typeof EventIdParamsSchema;
    response: { 200: typeof CheckInListSchema };
  }>()({
    method: 'GET',
    path: '/events/:id/check-in',
  }),
  checkIn: endpoint<{
    params: typeof EventIdParamsSchema;
    body: typeof CheckInInputSchema;
    response: { 200: typeof CheckInResponseSchema };
  }>()({
    method: 'POST',
    path: '/events/:id/check-in',
  }),
  messageGuests: endpoint<{
    params: typeof EventIdParamsSchema;
    body: typeof GuestMessageInputSchema;
    response: { 200: typeof GuestMessageResponseSchema };
  }>()({
    method: 'POST',
    path: '/events/:id/messages',
  }),
  undoCheckIn: endpoint<{
    params: typeof CheckInParamsSchema;
    response: { 200: typeof CheckInResponseSchema };
  }>()({
    method: 'DELETE',
    path: '/events/:id/check-in/:participantId',
  }),
};

export const hostToolsEndpointDocs = {
  checkInList: {
    tags: ['host tools'],
    summary: "The host's door list: the event's approved guests, who is checked in, and how many",
    errors: ['eventNotFound', 'forbidden'],
  },
  checkIn: {
    tags: ['host tools'],
    summary: 'The host checks a guest in by their code (scanned or typed) or their place in the list (a tick)',
    errors: [
      'eventNotFound',
      'forbidden',
      'checkInCodeRequired',
      'checkInCodeUnknown',
      'checkInRepeat',
      'checkInClosed',
    ],
  },
  messageGuests: {
    tags: ['host tools'],
    summary:
      "The host writes to the event's approved guests (optionally also applicants and the waitlist): kept in the event's chat as an announcement, told in the app and by mail; at most 5 a day per event",
    errors: ['eventNotFound', 'forbidden', 'guestMessageRequired', 'guestMessageTooLong', 'guestMessagesLimit'],
  },
  undoCheckIn: {
    tags: ['host tools'],
    summary: 'The host takes a check-in back',
    errors: ['eventNotFound', 'forbidden', 'checkInCodeUnknown', 'checkInClosed'],
  },
} satisfies EndpointDocs<typeof hostToolsEndpoints>;
