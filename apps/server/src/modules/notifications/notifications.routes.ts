import {
  NotificationIdParamSchema,
  NotificationListQuerySchema,
  NotificationListResponseSchema,
  NotificationSettingsSchema,
  NotificationSettingsUpdateSchema,
  UnreadNotificationsSchema,
  UnsubscribeQuerySchema,
  UnsubscribeResponseSchema,
} from '@moim/contract';
import { endpoints } from '@moim/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCaller, signedIn } from '../../plugins/auth.ts';
import { implement } from '../../plugins/contract-route.ts';
import type { NotificationsService } from './notifications.service.ts';

export function notificationsRoutes(notifications: NotificationsService): FastifyPluginAsyncZod {
  return async (app) => {
    const unread = { response: { 200: UnreadNotificationsSchema } };

    app.route({
      ...implement(endpoints.notifications, {
        query: NotificationListQuerySchema,
        response: { 200: NotificationListResponseSchema },
      }),
      onRequest: signedIn,
      handler: async (request) => notifications.list(requireCaller(request), request.query),
    });

    app.route({
      ...implement(endpoints.unreadNotifications, unread),
      onRequest: signedIn,
      handler: async (request) => notifications.unreadCount(requireCaller(request)),
    });

    app.route({
      ...implement(endpoints.readNotification, { params: NotificationIdParamSchema, ...unread }),
      onRequest: signedIn,
      handler: async (request) => notifications.read(requireCaller(request), request.params.id),
    });

    app.route({
      ...implement(endpoints.readAllNotifications, unread),
      onRequest: signedIn,
      handler: async (request) => notifications.readAll(requireCaller(request)),
    });

    app.route({
      ...implement(endpoints.notificationSettings, { response: { 200: NotificationSettingsSchema } }),
      onRequest: signedIn,
      handler: async (request) => notifications.settings(requireCaller(request)),
    });

    app.route({
      ...implement(endpoints.updateNotificationSettings, {
        body: NotificationSettingsUpdateSchema,
        response: { 200: NotificationSettingsSchema },
      }),
      onRequest: signedIn,
      handler: async (request) => notifications.updateSettings(requireCaller(request), request.body),
    });

    // A mail program's one-click POST (RFC 8058) is a form saying `List-Unsubscribe=One-Click`:
    // what it says changes nothing, the token in the URL decides. Read here only, and small.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, _body, done) => done(null, {}),
    );
    app.route({
      ...implement(endpoints.unsubscribe, {
        query: UnsubscribeQuerySchema,
        response: { 200: UnsubscribeResponseSchema },
      }),
      handler: async (request) => notifications.unsubscribe(request.query.token),
    });
  };
}
