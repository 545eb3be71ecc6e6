import fs from 'node:fs';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors.ts';
import { IMAGE_MAX_BYTES } from '../lib/images.ts';

/** Multipart uploads (one file up to 5 MB), and the stored files served under /uploads. */
export async function registerUploads(app: FastifyInstance, uploadsDir: string): Promise<void> {
  await app.register(fastifyMultipart, {
    limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 10, fieldSize: 10_000 },
  });
  fs.mkdirSync(uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    wildcard: true,
    setHeaders(reply) {
      // Names are random and content never changes.
      reply.header('cache-control', 'public, max-age=31536000, immutable');
      reply.header('x-content-type-options', 'nosniff');
      reply.header('content-security-policy', "default-src 'none'; sandbox");
      // Pages of the allowed origins (and any other page) may show the images.
      reply.header('cross-origin-resource-policy', 'cross-origin');
    },
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

/** What went wrong while reading a multipart body, as the client's error it is. */
function uploadError(error: unknown): unknown {
  const { code, statusCode } = error as { code?: string; statusCode?: number };
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError('imageTooLarge', { status: 413, cause: error });
  if (statusCode === 413) return new AppError('payloadTooLarge', { cause: error });
  if (statusCode !== undefined && statusCode >= 500) return error;
  // The parser's own errors (no boundary, a cut-off part, a malformed header) carry no status:
  // they are the body's fault, like the plugin's 4xx ones.
  return new AppError('multipartInvalid', { cause: error });
}
