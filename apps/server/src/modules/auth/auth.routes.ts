import {
  AvailabilityResponseSchema,
  CheckPasswordInputSchema,
  CheckPasswordResponseSchema,
  CurrentUserSchema,
  EmailSchema,
  FindPasswordInputSchema,
  FindPasswordResponseSchema,
  FindUsernameInputSchema,
  FindUsernameResponseSchema,
  GoogleSignUpInputSchema,
  GoogleStartQuerySchema,
  LinkGoogleInputSchema,
  PublicConfigSchema,
  SendVerificationInputSchema,
  SendVerificationResponseSchema,
  SessionResponseSchema,
  SignInInputSchema,
  SignUpInputSchema,
  UpdatePasswordInputSchema,
  UserIdSchema,
  VerifyCodeInputSchema,
  pathWithQuery,
  translateMessage,
} from '@moim/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clearSessionCookie, requireCaller, setSessionCookie, signedIn } from '../../plugins/auth.ts';
import { requestLocale } from '../../plugins/errors.ts';
import type { UsersService } from '../users/users.service.ts';
import {
  GOOGLE_TICKET_TTL_SECONDS,
  type AuthService,
  type IssuedSession,
  type RequestContext,
} from './auth.service.ts';

const OIDC_STATE_COOKIE = 'moim_oidc';
/** A redirect's documented answer: no body, the address in Location. */
const redirect = (description: string) => z.null().describe(description);
/** The sign-up or link ticket of a Google return: kept from scripts and out of the address. */
const GOOGLE_TICKET_COOKIE = 'moim_google';
const GOOGLE_COOKIE_PATH = '/api/user';
const MessageResponseSchema = z.object({ success: z.literal(true), message: z.string() });

export interface AuthRoutesOptions {
  auth: AuthService;
  users: UsersService;
  publicUrl: string;
  map: { tileUrl: string; attribution: string };
}

const context = (request: FastifyRequest): RequestContext => ({ ip: request.ip, locale: requestLocale(request) });

export function authRoutes({ auth, users, publicUrl, map }: AuthRoutesOptions): FastifyPluginAsyncZod {
  const secure = publicUrl.startsWith('https://');

  const googleCookie = { path: GOOGLE_COOKIE_PATH, httpOnly: true, sameSite: 'lax', secure } as const;
  /** An API client sends the ticket in the body; the web app leaves it in the cookie. */
  const googleTicket = (request: FastifyRequest, body: { ticket?: string }) =>
    body.ticket || request.cookies[GOOGLE_TICKET_COOKIE];
  const clearGoogleTicket = (reply: FastifyReply) => reply.clearCookie(GOOGLE_TICKET_COOKIE, googleCookie);

  const sendSession = (reply: FastifyReply, session: IssuedSession) => {
    setSessionCookie(reply, session, secure);
    return {
      access_token: session.token,
      passwordChangeRequired: session.passwordChangeRequired,
      userId: session.userId,
    };
  };

  return async (app) => {
    app.get(
      '/config',
      {
        schema: { tags: ['auth'], summary: 'Public settings the web app needs', response: { 200: PublicConfigSchema } },
      },
      async () => ({
        googleSignIn: auth.googleSignInEnabled,
        mapTileUrl: map.tileUrl,
        mapAttribution: map.attribution,
      }),
    );

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
      async (request) => ({ available: await auth.isUserIdAvailable(request.params.userId, context(request)) }),
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
      async (request) => ({ available: await auth.isEmailAvailable(request.params.email, context(request)) }),
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
      async (request) => auth.sendVerification(request.body, context(request)),
    );

    app.post(
      '/mail/verifyCode',
      {
        schema: {
          tags: ['auth'],
          summary: 'Check a sign-up code',
          body: VerifyCodeInputSchema,
          response: { 200: MessageResponseSchema },
        },
        config: { errors: ['codeMismatch', 'codeExpired', 'codeTooManyAttempts'] },
      },
      async (request) => {
        await auth.verifyCode(request.body, context(request));
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
          response: { 201: MessageResponseSchema },
        },
        config: { ignoresSession: true, errors: ['userIdTaken', 'emailTaken'] },
      },
      async (request, reply) => {
        await auth.signUp(request.body, context(request));
        return reply
          .code(201)
          .send({ success: true as const, message: translateMessage('signUpCompleted', requestLocale(request)) });
      },
    );

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
      async (request, reply) => sendSession(reply, await auth.signIn(request.body, context(request))),
    );

    app.post(
      '/user/logout',
      {
        schema: {
          tags: ['auth'],
          summary: 'End this session',
          response: { 200: z.object({ success: z.literal(true) }) },
        },
        config: { allowRestricted: true },
      },
      async (request, reply) => {
        if (request.caller) await auth.logout(request.caller);
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

    app.post(
      '/user/checkCurrentPassword',
      {
        schema: {
          tags: ['auth'],
          summary: "Confirm the caller's current password (allows the update for 10 minutes)",
          body: CheckPasswordInputSchema,
          response: { 200: CheckPasswordResponseSchema },
        },
        config: { allowRestricted: true },
        onRequest: signedIn,
      },
      async (request) => ({ valid: await auth.checkCurrentPassword(requireCaller(request), request.body) }),
    );

    app.patch(
      '/user/updatePassword',
      {
        schema: {
          tags: ['auth'],
          summary: 'Set a new password; ends every other session',
          body: UpdatePasswordInputSchema,
          response: { 200: MessageResponseSchema },
        },
        config: {
          allowRestricted: true,
          errors: ['passwordConfirmFirst', 'newPasswordMismatch', 'newPasswordSameAsCurrent'],
        },
        onRequest: signedIn,
      },
      async (request) => {
        await auth.updatePassword(requireCaller(request), request.body);
        return { success: true as const, message: translateMessage('passwordUpdated', requestLocale(request)) };
      },
    );

    app.post(
      '/user/findUsername',
      {
        schema: {
          tags: ['auth'],
          summary: 'Mail the ID of the account with this e-mail; answers it masked',
          body: FindUsernameInputSchema,
          response: { 200: FindUsernameResponseSchema },
        },
        config: { errors: ['findIdFailed', 'findIdMailFailed'] },
      },
      async (request) => auth.findUsername(request.body, context(request)),
    );

    app.post(
      '/mail/findPassword',
      {
        schema: {
          tags: ['auth'],
          summary: 'Mail a temporary password (valid an hour, used once)',
          body: FindPasswordInputSchema,
          response: { 200: FindPasswordResponseSchema },
        },
        config: { errors: ['findPasswordNotFound', 'codeSendFailed'] },
      },
      async (request) => auth.findPassword(request.body, context(request)),
    );

    app.get(
      '/user/to-google',
      {
        schema: {
          tags: ['auth'],
          summary: 'Start Google sign-in (redirects to Google)',
          description:
            'Answers 404 when Google sign-in is not configured. `returnTo`: a path of this site, or an ' +
            'address on an origin of ALLOWED_ORIGINS, to come back to after signing in or up (anything ' +
            'else is ignored). Without it, a sign-in started from a page of an ALLOWED_ORIGINS origin ' +
            "(the Referer) comes back to that origin's home page.",
          querystring: GoogleStartQuerySchema,
          response: { 302: redirect('To the sign-in page of Google (the OpenID provider)') },
        },
        config: { errors: ['notFound'] },
      },
      async (request, reply) => {
        const { url, stateToken } = await auth.startGoogleSignIn(request.query.returnTo, request.headers.referer);
        reply.setCookie(OIDC_STATE_COOKIE, stateToken, { ...googleCookie, maxAge: 600 });
        return reply.redirect(url);
      },
    );

    app.get(
      '/user/google/callback',
      {
        schema: {
          tags: ['auth'],
          summary: 'Where Google returns after sign-in',
          description:
            "Redirects to / or the sign-in's `returnTo` (signed in, the session cookie set), /googleSignUp " +
            '(a new person, with a sign-up ticket), or /logIn (a Google account to link, or a refusal); ' +
            'the last two carry `returnTo` on. When the sign-in came from another allowed origin, these ' +
            "are that origin's pages. No token is ever in the address. 404 when Google sign-in is not configured.",
          response: { 302: redirect('Back to the app') },
        },
        config: { errors: ['notFound'] },
      },
      async (request, reply) => {
        const outcome = await auth.finishGoogleSignIn(
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
    );

    app.post(
      '/user/googleSignUp',
      {
        schema: {
          tags: ['auth'],
          summary: 'Finish signing up with Google (needs the ticket from the callback)',
          body: GoogleSignUpInputSchema,
          response: { 200: SessionResponseSchema },
        },
        config: {
          ignoresSession: true,
          errors: ['googleTicketInvalid', 'userIdTaken', 'emailTaken', 'googleLinkedElsewhere'],
        },
      },
      async (request, reply) => {
        const session = await auth.googleSignUp(request.body, googleTicket(request, request.body), context(request));
        clearGoogleTicket(reply);
        return sendSession(reply, session);
      },
    );

    app.post(
      '/user/linkGoogle',
      {
        schema: {
          tags: ['auth'],
          summary: 'Connect the Google account of a link ticket to the signed-in user',
          body: LinkGoogleInputSchema,
          response: { 200: MessageResponseSchema },
        },
        config: { errors: ['googleTicketInvalid', 'googleLinkedElsewhere'] },
        onRequest: signedIn,
      },
      async (request, reply) => {
        await auth.linkGoogle(requireCaller(request), googleTicket(request, request.body));
        clearGoogleTicket(reply);
        return { success: true as const, message: translateMessage('googleLinked', requestLocale(request)) };
      },
    );
  };
}
