import type { PayoutStatus, WithdrawalStatus } from '@platform/contracts';
import { and, asc, count, desc, eq, gte, inArray, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import type { Executor } from '../../platform/db/tx';
import { members } from '../members/members.tables';
import { withdrawalEvents, withdrawalPayouts, withdrawals } from './withdrawals.tables';

export type WithdrawalRow = typeof withdrawals.$inferSelect;
export type PartRow = typeof withdrawalPayouts.$inferSelect;
export type EventRow = typeof withdrawalEvents.$inferSelect;
/** Which rows a caller may touch: its brand, and for a member only their own. */
export type Scope = { brandId: number; memberId?: number };

const scoped = (id: number, s: Scope) =>
  and(
    eq(withdrawals.id, id),
    eq(withdrawals.brandId, s.brandId),
    s.memberId === undefined ? undefined : eq(withdrawals.memberId, s.memberId),
  );

/** The operator queue's filters (the back office's withdrawal list). */
export type OperatorWithdrawalFilter = {
  status?: WithdrawalStatus;
  member?: string;
  from?: Date;
  to?: Date;
  sort?: 'createdAt' | 'amount';
  order?: 'asc' | 'desc';
};

/** A member named by account (case-insensitive) or, when all digits, by id too. */
const memberMatch = (text: string) =>
  /^\d{1,9}$/.test(text)
    ? or(eq(members.accountKey, text.toLowerCase()), eq(members.id, Number(text)))
    : eq(members.accountKey, text.toLowerCase());

/** The only SQL of withdrawals and their payout parts. */
export function withdrawalsStore(db: Db) {
  return {
    /** Undefined when the member already used this Idempotency-Key (the caller then reads that one). */
    async insert(tx: Executor, row: typeof withdrawals.$inferInsert): Promise<WithdrawalRow | undefined> {
      const [created] = await tx.insert(withdrawals).values(row).onConflictDoNothing().returning();
      return created;
    },

    async byRequestKey(exec: Executor, brandId: number, memberId: number, key: string) {
      const [row] = await exec
        .select()
        .from(withdrawals)
        .where(
          and(eq(withdrawals.brandId, brandId), eq(withdrawals.memberId, memberId), eq(withdrawals.requestKey, key)),
        );
      return row;
    },

    async get(exec: Executor, id: number, scope: Scope): Promise<WithdrawalRow | undefined> {
      const [row] = await exec.select().from(withdrawals).where(scoped(id, scope));
      return row;
    },

    /**
     * Locks the withdrawal until the transaction ends. Every change to a withdrawal or its parts
     * takes this lock first, so its actions run one after another and each sees the last one's result.
     */
    async lock(tx: Executor, id: number, scope: Scope): Promise<WithdrawalRow | undefined> {
      const [row] = await tx.select().from(withdrawals).where(scoped(id, scope)).for('update');
      return row;
    },

    /** Moves a withdrawal from one of the `from` states only; undefined when it was in none of them. */
    async transition(
      tx: Executor,
      id: number,
      from: WithdrawalStatus[],
      set: Partial<Pick<WithdrawalRow, 'status' | 'operatorId' | 'decidedAt' | 'reason'>>,
    ): Promise<WithdrawalRow | undefined> {
      const [row] = await tx
        .update(withdrawals)
        .set(set)
        .where(and(eq(withdrawals.id, id), inArray(withdrawals.status, from)))
        .returning();
      return row;
    },

    withdrawalIdOfPart: async (exec: Executor, pid: number) =>
      (
        await exec
          .select({ id: withdrawalPayouts.withdrawalId })
          .from(withdrawalPayouts)
          .where(eq(withdrawalPayouts.id, pid))
      )[0]?.id,

    insertPart: async (tx: Executor, row: typeof withdrawalPayouts.$inferInsert) =>
      (await tx.insert(withdrawalPayouts).values(row).returning())[0] as PartRow,

    /** Moves a part from one of the `from` states only (a conditional update). */
    async movePart(
      tx: Executor,
      pid: number,
      withdrawalId: number,
      from: PayoutStatus[],
      set: Partial<Pick<PartRow, 'status' | 'confirmedAt' | 'auto' | 'proofIds' | 'remark'>>,
    ): Promise<PartRow | undefined> {
      const [row] = await tx
        .update(withdrawalPayouts)
        .set(set)
        .where(
          and(
            eq(withdrawalPayouts.id, pid),
            eq(withdrawalPayouts.withdrawalId, withdrawalId),
            inArray(withdrawalPayouts.status, from),
          ),
        )
        .returning();
      return row;
    },

    /**
     * Recomputes paid, received and the status of withdrawals from their parts, in one statement:
     * completed when everything was received, disputed while a part is reported not received, paid
     * while some money is out, approved again when every part came back. Final states are left alone.
     */
    async refresh(tx: Executor, ids: number[], now: Date) {
      if (!ids.length) return [];
      const result = await tx.execute<{ id: string; status: WithdrawalStatus; amount_minor: string }>(sql`
        update withdrawals w set
          paid_minor = s.paid,
          received_minor = s.received,
          auto_received = w.auto_received or s.autos > 0,
          status = case when s.received = w.amount_minor then 'completed'
                        when s.disputed > 0 then 'disputed'
                        when s.paid > 0 then 'paid'
                        else 'approved' end,
          completed_at = case when s.received = w.amount_minor then ${now.toISOString()}::timestamptz end
        from (
          select w2.id,
            coalesce(sum(p.amount_minor) filter (where p.status <> 'returned'), 0) as paid,
            coalesce(sum(p.amount_minor) filter (where p.status = 'received'), 0) as received,
            count(p.id) filter (where p.status = 'not_received') as disputed,
            count(p.id) filter (where p.auto) as autos
          from withdrawals w2 left join withdrawal_payouts p on p.withdrawal_id = w2.id
          where w2.id in (${sql.join(ids, sql`, `)})
          group by w2.id
        ) s
        where w.id = s.id and w.status in ('approved', 'paid', 'disputed')
        returning w.id, w.status, w.amount_minor`);
      return result.rows.map((r) => ({ id: Number(r.id), status: r.status, amountMinor: BigInt(r.amount_minor) }));
    },

    event: (tx: Executor, rows: (typeof withdrawalEvents.$inferInsert)[]) =>
      rows.length ? tx.insert(withdrawalEvents).values(rows) : Promise.resolve(),

    async eventByKey(tx: Executor, withdrawalId: number, key: string): Promise<EventRow | undefined> {
      const [row] = await tx
        .select()
        .from(withdrawalEvents)
        .where(and(eq(withdrawalEvents.withdrawalId, withdrawalId), eq(withdrawalEvents.requestKey, key)));
      return row;
    },

    /**
     * Parts past their automatic-receipt time, with their withdrawals locked. Withdrawals another
     * transaction holds are skipped (SKIP LOCKED): the next sweep takes them if still due.
     */
    async lockDue(
      tx: Executor,
      now: Date,
      limit: number,
    ): Promise<{ pid: number; withdrawalId: number; brandId: number }[]> {
      const result = await tx.execute<{ pid: string; wid: string; brand_id: number }>(sql`
        select p.id as pid, w.id as wid, w.brand_id
        from withdrawal_payouts p join withdrawals w on w.id = p.withdrawal_id
        where p.status = 'paid' and p.auto_receipt_at <= ${now.toISOString()}::timestamptz
        order by w.id
        limit ${limit}
        for update of w skip locked`);
      return result.rows.map((r) => ({ pid: Number(r.pid), withdrawalId: Number(r.wid), brandId: Number(r.brand_id) }));
    },

    /** Counts due parts as received (auto), from `paid` only; returns the parts it changed. */
    autoReceive: async (tx: Executor, pids: number[], now: Date) =>
      pids.length
        ? tx
            .update(withdrawalPayouts)
            .set({ status: 'received', auto: true, confirmedAt: sql`${withdrawalPayouts.autoReceiptAt}` })
            .where(
              and(
                inArray(withdrawalPayouts.id, pids),
                eq(withdrawalPayouts.status, 'paid'),
                lte(withdrawalPayouts.autoReceiptAt, now),
              ),
            )
            .returning()
        : Promise.resolve([] as PartRow[]),

    parts: (exec: Executor, ids: number[]) =>
      ids.length
        ? exec
            .select()
            .from(withdrawalPayouts)
            .where(inArray(withdrawalPayouts.withdrawalId, ids))
            .orderBy(asc(withdrawalPayouts.id))
        : Promise.resolve([] as PartRow[]),

    events: (exec: Executor, ids: number[]) =>
      ids.length
        ? exec
            .select()
            .from(withdrawalEvents)
            .where(inArray(withdrawalEvents.withdrawalId, ids))
            .orderBy(asc(withdrawalEvents.id))
        : Promise.resolve([] as EventRow[]),

    /** A member's withdrawals created in [from, to), newest first. */
    async memberPage(
      brandId: number,
      memberId: number,
      q: { from: Date; to: Date; status?: WithdrawalStatus; limit: number; offset: number },
    ) {
      const where = and(
        eq(withdrawals.brandId, brandId),
        eq(withdrawals.memberId, memberId),
        gte(withdrawals.createdAt, q.from),
        lt(withdrawals.createdAt, q.to),
        q.status ? eq(withdrawals.status, q.status) : undefined,
      );
      return page(db, where, [desc(withdrawals.id)], q.limit, q.offset);
    },

    /** The brand's withdrawals for operators: a status queue oldest first, everything else newest first. */
    /** The brand's withdrawals for operators, filtered and sorted on the server (ties by id). */
    async operatorPage(brandId: number, q: OperatorWithdrawalFilter & { id?: number; limit: number; offset: number }) {
      const where = and(
        eq(withdrawals.brandId, brandId),
        q.status ? eq(withdrawals.status, q.status) : undefined,
        q.id ? eq(withdrawals.id, q.id) : undefined,
        q.member ? memberMatch(q.member) : undefined,
        q.from ? gte(withdrawals.createdAt, q.from) : undefined,
        q.to ? lt(withdrawals.createdAt, q.to) : undefined,
      );
      const by = (q.order ?? (q.status ? 'asc' : 'desc')) === 'asc' ? asc : desc;
      const order = q.sort === 'amount' ? [by(withdrawals.amountMinor), by(withdrawals.id)] : [by(withdrawals.id)];
      return page(db, where, order, q.limit, q.offset);
    },

    /** The proof image ids of one part of one of the brand's withdrawals (undefined: no such part). */
    async partProofIds(brandId: number, id: number, pid: number) {
      const [row] = await db
        .select({ proofIds: withdrawalPayouts.proofIds })
        .from(withdrawalPayouts)
        .innerJoin(withdrawals, eq(withdrawals.id, withdrawalPayouts.withdrawalId))
        .where(and(eq(withdrawals.brandId, brandId), eq(withdrawals.id, id), eq(withdrawalPayouts.id, pid)));
      return row?.proofIds;
    },
  };
}

async function page(db: Db, where: SQL | undefined, order: SQL[], limit: number, offset: number) {
  const [rows, total] = await Promise.all([
    db
      .select({ w: withdrawals, account: members.account })
      .from(withdrawals)
      .innerJoin(members, eq(members.id, withdrawals.memberId))
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(withdrawals).innerJoin(members, eq(members.id, withdrawals.memberId)).where(where),
  ]);
  return { rows: rows.map((r) => ({ ...r.w, memberAccount: r.account })), total: total[0]?.n ?? 0 };
}
export type WithdrawalsStore = ReturnType<typeof withdrawalsStore>;
