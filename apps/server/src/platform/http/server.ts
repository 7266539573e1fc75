import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { createSealedBox } from '../crypto/sealed-box';
import { installCompression } from './compression';
import { installErrorHandler } from './error-handler';
import { installFormBodies } from './form-bodies';
import { installOpenApi } from './openapi';
import { installRateLimits, type RateLimitOptions } from './rate-limits';
import { installSealedBodies } from './sealed-bodies';
import { installSecurityHeaders } from './security-headers';
import { textValidatorCompiler } from './storable-text';

export type HttpServerOptions = {
  logLevel?: string;
  trustProxy?: boolean;
  webDist?: string;
  publicUrl?: string;
  /** Origins of outside vendors' game windows the site may frame (CSP frame-src). */
  frameSources?: string[];
  /** The per-IP route limits; off unless given. */
  rateLimits?: RateLimitOptions | false;
  /** PEM of the RSA key that opens sealed bodies; unset = a fresh key per process. */
  sealedKeyPem?: string;
};

/**
 * The Fastify instance with what every route relies on, before any module registers one: logging
 * with secrets redacted, request ids, the zod compilers, graceful closing, the error envelope,
 * security headers, compression, rate limits, the OpenAPI reference, form and sealed bodies, and
 * the request fields the guards fill. `closing()` is true once close() has begun.
 */
export async function createHttpServer(
  o: HttpServerOptions,
): Promise<{ app: FastifyInstance; closing: () => boolean }> {
  let closing = false;
  const app = Fastify({
    logger: {
      level: o.logLevel ?? 'info',
      redact: ['req.headers.token', 'req.headers.authorization', 'req.headers.cookie'],
    },
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    trustProxy: o.trustProxy ?? false,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    bodyLimit: 8 * 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(textValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
    // While shutting down, answers end their keep-alive connection so close() is not held open.
    if (closing) reply.header('connection', 'close');
  });
  app.addHook('preClose', async () => {
    closing = true;
  });

  installErrorHandler(app);
  await installSecurityHeaders(app, { webDist: o.webDist, publicUrl: o.publicUrl, frameSources: o.frameSources });
  await installCompression(app);
  // Before any route: the limits attach to routes as they are declared.
  if (o.rateLimits) await installRateLimits(app, o.rateLimits);
  await installOpenApi(app, { https: o.publicUrl?.startsWith('https:') ?? false });
  installFormBodies(app);
  installSealedBodies(app, createSealedBox({ privateKeyPem: o.sealedKeyPem }));
  app.decorateRequest('memberId', null);
  app.decorateRequest('memberType', null);
  app.decorateRequest('operatorId', 0);
  app.decorateRequest('operatorRole', null);
  return { app, closing: () => closing };
}
