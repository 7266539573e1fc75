import { and, asc, desc, eq, gt, gte, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import type { Executor } from '../../platform/db/tx';
import { members } from '../members/members.tables';
import { operators } from '../operators/operators.tables';
import { chatConversations, chatGuests, chatMessages, chatOperatorPresence } from './support-chat.tables';

export type Party = { kind: 'member'; memberId: number } | { kind: 'guest'; guestId: string };
export type ConversationRow = typeof chatConversations.$inferSelect;
export type MessageRow = typeof chatMessages.$inferSelect;
export type Side = 'customer' | 'operator';

const partyIs = (p: Party) =>
  p.kind === 'member' ? eq(chatConversations.memberId, p.memberId) : eq(chatConversations.guestId, p.guestId);

/** The support chat's SQL: guests, conversations, messages, read markers, typing and presence. */
export function supportChatStore(db: Db) {
  return {
    async insertGuest(row: typeof chatGuests.$inferInsert) {
      const [g] = await db.insert(chatGuests).values(row).returning();
      return g as typeof chatGuests.$inferSelect;
    },

    async guestByTokenHash(brandId: number, tokenHash: string, now: Date) {
      const [g] = await db
        .select()
        .from(chatGuests)
        .where(and(eq(chatGuests.tokenHash, tokenHash), eq(chatGuests.brandId, brandId), gt(chatGuests.expiresAt, now)))
        .limit(1);
      return g;
    },

    async memberAccount(brandId: number, memberId: number) {
      const [m] = await db
        .select({ account: members.account })
        .from(members)
        .where(and(eq(members.id, memberId), eq(members.brandId, brandId)))
        .limit(1);
      return m?.account;
    },

    async operatorOfBrand(brandId: number, operatorId: number) {
      const [o] = await db
        .select({ id: operators.id, username: operators.username })
        .from(operators)
        .where(and(eq(operators.id, operatorId), eq(operators.brandId, brandId), eq(operators.status, 'active')))
        .limit(1);
      return o;
    },

    /** The party's open conversation, made when there is none (one open per party: a unique index). */
    async openConversation(brandId: number, party: Party, guestName: string | null, now: Date) {
      await db
        .insert(chatConversations)
        .values({
          brandId,
          memberId: party.kind === 'member' ? party.memberId : null,
          guestId: party.kind === 'guest' ? party.guestId : null,
          guestName,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing();
      const [c] = await db
        .select()
        .from(chatConversations)
        .where(and(eq(chatConversations.brandId, brandId), partyIs(party), eq(chatConversations.status, 'open')))
        .limit(1);
      return c as ConversationRow;
    },

    /** The party's latest conversation, open or closed. */
    async latestConversation(brandId: number, party: Party) {
      const [c] = await db
        .select()
        .from(chatConversations)
        .where(and(eq(chatConversations.brandId, brandId), partyIs(party)))
        .orderBy(desc(chatConversations.id))
        .limit(1);
      return c;
    },

    async conversation(exec: Executor, brandId: number, id: number, lock = false) {
      const q = exec
        .select()
        .from(chatConversations)
        .where(and(eq(chatConversations.id, id), eq(chatConversations.brandId, brandId)))
        .limit(1);
      const [c] = lock ? await q.for('update') : await q;
      return c;
    },

    async insertMessage(exec: Executor, row: typeof chatMessages.$inferInsert) {
      const [m] = await exec.insert(chatMessages).values(row).returning();
      await exec
        .update(chatConversations)
        .set({
          updatedAt: row.createdAt,
          // Writing ends that side's typing.
          ...(row.sender === 'operator' ? { operatorTypingAt: null } : { customerTypingAt: null }),
        })
        .where(eq(chatConversations.id, row.conversationId));
      return m as MessageRow;
    },

    markState: (id: number, state: 'offline' | 'feedback') =>
      db.update(chatMessages).set({ state }).where(eq(chatMessages.id, id)),

    /** Newest `limit` messages before `before` (or the newest), oldest first, and whether more exist. */
    async messages(conversationId: number, before: number | undefined, limit: number) {
      const rows = await db
        .select()
        .from(chatMessages)
        .where(
          and(
            eq(chatMessages.conversationId, conversationId),
            before === undefined ? undefined : lt(chatMessages.id, before),
          ),
        )
        .orderBy(desc(chatMessages.id))
        .limit(limit + 1);
      return { rows: rows.slice(0, limit).reverse(), hasMore: rows.length > limit };
    },

    /** Moves a side's read marker forward only, never past the last message; the new marker. */
    async markRead(conversationId: number, side: Side, upToId: number) {
      const col = side === 'customer' ? chatConversations.customerReadId : chatConversations.operatorReadId;
      const last = sql`(select coalesce(max(${chatMessages.id}), 0) from ${chatMessages} where ${chatMessages.conversationId} = ${conversationId})`;
      const [r] = await db
        .update(chatConversations)
        .set(
          side === 'customer'
            ? { customerReadId: sql`greatest(${col}, least(${upToId}, ${last}))` }
            : { operatorReadId: sql`greatest(${col}, least(${upToId}, ${last}))` },
        )
        .where(eq(chatConversations.id, conversationId))
        .returning({ customer: chatConversations.customerReadId, operator: chatConversations.operatorReadId });
      return side === 'customer' ? Number(r?.customer ?? 0) : Number(r?.operator ?? 0);
    },

    setTyping: (conversationId: number, side: Side, now: Date) =>
      db
        .update(chatConversations)
        .set(side === 'customer' ? { customerTypingAt: now } : { operatorTypingAt: now })
        .where(eq(chatConversations.id, conversationId)),

    async assign(brandId: number, id: number, operatorId: number, now: Date) {
      const [c] = await db
        .update(chatConversations)
        .set({ operatorId, updatedAt: now })
        .where(and(eq(chatConversations.id, id), eq(chatConversations.brandId, brandId)))
        .returning();
      return c;
    },

    /** Gives an unassigned conversation to this operator (their first reply takes it). */
    takeIfFree: (exec: Executor, id: number, operatorId: number) =>
      exec
        .update(chatConversations)
        .set({ operatorId })
        .where(and(eq(chatConversations.id, id), isNull(chatConversations.operatorId))),

    async close(brandId: number, id: number, now: Date) {
      const [c] = await db
        .update(chatConversations)
        .set({ status: 'closed', closedAt: now, updatedAt: now, customerTypingAt: null, operatorTypingAt: null })
        .where(
          and(
            eq(chatConversations.id, id),
            eq(chatConversations.brandId, brandId),
            eq(chatConversations.status, 'open'),
          ),
        )
        .returning();
      return c;
    },

    /**
     * The console's list: open first, then the most recently active, each with the customer's
     * messages the operators have not read and the last message.
     */
    async list(brandId: number, status: 'open' | 'closed' | 'all', pageNo: number, pageSize: number) {
      const where = and(
        eq(chatConversations.brandId, brandId),
        status === 'all' ? undefined : eq(chatConversations.status, status),
      );
      const unread = sql<number>`(select count(*)::int from ${chatMessages} m where m.conversation_id = ${chatConversations.id} and m.sender <> 'operator' and m.id > ${chatConversations.operatorReadId})`;
      const lastId = sql<
        number | null
      >`(select max(m.id) from ${chatMessages} m where m.conversation_id = ${chatConversations.id})`;
      const rows = await db
        .select({
          c: chatConversations,
          memberName: members.account,
          operatorName: operators.username,
          unread,
          lastId,
        })
        .from(chatConversations)
        .leftJoin(members, eq(members.id, chatConversations.memberId))
        .leftJoin(operators, eq(operators.id, chatConversations.operatorId))
        .where(where)
        .orderBy(
          sql`${chatConversations.status} = 'closed'`,
          desc(chatConversations.updatedAt),
          desc(chatConversations.id),
        )
        .limit(pageSize)
        .offset((pageNo - 1) * pageSize);
      const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(chatConversations).where(where);
      const [unreadTotal] = await db
        .select({ n: sql<number>`coalesce(sum(${unread}), 0)::int` })
        .from(chatConversations)
        .where(and(eq(chatConversations.brandId, brandId), eq(chatConversations.status, 'open')));
      const ids = rows
        .map((r) => r.lastId)
        .filter((x): x is number => x !== null)
        .map(Number);
      const last = ids.length
        ? await db
            .select()
            .from(chatMessages)
            .where(
              sql`${chatMessages.id} in (${sql.join(
                ids.map((i) => sql`${i}`),
                sql`, `,
              )})`,
            )
        : [];
      return { rows, last, total: count?.n ?? 0, unreadTotal: unreadTotal?.n ?? 0 };
    },

    async one(brandId: number, id: number) {
      const [r] = await db
        .select({ c: chatConversations, memberName: members.account, operatorName: operators.username })
        .from(chatConversations)
        .leftJoin(members, eq(members.id, chatConversations.memberId))
        .leftJoin(operators, eq(operators.id, chatConversations.operatorId))
        .where(and(eq(chatConversations.id, id), eq(chatConversations.brandId, brandId)))
        .limit(1);
      return r;
    },

    async unreadOf(conversationId: number, operatorReadId: number) {
      const [r] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(chatMessages)
        .where(
          and(
            eq(chatMessages.conversationId, conversationId),
            sql`${chatMessages.sender} <> 'operator'`,
            gt(chatMessages.id, operatorReadId),
          ),
        );
      return r?.n ?? 0;
    },

    async lastMessage(conversationId: number) {
      const [m] = await db
        .select()
        .from(chatMessages)
        .where(eq(chatMessages.conversationId, conversationId))
        .orderBy(desc(chatMessages.id))
        .limit(1);
      return m;
    },

    heartbeat: (brandId: number, operatorId: number, now: Date) =>
      db
        .insert(chatOperatorPresence)
        .values({ brandId, operatorId, seenAt: now })
        .onConflictDoUpdate({
          target: [chatOperatorPresence.brandId, chatOperatorPresence.operatorId],
          set: { seenAt: now },
        }),

    async onlineCount(brandId: number, since: Date) {
      const [r] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(chatOperatorPresence)
        .where(and(eq(chatOperatorPresence.brandId, brandId), gte(chatOperatorPresence.seenAt, since)));
      return r?.n ?? 0;
    },

    /** The conversation holding a message with this image, in this brand (whoever may see it is the service's call). */
    async conversationOfImage(brandId: number, imageId: string) {
      const [r] = await db
        .select({ c: chatConversations })
        .from(chatMessages)
        .innerJoin(chatConversations, eq(chatConversations.id, chatMessages.conversationId))
        .where(and(eq(chatMessages.imageId, imageId), eq(chatMessages.brandId, brandId)))
        .orderBy(asc(chatMessages.id))
        .limit(1);
      return r?.c;
    },

    offlineMessages: (brandId: number) =>
      db
        .select()
        .from(chatMessages)
        .where(and(eq(chatMessages.brandId, brandId), eq(chatMessages.state, 'offline')))
        .orderBy(asc(chatMessages.id)),
  };
}
export type SupportChatStore = ReturnType<typeof supportChatStore>;
