import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/client';
import type { Guards } from '../../platform/http/auth-guard';
import type { Background } from '../../platform/jobs/background';
import type { UploadsService } from '../uploads/uploads.service';
import { GUEST_CHAT_PURGE_CRON, GUEST_CHAT_PURGE_JOB, guestChatPurge } from './support-chat.retention';
import { supportChatRoutes } from './support-chat.routes';
import { type ChatPush, supportChatService, type ToFeedback } from './support-chat.service';
import { supportChatStore } from './support-chat.store';

/**
 * Live support chat. `push` (the realtime socket) and `toFeedback` (the feedback module) are
 * optional: without `push` the web polls history; without `toFeedback` offline messages stay in
 * chat_messages with state 'offline'. Guests' chats are deleted 30 days after their token expired
 * (support-chat.retention.ts), by a nightly job.
 */
export function supportChatModule(
  app: FastifyInstance,
  deps: {
    db: Db;
    clock: () => Date;
    uploads: UploadsService;
    guard: Guards;
    background: Background;
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
  deps.background.job({
    name: GUEST_CHAT_PURGE_JOB,
    cron: GUEST_CHAT_PURGE_CRON,
    run: guestChatPurge(deps.db, deps.clock),
  });
  return { chat };
}
