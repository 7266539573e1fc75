import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers under this size go as they are: compressing them saves less than the header costs. */
export const COMPRESS_THRESHOLD = 1024;

/**
 * Brotli or gzip for compressible answers (JSON, HTML, JS, CSS, SVG) over the threshold, as the
 * client's Accept-Encoding allows. The provider wallet API (/provider/) is left out: vendors sign and
 * compare its exact bytes, and a small call gains nothing. Request bodies are never inflated (no
 * client needs it, and it would open a decompression bomb). Built assets arrive precompressed from
 * the web build (web-static.ts), so nothing is compressed twice.
 */
export async function installCompression(app: FastifyInstance) {
  // Runs before the plugin's own onRoute hook, so these routes are registered without compression.
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/provider/')) route.compress = false;
  });
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_THRESHOLD,
    globalDecompression: false,
  });
}
