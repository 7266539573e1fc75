import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/client';
import type { Guards } from '../../platform/http/auth-guard';
import type { AuditService } from '../audit/audit.service';
import { messagesRoutes } from './messages.routes';
import { messagesService, type OnDelivered } from './messages.service';
import { messagesStore } from './messages.store';

/**
 * Platform messages: the inbox calls, the operator's sends, and `unreadCount` for member info.
 * `onDelivered` is told after each send commits (the socket pushes the new unread count from it).
 */
export function messagesModule(
  app: FastifyInstance,
  deps: { db: Db; audit: AuditService; guard: Guards; clock: () => Date; onDelivered?: OnDelivered },
) {
  const messages = messagesService({ ...deps, store: messagesStore(deps.db) });
  messagesRoutes(app, { messages, guard: deps.guard });
  return { messages };
}
