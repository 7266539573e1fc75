import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from './error-handler';

/** Paths owned by the API: an unknown one is a 404 envelope, never the web app. */
const API_PREFIXES = ['/wps', '/lgw', '/docs', '/healthz', '/readyz', '/provider'];

/**
 * Serves the built single-page app and answers any other GET with index.html, so history-mode
 * routes such as /agentHome or /help#term load the app.
 */
export async function installWebApp(app: FastifyInstance, distDir: string) {
  const hasWeb = existsSync(path.join(distDir, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: distDir,
      index: 'index.html',
      // The web build writes <file>.br and <file>.gz beside each asset: sent as Content-Encoding when
      // the client accepts it (with Vary: Accept-Encoding), so nothing is compressed per request.
      preCompressed: true,
      // Hashed build output never changes under its name; everything else is revalidated.
      setHeaders: (reply, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((req: FastifyRequest, reply: FastifyReply) => {
    const url = req.url.split('?')[0] ?? '/';
    const isApi = API_PREFIXES.some((p) => url === p || url.startsWith(`${p}/`));
    // A missing script or image must be a 404, not the app's HTML under a script's name.
    const isFile = /\.[a-z0-9]{1,5}$/i.test(url) && url !== '/index.html';
    if (!isApi && !isFile && hasWeb && (req.method === 'GET' || req.method === 'HEAD')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return notFound(req, reply);
  });
}
