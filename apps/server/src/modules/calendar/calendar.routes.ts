import { CalendarFeedParamsSchema, CalendarFeedSchema, EventIdParamsSchema } from '@moim/contract';
import { endpoints } from '@moim/contract/endpoints';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireCaller, signedIn } from '../../plugins/auth.ts';
import { implement } from '../../plugins/contract-route.ts';
import { acceptEmptyJsonBody } from '../../plugins/empty-body.ts';
import type { CalendarService } from './calendar.service.ts';

/** A 200 that is an iCalendar file, for the OpenAPI document. */
const calendarFileResponse = {
  description: 'An iCalendar file (RFC 5545); times in UTC',
  content: { 'text/calendar': { schema: z.string() } },
};

const sendCalendar = (reply: FastifyReply, file: string) => reply.type('text/calendar; charset=utf-8').send(file);

export function calendarRoutes(calendar: CalendarService): FastifyPluginAsyncZod {
  return async (app) => {
    const eventFile = implement(endpoints.eventCalendarFile, { params: EventIdParamsSchema });
    app.route({
      ...eventFile,
      schema: { ...eventFile.schema, response: { 200: calendarFileResponse } },
      handler: async (request, reply) => {
        const file = await calendar.eventFile(request.params.id);
        reply.header('content-disposition', `attachment; filename="moim-event-${request.params.id}.ics"`);
        return sendCalendar(reply.header('cache-control', 'no-cache'), file);
      },
    });

    app.route({
      ...implement(endpoints.calendarFeed, { response: { 200: CalendarFeedSchema } }),
      onRequest: signedIn,
      handler: async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return calendar.feed(requireCaller(request));
      },
    });

    const resetRoute: FastifyPluginAsyncZod = async (scope) => {
      // Sent without a body; some clients add the JSON content type all the same.
      acceptEmptyJsonBody(scope);
      scope.route({
        ...implement(endpoints.resetCalendarFeed, { response: { 200: CalendarFeedSchema } }),
        onRequest: signedIn,
        handler: async (request, reply) => {
          reply.header('cache-control', 'private, no-store');
          return calendar.resetFeed(requireCaller(request));
        },
      });
    };
    await app.register(resetRoute);

    const feedFile = implement(endpoints.calendarFeedFile, { params: CalendarFeedParamsSchema });
    app.route({
      ...feedFile,
      schema: {
        ...feedFile.schema,
        description: 'The token is the secret of GET /calendar/feed; an unknown or reset one is a 404.',
        response: { 200: calendarFileResponse },
      },
      handler: async (request, reply) => {
        const file = await calendar.feedFile(request.params.token);
        return sendCalendar(reply.header('cache-control', 'private, no-cache'), file);
      },
    });
  };
}
