import { TOKEN_MAX_LENGTH } from '@moim/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors.ts';
import { assertAllowedOrigin, assertMayChange } from '../modules/access/access.ts';
import type { Caller } from '../modules/access/caller.ts';
import { SESSION_TTL_PERSISTENT_MS } from '../modules/auth/auth.limits.ts';
import type { IssuedSession } from '../modules/auth/session-issuer.ts';
import type { SessionsService } from '../modules/auth/sessions.service.ts';

export const SESSION_COOKIE = 'moim_session';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in caller, or null. */
    caller: Caller | null;
  }
  interface FastifyContextConfig {
    /**
     * A change (POST, PUT, PATCH, DELETE) a session that must change its password first may make;
     * such a session reads (GET) everywhere.
     */
    allowRestricted?: boolean;
    /** Signs someone in or up: whatever session the request still carries is not looked at. */
    ignoresSession?: boolean;
  }
}

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface AuthPluginOptions {
  sessions: Pick<SessionsService, 'authenticate'>;
  /** Origins whose pages may make cookie-authenticated changes. */
  allowedOrigins: string[];
}

/**
 * Reads a bearer token, or else the session cookie. A token longer than any this server issues
 * is no session at all: it is not even checked.
 */
function readToken(request: FastifyRequest): { token: string; via: 'bearer' | 'cookie' } | null {
  const header = request.headers.authorization;
  if (header?.toLowerCase().startsWith('bearer ')) {
    const token = header.slice(7).trim();
    return token && token.length <= TOKEN_MAX_LENGTH ? { token, via: 'bearer' } : null;
  }
  const cookie = request.cookies[SESSION_COOKIE];
  return cookie && cookie.length <= TOKEN_MAX_LENGTH ? { token: cookie, via: 'cookie' } : null;
}

/**
 * Identifies the caller of every API request from the session (bearer token or cookie). A
 * session that has ended, or a token that is not one, is no session: the request goes on as a
 * visitor's, so an old cookie never breaks a public route. A change authenticated only by a
 * live cookie must come from an allowed Origin; a session that must change its password may
 * read, and make only the changes whose routes allow it (both rules in access.ts).
 */
export function registerAuth(app: FastifyInstance, options: AuthPluginOptions): void {
  app.decorateRequest('caller', null);
  app.addHook('onRequest', (request, _reply, done) => {
    const found = request.url.startsWith('/api/') ? readToken(request) : null;
    // Most requests carry no session: they go on at once, without a promise.
    if (!found || request.routeOptions.config?.ignoresSession) return done();
    options.sessions.authenticate(found.token).then((caller) => {
      if (!caller) return done();
      try {
        if (MUTATING.has(request.method)) {
          if (found.via === 'cookie') {
            assertAllowedOrigin(request.headers.origin, options.allowedOrigins, { absentAllowed: false });
          }
          assertMayChange(caller, request.routeOptions.config?.allowRestricted === true);
        }
      } catch (refusal) {
        return done(refusal as AppError);
      }
      request.caller = caller;
      done();
    }, done);
  });
}

/** The signed-in caller; 401 when there is none. */
export function requireCaller(request: FastifyRequest): Caller {
  if (!request.caller) throw new AppError('unauthorized');
  return request.caller;
}

/** A route hook: 401 before anything else when nobody is signed in. */
export async function signedIn(request: FastifyRequest): Promise<void> {
  requireCaller(request);
}

/**
 * Sets the session cookie: kept for 30 days (Max-Age) with "Keep me logged in", otherwise a
 * browser-session cookie (no Max-Age) that every tab shares until the browser closes.
 */
export function setSessionCookie(reply: FastifyReply, session: IssuedSession, secure: boolean): void {
  reply.setCookie(SESSION_COOKIE, session.token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    ...(session.persistent ? { maxAge: SESSION_TTL_PERSISTENT_MS / 1000 } : {}),
  });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure });
}
