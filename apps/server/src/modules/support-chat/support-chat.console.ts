import type { ChatConversation, ChatEvent, ChatSendBody } from '@platform/contracts';
import { AppError, fieldError } from '../../platform/http/app-error';
import { type ChatConversationKit, type SupportChatDeps, toMessage } from './support-chat.conversation';
import type { ConversationRow } from './support-chat.store';

/** The operators' side: the console's presence, conversation list, taking, replies and closing. */
export function chatConsole(deps: SupportChatDeps, kit: ChatConversationKit) {
  const { store } = deps;
  const { now, toCustomer, toOperators, onlineCount, historyOf, checkBody, write } = kit;

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
