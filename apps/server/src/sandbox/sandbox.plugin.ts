import type { FastifyInstance } from 'fastify';
import type { Db } from '../platform/db/client';
import { servePageFonts } from '../platform/http/page-fonts';
import { sandboxGateway } from './sandbox.gateway';
import { SANDBOX_FONTS } from './sandbox.page';
import { sandboxRoutes } from './sandbox.routes';
import { sandboxStore } from './sandbox.store';

/**
 * The sandbox payment provider shipped with the project: its hosted page and API in this process.
 * The platform reaches it only through its payment adapter, and it reaches the platform only
 * through signed webhooks.
 */
export function installSandbox(app: FastifyInstance, deps: { db: Db; secret: string; clock: () => Date }) {
  const sandbox = sandboxGateway({
    store: sandboxStore(deps.db),
    secret: deps.secret,
    clock: deps.clock,
    log: app.log,
  });
  sandboxRoutes(app, { sandbox });
  servePageFonts(app, SANDBOX_FONTS);
  return { sandbox };
}
