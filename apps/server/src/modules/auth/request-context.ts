import type { Locale } from '@moim/contract';
import type { FastifyRequest } from 'fastify';
import { requestLocale } from '../../plugins/errors.ts';

/** Where a sign-in, sign-up or recovery request comes from: its address (the limits) and language. */
export interface RequestContext {
  ip: string;
  locale: Locale;
}

export const requestContext = (request: FastifyRequest): RequestContext => ({
  ip: request.ip,
  locale: requestLocale(request),
});
