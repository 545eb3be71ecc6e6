import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Compresses responses of 1 KiB or more (JSON, and web files without a precompressed copy) with
 * Brotli or gzip, whichever the client prefers. Request bodies are never decompressed: no client
 * of the API needs it, and it would let a small body expand past the body limit's intent.
 * The health check's fast path answers before Fastify and stays as it is.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: 1024,
  });
}
