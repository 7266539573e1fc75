import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/client';
import { contentRoutes } from './content.routes';
import { contentService } from './content.service';
import { contentStore } from './content.store';

/** Banners and announcements. */
export function contentModule(app: FastifyInstance, deps: { db: Db; clock: () => Date }) {
  const content = contentService({ store: contentStore(deps.db), clock: deps.clock });
  contentRoutes(app, { content });
  return { content };
}
