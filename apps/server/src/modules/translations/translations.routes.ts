import { TranslateInputSchema, TranslationSchema } from '@moim/contract';
import { endpoints } from '@moim/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { implement } from '../../plugins/contract-route.ts';
import type { TranslationsService } from './translations.service.ts';

/** Translation on demand (decision 77); a visitor too, within the budget of their address. */
export function translationsRoutes(translations: TranslationsService): FastifyPluginAsyncZod {
  return async (app) => {
    const translate = implement(endpoints.translate, {
      body: TranslateInputSchema,
      response: { 200: TranslationSchema },
    });
    app.route({
      ...translate,
      // Besides the character budgets: a cached translation costs nothing but is still a request.
      config: { ...translate.config, rateLimit: { max: 60, timeWindow: 60_000 } },
      handler: async (request) => translations.translate(request.caller, request.ip, request.body),
    });
  };
}
