import { and, asc, count, desc, eq, gte, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import type { Executor } from '../../platform/db/tx';
import { members } from '../members/members.tables';
import { depositChannels, deposits } from './deposits.tables';

export type ChannelRow = typeof depositChannels.$inferSelect;
export type DepositRow = typeof deposits.$inferSelect;
export type DepositStatus = DepositRow['status'];
/** A deposit with the channel fields every answer shows. */
export type DepositView = DepositRow & Pick<ChannelRow, 'code' | 'kind' | 'method' | 'names'>;

const withChannel = {
  deposit: deposits,
  code: depositChannels.code,
  kind: depositChannels.kind,
  method: depositChannels.method,
  names: depositChannels.names,
};
const flat = (r: { deposit: DepositRow } & Pick<ChannelRow, 'code' | 'kind' | 'method' | 'names'>): DepositView => ({
  ...r.deposit,
  code: r.code,
  kind: r.kind,
  method: r.method,
  names: r.names,
});

/** The operator queue's filters (OPS: the back office's deposit list). */
export type OperatorDepositFilter = {
  status?: DepositStatus;
  channel?: string;
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

export function depositsStore(db: Db) {
  const views = (exec: Executor, where: SQL | undefined) =>
    exec
      .select(withChannel)
      .from(deposits)
      .innerJoin(depositChannels, eq(depositChannels.id, deposits.channelId))
      .where(where);

  return {
    channels: (brandId: number) =>
      db
        .select()
        .from(depositChannels)
        .where(and(eq(depositChannels.brandId, brandId), eq(depositChannels.enabled, true)))
        .orderBy(asc(depositChannels.sequence), asc(depositChannels.id)),

    channel: async (brandId: number, code: string) =>
      (
        await db
          .select()
          .from(depositChannels)
          .where(and(eq(depositChannels.brandId, brandId), eq(depositChannels.code, code)))
      )[0],

    async get(exec: Executor, brandId: number, id: number): Promise<DepositView | undefined> {
      const [r] = await views(exec, and(eq(deposits.brandId, brandId), eq(deposits.id, id)));
      return r && flat(r);
    },

    async byRequestKey(exec: Executor, brandId: number, memberId: number, key: string) {
      const [r] = await views(
        exec,
        and(eq(deposits.brandId, brandId), eq(deposits.memberId, memberId), eq(deposits.requestKey, key)),
      );
      return r && flat(r);
    },

    async byGatewayRef(gateway: string, ref: string) {
      const [r] = await views(db, and(eq(deposits.gateway, gateway), eq(deposits.gatewayRef, ref)));
      return r && flat(r);
    },

    insert: async (exec: Executor, row: typeof deposits.$inferInsert) =>
      (await exec.insert(deposits).values(row).returning())[0] as DepositRow,

    setPayment: (id: number, gatewayRef: string, redirectUrl: string) =>
      db.update(deposits).set({ gatewayRef, redirectUrl }).where(eq(deposits.id, id)),

    /**
     * Moves a deposit out of `pending`, and only out of pending: concurrent callers wait on the row
     * and then find it changed, so exactly one of them gets the row back (and credits it).
     */
    transition: async (
      exec: Executor,
      brandId: number,
      id: number,
      to: Exclude<DepositStatus, 'pending'>,
      fields: Partial<Pick<DepositRow, 'reason' | 'operatorId' | 'decisionKey' | 'decidedAt'>>,
    ) =>
      (
        await exec
          .update(deposits)
          .set({ status: to, ...fields })
          .where(and(eq(deposits.brandId, brandId), eq(deposits.id, id), eq(deposits.status, 'pending')))
          .returning()
      )[0],

    /**
     * Responsible gaming's deposit limits: what the member deposited (credited or still pending)
     * since each `from`, one sum per from, over the member's index range.
     */
    async depositedSince(exec: Executor, brandId: number, memberId: number, from: Date[]): Promise<bigint[]> {
      if (!from.length) return [];
      const oldest = new Date(Math.min(...from.map((d) => d.getTime())));
      const sums = from.map(
        (f, i) =>
          sql`coalesce(sum(${deposits.amountMinor}) filter (where ${deposits.createdAt} >= ${f.toISOString()}::timestamptz), 0)::text as ${sql.identifier(`s${i}`)}`,
      );
      const r = await exec.execute<Record<string, string>>(sql`
        select ${sql.join(sums, sql`, `)} from ${deposits}
         where ${deposits.brandId} = ${brandId} and ${deposits.memberId} = ${memberId}
           and ${deposits.status} in ('pending', 'approved', 'paid')
           and ${deposits.createdAt} >= ${oldest.toISOString()}::timestamptz`);
      return from.map((_, i) => BigInt(r.rows[0]?.[`s${i}`] ?? '0'));
    },

    /** A member's deposits created in [from, to), newest first. */
    async memberPage(
      brandId: number,
      memberId: number,
      q: { from: Date; to: Date; status?: DepositStatus; limit: number; offset: number },
    ) {
      const where = and(
        eq(deposits.brandId, brandId),
        eq(deposits.memberId, memberId),
        gte(deposits.createdAt, q.from),
        lt(deposits.createdAt, q.to),
        q.status ? eq(deposits.status, q.status) : undefined,
      );
      const [rows, total] = await Promise.all([
        views(db, where).orderBy(desc(deposits.id)).limit(q.limit).offset(q.offset),
        db.select({ n: count() }).from(deposits).where(where),
      ]);
      return { rows: rows.map(flat), total: total[0]?.n ?? 0 };
    },

    /**
     * The brand's deposits for operators, filtered and sorted on the server (ties by id). A pending
     * queue is oldest first by default (a queue is worked from its head); anything else newest first.
     */
    async operatorPage(brandId: number, q: OperatorDepositFilter & { limit: number; offset: number }) {
      const where = and(
        eq(deposits.brandId, brandId),
        q.status ? eq(deposits.status, q.status) : undefined,
        q.channel ? eq(depositChannels.code, q.channel.toUpperCase()) : undefined,
        q.member ? memberMatch(q.member) : undefined,
        q.from ? gte(deposits.createdAt, q.from) : undefined,
        q.to ? lt(deposits.createdAt, q.to) : undefined,
      );
      const dir = q.order ?? (q.status === 'pending' ? 'asc' : 'desc');
      const by = dir === 'asc' ? asc : desc;
      const order = q.sort === 'amount' ? [by(deposits.amountMinor), by(deposits.id)] : [by(deposits.id)];
      const [rows, total] = await Promise.all([
        db
          .select({ ...withChannel, account: members.account })
          .from(deposits)
          .innerJoin(depositChannels, eq(depositChannels.id, deposits.channelId))
          .innerJoin(members, eq(members.id, deposits.memberId))
          .where(where)
          .orderBy(...order)
          .limit(q.limit)
          .offset(q.offset),
        db
          .select({ n: count() })
          .from(deposits)
          .innerJoin(depositChannels, eq(depositChannels.id, deposits.channelId))
          .innerJoin(members, eq(members.id, deposits.memberId))
          .where(where),
      ]);
      return { rows: rows.map((r) => ({ ...flat(r), account: r.account })), total: total[0]?.n ?? 0 };
    },

    /** The proof image ids of one of the brand's deposits (undefined: no such deposit). */
    proofIds: async (brandId: number, id: number) =>
      (
        await db
          .select({ proofIds: deposits.proofIds })
          .from(deposits)
          .where(and(eq(deposits.brandId, brandId), eq(deposits.id, id)))
      )[0]?.proofIds,

    /** Every channel of the brand, enabled or not, in display order (the back office). */
    allChannels: (brandId: number) =>
      db
        .select()
        .from(depositChannels)
        .where(eq(depositChannels.brandId, brandId))
        .orderBy(asc(depositChannels.sequence), asc(depositChannels.id)),

    /** One channel locked for an update (the operator's edit reads, checks, then writes it). */
    lockChannel: async (exec: Executor, brandId: number, code: string) =>
      (
        await exec
          .select()
          .from(depositChannels)
          .where(and(eq(depositChannels.brandId, brandId), eq(depositChannels.code, code)))
          .for('update')
      )[0],

    updateChannel: async (
      exec: Executor,
      id: number,
      set: Partial<Pick<ChannelRow, 'enabled' | 'minMinor' | 'maxMinor' | 'sequence'>>,
    ) => (await exec.update(depositChannels).set(set).where(eq(depositChannels.id, id)).returning())[0] as ChannelRow,
  };
}
export type DepositsStore = ReturnType<typeof depositsStore>;
