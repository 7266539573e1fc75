import { API, health } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../platform/http/reply';
import { responses } from '../../platform/http/schemas';

/**
 * /healthz says the process is alive; /readyz also checks the database, and turns 503 once
 * shutdown begins so a load balancer stops sending traffic before connections close.
 */
export function healthRoutes(app: FastifyInstance, deps: { ping: () => Promise<void>; closing: () => boolean }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const schema = { tags: ['health'], response: responses(health) };
  r.get(API.healthz, { schema: { ...schema, summary: 'Liveness' } }, async (req) => ok(req, { status: 'ok' as const }));
  r.get(
    API.readyz,
    { schema: { ...schema, summary: 'Readiness: database reachable, not shutting down' } },
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
