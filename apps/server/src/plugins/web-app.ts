import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendApiNotFound } from './errors.ts';

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
/** A missing file (an upload, an old asset) is a 404, not the app: screens have no extension. */
const isFilePath = (url: string) => url.startsWith('/uploads/') || /\.[a-z0-9]{1,8}$/i.test(url.split('?')[0]!);

/**
 * Serves the built web app: hashed assets cached for good, index.html for every other
 * non-API path so the client router can show the screen (or its own 404 page).
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string | undefined): Promise<void> {
  const indexFile = webDistDir ? path.join(webDistDir, 'index.html') : undefined;
  const hasWebApp = indexFile !== undefined && fs.existsSync(indexFile);
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webDistDir!,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(reply, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn({ webDistDir }, 'the web app is not built; serving the API only');
  }

  app.setNotFoundHandler((request, reply) => {
    if (isApiPath(request.url)) return sendApiNotFound(request, reply);
    if (hasWebApp && (request.method === 'GET' || request.method === 'HEAD') && !isFilePath(request.url)) {
      return reply.type('text/html').sendFile('index.html');
    }
    return reply.code(404).type('text/plain').send('Not found');
  });
}
