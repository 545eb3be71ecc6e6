import {
  AvailabilityResponseSchema,
  EmailSchema,
  SendVerificationInputSchema,
  SendVerificationResponseSchema,
  SignUpInputSchema,
  SuccessMessageSchema,
  UserIdSchema,
  VerifyCodeInputSchema,
  translateMessage,
} from '@moim/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLocale } from '../../plugins/errors.ts';
import { requestContext } from './request-context.ts';
import type { SignUpService } from './sign-up.service.ts';

export function signUpRoutes(signUp: SignUpService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/user/isUserId/:userId',
      {
        schema: {
          tags: ['auth'],
          summary: 'Whether a login ID is free',
          params: z.object({ userId: UserIdSchema }),
          response: { 200: AvailabilityResponseSchema },
        },
      },
      async (request) => ({
        available: await signUp.isUserIdAvailable(request.params.userId, requestContext(request)),
      }),
    );

    app.get(
      '/user/isEmail/:email',
      {
        schema: {
          tags: ['auth'],
          summary: 'Whether an e-mail address is free',
          params: z.object({ email: EmailSchema }),
          response: { 200: AvailabilityResponseSchema },
        },
      },
      async (request) => ({ available: await signUp.isEmailAvailable(request.params.email, requestContext(request)) }),
    );

    app.post(
      '/mail/sendVerification',
      {
        schema: {
          tags: ['auth'],
          summary: 'Mail a 6-digit sign-up code (valid 5 minutes)',
          body: SendVerificationInputSchema,
          response: { 200: SendVerificationResponseSchema },
        },
        config: { errors: ['emailTaken', 'codeSendFailed'] },
      },
      async (request) => signUp.sendVerification(request.body, requestContext(request)),
    );

    app.post(
      '/mail/verifyCode',
      {
        schema: {
          tags: ['auth'],
          summary: 'Check a sign-up code',
          body: VerifyCodeInputSchema,
          response: { 200: SuccessMessageSchema },
        },
        config: { errors: ['codeMismatch', 'codeExpired', 'codeTooManyAttempts'] },
      },
      async (request) => {
        await signUp.verifyCode(request.body, requestContext(request));
        return { success: true as const, message: translateMessage('emailVerified', requestLocale(request)) };
      },
    );

    app.post(
      '/user/signUp',
      {
        schema: {
          tags: ['auth'],
          summary: 'Create an account (the e-mail must have been verified)',
          body: SignUpInputSchema,
          response: { 201: SuccessMessageSchema },
        },
        config: { ignoresSession: true, errors: ['userIdTaken', 'emailTaken'] },
      },
      async (request, reply) => {
        await signUp.signUp(request.body, requestContext(request));
        return reply
          .code(201)
          .send({ success: true as const, message: translateMessage('signUpCompleted', requestLocale(request)) });
      },
    );
  };
}
