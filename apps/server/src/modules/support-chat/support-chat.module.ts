import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/client';
import type { Guards } from '../../platform/http/auth-guard';
import type { UploadsService } from '../uploads/uploads.service';
import { supportChatRoutes } from './support-chat.routes';
import { type ChatPush, supportChatService, type ToFeedback } from './support-chat.service';
import { supportChatStore } from './support-chat.store';

/**
 * Live support chat. `push` (the realtime socket) and `toFeedback` (the feedback module) are
 * optional: without `push` the web polls history; without `toFeedback` offline messages stay in
 * chat_messages with state 'offline'.
 */
export function supportChatModule(
  app: FastifyInstance,
  deps: {
    db: Db;
    clock: () => Date;
    uploads: UploadsService;
    guard: Guards;
    push?: ChatPush;
    toFeedback?: ToFeedback;
  },
) {
  const chat = supportChatService({
    db: deps.db,
    store: supportChatStore(deps.db),
    uploads: deps.uploads,
    clock: deps.clock,
    log: app.log,
    push: deps.push,
    toFeedback: deps.toFeedback,
  });
  supportChatRoutes(app, { chat, guard: deps.guard });
  return { chat };
}
