import {
  type ContractKind,
  type ContractPeriod,
  formatMinor,
  type OpsSettlement,
  type OpsSettlementRun,
  type opsContractsQuery,
  type opsRunsQuery,
  type opsSettlementsQuery,
} from '@platform/contracts';
import type { z } from 'zod';
import { contractOut } from './contracts.view';
import type { OpsContractsStore } from './ops-contracts.store';
import { rowOut } from './records.service';

const iso = (d: Date | string) => new Date(d).toISOString();
const paging = (q: { pageNo: number; pageSize: number }) => ({
  limit: q.pageSize,
  offset: (q.pageNo - 1) * q.pageSize,
});

/**
 * The back office's agent-contract reads (permission agents): every contract of the brand with its
 * parties and terms, the settlement runs (what the job or an operator's "settle now" settled, per
 * kind and period) and the records of a run with their payments.
 */
export function opsContractsService(deps: { store: OpsContractsStore }) {
  async function contracts(brandId: number, q: z.output<typeof opsContractsQuery>) {
    const r = await deps.store.contracts(brandId, { ...q, ...paging(q) });
    return { list: r.rows.map(contractOut), pageNo: q.pageNo, pageSize: q.pageSize, total: r.total };
  }

  async function runs(brandId: number, q: z.output<typeof opsRunsQuery>) {
    const r = await deps.store.runs(brandId, { kind: q.kind, ...paging(q) });
    const list: OpsSettlementRun[] = r.rows.map((x) => ({
      kind: x.kind as ContractKind,
      period: x.period as ContractPeriod,
      periodStart: iso(x.period_start),
      periodEnd: iso(x.period_end),
      contracts: x.contracts,
      paid: x.paid,
      inProcess: x.in_process,
      none: x.none,
      amount: formatMinor(x.amount),
      paidAmount: formatMinor(x.paid_amount),
      settledAt: iso(x.settled_at),
    }));
    return { list, pageNo: q.pageNo, pageSize: q.pageSize, total: r.total };
  }

  async function settlements(brandId: number, q: z.output<typeof opsSettlementsQuery>) {
    const r = await deps.store.settlements(brandId, {
      ...q,
      periodStart: q.periodStart ? new Date(q.periodStart) : undefined,
      ...paging(q),
    });
    const list: OpsSettlement[] = r.rows.map((x) => ({
      ...rowOut(x),
      transferId: x.transfer_id === null ? null : Number(x.transfer_id),
      createdAt: iso(x.created_at),
    }));
    return { list, pageNo: q.pageNo, pageSize: q.pageSize, total: r.total };
  }

  return { contracts, runs, settlements };
}
export type OpsContractsService = ReturnType<typeof opsContractsService>;
