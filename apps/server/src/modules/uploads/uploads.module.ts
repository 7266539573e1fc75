import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/client';
import type { Guards } from '../../platform/http/auth-guard';
import { uploadsRoutes } from './uploads.routes';
import { uploadsService } from './uploads.service';
import { uploadsStore } from './uploads.store';

/** Proof images: the service deposits and withdrawals store through, and the route that serves them. */
export function uploadsModule(app: FastifyInstance, deps: { db: Db; guard: Guards }) {
  const uploads = uploadsService({ store: uploadsStore(), db: deps.db });
  uploadsRoutes(app, { uploads, guard: deps.guard });
  return { uploads };
}
