import { randomBytes } from 'node:crypto';
import {
  CHAT_LIMITS,
  type ChatConversation,
  type ChatEvent,
  type ChatHistory,
  type ChatMessage,
  type ChatSendBody,
} from '@platform/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { sha256hex } from '../../platform/crypto/hash';
import type { Db } from '../../platform/db/client';
import { inTransaction } from '../../platform/db/tx';
import { AppError, fieldError } from '../../platform/http/app-error';
import type { UploadsService } from '../uploads/uploads.service';
import type { ConversationRow, MessageRow, Party, Side, SupportChatStore } from './support-chat.store';

export type { Party } from './support-chat.store';

/** Who gets a pushed event: one member, one guest (by guest id), or every operator of a brand. */
export type ChatAudience = { memberId: number } | { chatGuest: string } | { operators: number };
export type ChatPush = (audience: ChatAudience, event: ChatEvent) => void;
/** Who wrote an offline message, as the feedback module is handed it. */
export type ChatAuthor =
  | { kind: 'member'; memberId: number; name: string }
  | { kind: 'guest'; guestId: string; name: string };
export type ToFeedback = (brandId: number, who: ChatAuthor, text: string) => Promise<void>;

export type SupportChatDeps = {
  db: Db;
  store: SupportChatStore;
  uploads: Pick<UploadsService, 'saveImages' | 'readAuthorised'>;
  clock: () => Date;
  log?: Pick<FastifyBaseLogger, 'warn'>;
  /** Delivery after commit (the realtime socket, wired by the integrator). */
  push?: ChatPush;
  /** Offline messages become feedback (the feedback module, wired by the integrator). */
  toFeedback?: ToFeedback;
};

const toMessage = (m: MessageRow): ChatMessage => ({
  id: Number(m.id),
  conversationId: m.conversationId,
  sender: m.sender,
  text: m.text,
  imageId: m.imageId,
  state: m.state,
  createdAt: m.createdAt.toISOString(),
});

const customerAudience = (c: ConversationRow): ChatAudience =>
  c.memberId !== null ? { memberId: c.memberId } : { chatGuest: c.guestId as string };

const ownedBy = (c: ConversationRow | undefined, p: Party) =>
  !!c && (p.kind === 'member' ? c.memberId === p.memberId : c.guestId === p.guestId);

/**
 * Live support chat: members and guests talk with the brand's operators. Every write commits, then
 * `push` delivers the event (never before commit, so a socket never shows what a rollback undid).
 * While no operator has the console open (no heartbeat within a minute), a customer's message is
 * kept as an offline message and handed to `toFeedback`; without it, it stays `offline` here.
 */
export function supportChatService(deps: SupportChatDeps) {
  const { store } = deps;
  const now = () => deps.clock();
  const push = (audience: ChatAudience, event: ChatEvent) => {
    try {
      deps.push?.(audience, event);
    } catch (err) {
      deps.log?.warn({ err }, 'chat push failed');
    }
  };
  const toCustomer = (c: ConversationRow, e: ChatEvent) => push(customerAudience(c), e);
  const toOperators = (c: ConversationRow, e: ChatEvent) => push({ operators: c.brandId }, e);

  const onlineCount = (brandId: number) =>
    store.onlineCount(brandId, new Date(now().getTime() - CHAT_LIMITS.onlineWithinMs));
  const isOnline = async (brandId: number) => (await onlineCount(brandId)) > 0;
  const typingNow = (at: Date | null) => !!at && now().getTime() - at.getTime() < CHAT_LIMITS.typingMs;

  /** The guest behind a guest chat token of this brand, while it is valid (the socket uses this too). */
  async function resolveGuest(token: string, brandId: number) {
    const g = await store.guestByTokenHash(brandId, sha256hex(token), now());
    return g ? { guestId: g.id, name: g.name } : null;
  }

  async function nameOf(brandId: number, party: Party, guestName?: string | null) {
    if (party.kind === 'guest') return guestName ?? '';
    return (await store.memberAccount(brandId, party.memberId)) ?? '';
  }

  /**
   * Spec §7 "chat launch": a member's (or a known guest's) open conversation, made when missing; a
   * visitor without a token gives a name and becomes a guest with a fresh 24-hour guest token.
   */
  async function launch(
    brandId: number,
    caller: { party: Party; name: string } | null,
    body: { name?: string | undefined },
  ) {
    let party = caller?.party ?? null;
    let name = caller?.name ?? '';
    let guestToken: string | null = null;
    let guestExpiresAt: string | null = null;
    if (!party) {
      if (!body.name) throw fieldError('name', 'required');
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(now().getTime() + CHAT_LIMITS.guestTokenMs);
      const g = await store.insertGuest({ brandId, name: body.name, tokenHash: sha256hex(token), expiresAt });
      party = { kind: 'guest', guestId: g.id };
      name = g.name;
      guestToken = token;
      guestExpiresAt = expiresAt.toISOString();
    } else if (party.kind === 'member') {
      name = await nameOf(brandId, party);
    }
    const c = await store.openConversation(brandId, party, party.kind === 'guest' ? name : null, now());
    return {
      conversationId: c.id,
      name,
      kind: party.kind,
      online: await isOnline(brandId),
      guestToken,
      guestExpiresAt,
    };
  }

  async function historyOf(c: ConversationRow | undefined, side: Side, q: { before?: number; limit: number }) {
    const online = side === 'operator' ? true : await isOnline(c?.brandId ?? 0);
    if (!c)
      return { conversationId: null, status: null, messages: [], hasMore: false, readUpTo: 0, typing: false, online };
    const page = await store.messages(c.id, q.before, q.limit);
    const result: ChatHistory = {
      conversationId: c.id,
      status: c.status,
      messages: page.rows.map(toMessage),
      hasMore: page.hasMore,
      readUpTo: Number(side === 'customer' ? c.operatorReadId : c.customerReadId),
      typing: c.status === 'open' && typingNow(side === 'customer' ? c.operatorTypingAt : c.customerTypingAt),
      online,
    };
    return result;
  }

  const customerHistory = async (brandId: number, party: Party, q: { before?: number; limit: number }) =>
    historyOf(await store.latestConversation(brandId, party), 'customer', q);

  /** Text and image checked before anything is written: a refusal stores nothing. */
  function checkBody(body: ChatSendBody) {
    if (!body.text && !body.image)
      throw new AppError(
        'CHAT_EMPTY',
        { field: 'text' },
        {
          fields: [{ field: 'text', rule: 'required', message: '' }],
        },
      );
  }

  async function write(
    c: ConversationRow,
    body: ChatSendBody,
    who: {
      sender: 'member' | 'guest' | 'operator';
      memberId: number | null;
      operatorId: number | null;
      state: 'sent' | 'offline';
    },
  ) {
    return inTransaction(deps.db, async (tx) => {
      const [imageId] = body.image
        ? await deps.uploads.saveImages(tx, {
            brandId: c.brandId,
            memberId: who.memberId,
            field: 'image',
            images: [body.image],
            max: 1,
          })
        : [];
      if (who.operatorId) await store.takeIfFree(tx, c.id, who.operatorId);
      return store.insertMessage(tx, {
        conversationId: c.id,
        brandId: c.brandId,
        sender: who.sender,
        operatorId: who.operatorId,
        text: body.text ?? null,
        imageId: imageId ?? null,
        state: who.state,
        createdAt: now(),
      });
    });
  }

  /** A member's or guest's message; a closed (or missing) conversation gives way to a new open one. */
  async function customerSend(brandId: number, party: Party, guestName: string | null, body: ChatSendBody) {
    checkBody(body);
    const c = await store.openConversation(brandId, party, party.kind === 'guest' ? guestName : null, now());
    const online = await isOnline(brandId);
    const sender = party.kind;
    const m = await write(c, body, {
      sender,
      memberId: party.kind === 'member' ? party.memberId : null,
      operatorId: null,
      state: online ? 'sent' : 'offline',
    });
    let message = toMessage(m);
    if (!online && deps.toFeedback && m.text) {
      const name = await nameOf(brandId, party, guestName);
      const who: ChatAuthor =
        party.kind === 'member'
          ? { kind: 'member', memberId: party.memberId, name }
          : { kind: 'guest', guestId: party.guestId, name };
      try {
        await deps.toFeedback(brandId, who, m.text);
        await store.markState(Number(m.id), 'feedback');
        message = { ...message, state: 'feedback' };
      } catch (err) {
        // Kept as `offline` here: nothing is lost when feedback refuses it.
        deps.log?.warn({ err }, 'chat offline message not taken by feedback');
      }
    }
    const event: ChatEvent = { type: 'chat.message', conversationId: c.id, message };
    toCustomer(c, event);
    toOperators(c, event);
    return { message, offline: !online };
  }

  async function customerTyping(brandId: number, party: Party) {
    const c = await store.latestConversation(brandId, party);
    if (c?.status !== 'open') return;
    await store.setTyping(c.id, 'customer', now());
    toOperators(c, { type: 'chat.typing', conversationId: c.id, side: 'customer' });
  }

  async function customerRead(brandId: number, party: Party, upToId: number) {
    const c = await store.latestConversation(brandId, party);
    if (!c) return;
    const upTo = await store.markRead(c.id, 'customer', upToId);
    toOperators(c, { type: 'chat.read', conversationId: c.id, side: 'customer', upToId: upTo });
  }

  /** An image for the customer of its conversation, or any operator of the brand; NOT_FOUND otherwise. */
  async function image(brandId: number, id: string, viewer: { party: Party } | { operatorId: number }) {
    const c = /^[0-9a-f-]{36}$/i.test(id) ? await store.conversationOfImage(brandId, id) : undefined;
    if (!c || ('party' in viewer && !ownedBy(c, viewer.party))) throw new AppError('NOT_FOUND');
    return deps.uploads.readAuthorised(brandId, id);
  }

  // ---- operators ----

  async function heartbeat(brandId: number, operatorId: number) {
    await store.heartbeat(brandId, operatorId, now());
    const n = await onlineCount(brandId);
    return { online: n > 0, operatorsOnline: n };
  }

  async function conversationOf(brandId: number, id: number) {
    const c = await store.conversation(deps.db, brandId, id);
    if (!c) throw new AppError('NOT_FOUND');
    return c;
  }

  async function describe(brandId: number, id: number): Promise<ChatConversation> {
    const r = await store.one(brandId, id);
    if (!r) throw new AppError('NOT_FOUND');
    const last = await store.lastMessage(id);
    return {
      ...shape(r),
      unread: await store.unreadOf(id, Number(r.c.operatorReadId)),
      lastMessage: last ? toMessage(last) : null,
    };
  }

  const shape = (r: { c: ConversationRow; memberName: string | null; operatorName: string | null }) => ({
    id: r.c.id,
    kind: r.c.memberId !== null ? ('member' as const) : ('guest' as const),
    memberId: r.c.memberId,
    name: r.c.memberId !== null ? (r.memberName ?? '') : (r.c.guestName ?? ''),
    status: r.c.status,
    operatorId: r.c.operatorId,
    operatorName: r.operatorName,
    createdAt: r.c.createdAt.toISOString(),
    updatedAt: r.c.updatedAt.toISOString(),
  });

  async function list(brandId: number, q: { status: 'open' | 'closed' | 'all'; pageNo: number; pageSize: number }) {
    const r = await store.list(brandId, q.status, q.pageNo, q.pageSize);
    const last = new Map(r.last.map((m) => [m.conversationId, toMessage(m)]));
    return {
      list: r.rows.map((row) => ({ ...shape(row), unread: row.unread, lastMessage: last.get(row.c.id) ?? null })),
      pageNo: q.pageNo,
      pageSize: q.pageSize,
      total: r.total,
      unreadTotal: r.unreadTotal,
    };
  }

  async function take(brandId: number, id: number, operatorId: number, assignTo?: number) {
    await conversationOf(brandId, id);
    const target = assignTo ?? operatorId;
    if (!(await store.operatorOfBrand(brandId, target))) throw fieldError('operatorId', 'unknown');
    await store.assign(brandId, id, target, now());
    return describe(brandId, id);
  }

  const operatorHistory = async (brandId: number, id: number, q: { before?: number; limit: number }) =>
    historyOf(await conversationOf(brandId, id), 'operator', q);

  async function operatorSend(brandId: number, id: number, operatorId: number, body: ChatSendBody) {
    checkBody(body);
    const c = await conversationOf(brandId, id);
    if (c.status !== 'open') throw new AppError('CHAT_CLOSED');
    const m = await write(c, body, { sender: 'operator', memberId: null, operatorId, state: 'sent' });
    const message = toMessage(m);
    const event: ChatEvent = { type: 'chat.message', conversationId: c.id, message };
    toCustomer(c, event);
    toOperators(c, event);
    return { message, offline: false };
  }

  async function operatorTyping(brandId: number, id: number) {
    const c = await conversationOf(brandId, id);
    if (c.status !== 'open') return;
    await store.setTyping(c.id, 'operator', now());
    toCustomer(c, { type: 'chat.typing', conversationId: c.id, side: 'operator' });
  }

  async function operatorRead(brandId: number, id: number, upToId: number) {
    const c = await conversationOf(brandId, id);
    const upTo = await store.markRead(c.id, 'operator', upToId);
    const event: ChatEvent = { type: 'chat.read', conversationId: c.id, side: 'operator', upToId: upTo };
    toCustomer(c, event);
    // Other operators' consoles update the unread counts.
    toOperators(c, event);
  }

  async function close(brandId: number, id: number) {
    const c = await conversationOf(brandId, id);
    const closed = await store.close(brandId, id, now());
    if (closed) {
      const event: ChatEvent = { type: 'chat.closed', conversationId: c.id };
      toCustomer(c, event);
      toOperators(c, event);
    }
    return describe(brandId, id);
  }

  return {
    resolveGuest,
    launch,
    customerHistory,
    customerSend,
    customerTyping,
    customerRead,
    image,
    isOnline,
    heartbeat,
    list,
    take,
    operatorHistory,
    operatorSend,
    operatorTyping,
    operatorRead,
    close,
    offlineMessages: (brandId: number) => store.offlineMessages(brandId),
  };
}
export type SupportChatService = ReturnType<typeof supportChatService>;
