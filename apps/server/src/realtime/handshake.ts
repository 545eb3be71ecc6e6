import type { IncomingMessage } from 'node:http';
import fastifyCookie from '@fastify/cookie';
import { pickLocale, translateMessage, type ChatSocketAuth, type Locale, type MessageKey } from '@moim/contract';
import type { ServerOptions } from 'socket.io';
import type { Clock } from '../lib/clock.ts';
import { AppError } from '../lib/errors.ts';
import { createTokenBuckets } from '../lib/token-buckets.ts';
import { assertAllowedOrigin, assertMayChange } from '../modules/access/access.ts';
import type { Caller } from '../modules/access/caller.ts';
import { SESSION_COOKIE } from '../plugins/auth.ts';
import type { ChatServer, ChatSocket, SocketData } from './socket-types.ts';

export interface HandshakeOptions {
  /** The caller a session token names, or null: the same check as the HTTP API's. */
  authenticate(token: string): Promise<Caller | null>;
  /** The user a token claims to be, from its signature alone (no query), or null. */
  claimedUserId(token: string): Promise<string | null>;
  clock: Clock;
  /** Origins whose pages may connect with the session cookie. */
  allowedOrigins: string[];
  /** Behind a reverse proxy: the client address is the first of X-Forwarded-For. */
  trustProxy: boolean;
  /** Open sockets of one user in this process. */
  maxConnectionsPerUser: number;
  /** Open connections from one address in this process, signed in or not. */
  maxConnectionsPerAddress: number;
  /** New connections one address may open each second past its burst (1 unless many share it). */
  newConnectionsPerSecondPerAddress?: number;
}

/** The socket's language: `auth.locale` when Moim speaks it, else the request's Accept-Language. */
function socketLocale(request: IncomingMessage, auth: ChatSocketAuth = {}): Locale {
  const asked = typeof auth.locale === 'string' ? auth.locale : '';
  return pickLocale([asked, request.headers['accept-language'] ?? ''].filter(Boolean).join(','));
}

/** A refusal the client receives as `connect_error`: the message in its language, the code in `data`. */
function refusal(
  code: MessageKey,
  request: IncomingMessage,
  auth?: ChatSocketAuth,
): Error & { data: { code: MessageKey } } {
  const error = new Error(translateMessage(code, socketLocale(request, auth)));
  return Object.assign(error, { data: { code } });
}

function isRefusal(error: unknown): error is Error & { data: { code: MessageKey } } {
  return error instanceof Error && 'data' in error;
}

function clientAddress(request: IncomingMessage, trustProxy: boolean): string {
  const forwarded = request.headers['x-forwarded-for'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return (trustProxy && first) || request.socket.remoteAddress || 'unknown';
}

/** The session token: `auth.token` (as the spec's client sends it), a bearer header, or the cookie. */
function readToken(socket: ChatSocket): { token: string; via: 'token' | 'cookie' } | null {
  const given = (socket.handshake.auth as { token?: unknown }).token;
  const header = socket.request.headers.authorization;
  const bearer = typeof given === 'string' ? given : header?.toLowerCase().startsWith('bearer ') ? header : '';
  const token = bearer.replace(/^bearer\s+/i, '').trim();
  if (token) return { token, via: 'token' };
  const cookie = socket.request.headers.cookie;
  const fromCookie = cookie ? fastifyCookie.parse(cookie)[SESSION_COOKIE] : undefined;
  return fromCookie ? { token: fromCookie, via: 'cookie' } : null;
}

/** Counts per key, for the caps. */
function counter() {
  const counts = new Map<string, number>();
  return {
    get: (key: string) => counts.get(key) ?? 0,
    add(key: string): number {
      const count = (counts.get(key) ?? 0) + 1;
      counts.set(key, count);
      return count;
    },
    remove(key: string): void {
      const count = (counts.get(key) ?? 0) - 1;
      if (count > 0) counts.set(key, count);
      else counts.delete(key);
    },
  };
}

/**
 * Who may connect (decision 0016). Every namespace socket needs a live session (logout and a
 * password change end it); a connection by cookie must come from an allowed page. Connections
 * per address are capped at the transport, so anonymous ones count too; sockets per user are
 * capped at the namespace. The counts are this process's own.
 */
export function createHandshakeGuard(options: HandshakeOptions) {
  const addresses = counter();
  const users = counter();
  // New connections, not only open ones, are budgeted (decision 43): a client that reconnects in a
  // loop gets twice what it may hold at once, then one a second per address and one in five
  // seconds per user. The user's is checked on the token's signature, before any query.
  const newPerAddress = createTokenBuckets(
    { burst: 2 * options.maxConnectionsPerAddress, perSecond: options.newConnectionsPerSecondPerAddress ?? 1 },
    options.clock,
  );
  const newPerUser = createTokenBuckets({ burst: 2 * options.maxConnectionsPerUser, perSecond: 0.2 }, options.clock);

  /** Engine.IO asks before each new connection (the server option of that name). */
  const allowRequest: ServerOptions['allowRequest'] = (request, callback) => {
    const address = clientAddress(request, options.trustProxy);
    if (addresses.get(address) >= options.maxConnectionsPerAddress || !newPerAddress.take(address)) {
      return callback(refusal('tooManyConnections', request).message, false);
    }
    callback(null, true);
  };

  async function admit(socket: ChatSocket): Promise<void> {
    const request = socket.request;
    const auth = socket.handshake.auth as ChatSocketAuth;
    /** Runs a rule of access.ts; its refusal reaches the client as a refused connection. */
    const refuseUnless = (rule: () => void) => {
      try {
        rule();
      } catch (error) {
        throw error instanceof AppError ? refusal(error.code, request, auth) : error;
      }
    };
    const found = readToken(socket);
    if (!found) throw refusal('unauthorized', request, auth);
    if (found.via === 'cookie') {
      refuseUnless(() => assertAllowedOrigin(request.headers.origin, options.allowedOrigins, { absentAllowed: true }));
    }
    const claimed = await options.claimedUserId(found.token);
    if (!claimed) throw refusal('unauthorized', request, auth);
    if (!newPerUser.take(claimed)) throw refusal('tooManyConnections', request, auth);
    const caller = await options.authenticate(found.token);
    if (!caller) throw refusal('unauthorized', request, auth);
    // A socket sends changes (chat messages) and allows none of those a restricted session may make.
    refuseUnless(() => assertMayChange(caller, false));
    if (users.get(caller.id) >= options.maxConnectionsPerUser) throw refusal('tooManyConnections', request, auth);
    // Counted now, so parallel handshakes cannot pass the cap; given back once, however the socket ends.
    users.add(caller.id);
    let counted = true;
    const release = () => {
      if (counted) users.remove(caller.id);
      counted = false;
    };
    // A connection can carry many sockets one after another: its listener goes with the socket.
    socket.conn.once('close', release);
    socket.once('disconnect', () => {
      socket.conn.off('close', release);
      release();
    });
    const data: SocketData = { caller, token: found.token, locale: socketLocale(request, auth) };
    socket.data = data;
  }

  return {
    allowRequest,
    /** Counts the connections of a server made with `allowRequest`, and guards its namespaces. */
    attach(io: ChatServer, namespaces: string[]): void {
      // Enforced again once a connection is open: a burst of handshakes can all be asked before
      // any of them has opened.
      io.engine.on(
        'connection',
        (connection: {
          request: IncomingMessage;
          close(): void;
          once(event: 'close', listener: () => void): unknown;
        }) => {
          const address = clientAddress(connection.request, options.trustProxy);
          connection.once('close', () => addresses.remove(address));
          if (addresses.add(address) > options.maxConnectionsPerAddress) connection.close();
        },
      );
      for (const name of namespaces) {
        io.of(name).use((socket, next) => {
          admit(socket).then(
            () => next(),
            (error: unknown) =>
              next(
                // A refusal says why; anything else (the database failing) says nothing of itself.
                isRefusal(error)
                  ? error
                  : refusal('internalError', socket.request, socket.handshake.auth as ChatSocketAuth),
              ),
          );
        });
      }
    },
  };
}
