import { CreateReportInputSchema, CreateReportResponseSchema, translateMessage } from '@moim/contract';
import { endpoints } from '@moim/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCaller, signedIn } from '../../plugins/auth.ts';
import { implement } from '../../plugins/contract-route.ts';
import { requestLocale } from '../../plugins/errors.ts';
import type { ReportsService } from './reports.service.ts';

export function reportsRoutes(reports: ReportsService): FastifyPluginAsyncZod {
  return async (app) => {
    const create = implement(endpoints.createReport, {
      body: CreateReportInputSchema,
      response: { 201: CreateReportResponseSchema },
    });
    app.route({
      ...create,
      schema: {
        ...create.schema,
        description:
          'Reporting the same thing again is answered the same and stored once. 404 when the message or event does not exist; 403 when the message is in a room the caller is not a member of; 429 past 20 reports an hour.',
      },
      onRequest: signedIn,
      handler: async (request, reply) => {
        await reports.create(requireCaller(request), request.body);
        return reply
          .code(201)
          .send({ success: true as const, message: translateMessage('reportSubmitted', requestLocale(request)) });
      },
    });
  };
}
