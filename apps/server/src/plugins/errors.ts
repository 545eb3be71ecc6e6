import {
  EMAIL_MAX_LENGTH,
  defaultLocale,
  errorStatus,
  isLocale,
  isMessageKey,
  LANGUAGE_COOKIE,
  pickLocale,
  translateMessage,
  type ErrorBody,
  type ErrorCode,
  type Locale,
  type MessageKey,
} from '@moim/contract';
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors.ts';

/**
 * The language the caller reads: the choice remembered in the language cookie, else the
 * Accept-Language (which the web app sets to its language on every call).
 */
export function requestLocale(request: FastifyRequest): Locale {
  const chosen = request.cookies?.[LANGUAGE_COOKIE];
  return isLocale(chosen) ? chosen : pickLocale(request.headers['accept-language']);
}

function body(code: MessageKey, locale: Locale, issues?: ErrorBody['issues']): ErrorBody {
  return { code, message: translateMessage(code, locale), ...(issues ? { issues } : {}) };
}

/** Maps Fastify's own client errors (bad JSON, oversized body, …) to error codes. */
function frameworkErrorCode(error: FastifyError): ErrorCode {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'malformedJson';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
      return 'payloadTooLarge';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'unsupportedMediaType';
  }
  if (error instanceof SyntaxError) return 'malformedJson';
  if (error.statusCode === 401) return 'unauthorized';
  if (error.statusCode === 403) return 'forbidden';
  if (error.statusCode === 404) return 'notFound';
  if (error.statusCode === 413) return 'payloadTooLarge';
  if (error.statusCode === 414) return 'urlTooLong';
  if (error.statusCode === 429) return 'tooManyRequests';
  return 'invalidInput';
}

/**
 * One error handler for the whole API: expected errors become `{ code, message }` in the
 * caller's language; anything unexpected is logged and answered without internals.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const locale = requestLocale(request);

    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.code(error.status).send(body(error.code, locale));
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => {
        const code = v.message && isMessageKey(v.message) ? v.message : 'invalidInput';
        // A length limit's message names the limit.
        const { maximum } = v.params as { maximum?: unknown };
        return {
          path: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
          code,
          message: translateMessage(code, locale, typeof maximum === 'number' ? { max: maximum } : undefined),
        };
      });
      const first = issues.find((i) => i.code !== 'invalidInput') ?? issues[0];
      const code = first?.code ?? 'invalidInput';
      // Input the schema refuses is invalid input, whichever field's message names it (decision 53).
      return reply
        .code(errorStatus.invalidInput)
        .send({ code, message: first?.message ?? translateMessage(code, locale), issues });
    }

    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send(body(frameworkErrorCode(error), locale));
    }

    request.log.error({ err: error }, 'request failed');
    return reply.code(errorStatus.internalError).send(body('internalError', locale));
  });
}

/**
 * Answers the errors Fastify's router meets before any route (an address that is not valid
 * percent-encoding, a path parameter over the router's length limit) in the API's shape.
 */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  // The reply is a thenable, but Fastify ignores what this handler returns; sending is enough.
  void reply.code(status).send(body(frameworkErrorCode(error), requestLocale(request)));
}

/**
 * The longest path parameter the router takes (Fastify's default is 100): the longest one the
 * contract allows, an e-mail of 254 characters, fits even fully percent-encoded, so a caller gets
 * the contract's own limit and message.
 */
export const MAX_PATH_PARAMETER_LENGTH = 3 * EMAIL_MAX_LENGTH;

/**
 * The largest request head (request line and headers) the server reads: Node's default of 16 KiB
 * raised, so that an oversized token or cookie reaches the app and is answered like any invalid
 * session (401 on a route that needs one) instead of Node's bare 431.
 */
export const MAX_HEADER_BYTES = 128 * 1024;

/**
 * Answers a request Node could not parse (a head over MAX_HEADER_BYTES, a malformed request
 * line, a head that never finished) with the API's `{ code, message }` before closing.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const code: ErrorCode =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? 'headersTooLarge'
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? 'requestTimeout'
        : 'invalidInput';
  const status = errorStatus[code];
  // The head was not parsed, so the caller's language is unknown.
  const json = JSON.stringify(body(code, defaultLocale));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(json)}\r\n\r\n${json}`,
    );
  }
  socket.destroy(error);
}

/** Sends a JSON 404 for an unknown API path. */
export function sendApiNotFound(request: FastifyRequest, reply: FastifyReply) {
  return reply.code(errorStatus.apiNotFound).send(body('apiNotFound', requestLocale(request)));
}
