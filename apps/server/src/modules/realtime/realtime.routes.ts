import { REALTIME_API } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import type { RealtimeService } from './realtime.service';

/**
 * GET /wps/ws, upgraded to a WebSocket. The token comes in the first message (`hello`), not the
 * URL or a header, so it never lands in access logs. Hidden from OpenAPI: not a JSON call.
 */
export function realtimeRoutes(app: FastifyInstance, deps: { realtime: RealtimeService }) {
  app.get(REALTIME_API.socket, { websocket: true, schema: { hide: true } }, (socket, req) => {
    deps.realtime.accept(socket, { brandId: req.brand.id });
  });
}
