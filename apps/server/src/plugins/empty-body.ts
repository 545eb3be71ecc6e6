import type { FastifyInstance } from 'fastify';

/**
 * In this plugin's routes, a JSON body that is empty (or only white space) counts as no body,
 * instead of Fastify's "empty JSON body" error: some clients send the JSON content type on a
 * request without a body. Anything else is parsed by Fastify's own JSON parser.
 */
export function acceptEmptyJsonBody(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (text.trim() === '') return done(null, undefined);
    // Fastify's default JSON parser answers through `done`; it returns no promise to wait for.
    void parseJson(request, text, done);
  });
}
