import { endpoint, type EndpointDocs } from '../endpoint.ts';
import type {
  ChatRoomDetailSchema,
  ChatRoomListResponseSchema,
  ChatRoomParamsSchema,
  ChatRoomQuerySchema,
} from '../chat.ts';

/** The chat rooms over HTTP (their messages then come over the socket, socket-events.ts). */
export const chatEndpoints = {
  chatRooms: endpoint<{ response: { 200: typeof ChatRoomListResponseSchema } }>()({
    method: 'GET',
    path: '/chatrooms',
  }),
  chatRoom: endpoint<{
    params: typeof ChatRoomParamsSchema;
    query: typeof ChatRoomQuerySchema;
    response: { 200: typeof ChatRoomDetailSchema };
  }>()({
    method: 'GET',
    path: '/chatrooms/:roomId',
  }),
};

/** What the API document says of each endpoint above (the server's; the web's download has none of it). */
export const chatEndpointDocs = {
  chatRooms: {
    tags: ['chat'],
    summary: "The caller's chat rooms, newest activity first, each with its last message and unread count",
    errors: [],
  },
  chatRoom: {
    tags: ['chat'],
    summary: 'A chat room with a page of its messages, oldest first (members only); opening it marks it read',
    errors: ['chatRoomNotFound', 'chatNotMember'],
  },
} satisfies EndpointDocs<typeof chatEndpoints>;
