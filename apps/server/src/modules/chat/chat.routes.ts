import {
  ChatRoomDetailSchema,
  ChatRoomListResponseSchema,
  ChatRoomParamsSchema,
  ChatRoomQuerySchema,
} from '@moim/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCaller, signedIn } from '../../plugins/auth.ts';
import type { ChatService } from './chat.service.ts';

export function chatRoutes(chat: ChatService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/chatrooms',
      {
        schema: {
          tags: ['chat'],
          summary: "The caller's chat rooms, newest activity first, each with its last message and unread count",
          description:
            'Only rooms the caller is a member of (host and approved participants of the event). `unreadCount` counts the messages after the read position kept on the server.',
          response: { 200: ChatRoomListResponseSchema },
        },
        onRequest: signedIn,
      },
      async (request) => chat.listRooms(requireCaller(request)),
    );

    app.get(
      '/chatrooms/:roomId',
      {
        schema: {
          tags: ['chat'],
          summary: 'A chat room with a page of its messages, oldest first (members only); opening it marks it read',
          description:
            "Without a cursor: the latest 50 messages. `before=<id>`: the 50 before that message (older pages; does not mark read). `after=<id>`: what came after the last message the client has (catch-up after a disconnect), in order, up to 50; `hasNewer` says whether to ask again. The spec's `userId` and `_t` are accepted and ignored (the caller is the session's user). 403 for a room the caller is not a member of, 404 for one that does not exist.",
          params: ChatRoomParamsSchema,
          querystring: ChatRoomQuerySchema,
          response: { 200: ChatRoomDetailSchema },
        },
        config: { errors: ['chatRoomNotFound', 'chatNotMember'] },
        onRequest: signedIn,
      },
      async (request) =>
        chat.openRoom(requireCaller(request), request.params.roomId, {
          after: request.query.after,
          before: request.query.before,
        }),
    );
  };
}
