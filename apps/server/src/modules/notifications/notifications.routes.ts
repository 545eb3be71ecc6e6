import {
  NotificationIdParamSchema,
  NotificationListQuerySchema,
  NotificationListResponseSchema,
  NotificationSettingsSchema,
  NotificationSettingsUpdateSchema,
  UnreadNotificationsSchema,
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
      handler: async (request) => notifications.unreadCount(requireCaller(request).id),
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
  };
}
