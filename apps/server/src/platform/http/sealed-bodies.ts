import { ROUTES } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import type { SealedBox } from '../crypto/sealed-box';
import { ok } from './reply';
import { route } from './route';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The body must arrive sealed (see packages/contracts/src/sealed.ts); plain JSON is refused. */
    sealed?: boolean;
  }
}

/**
 * Serves the public key and opens sealed bodies for routes declaring `config: { sealed: true }`.
 * Install after the error handler and request context, before the routes.
 */
export function installSealedBodies(app: FastifyInstance, box: SealedBox) {
  route(
    app,
    ROUTES.publicKey,
    { tags: ['system'], summary: 'The RSA public key that wraps the AES key of sealed request bodies' },
    async (req) => ok(req, box.publicKeyInfo()),
  );

  // preValidation runs after the body is parsed and before the route's schema validates it, so
  // the route's own Zod body schema checks the decrypted JSON as if it had been sent plain.
  app.addHook('preValidation', async (req) => {
    if (req.routeOptions.config?.sealed !== true) return;
    req.body = box.open(req.body);
  });
}
