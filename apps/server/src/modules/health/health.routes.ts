import { ROUTES } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../platform/http/reply';
import { route } from '../../platform/http/route';

/**
 * /healthz says the process is alive; /readyz also checks the database, and turns 503 once
 * shutdown begins so a load balancer stops sending traffic before connections close.
 */
export function healthRoutes(app: FastifyInstance, deps: { ping: () => Promise<void>; closing: () => boolean }) {
  const tags = ['health'];
  route(app, ROUTES.healthz, { tags, summary: 'Liveness' }, async (req) => ok(req, { status: 'ok' as const }));
  route(
    app,
    ROUTES.readyz,
    { tags, summary: 'Readiness: database reachable, not shutting down' },
    async (req, reply) => {
      let ready = !deps.closing();
      if (ready) {
        ready = await deps.ping().then(
          () => true,
          () => false,
        );
      }
      if (!ready) {
        reply.status(503);
        return {
          success: false,
          value: { status: 'unavailable' as const },
          message: req.t('notReady'),
          code: 'NOT_READY',
        };
      }
      return ok(req, { status: 'ok' as const });
    },
  );
}
