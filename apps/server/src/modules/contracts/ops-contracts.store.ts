import type { ContractKind } from '@platform/contracts';
import { and, asc, desc, eq, getTableColumns, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/client';
import { members } from '../members/members.tables';
import type { ContractRow } from './contracts.store';
import { agentContracts } from './contracts.tables';
import type { RecordRow } from './records.store';

const up = alias(members, 'up');
const down = alias(members, 'down');

/** A party named by account (case-insensitive) or, when all digits, by id too. */
const partyMatch = (text: string) => {
  const key = text.toLowerCase();
  const id = /^\d{1,9}$/.test(text) ? Number(text) : null;
  return or(
    eq(up.accountKey, key),
    eq(down.accountKey, key),
    id === null ? undefined : eq(agentContracts.uplineId, id),
    id === null ? undefined : eq(agentContracts.downlineId, id),
  );
};
const partySql = (text: string) => {
  const key = text.toLowerCase();
  const id = /^\d{1,9}$/.test(text) ? Number(text) : -1;
  return sql`(u.account_key = ${key} OR d.account_key = ${key} OR s.upline_id = ${id} OR s.downline_id = ${id})`;
};

export type RunRow = {
  kind: string;
  period: string;
  period_start: Date;
  period_end: Date;
  contracts: number;
  paid: number;
  in_process: number;
  none: number;
  amount: string;
  paid_amount: string;
  settled_at: Date;
};
export type OpsSettlementRow = RecordRow & { transfer_id: string | null; created_at: Date };

/** The back office's reads of contracts and settlement rows, brand-wide (no agent's side). */
export function opsContractsStore(db: Db) {
  return {
    async contracts(
      brandId: number,
      q: {
        kind?: ContractKind;
        status?: string;
        member?: string;
        sort?: 'createdAt' | 'maxRate';
        order?: 'asc' | 'desc';
        limit: number;
        offset: number;
      },
    ) {
      const where = and(
        eq(agentContracts.brandId, brandId),
        q.kind ? eq(agentContracts.kind, q.kind) : undefined,
        q.status ? eq(agentContracts.status, q.status) : undefined,
        q.member ? partyMatch(q.member) : undefined,
      );
      const by = q.order === 'asc' ? asc : desc;
      const order =
        q.sort === 'maxRate' ? [by(agentContracts.maxRateBp), by(agentContracts.id)] : [by(agentContracts.id)];
      const base = () =>
        db
          .select({ ...getTableColumns(agentContracts), uplineAccount: up.account, downlineAccount: down.account })
          .from(agentContracts)
          .innerJoin(up, eq(up.id, agentContracts.uplineId))
          .innerJoin(down, eq(down.id, agentContracts.downlineId))
          .where(where);
      const [rows, count] = await Promise.all([
        base()
          .orderBy(...order)
          .limit(q.limit)
          .offset(q.offset),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(agentContracts)
          .innerJoin(up, eq(up.id, agentContracts.uplineId))
          .innerJoin(down, eq(down.id, agentContracts.downlineId))
          .where(where),
      ]);
      return { rows: rows as ContractRow[], total: count[0]?.n ?? 0 };
    },

    /** Settlement runs: one per kind, period and period start, newest period first. */
    async runs(brandId: number, q: { kind?: ContractKind; limit: number; offset: number }) {
      const where = sql`s.brand_id = ${brandId} ${q.kind ? sql`AND s.kind = ${q.kind}` : sql``}`;
      const grouped = sql`
        SELECT s.kind, s.period, s.period_start, max(s.period_end) AS period_end,
               count(*)::int AS contracts,
               (count(*) FILTER (WHERE s.status = 'paid'))::int AS paid,
               (count(*) FILTER (WHERE s.status = 'in_process'))::int AS in_process,
               (count(*) FILTER (WHERE s.status = 'none'))::int AS none,
               coalesce(sum(s.amount_minor), 0)::text AS amount,
               coalesce(sum(s.amount_minor) FILTER (WHERE s.status = 'paid'), 0)::text AS paid_amount,
               min(s.created_at) AS settled_at
          FROM contract_settlements s
         WHERE ${where}
         GROUP BY s.kind, s.period, s.period_start`;
      const [rows, count] = await Promise.all([
        db.execute<RunRow>(
          sql`${grouped} ORDER BY s.period_start DESC, s.kind, s.period LIMIT ${q.limit} OFFSET ${q.offset}`,
        ),
        db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM (${grouped}) x`),
      ]);
      return { rows: rows.rows, total: count.rows[0]?.n ?? 0 };
    },

    /** Settlement records with their payment (the ledger transfer), newest first. */
    async settlements(
      brandId: number,
      q: { kind?: ContractKind; periodStart?: Date; status?: string; member?: string; limit: number; offset: number },
    ) {
      const where: SQL = sql`s.brand_id = ${brandId}
        ${q.kind ? sql`AND s.kind = ${q.kind}` : sql``}
        ${q.periodStart ? sql`AND s.period_start = ${q.periodStart.toISOString()}::timestamptz` : sql``}
        ${q.status ? sql`AND s.status = ${q.status}` : sql``}
        ${q.member ? sql`AND ${partySql(q.member)}` : sql``}`;
      const from = sql`FROM contract_settlements s
          JOIN members u ON u.id = s.upline_id
          JOIN members d ON d.id = s.downline_id
         WHERE ${where}`;
      const [rows, count] = await Promise.all([
        db.execute<OpsSettlementRow>(sql`
        SELECT s.id::text, s.kind, s.period, s.contract_id, s.upline_id, u.account AS upline_account,
               s.downline_id, d.account AS downline_account, s.period_start, s.period_end,
               s.team_bets_minor::text, s.team_profit_minor::text, s.active_members, s.rate_bp,
               s.amount_minor::text, s.status, s.paid_at, s.transfer_id::text, s.created_at
          ${from}
         ORDER BY s.period_start DESC, s.id DESC
         LIMIT ${q.limit} OFFSET ${q.offset}`),
        db.execute<{ n: number }>(sql`SELECT count(*)::int AS n ${from}`),
      ]);
      return { rows: rows.rows, total: count.rows[0]?.n ?? 0 };
    },
  };
}
export type OpsContractsStore = ReturnType<typeof opsContractsStore>;
