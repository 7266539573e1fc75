import { ROUTES } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import type { Guards } from '../../platform/http/auth-guard';
import { ok } from '../../platform/http/reply';
import { route } from '../../platform/http/route';
import type { MessagesService } from './messages.service';

/** The member's inbox (guard: member) and the operator's sends (guard: operator, audited). */
export function messagesRoutes(app: FastifyInstance, deps: { messages: MessagesService; guard: Guards }) {
  const { messages } = deps;
  const security = [{ token: [] }];
  const member = { tags: ['messages'], security, preHandler: deps.guard.member };
  const operator = { tags: ['operator', 'messages'], security, preHandler: deps.guard.operator };
  const me = (req: { memberId: number | null }) => req.memberId as number;

  route(
    app,
    ROUTES.CSP_unreadCount,
    { ...member, summary: 'Unread platform messages (spec: CSP_unreadCount)' },
    async (req) => ok(req, { count: await messages.unreadCount(me(req)) }),
  );
  route(
    app,
    ROUTES.messages,
    { ...member, summary: "The member's platform messages, newest first, with the unread flag and count" },
    async (req) => ok(req, await messages.list(me(req), req.lang, req.query)),
  );
  route(
    app,
    ROUTES.message,
    { ...member, summary: 'One message of the member (marks it read); anyone else’s is 404' },
    async (req) => ok(req, await messages.open(me(req), req.lang, req.params.id)),
  );
  route(
    app,
    ROUTES.messageRead,
    { ...member, summary: 'Mark one message read or unread; answers the unread count' },
    async (req) => ok(req, await messages.setRead(me(req), req.params.id, req.body.read)),
  );
  route(
    app,
    ROUTES.messageDelete,
    { ...member, summary: 'Delete one message from the inbox; answers the unread count' },
    async (req) => ok(req, await messages.remove(me(req), req.params.id)),
  );
  route(
    app,
    ROUTES.messagesReadAll,
    { ...member, summary: 'Mark every message read; answers the unread count (0)' },
    async (req) => ok(req, await messages.readAll(me(req))),
  );
  route(
    app,
    ROUTES.operatorMessageSend,
    {
      ...operator,
      summary: 'Send a message to members (ids or usernames) or every member of the brand, in several languages',
      description:
        'One INSERT ... SELECT delivers it whatever the audience size; an unknown member refuses the whole send ' +
        '(VALIDATION on `members`), nothing stored. Audited as message.send.',
    },
    async (req) =>
      ok(req, await messages.send({ brandId: req.brand.id, operatorId: req.operatorId, ip: req.ip, body: req.body })),
  );
  route(
    app,
    ROUTES.operatorMessages,
    { ...operator, summary: "The brand's sent messages, newest first, with recipients and reads" },
    async (req) => ok(req, await messages.sent(req.brand.id, req.query)),
  );
}
