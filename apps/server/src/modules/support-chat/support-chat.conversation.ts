import {
  CHAT_LIMITS,
  type ChatEvent,
  type ChatHistory,
  type ChatMessage,
  type ChatSendBody,
} from '@platform/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db/client';
import { inTransaction } from '../../platform/db/tx';
import { AppError } from '../../platform/http/app-error';
import type { UploadsService } from '../uploads/uploads.service';
import type { ConversationRow, MessageRow, Side, SupportChatStore } from './support-chat.store';

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

export const toMessage = (m: MessageRow): ChatMessage => ({
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

/**
 * What both sides of a conversation share: delivery after commit (`push`, never before, so a
 * socket never shows what a rollback undid), operator presence, typing, the history page and the
 * one message write (image and text in one transaction).
 */
export function chatConversation(deps: SupportChatDeps) {
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

  return { now, toCustomer, toOperators, onlineCount, isOnline, historyOf, checkBody, write };
}
export type ChatConversationKit = ReturnType<typeof chatConversation>;
