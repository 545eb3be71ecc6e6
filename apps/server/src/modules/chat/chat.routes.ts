import {
  ChatRoomDetailSchema,
  ChatRoomListResponseSchema,
  ChatRoomParamsSchema,
  ChatRoomQuerySchema,
} from '@moim/contract';
import { endpoints } from '@moim/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCaller, signedIn } from '../../plugins/auth.ts';
import { implement } from '../../plugins/contract-route.ts';
import { requestLocale } from '../../plugins/errors.ts';
import type { ChatService } from './chat.service.ts';

export function chatRoutes(chat: ChatService): FastifyPluginAsyncZod {
  return async (app) => {
    const rooms = implement(endpoints.chatRooms, { response: { 200: ChatRoomListResponseSchema } });
    app.route({
      ...rooms,
      schema: {
        ...rooms.schema,
        description:
          'Only rooms the caller is a member of (host and approved participants of the event). `unreadCount` counts the messages after the read position kept on the server.',
      },
      onRequest: signedIn,
      handler: async (request) => chat.listRooms(requireCaller(request), requestLocale(request)),
    });

    const room = implement(endpoints.chatRoom, {
      params: ChatRoomParamsSchema,
      query: ChatRoomQuerySchema,
      response: { 200: ChatRoomDetailSchema },
    });
    app.route({
      ...room,
      schema: {
        ...room.schema,
        description:
          "Without a cursor: the latest 50 messages. `before=<id>`: the 50 before that message (older pages; does not mark read). `after=<id>`: what came after the last message the client has (catch-up after a disconnect), in order, up to 50; `hasNewer` says whether to ask again. The spec's `userId` and `_t` are accepted and ignored (the caller is the session's user). 403 for a room the caller is not a member of, 404 for one that does not exist.",
      },
      onRequest: signedIn,
      handler: async (request) =>
        chat.openRoom(
          requireCaller(request),
          request.params.roomId,
          { after: request.query.after, before: request.query.before },
          requestLocale(request),
        ),
    });
  };
}
