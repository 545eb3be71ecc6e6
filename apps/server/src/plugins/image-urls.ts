import type { FastifyInstance } from 'fastify';
import { UPLOADS_PATH } from '../lib/storage.ts';

/** The fields that hold image URLs, in any request or response of the API. */
const IMAGE_FIELDS = new Set([
  'mainImage',
  'images',
  'eventImages',
  'eventImage',
  'profileImage',
  'imageUrl',
  'imageUrls',
  'coverImage',
]);

type Rewrite = (url: string) => string;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/** An image field's value: a URL, a list of URLs, or `{url}` objects (one or a list). */
function rewriteImage(value: unknown, rewrite: Rewrite): unknown {
  if (typeof value === 'string') return rewrite(value);
  if (Array.isArray(value)) return value.map((item) => rewriteImage(item, rewrite));
  if (isPlainObject(value) && typeof value.url === 'string') return { ...value, url: rewrite(value.url) };
  return value;
}

/** Image fields sit a few levels down at most (a list, an item, its host); deeper is not ours. */
const MAX_DEPTH = 6;

/** A copy of `value` with every image field rewritten; the original (maybe cached) is untouched. */
export function rewriteImageFields(value: unknown, rewrite: Rewrite, depth = 0): unknown {
  // A hostile body can nest thousands of levels: leave that to the schema, which refuses it.
  if (depth > MAX_DEPTH) return value;
  if (Array.isArray(value)) return value.map((item) => rewriteImageFields(item, rewrite, depth + 1));
  if (!isPlainObject(value)) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    copy[key] = IMAGE_FIELDS.has(key) ? rewriteImage(field, rewrite) : rewriteImageFields(field, rewrite, depth + 1);
  }
  return copy;
}

/**
 * Stored image URLs are paths (`/uploads/…`), so the data does not depend on the address the
 * site is reached at. Clients get them absolute under PUBLIC_URL (a client on another origin
 * can show them), and may send them back that way.
 */
export function imageUrlsFor(publicUrl: string) {
  const origin = new URL(publicUrl).origin;
  const stored = `${UPLOADS_PATH}/`;
  const absolute = `${origin}${stored}`;
  return {
    toAbsolute: (url: string) => (url.startsWith(stored) ? `${origin}${url}` : url),
    toStored: (url: string) => (url.startsWith(absolute) ? url.slice(origin.length) : url),
  };
}

/** The one place where image URLs are made absolute (answers) and stored again (requests). */
export function registerImageUrls(app: FastifyInstance, publicUrl: string): void {
  const { toAbsolute, toStored } = imageUrlsFor(publicUrl);
  const isApi = (url: string) => url.startsWith('/api/');
  app.addHook('preValidation', (request, _reply, done) => {
    if (isApi(request.url) && request.body) request.body = rewriteImageFields(request.body, toStored);
    done();
  });
  app.addHook('preSerialization', (request, _reply, payload: unknown, done) => {
    done(null, isApi(request.url) ? rewriteImageFields(payload, toAbsolute) : payload);
  });
}
