import type { SessionResponse } from '@moim/contract';
import type { FastifyReply } from 'fastify';
import { setSessionCookie } from '../../plugins/auth.ts';
import type { IssuedSession } from './session-issuer.ts';

/** Cookies are marked Secure when the site is served over HTTPS. */
export const secureCookies = (publicUrl: string): boolean => publicUrl.startsWith('https://');

/** Answers a new session: the cookie for the web app, the token for other clients. */
export function sendSession(reply: FastifyReply, session: IssuedSession, secure: boolean): SessionResponse {
  setSessionCookie(reply, session, secure);
  return {
    access_token: session.token,
    passwordChangeRequired: session.passwordChangeRequired,
    userId: session.userId,
  };
}
