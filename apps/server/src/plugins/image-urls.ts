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

/** `value` itself when `next` changed none of its items, else a copy with the changed ones. */
function mapArray(value: unknown[], next: (item: unknown) => unknown): unknown[] {
  let copy: unknown[] | undefined;
  for (let i = 0; i < value.length; i++) {
    const item = next(value[i]);
    if (item !== value[i]) (copy ??= [...value])[i] = item;
  }
  return copy ?? value;
}

/** An image field's value: a URL, a list of URLs, or `{url}` objects (one or a list). */
function rewriteImage(value: unknown, rewrite: Rewrite): unknown {
  if (typeof value === 'string') return rewrite(value);
  if (Array.isArray(value)) return mapArray(value, (item) => rewriteImage(item, rewrite));
  if (isPlainObject(value) && typeof value.url === 'string') {
    const url = rewrite(value.url);
    return url === value.url ? value : { ...value, url };
  }
  return value;
}

/** Image fields sit a few levels down at most (a list, an item, its host); deeper is not ours. */
const MAX_DEPTH = 6;

/**
 * `value` with every image field rewritten. The original (maybe cached, shared between requests)
 * is never changed: what holds a rewritten field is copied, and the rest is shared as it is, so an
 * answer with few images costs a walk, not a copy of everything.
 */
export function rewriteImageFields(value: unknown, rewrite: Rewrite, depth = 0): unknown {
  // A hostile body can nest thousands of levels: leave that to the schema, which refuses it.
  if (depth > MAX_DEPTH) return value;
  if (Array.isArray(value)) return mapArray(value, (item) => rewriteImageFields(item, rewrite, depth + 1));
  if (!isPlainObject(value)) return value;
  let copy: Record<string, unknown> | undefined;
  for (const key in value) {
    const field = value[key];
    const next = IMAGE_FIELDS.has(key) ? rewriteImage(field, rewrite) : rewriteImageFields(field, rewrite, depth + 1);
    if (next !== field) (copy ??= { ...value })[key] = next;
  }
  return copy ?? value;
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
