import {
  GoogleSignUpInputSchema,
  GoogleStartQuerySchema,
  LinkGoogleInputSchema,
  SessionResponseSchema,
  SuccessMessageSchema,
  pathWithQuery,
  translateMessage,
} from '@moim/contract';
import { endpoints } from '@moim/contract/endpoints';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireCaller, setSessionCookie, signedIn } from '../../plugins/auth.ts';
import { implement } from '../../plugins/contract-route.ts';
import { requestLocale } from '../../plugins/errors.ts';
import { GOOGLE_TICKET_TTL_SECONDS } from './auth.limits.ts';
import type { GoogleService } from './google.service.ts';
import { requestContext } from './request-context.ts';
import { secureCookies, sendSession } from './session-reply.ts';

const OIDC_STATE_COOKIE = 'moim_oidc';
/** A redirect's documented answer: no body, the address in Location. */
const redirect = (description: string) => z.null().describe(description);
/** The sign-up or link ticket of a Google return: kept from scripts and out of the address. */
const GOOGLE_TICKET_COOKIE = 'moim_google';
const GOOGLE_COOKIE_PATH = '/api/user';

export interface GoogleRoutesOptions {
  google: GoogleService;
  publicUrl: string;
}

export function googleRoutes({ google, publicUrl }: GoogleRoutesOptions): FastifyPluginAsyncZod {
  const secure = secureCookies(publicUrl);

  const googleCookie = { path: GOOGLE_COOKIE_PATH, httpOnly: true, sameSite: 'lax', secure } as const;
  /** An API client sends the ticket in the body; the web app leaves it in the cookie. */
  const googleTicket = (request: FastifyRequest, body: { ticket?: string }) =>
    body.ticket || request.cookies[GOOGLE_TICKET_COOKIE];
  const clearGoogleTicket = (reply: FastifyReply) => reply.clearCookie(GOOGLE_TICKET_COOKIE, googleCookie);

  return async (app) => {
    const toGoogle = implement(endpoints.toGoogle, { query: GoogleStartQuerySchema });
    app.route({
      ...toGoogle,
      schema: {
        ...toGoogle.schema,
        description:
          'Answers 404 when Google sign-in is not configured. `returnTo`: a path of this site, or an ' +
          'address on an origin of ALLOWED_ORIGINS, to come back to after signing in or up (anything ' +
          'else is ignored). Without it, a sign-in started from a page of an ALLOWED_ORIGINS origin ' +
          "(the Referer) comes back to that origin's home page.",
        response: { 302: redirect('To the sign-in page of Google (the OpenID provider)') },
      },
      handler: async (request, reply) => {
        const { url, stateToken } = await google.startGoogleSignIn(request.query.returnTo, request.headers.referer);
        reply.setCookie(OIDC_STATE_COOKIE, stateToken, { ...googleCookie, maxAge: 600 });
        return reply.redirect(url);
      },
    });

    const callback = implement(endpoints.googleCallback, {});
    app.route({
      ...callback,
      schema: {
        ...callback.schema,
        description:
          "Redirects to / or the sign-in's `returnTo` (signed in, the session cookie set), /googleSignUp " +
          '(a new person, with a sign-up ticket), or /logIn (a Google account to link, or a refusal); ' +
          'the last two carry `returnTo` on. When the sign-in came from another allowed origin, these ' +
          "are that origin's pages. No token is ever in the address. 404 when Google sign-in is not configured.",
        response: { 302: redirect('Back to the app') },
      },
      handler: async (request, reply) => {
        const outcome = await google.finishGoogleSignIn(
          new URL(request.url, publicUrl),
          request.cookies[OIDC_STATE_COOKIE],
        );
        reply.clearCookie(OIDC_STATE_COOKIE, googleCookie);
        const keepTicket = (ticket: string) =>
          reply.setCookie(GOOGLE_TICKET_COOKIE, ticket, { ...googleCookie, maxAge: GOOGLE_TICKET_TTL_SECONDS });
        // Nothing that signs anyone in or up travels in the address: a link someone crafted
        // must not sign the person who opens it in as someone else. The page the sign-in
        // started from (checked when it started) is where it ends: a path of this site, or an
        // address on another allowed origin, whose own sign-up and sign-in pages then follow.
        const { returnTo } = outcome;
        const client = returnTo && !returnTo.startsWith('/') ? new URL(returnTo).origin : '';
        const page = returnTo?.slice(client.length);
        const backTo = page === '/' ? undefined : page;
        switch (outcome.kind) {
          case 'session':
            setSessionCookie(reply, outcome.session, secure);
            return reply.redirect(pathWithQuery(returnTo ?? '/', { login: 'google' }));
          case 'sign-up':
            keepTicket(outcome.ticket);
            return reply.redirect(
              pathWithQuery(`${client}/googleSignUp`, { email: outcome.email, name: outcome.name, returnTo: backTo }),
            );
          case 'link':
            keepTicket(outcome.ticket);
            return reply.redirect(pathWithQuery(`${client}/logIn`, { googleLink: '1', returnTo: backTo }));
          case 'refused':
            return reply.redirect(pathWithQuery(`${client}/logIn`, { googleError: outcome.code, returnTo: backTo }));
        }
      },
    });

    const signUp = implement(endpoints.googleSignUp, {
      body: GoogleSignUpInputSchema,
      response: { 200: SessionResponseSchema },
    });
    app.route({
      ...signUp,
      config: { ...signUp.config, ignoresSession: true },
      handler: async (request, reply) => {
        const session = await google.googleSignUp(
          request.body,
          googleTicket(request, request.body),
          requestContext(request),
        );
        clearGoogleTicket(reply);
        return sendSession(reply, session, secure);
      },
    });

    app.route({
      ...implement(endpoints.linkGoogle, { body: LinkGoogleInputSchema, response: { 200: SuccessMessageSchema } }),
      onRequest: signedIn,
      handler: async (request, reply) => {
        await google.linkGoogle(requireCaller(request), googleTicket(request, request.body));
        clearGoogleTicket(reply);
        return { success: true as const, message: translateMessage('googleLinked', requestLocale(request)) };
      },
    });
  };
}
