import { randomBytes } from 'node:crypto';
import { CHAT_LIMITS, type ChatEvent, type ChatSendBody } from '@platform/contracts';
import { sha256hex } from '../../platform/crypto/hash';
import { AppError, fieldError } from '../../platform/http/app-error';
import {
  type ChatAuthor,
  type ChatConversationKit,
  type SupportChatDeps,
  toMessage,
} from './support-chat.conversation';
import type { ConversationRow, Party } from './support-chat.store';

const ownedBy = (c: ConversationRow | undefined, p: Party) =>
  !!c && (p.kind === 'member' ? c.memberId === p.memberId : c.guestId === p.guestId);

/** The customer's side: members (session) and guests (a guest chat token), each on their own conversation. */
export function chatCustomer(deps: SupportChatDeps, kit: ChatConversationKit) {
  const { store } = deps;
  const { now, toCustomer, toOperators, isOnline, historyOf, checkBody, write } = kit;

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

  const customerHistory = async (brandId: number, party: Party, q: { before?: number; limit: number }) =>
    historyOf(await store.latestConversation(brandId, party), 'customer', q);

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

  return { resolveGuest, launch, customerHistory, customerSend, customerTyping, customerRead, image };
}
