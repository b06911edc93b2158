import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Only JSON answers are compressed on the fly: static files are compressed at build time, pages by sendPage. */
export const COMPRESSIBLE_TYPES = /^application\/(?:[\w.+-]+\+)?json(?:;|$)/i;

/**
 * Compresses the API's JSON (brotli or gzip, by Accept-Encoding) above 1 KB. Register before any route: the plugin
 * attaches itself to routes as they are added. `text/event-stream` is never compressed (nor buffered): the type is
 * not in the list, and the chat's stream writes to the raw socket anyway.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    customTypes: COMPRESSIBLE_TYPES,
    // Requests are not decompressed: clients send small JSON bodies.
    requestEncodings: ['gzip'],
    globalDecompression: false,
  });
}
