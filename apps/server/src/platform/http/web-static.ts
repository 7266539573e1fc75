import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { BrandRef } from './context';
import { notFound } from './error-handler';

/** Paths owned by the API: an unknown one is a 404 envelope, never the web app. */
const API_PREFIXES = ['/wps', '/lgw', '/docs', '/healthz', '/readyz', '/provider'];

/**
 * Files the page itself loads (scripts, styles, images, fonts, data): a missing one is a 404, not the
 * app's HTML under a script's name. Anything else a person may type or follow (/index.htm,
 * /promo.php, /agentHome) is a page: the app answers and shows its own Page-not-found when it has none.
 */
const ASSET_EXTENSIONS =
  /\.(?:m?js|css|map|json|txt|xml|webmanifest|png|jpe?g|gif|webp|avif|svg|ico|bmp|woff2?|ttf|otf|eot|mp3|mp4|webm|ogg|wav|wasm|br|gz|zip|pdf)$/i;
const ASSET_FOLDERS = ['/assets/', '/static/', '/studio/'];

/** The operators' back office: its own entry of the web build (ops.html), never the players' app. */
export const isBackOfficePage = (url: string) => url === '/ops' || url.startsWith('/ops/');

/** Whether a path not found on disk still gets the app: every GET of a page outside the API. */
export function answersWithApp(method: string, url: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (API_PREFIXES.some((p) => url === p || url.startsWith(`${p}/`))) return false;
  if (ASSET_FOLDERS.some((f) => url.startsWith(f))) return false;
  return !ASSET_EXTENSIONS.test(url);
}

/**
 * Serves the built single-page app and answers any other GET with index.html, so history-mode
 * routes such as /agentHome or /help#term load the app; /ops and below get the back office (ops.html).
 */
export async function installWebApp(
  app: FastifyInstance,
  distDir: string,
  brandName: (brand: BrandRef) => Promise<string>,
) {
  const hasWeb = existsSync(path.join(distDir, 'index.html'));
  const manifestFile = path.join(distDir, 'manifest.webmanifest');
  if (existsSync(manifestFile)) {
    // The build's manifest names the demo brand; each brand's visitors install the app under the
    // brand's own name and language (one build serves every brand of the deployment).
    const built = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, unknown>;
    app.get('/manifest.webmanifest', { schema: { hide: true } }, async (req, reply) => {
      const name = await brandName(req.brand);
      return reply
        .type('application/manifest+json')
        .header('cache-control', 'no-cache')
        .send(JSON.stringify({ ...built, name, short_name: name, lang: req.brand.defaultLanguage }));
    });
  }
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
    if (hasWeb && answersWithApp(req.method, url)) {
      const page = isBackOfficePage(url) && existsSync(path.join(distDir, 'ops.html')) ? 'ops.html' : 'index.html';
      return reply.header('cache-control', 'no-cache').sendFile(page);
    }
    return notFound(req, reply);
  });
}
