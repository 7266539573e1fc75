import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/client';
import { healthRoutes } from './health.routes';

/** /healthz and /readyz: ready while the database answers and the app is not closing. */
export function healthModule(app: FastifyInstance, deps: { db: Db; closing: () => boolean }) {
  healthRoutes(app, {
    ping: async () => {
      await deps.db.$client.query('select 1');
    },
    closing: deps.closing,
  });
  return {};
}
