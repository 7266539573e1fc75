import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/client';
import type { Guards } from '../../platform/http/auth-guard';
import type { AuditService } from '../audit/audit.service';
import { articlesRoutes } from './articles.routes';
import { articlesService } from './articles.service';
import { articlesStore } from './articles.store';

/** Beginner guide, blog and news: readers' calls and the operators' writes. */
export function articlesModule(
  app: FastifyInstance,
  deps: { db: Db; audit: AuditService; guard: Guards; clock: () => Date },
) {
  const articles = articlesService({
    db: deps.db,
    store: articlesStore(deps.db),
    audit: deps.audit,
    clock: deps.clock,
  });
  articlesRoutes(app, { articles, guard: deps.guard });
  return { articles };
}
