import { errorEnvelope, LIMITS, ROUTES } from '@platform/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/http/app-error';
import { type Guards, tokenOf } from '../../platform/http/auth-guard';
import { ok } from '../../platform/http/reply';
import { route } from '../../platform/http/route';
import type { Party, SupportChatService } from './support-chat.service';

/** One png/jpg of 5 MB in base64 plus the text and the JSON around it. */
const CHAT_BODY_LIMIT = Math.ceil((LIMITS.uploadMaxBytes * 4) / 3) + 64 * 1024;

type Caller = { party: Party; name: string };
const callers = new WeakMap<FastifyRequest, Caller>();
const callerOf = (req: FastifyRequest) => callers.get(req) as Caller;

export function supportChatRoutes(app: FastifyInstance, deps: { chat: SupportChatService; guard: Guards }) {
  const { chat, guard } = deps;

  /** A member session, else a guest chat token, in the `token` header; nothing sets no caller. */
  const identify = async (req: FastifyRequest, reply: FastifyReply) => {
    await guard.maybeMember.call(app, req, reply);
    if (req.memberId) {
      callers.set(req, { party: { kind: 'member', memberId: req.memberId }, name: '' });
      return;
    }
    const token = tokenOf(req);
    const guest = token ? await chat.resolveGuest(token, req.brand.id) : null;
    if (guest) callers.set(req, { party: { kind: 'guest', guestId: guest.guestId }, name: guest.name });
  };
  /** guard: member or guest (chat token). */
  const party = async (req: FastifyRequest, reply: FastifyReply) => {
    await identify(req, reply);
    if (!callers.has(req)) throw new AppError('NOT_LOGGED_IN');
  };
  const customerDoc = (summary: string, description?: string) => ({
    tags: ['support-chat'],
    summary,
    description,
    security: [{ token: [] }],
    preHandler: party,
  });
  const operatorDoc = (summary: string, description?: string) => ({
    tags: ['operator', 'support-chat'],
    summary,
    description,
    security: [{ token: [] }],
    preHandler: guard.operator,
  });

  // guard: guest (a member session or a guest token when present)
  route(
    app,
    ROUTES.chatLaunch,
    {
      tags: ['support-chat'],
      summary: 'Chat launch (spec §7): the caller’s open conversation; a visitor gives a name and gets a guest token',
      description:
        'A member is known by the session; a guest token (token header) finds its guest; otherwise `name` (1-30) is required and the answer carries a new guest chat token valid 24 hours.',
      preHandler: identify,
    },
    async (req) => ok(req, await chat.launch(req.brand.id, callers.get(req) ?? null, req.body)),
  );

  // guard: member or guest
  route(app, ROUTES.chatHistory, customerDoc('The caller’s latest conversation, newest page first'), async (req) =>
    ok(req, await chat.customerHistory(req.brand.id, callerOf(req).party, req.query)),
  );
  route(
    app,
    ROUTES.chatSend,
    {
      ...customerDoc(
        'Send a text (1-1000) and/or one png/jpg image (5 MB)',
        'With no operator online the message is kept as an offline message and handed to feedback (`offline: true`).',
      ),
      bodyLimit: CHAT_BODY_LIMIT,
    },
    async (req) => {
      const c = callerOf(req);
      return ok(req, await chat.customerSend(req.brand.id, c.party, c.name || null, req.body));
    },
  );
  route(app, ROUTES.chatTyping, customerDoc('Typing signal (shown to operators for 5 s)'), async (req) => {
    await chat.customerTyping(req.brand.id, callerOf(req).party);
    return ok(req, null);
  });
  route(app, ROUTES.chatRead, customerDoc('Mark the operators’ messages read up to an id'), async (req) => {
    await chat.customerRead(req.brand.id, callerOf(req).party, req.body.upToId);
    return ok(req, null);
  });

  // guard: member, guest or operator. Registered by hand: it answers the image's bytes.
  const either = async (req: FastifyRequest, reply: FastifyReply) => {
    try {
      await guard.operator.call(app, req, reply);
    } catch {
      await party(req, reply);
    }
  };
  app.withTypeProvider<ZodTypeProvider>().get(
    ROUTES.chatImage.path,
    {
      preHandler: either,
      schema: {
        tags: ['support-chat', 'operator'],
        summary: 'A chat image, for the member or guest of its conversation or an operator of the brand',
        description: 'Answers the raw image with its content type; anyone else gets 404 NOT_FOUND.',
        security: [{ token: [] }],
        params: ROUTES.chatImage.params,
        response: { 200: ROUTES.chatImage.response, '4xx': errorEnvelope, '5xx': errorEnvelope },
      },
    },
    async (req, reply) => {
      const caller = callers.get(req);
      const viewer = caller ? { party: caller.party } : { operatorId: req.operatorId };
      const img = await chat.image(req.brand.id, req.params.id, viewer);
      return reply
        .header('content-type', img.mime)
        .header('content-length', img.bytes.length)
        .header('cache-control', 'private, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        .send(img.bytes);
    },
  );

  // guard: operator
  route(
    app,
    ROUTES.operatorChatPresence,
    operatorDoc('Console heartbeat (every 20 s): online while seen within 60 s'),
    async (req) => ok(req, await chat.heartbeat(req.brand.id, req.operatorId)),
  );
  route(
    app,
    ROUTES.operatorChatList,
    operatorDoc('Conversations: open first, with unread counts and the last message'),
    async (req) => ok(req, await chat.list(req.brand.id, req.query)),
  );
  route(
    app,
    ROUTES.operatorChatTake,
    operatorDoc('Take a conversation, or assign it to another operator of the brand'),
    async (req) =>
      ok(req, await chat.take(req.brand.id, req.params.id, req.operatorId, req.body?.operatorId ?? undefined)),
  );
  route(app, ROUTES.operatorChatHistory, operatorDoc('A conversation’s messages, newest page first'), async (req) =>
    ok(req, await chat.operatorHistory(req.brand.id, req.params.id, req.query)),
  );
  route(
    app,
    ROUTES.operatorChatSend,
    {
      ...operatorDoc('Reply with a text and/or an image (takes an unassigned conversation)'),
      bodyLimit: CHAT_BODY_LIMIT,
    },
    async (req) => ok(req, await chat.operatorSend(req.brand.id, req.params.id, req.operatorId, req.body)),
  );
  route(app, ROUTES.operatorChatTyping, operatorDoc('Typing signal to the member or guest'), async (req) => {
    await chat.operatorTyping(req.brand.id, req.params.id);
    return ok(req, null);
  });
  route(app, ROUTES.operatorChatRead, operatorDoc('Mark the customer’s messages read up to an id'), async (req) => {
    await chat.operatorRead(req.brand.id, req.params.id, req.body.upToId);
    return ok(req, null);
  });
  route(app, ROUTES.operatorChatClose, operatorDoc('Close a conversation'), async (req) =>
    ok(req, await chat.close(req.brand.id, req.params.id)),
  );
}
