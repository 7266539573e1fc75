import {
  CONTRACT_FLAGS,
  type ContractKind,
  type ContractPeriod,
  formatBasisPoints,
  formatMinor,
  type IncomePage,
  type incomeQuery,
  type SettlementPage,
  type SettlementRow,
  type settlementQuery,
  type WhitelabelFlags,
} from '@platform/contracts';
import type { z } from 'zod';
import { AppError, fieldError } from '../../platform/http/app-error';
import { rangeOf } from '../../platform/time/date-range';
import type { AgentsService } from '../agents/agents.service';
import type { AgentCtx } from './contracts.service';
import type { IncomeRow, RecordRow, RecordsStore } from './records.store';

type RecordQuery = z.infer<typeof settlementQuery>;
type IncomeQuery = z.infer<typeof incomeQuery>;

export function rowOut(r: RecordRow): SettlementRow {
  return {
    id: Number(r.id),
    kind: r.kind as ContractKind,
    contractId: r.contract_id,
    uplineId: r.upline_id,
    uplineAccount: r.upline_account,
    downlineId: r.downline_id,
    downlineAccount: r.downline_account,
    period: r.period as ContractPeriod,
    periodStart: new Date(r.period_start).toISOString(),
    periodEnd: new Date(r.period_end).toISOString(),
    teamBets: formatMinor(r.team_bets_minor),
    teamProfit: formatMinor(r.team_profit_minor),
    activeMembers: r.active_members,
    rate: formatBasisPoints(r.rate_bp),
    amount: formatMinor(r.amount_minor),
    status: r.status as SettlementRow['status'],
    paidAt: r.paid_at ? new Date(r.paid_at).toISOString() : null,
  };
}

function incomeOut(r: IncomeRow) {
  const received = [r.dividend, r.daily_salary, r.hourly_salary, r.real_time_salary].reduce(
    (a, x) => a + BigInt(x ?? 0),
    0n,
  );
  return {
    dividend: formatMinor(r.dividend ?? 0),
    dailySalary: formatMinor(r.daily_salary ?? 0),
    hourlySalary: formatMinor(r.hourly_salary ?? 0),
    realTimeSalary: formatMinor(r.real_time_salary ?? 0),
    paid: formatMinor(r.paid ?? 0),
    net: formatMinor(received - BigInt(r.paid ?? 0)),
  };
}

/**
 * The settlement records (dividend record, daily wages, hourly and real-time salary screens) and
 * my income: what the agent received under its contract with its upline and paid to its downlines.
 */
export function recordsService(deps: {
  store: RecordsStore;
  agents: Pick<AgentsService, 'assertDownline'>;
  flags: (brandId: number) => Promise<WhitelabelFlags>;
  clock: () => Date;
}) {
  async function records(c: AgentCtx, q: RecordQuery): Promise<SettlementPage> {
    if (!(await deps.flags(c.brandId))[CONTRACT_FLAGS[q.kind]]) throw new AppError('FEATURE_DISABLED');
    if (q.memberId !== undefined) await deps.agents.assertDownline(c.brandId, c.agentId, q.memberId);
    const range = rangeOf(q, deps.clock());
    const f = {
      brandId: c.brandId,
      kind: q.kind,
      role: q.role,
      agentId: c.agentId,
      downlineId: q.role === 'paid' ? q.memberId : undefined,
      ...range,
    };
    const [rows, t] = await Promise.all([deps.store.page(f, q.pageNo, q.pageSize), deps.store.totals(f)]);
    return {
      list: rows.map(rowOut),
      pageNo: q.pageNo,
      pageSize: q.pageSize,
      total: t.count,
      totals: {
        count: t.count,
        teamBets: formatMinor(t.bets),
        amount: formatMinor(t.amount),
        paid: formatMinor(t.paid),
      },
    };
  }

  async function income(c: AgentCtx, q: IncomeQuery): Promise<IncomePage> {
    const range = { ...rangeOf(q, deps.clock()), tz: q.tz };
    const [page, totals] = await Promise.all([
      deps.store.incomeDays(c.brandId, c.agentId, range, q.pageNo, q.pageSize),
      deps.store.incomeTotals(c.brandId, c.agentId, range),
    ]).catch((err: unknown) => {
      // A zone this runtime's Intl knows but PostgreSQL's zone database does not (22023): the
      // member's field error, not a 500.
      const e = err as { code?: string; cause?: { code?: string } };
      if (e.code === '22023' || e.cause?.code === '22023') throw fieldError('tz', 'timeZone');
      throw err;
    });
    return {
      list: page.rows.map((r) => ({ day: r.day, ...incomeOut(r) })),
      pageNo: q.pageNo,
      pageSize: q.pageSize,
      total: page.days,
      totals: incomeOut(totals),
    };
  }

  return { records, income };
}
export type RecordsService = ReturnType<typeof recordsService>;
