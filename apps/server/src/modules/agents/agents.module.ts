import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/client';
import { agentsRoutes } from './agents.routes';
import { agentsService } from './agents.service';
import { agentsStore } from './agents.store';

/** Invitation codes and the agent tree: assertDownline, the check every agent call makes, and the code check route. */
export function agentsModule(app: FastifyInstance, deps: { db: Db }) {
  const agents = agentsService({ store: agentsStore(deps.db) });
  agentsRoutes(app, { agents });
  return { agents };
}
