import {
  AvailabilityResponseSchema,
  EmailAvailabilityParamsSchema,
  SendVerificationInputSchema,
  SendVerificationResponseSchema,
  SignUpInputSchema,
  SuccessMessageSchema,
  UserIdAvailabilityParamsSchema,
  VerifyCodeInputSchema,
  translateMessage,
} from '@moim/contract';
import { endpoints } from '@moim/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { implement } from '../../plugins/contract-route.ts';
import { requestLocale } from '../../plugins/errors.ts';
import { requestContext } from './request-context.ts';
import type { SignUpService } from './sign-up.service.ts';

export function signUpRoutes(signUp: SignUpService): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...implement(endpoints.isUserIdAvailable, {
        params: UserIdAvailabilityParamsSchema,
        response: { 200: AvailabilityResponseSchema },
      }),
      handler: async (request) => ({
        available: await signUp.isUserIdAvailable(request.params.userId, requestContext(request)),
      }),
    });

    app.route({
      ...implement(endpoints.isEmailAvailable, {
        params: EmailAvailabilityParamsSchema,
        response: { 200: AvailabilityResponseSchema },
      }),
      handler: async (request) => ({
        available: await signUp.isEmailAvailable(request.params.email, requestContext(request)),
      }),
    });

    app.route({
      ...implement(endpoints.sendVerification, {
        body: SendVerificationInputSchema,
        response: { 200: SendVerificationResponseSchema },
      }),
      handler: async (request) => signUp.sendVerification(request.body, requestContext(request)),
    });

    app.route({
      ...implement(endpoints.verifyCode, { body: VerifyCodeInputSchema, response: { 200: SuccessMessageSchema } }),
      handler: async (request) => {
        await signUp.verifyCode(request.body, requestContext(request));
        return { success: true as const, message: translateMessage('emailVerified', requestLocale(request)) };
      },
    });

    const signUpRoute = implement(endpoints.signUp, {
      body: SignUpInputSchema,
      response: { 201: SuccessMessageSchema },
    });
    app.route({
      ...signUpRoute,
      config: { ...signUpRoute.config, ignoresSession: true },
      handler: async (request, reply) => {
        await signUp.signUp(request.body, requestContext(request));
        return reply
          .code(201)
          .send({ success: true as const, message: translateMessage('signUpCompleted', requestLocale(request)) });
      },
    });
  };
}
