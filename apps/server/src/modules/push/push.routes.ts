import {
  PushPublicKeySchema,
  PushSubscriptionInputSchema,
  PushSubscriptionResponseSchema,
  PushUnsubscribeInputSchema,
} from '@moim/contract';
import { endpoints } from '@moim/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCaller, signedIn } from '../../plugins/auth.ts';
import { implement } from '../../plugins/contract-route.ts';
import type { PushService } from './push.service.ts';

export function pushRoutes(push: PushService): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...implement(endpoints.pushPublicKey, { response: { 200: PushPublicKeySchema } }),
      handler: async () => push.publicKey(),
    });

    app.route({
      ...implement(endpoints.subscribePush, {
        body: PushSubscriptionInputSchema,
        response: { 201: PushSubscriptionResponseSchema },
      }),
      onRequest: signedIn,
      handler: async (request, reply) => {
        await push.subscribe(requireCaller(request), request.body);
        return reply.code(201).send({ success: true as const });
      },
    });

    app.route({
      ...implement(endpoints.unsubscribePush, {
        body: PushUnsubscribeInputSchema,
        response: { 200: PushSubscriptionResponseSchema },
      }),
      onRequest: signedIn,
      handler: async (request) => {
        await push.unsubscribe(requireCaller(request), request.body.endpoint);
        return { success: true as const };
      },
    });
  };
}
