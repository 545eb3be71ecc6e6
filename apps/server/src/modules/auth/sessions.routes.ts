import { CurrentUserSchema, SessionResponseSchema, SignInInputSchema, SuccessSchema } from '@moim/contract';
import { endpoints } from '@moim/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clearSessionCookie, requireCaller, signedIn } from '../../plugins/auth.ts';
import { implement } from '../../plugins/contract-route.ts';
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
    const signIn = implement(endpoints.signIn, { body: SignInInputSchema, response: { 200: SessionResponseSchema } });
    app.route({
      ...signIn,
      config: { ...signIn.config, ignoresSession: true },
      handler: async (request, reply) =>
        sendSession(reply, await sessions.signIn(request.body, requestContext(request)), secure),
    });

    const logout = implement(endpoints.logout, { response: { 200: SuccessSchema } });
    app.route({
      ...logout,
      config: { ...logout.config, allowRestricted: true },
      handler: async (request, reply) => {
        if (request.caller) await sessions.logout(request.caller);
        clearSessionCookie(reply, secure);
        return { success: true as const };
      },
    });

    const me = implement(endpoints.me, { response: { 200: CurrentUserSchema } });
    app.route({
      ...me,
      config: { ...me.config, allowRestricted: true },
      onRequest: signedIn,
      handler: async (request) => users.getMe(requireCaller(request), requestLocale(request)),
    });
  };
}
