import type { ContractKind } from '@platform/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';

export type RecordFilter = {
  brandId: number;
  kind: ContractKind;
  /** received: rows paid to the agent; paid: rows the agent paid to its downlines. */
  role: 'received' | 'paid';
  agentId: number;
  downlineId?: number;
  from: Date;
  to: Date;
};

export type RecordRow = {
  id: string;
  kind: string;
  period: string;
  contract_id: number;
  upline_id: number;
  upline_account: string;
  downline_id: number;
  downline_account: string;
  period_start: Date;
  period_end: Date;
  team_bets_minor: string;
  team_profit_minor: string;
  active_members: number;
  rate_bp: number;
  amount_minor: string;
  status: string;
  paid_at: Date | null;
};

export type IncomeRow = {
  day: string;
  dividend: string;
  daily_salary: string;
  hourly_salary: string;
  real_time_salary: string;
  paid: string;
};

function where(f: RecordFilter): SQL {
  const side = f.role === 'received' ? sql`s.downline_id = ${f.agentId}` : sql`s.upline_id = ${f.agentId}`;
  return sql`s.brand_id = ${f.brandId} AND s.kind = ${f.kind} AND ${side}
    ${f.downlineId ? sql`AND s.downline_id = ${f.downlineId}` : sql``}
    AND s.period_start >= ${f.from.toISOString()}::timestamptz AND s.period_start < ${f.to.toISOString()}::timestamptz`;
}

/** Reads of settlement rows: the record screens and my income. */
export function recordsStore(db: Db) {
  /** Per day (of the caller's clock, by period start) amounts paid to and by the agent. */
  const incomeSelect = (brandId: number, agentId: number, from: Date, to: Date, zone: string) => sql`
    SELECT to_char(s.period_start AT TIME ZONE ${zone}, 'YYYY-MM-DD') AS day,
           coalesce(sum(s.amount_minor) FILTER (WHERE s.downline_id = ${agentId} AND s.kind = 'dividend'), 0)::text AS dividend,
           coalesce(sum(s.amount_minor) FILTER (WHERE s.downline_id = ${agentId} AND s.kind = 'dailySalary'), 0)::text AS daily_salary,
           coalesce(sum(s.amount_minor) FILTER (WHERE s.downline_id = ${agentId} AND s.kind = 'hourlySalary'), 0)::text AS hourly_salary,
           coalesce(sum(s.amount_minor) FILTER (WHERE s.downline_id = ${agentId} AND s.kind = 'realTimeSalary'), 0)::text AS real_time_salary,
           coalesce(sum(s.amount_minor) FILTER (WHERE s.upline_id = ${agentId}), 0)::text AS paid
      FROM contract_settlements s
     WHERE s.brand_id = ${brandId} AND s.status = 'paid' AND (s.downline_id = ${agentId} OR s.upline_id = ${agentId})
       AND s.period_start >= ${from.toISOString()}::timestamptz AND s.period_start < ${to.toISOString()}::timestamptz`;

  return {
    async page(f: RecordFilter, pageNo: number, pageSize: number): Promise<RecordRow[]> {
      const res = await db.execute<RecordRow>(sql`
        SELECT s.id::text, s.kind, s.period, s.contract_id, s.upline_id, u.account AS upline_account,
               s.downline_id, d.account AS downline_account, s.period_start, s.period_end,
               s.team_bets_minor::text, s.team_profit_minor::text, s.active_members, s.rate_bp,
               s.amount_minor::text, s.status, s.paid_at
          FROM contract_settlements s
          JOIN members u ON u.id = s.upline_id
          JOIN members d ON d.id = s.downline_id
         WHERE ${where(f)}
         ORDER BY s.period_start DESC, s.id DESC
         LIMIT ${pageSize} OFFSET ${(pageNo - 1) * pageSize}`);
      return res.rows;
    },

    async totals(f: RecordFilter) {
      const res = await db.execute<{ count: number; bets: string; amount: string; paid: string }>(sql`
        SELECT count(*)::int AS count, coalesce(sum(s.team_bets_minor), 0)::text AS bets,
               coalesce(sum(s.amount_minor), 0)::text AS amount,
               coalesce(sum(s.amount_minor) FILTER (WHERE s.status = 'paid'), 0)::text AS paid
          FROM contract_settlements s WHERE ${where(f)}`);
      return res.rows[0] as { count: number; bets: string; amount: string; paid: string };
    },

    async incomeDays(
      brandId: number,
      agentId: number,
      range: { from: Date; to: Date; tz: string },
      pageNo: number,
      pageSize: number,
    ): Promise<{ rows: IncomeRow[]; days: number }> {
      const base = incomeSelect(brandId, agentId, range.from, range.to, range.tz);
      const [rows, count] = await Promise.all([
        db.execute<IncomeRow>(
          sql`${base} GROUP BY 1 ORDER BY 1 DESC LIMIT ${pageSize} OFFSET ${(pageNo - 1) * pageSize}`,
        ),
        db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM (${base} GROUP BY 1) x`),
      ]);
      return { rows: rows.rows, days: count.rows[0]?.n ?? 0 };
    },

    async incomeTotals(brandId: number, agentId: number, range: { from: Date; to: Date; tz: string }) {
      const all = await db.execute<IncomeRow>(sql`
        SELECT 'all' AS day, sum(dividend::bigint)::text AS dividend, sum(daily_salary::bigint)::text AS daily_salary,
               sum(hourly_salary::bigint)::text AS hourly_salary, sum(real_time_salary::bigint)::text AS real_time_salary,
               sum(paid::bigint)::text AS paid
          FROM (${incomeSelect(brandId, agentId, range.from, range.to, range.tz)} GROUP BY 1) x`);
      return all.rows[0] as IncomeRow;
    },
  };
}
export type RecordsStore = ReturnType<typeof recordsStore>;
