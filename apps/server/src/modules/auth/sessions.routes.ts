import { CurrentUserSchema, SignInInputSchema, SessionResponseSchema, SuccessSchema } from '@moim/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clearSessionCookie, requireCaller, signedIn } from '../../plugins/auth.ts';
import { requestLocale } from '../../plugins/errors.ts';
import type { UsersService } from '../users/users.service.ts';
import { requestContext } from './request-context.ts';
import { secureCookies, sendSession } from './session-reply.ts';
import type { SessionsService } from './sessions.service.ts';

export interface SessionsRoutesOptions {
  sessions: SessionsService;
  users: UsersService;
  publicUrl: string;
}

export function sessionsRoutes({ sessions, users, publicUrl }: SessionsRoutesOptions): FastifyPluginAsyncZod {
  const secure = secureCookies(publicUrl);
  return async (app) => {
    app.post(
      '/user/signIn',
      {
        schema: {
          tags: ['auth'],
          summary: 'Sign in with ID and password',
          body: SignInInputSchema,
          response: { 200: SessionResponseSchema },
        },
        config: { ignoresSession: true, errors: ['signInFailed'] },
      },
      async (request, reply) =>
        sendSession(reply, await sessions.signIn(request.body, requestContext(request)), secure),
    );

    app.post(
      '/user/logout',
      {
        schema: {
          tags: ['auth'],
          summary: 'End this session',
          response: { 200: SuccessSchema },
        },
        config: { allowRestricted: true },
      },
      async (request, reply) => {
        if (request.caller) await sessions.logout(request.caller);
        clearSessionCookie(reply, secure);
        return { success: true as const };
      },
    );

    app.get(
      '/user/me',
      {
        schema: {
          tags: ['auth'],
          summary: 'The signed-in user',
          response: { 200: CurrentUserSchema },
        },
        config: { allowRestricted: true },
        onRequest: signedIn,
      },
      async (request) => users.getMe(requireCaller(request), requestLocale(request)),
    );
  };
}
