import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  NO_INDEX,
  dataPreload,
  imagePreload,
  insertIntoHead,
  withLanguage,
  withPageHead,
  type PageHead,
} from '../lib/page-head.ts';
import { requestLocale, sendApiNotFound } from './errors.ts';
import { preloadLinks, readLandingPreloads } from './landing-preloads.ts';

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
/** A missing file (an upload, an old asset) is a 404, not the app: screens have no extension. */
const isFilePath = (url: string) => url.startsWith('/uploads/') || /\.[a-z0-9]{1,8}$/i.test(url.split('?')[0]!);

/**
 * A screen of the web app whose head the server writes: for link previews and search engines
 * (decision 0031, answering 404 when what it shows does not exist), and for the browser, which
 * fetches the screen's code (the web build's landing preloads) and first picture with the entry
 * (decision 0041).
 */
export interface AppPage {
  /** Its route, as Fastify and the web app write it (`/events/:eventId`). */
  path: string;
  /** The page's head for the route's parameters; null when what it shows does not exist. */
  head?(params: Record<string, string>): Promise<PageHead | null>;
  /** The picture the page shows largest, when it has no head of its own to name it. */
  firstImage?(): Promise<string | undefined>;
  /** The API address (as the web app writes it) of what the screen asks for first. */
  data?(params: Record<string, string>): string | undefined;
}

/**
 * A page of the app in the reader's language (`<html lang>` from the language cookie, else
 * Accept-Language), so it varies with both.
 */
function sendHtml(request: FastifyRequest, reply: FastifyReply, status: number, html: string) {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('vary', 'Accept-Language, Cookie')
    .send(withLanguage(html, requestLocale(request)));
}

/**
 * Serves the built web app: hashed assets cached for good, `pages` with their own head (or a
 * 404), and index.html for every other non-API path so the client router can show the screen
 * (or its own 404 page).
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDistDir: string | undefined,
  pages: AppPage[] = [],
): Promise<void> {
  const indexFile = webDistDir ? path.join(webDistDir, 'index.html') : undefined;
  const hasWebApp = indexFile !== undefined && fs.existsSync(indexFile);
  if (hasWebApp) {
    const common = { index: false as const, preCompressed: true };
    // The hashed assets (~600 files with their .gz and .br) through one route: listed at start,
    // one route each, they cost 0.15–1 s of every start (bench:start). Only under /assets/, so
    // addresses the router refuses elsewhere (a parameter too long: 414) are still refused.
    const assetsDir = path.join(webDistDir!, 'assets');
    if (fs.existsSync(assetsDir)) {
      await app.register(fastifyStatic, {
        ...common,
        root: assetsDir,
        prefix: '/assets/',
        wildcard: true,
        // `/assets/` and the like are not files: the not-found handler below answers them.
        allowedPath: (pathname) => isFilePath(pathname),
        setHeaders(reply) {
          reply.header('cache-control', 'public, max-age=31536000, immutable');
        },
      });
    }
    // The few other files of the build (favicon, home images), one route each.
    await app.register(fastifyStatic, {
      ...common,
      root: webDistDir!,
      wildcard: false,
      globIgnore: ['assets/**'],
      decorateReply: false,
      setHeaders(reply) {
        reply.header('cache-control', 'no-cache');
      },
    });
  } else {
    app.log.warn({ webDistDir }, 'the web app is not built; serving the API only');
  }

  // Read once: a build replaces them only together with a restart.
  const indexHtml = hasWebApp ? fs.readFileSync(indexFile, 'utf8') : undefined;
  const landingPreloads = hasWebApp ? readLandingPreloads(webDistDir!) : {};
  for (const page of pages) {
    app.get(page.path, { schema: { hide: true } }, async (request, reply) => {
      if (indexHtml === undefined) return reply.code(404).type('text/plain').send('Not found');
      let head: PageHead | null | undefined;
      let firstImage: string | undefined;
      try {
        [head, firstImage] = await Promise.all([
          page.head?.(request.params as Record<string, string>),
          page.firstImage?.(),
        ]);
      } catch (error) {
        // The screen still works without them: it loads its data through the API.
        request.log.error({ err: error }, 'the head of a page could not be made');
      }
      if (head === null) return sendHtml(request, reply, 404, insertIntoHead(indexHtml, NO_INDEX));
      const data = page.data?.(request.params as Record<string, string>);
      const preloads = [
        ...(firstImage ? [imagePreload(firstImage)] : []),
        ...(data ? [dataPreload(data)] : []),
        preloadLinks(landingPreloads[page.path]?.[requestLocale(request)] ?? []),
      ].join('\n    ');
      return sendHtml(request, reply, 200, insertIntoHead(head ? withPageHead(indexHtml, head) : indexHtml, preloads));
    });
  }

  app.setNotFoundHandler((request, reply) => {
    if (isApiPath(request.url)) return sendApiNotFound(request, reply);
    if (
      indexHtml !== undefined &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isFilePath(request.url)
    ) {
      return sendHtml(request, reply, 200, indexHtml);
    }
    return reply.code(404).type('text/plain').send('Not found');
  });
}
