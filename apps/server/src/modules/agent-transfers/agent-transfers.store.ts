import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import type { Executor } from '../../platform/db/tx';
import { members } from '../members/members.tables';
import { affiliateApplications, agentTransfers } from './agent-transfers.tables';

export type TransferRow = typeof agentTransfers.$inferSelect;
export type ApplicationRow = typeof affiliateApplications.$inferSelect & { account: string };
type Side = 'all' | 'sent' | 'received';

const sideWhere = (memberId: number, side: Side) =>
  side === 'sent'
    ? sql`t.sender_id = ${memberId}`
    : side === 'received'
      ? sql`t.receiver_id = ${memberId}`
      : sql`(t.sender_id = ${memberId} or t.receiver_id = ${memberId})`;

const applicationCols = {
  id: affiliateApplications.id,
  brandId: affiliateApplications.brandId,
  memberId: affiliateApplications.memberId,
  status: affiliateApplications.status,
  reason: affiliateApplications.reason,
  contact: affiliateApplications.contact,
  remark: affiliateApplications.remark,
  affiliateCode: affiliateApplications.affiliateCode,
  operatorId: affiliateApplications.operatorId,
  createdAt: affiliateApplications.createdAt,
  decidedAt: affiliateApplications.decidedAt,
  account: members.account,
};

export function agentTransfersStore(db: Db) {
  return {
    byKey: async (exec: Executor, brandId: number, senderId: number, key: string) =>
      (
        await exec
          .select()
          .from(agentTransfers)
          .where(
            and(
              eq(agentTransfers.brandId, brandId),
              eq(agentTransfers.senderId, senderId),
              eq(agentTransfers.requestKey, key),
            ),
          )
      )[0],
    insert: async (exec: Executor, row: typeof agentTransfers.$inferInsert) =>
      (await exec.insert(agentTransfers).values(row).returning())[0] as TransferRow,

    /** What the member sent today, "today" being the brand's calendar day (brands.timezone) at `now`. */
    async sentToday(exec: Executor, brandId: number, senderId: number, now: Date): Promise<bigint> {
      const r = await exec.execute<{ total: string }>(sql`
        with b as (select timezone as tz from brands where id = ${brandId})
        select coalesce(sum(t.amount_minor), 0)::text as total from agent_transfers t, b
        where t.sender_id = ${senderId}
          and t.created_at >= (date_trunc('day', ${now.toISOString()}::timestamptz at time zone b.tz) at time zone b.tz)`);
      return BigInt(r.rows[0]?.total ?? '0');
    },

    /** Transfers the member sent or received in [from, to), newest first, with the other side's account. */
    async records(q: { memberId: number; side: Side; from: Date; to: Date; limit: number; offset: number }) {
      const where = sql`${sideWhere(q.memberId, q.side)} and t.created_at >= ${q.from.toISOString()}::timestamptz
        and t.created_at < ${q.to.toISOString()}::timestamptz`;
      const [rows, totals] = await Promise.all([
        db.execute<{
          id: number;
          direction: 'downline' | 'upline';
          sender_id: number;
          receiver_id: number;
          amount_minor: string;
          created_at: string;
          counterparty: string;
        }>(sql`
          select t.id, t.direction, t.sender_id, t.receiver_id, t.amount_minor::text, t.created_at, m.account as counterparty
          from agent_transfers t
          join members m on m.id = case when t.sender_id = ${q.memberId} then t.receiver_id else t.sender_id end
          where ${where} order by t.created_at desc, t.id desc limit ${q.limit} offset ${q.offset}`),
        db.execute<{ n: number; sent: string; received: string }>(sql`
          select count(*)::int as n,
            coalesce(sum(t.amount_minor) filter (where t.sender_id = ${q.memberId}), 0)::text as sent,
            coalesce(sum(t.amount_minor) filter (where t.receiver_id = ${q.memberId}), 0)::text as received
          from agent_transfers t where ${where}`),
      ]);
      const tot = totals.rows[0];
      return {
        rows: rows.rows,
        total: tot?.n ?? 0,
        sent: BigInt(tot?.sent ?? '0'),
        received: BigInt(tot?.received ?? '0'),
      };
    },

    // Affiliate applications
    latestApplication: async (memberId: number) =>
      (
        await db
          .select(applicationCols)
          .from(affiliateApplications)
          .innerJoin(members, eq(members.id, affiliateApplications.memberId))
          .where(eq(affiliateApplications.memberId, memberId))
          .orderBy(desc(affiliateApplications.id))
          .limit(1)
      )[0] as ApplicationRow | undefined,
    /** Inserts an application in process; undefined when one is already open (the partial unique index). */
    async apply(row: { brandId: number; memberId: number; reason: string | null; contact: string | null; at: Date }) {
      const rows = await db
        .insert(affiliateApplications)
        .values({
          brandId: row.brandId,
          memberId: row.memberId,
          reason: row.reason,
          contact: row.contact,
          createdAt: row.at,
        })
        .onConflictDoNothing()
        .returning({ id: affiliateApplications.id });
      return rows[0]?.id;
    },
    async applications(brandId: number, status: string | undefined, limit: number, offset: number) {
      const where = status
        ? and(eq(affiliateApplications.brandId, brandId), eq(affiliateApplications.status, status as 'in_process'))
        : eq(affiliateApplications.brandId, brandId);
      const [rows, [total]] = await Promise.all([
        db
          .select(applicationCols)
          .from(affiliateApplications)
          .innerJoin(members, eq(members.id, affiliateApplications.memberId))
          .where(where)
          .orderBy(desc(affiliateApplications.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(affiliateApplications).where(where),
      ]);
      return { rows: rows as ApplicationRow[], total: total?.n ?? 0 };
    },
    /** The type of the member's upline (undefined: none), read on the decision's own connection. */
    uplineType: async (exec: Executor, memberId: number) =>
      (
        await exec.execute<{ type: number }>(
          sql`select u.type from members m join members u on u.id = m.upline_id where m.id = ${memberId}`,
        )
      ).rows[0]?.type,
    /** The application row locked for a decision, within the brand. */
    lockApplication: async (exec: Executor, brandId: number, id: number) =>
      (
        await exec
          .select(applicationCols)
          .from(affiliateApplications)
          .innerJoin(members, eq(members.id, affiliateApplications.memberId))
          .where(and(eq(affiliateApplications.id, id), eq(affiliateApplications.brandId, brandId)))
          .for('update', { of: affiliateApplications })
      )[0] as ApplicationRow | undefined,
    decide: (
      exec: Executor,
      id: number,
      d: { status: 'approved' | 'rejected'; remark: string | null; operatorId: number; code: string | null; at: Date },
    ) =>
      exec
        .update(affiliateApplications)
        .set({ status: d.status, remark: d.remark, operatorId: d.operatorId, affiliateCode: d.code, decidedAt: d.at })
        .where(and(eq(affiliateApplications.id, id), eq(affiliateApplications.status, 'in_process'))),
  };
}
export type AgentTransfersStore = ReturnType<typeof agentTransfersStore>;
