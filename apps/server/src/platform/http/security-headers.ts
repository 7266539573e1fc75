import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** 'sha256-…' sources for every inline <script> (no src) of a built HTML page, as CSP hashes them. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attrs = '', body = ''] = m;
    if (/\bsrc\s*=/i.test(attrs) || body.length === 0) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

export type SecurityHeaderOptions = {
  /** The built web app: its index.html's pre-paint script is allowed by hash, read at start. */
  webDist?: string;
  /** PUBLIC_URL: over https, browsers are told to keep to https (HSTS) and upgrade any http request. */
  publicUrl?: string;
  /** Origins of outside game windows the site frames (FRAME_SOURCES); the demo studio is this origin. */
  frameSources?: string[];
};

/**
 * Security headers on every answer (@fastify/helmet). The CSP allows this origin only, plus the
 * web app's inline pre-paint script by its hash (computed from the built index.html, so an edit
 * cannot silently break or widen it), the configured game frames, and no framing by other sites
 * (frame-ancestors 'self': the game window /seamless frames the studio from our own pages).
 * Pages with their own needs (the studio window, the sandbox payment page, /docs) set their own CSP.
 */
export async function installSecurityHeaders(app: FastifyInstance, o: SecurityHeaderOptions) {
  const index = o.webDist ? path.join(o.webDist, 'index.html') : undefined;
  const hashes = index && existsSync(index) ? inlineScriptHashes(readFileSync(index, 'utf8')) : [];
  const https = o.publicUrl?.startsWith('https:') ?? false;
  // The provider wallet API is server-to-server JSON that no browser renders: its hot path skips
  // the dozen headers (set before helmet's own onRoute hook sees the route).
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/provider/')) (route as { helmet?: boolean }).helmet = false;
  });
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        scriptSrc: ["'self'", ...hashes],
        scriptSrcAttr: ["'none'"],
        // React and widgets set style attributes and small <style> elements; styles cannot run code.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Banners and vendor logos may be hosted elsewhere by the operator.
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // Proof-of-work widgets hash in a worker started from a blob.
        workerSrc: ["'self'", 'blob:'],
        frameSrc: ["'self'", ...(o.frameSources ?? [])],
        frameAncestors: ["'self'"],
        formAction: ["'self'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // Vendor game windows opened as popups keep working; our pages keep their own browsing context group.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    // Game windows and images from vendors are not built for cross-origin isolation.
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    hsts: https ? { maxAge: 31_536_000, includeSubDomains: false } : false,
  });
}
