import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { ErrorCode } from '@moim/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors.ts';
import { IMAGE_MAX_BYTES } from '../lib/images.ts';
import { STORED_FILE_CACHE_CONTROL, UPLOADS_PATH, isStorageKey, type Storage } from '../lib/storage.ts';

/** The headers of every stored file the server answers with, wherever the file is kept. */
function setStoredFileHeaders(reply: { header(name: string, value: string): unknown }): void {
  // Names are random (or say what the file belongs to) and content never changes.
  reply.header('cache-control', STORED_FILE_CACHE_CONTROL);
  reply.header('x-content-type-options', 'nosniff');
  reply.header('content-security-policy', "default-src 'none'; sandbox");
  // Pages of the allowed origins (and any other page) may show the images.
  reply.header('cross-origin-resource-policy', 'cross-origin');
}

/** How long a browser may reuse a redirect to a stored file's public address without asking again. */
const REDIRECT_CACHE_CONTROL = 'public, max-age=86400';

/** Multipart uploads (one file up to 5 MB), and the stored files served under /uploads. */
export async function registerUploads(app: FastifyInstance, storage: Storage): Promise<void> {
  await app.register(fastifyMultipart, {
    limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 10, fieldSize: 10_000 },
  });
  const { serving } = storage;
  if (serving.kind === 'directory') {
    await app.register(fastifyStatic, {
      root: serving.root,
      prefix: `${UPLOADS_PATH}/`,
      decorateReply: false,
      index: false,
      wildcard: true,
      setHeaders: setStoredFileHeaders,
    });
    return;
  }
  // Files, not part of the API: out of its document, as the disk's static route is.
  const options = { schema: { hide: true } };
  app.get(`${UPLOADS_PATH}/*`, options, async (request: FastifyRequest<{ Params: { '*': string } }>, reply) => {
    const key = request.params['*'];
    if (!isStorageKey(key)) return reply.callNotFound();
    if (serving.kind === 'redirect') {
      return reply.header('cache-control', REDIRECT_CACHE_CONTROL).redirect(serving.urlOf(key), 302);
    }
    const ifNoneMatch = request.headers['if-none-match'];
    const file = await serving.open(key, typeof ifNoneMatch === 'string' ? ifNoneMatch : undefined);
    if (file === undefined) return reply.callNotFound();
    setStoredFileHeaders(reply);
    if (file === 'not-modified') return reply.code(304).send();
    reply.header('content-type', file.contentType);
    if (file.contentLength !== undefined) reply.header('content-length', file.contentLength);
    if (file.etag) reply.header('etag', file.etag);
    if (file.lastModified) reply.header('last-modified', file.lastModified.toUTCString());
    return reply.send(file.body);
  });
}

/** The bytes of the request's `file` field; 413 when it is over the limit, 400 when the form is broken. */
export async function readUploadedFile(request: FastifyRequest): Promise<Buffer | undefined> {
  if (!request.isMultipart()) throw new AppError('fileMissing');
  try {
    const file = await request.file();
    return file ? await file.toBuffer() : undefined;
  } catch (error) {
    throw uploadError(error);
  }
}

/** A file of a multipart form, read whole. */
export interface ReceivedFile {
  /** As the client named it (any path dropped by the parser); never trusted for the type. */
  filename: string;
  data: Buffer;
}

/** A multipart form read whole: its text fields (the first of each name) and its one file. */
export interface ReceivedForm {
  fields: Record<string, unknown>;
  file: ReceivedFile | undefined;
}

/**
 * Reads a multipart form of text fields and at most one file. A field over `maxFieldBytes`, more
 * fields or files than allowed, or a broken body are the client's errors (413 or 400); a file
 * over `maxFileBytes` answers 413 with `fileTooLarge`. A file part with no name and no bytes (a
 * form's empty file input) is no file.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  options: { maxFileBytes: number; maxFieldBytes: number; maxFields: number; fileTooLarge: ErrorCode },
): Promise<ReceivedForm> {
  if (!request.isMultipart()) throw new AppError('unsupportedMediaType');
  const fields: Record<string, unknown> = {};
  let file: ReceivedFile | undefined;
  try {
    const parts = request.parts({
      limits: { fileSize: options.maxFileBytes, files: 1, fields: options.maxFields, fieldSize: options.maxFieldBytes },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.filename || data.length > 0) file = { filename: part.filename, data };
      } else {
        // The parser cuts a value over the limit short: a shortened text must not pass as the text.
        if (part.valueTruncated) throw new AppError('payloadTooLarge');
        if (!Object.hasOwn(fields, part.fieldname)) fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw uploadError(error, options.fileTooLarge);
  }
  return { fields, file };
}

/** What went wrong while reading a multipart body, as the client's error it is. */
function uploadError(error: unknown, fileTooLarge: ErrorCode = 'imageTooLarge'): unknown {
  const { code, statusCode } = error as { code?: string; statusCode?: number };
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError(fileTooLarge, { cause: error });
  if (statusCode === 413) return new AppError('payloadTooLarge', { cause: error });
  if (statusCode !== undefined && statusCode >= 500) return error;
  // The parser's own errors (no boundary, a cut-off part, a malformed header) carry no status:
  // they are the body's fault, like the plugin's 4xx ones.
  return new AppError('multipartInvalid', { cause: error });
}
