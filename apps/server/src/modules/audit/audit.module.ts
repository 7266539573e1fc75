import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/client';
import type { Guards } from '../../platform/http/auth-guard';
import { auditRoutes } from './audit.routes';
import { auditService } from './audit.service';
import { auditStore } from './audit.store';

/** The operators' audit log: the service every operator action records through, and its read route. */
export function auditModule(app: FastifyInstance, deps: { db: Db; guard: Guards }) {
  const audit = auditService({ store: auditStore(), db: deps.db });
  auditRoutes(app, { audit, guard: deps.guard });
  return { audit };
}
