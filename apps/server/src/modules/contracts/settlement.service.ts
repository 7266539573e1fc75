import {
  CONTRACT_FLAGS,
  type ContractKind,
  type ContractPeriod,
  DIVIDEND_PERIODS,
  formatMinor,
  type WhitelabelFlags,
} from '@platform/contracts';
import type { Db } from '../../platform/db/client';
import { inTransaction, type Tx } from '../../platform/db/tx';
import { AppError, fieldError } from '../../platform/http/app-error';
import type { LedgerService } from '../ledger/ledger.service';
import { lastClosedPeriod, type Period, periodAt, SALARY_PERIOD } from './periods';
import type { OpenRow, SettlementStore } from './settlement.store';

/** How many closed periods back a scheduled run looks for contracts still unsettled. */
const CATCH_UP: Record<ContractPeriod, number> = {
  realtime: 12,
  hourly: 6,
  daily: 3,
  weekly: 2,
  semimonthly: 2,
  monthly: 2,
};

/** Payments per transaction (each in its own savepoint). */
const PAY_CHUNK = 200;

/** The period types a kind settles: every dividend period, or the salary's own. */
export const periodsOf = (kind: ContractKind): ContractPeriod[] =>
  kind === 'dividend' ? [...DIVIDEND_PERIODS] : [SALARY_PERIOD[kind]];

/** The ledger key of a contract's payment for a period: a second run finds it and pays nothing. */
export const settlementKey = (contractId: number, periodStart: Date) =>
  `contract:${contractId}:${periodStart.toISOString()}`;

export type SettleResult = {
  kind: ContractKind;
  period: ContractPeriod;
  periodStart: string;
  periodEnd: string;
  contracts: number;
  paid: number;
  inProcess: number;
  amount: string;
};

/**
 * Contract settlement: computes a closed period for every contract of a kind in one statement
 * (settlement.store), then pays each row due through the ledger, from the upline agent's cash to
 * the downline agent's, keyed per contract and period. An upline short of funds leaves its row
 * in_process; every later run tries those rows again.
 */
export function settlementService(deps: {
  db: Db;
  store: SettlementStore;
  ledger: Pick<LedgerService, 'transfer'>;
  flags: (brandId: number) => Promise<WhitelabelFlags>;
  clock: () => Date;
  /** Applies the bet events member_day_stats has not seen yet: settlement decides money from it. */
  catchUp?: () => Promise<void>;
}) {
  const { store } = deps;

  /** One row's payment and its paid mark, in the caller's transaction (a savepoint of it). */
  async function payRow(tx: Tx, brandId: number, kind: ContractKind, row: OpenRow) {
    const t = await deps.ledger.transfer(
      {
        brandId,
        source: 'contract',
        key: settlementKey(row.contract_id, new Date(row.period_start)),
        type: 'commission',
        from: { kind: 'member_cash', memberId: row.upline_id },
        to: { kind: 'member_cash', memberId: row.downline_id },
        amountMinor: BigInt(row.amount_minor),
        memo: { contract: kind, contractId: row.contract_id, settlementId: Number(row.id) },
      },
      tx,
    );
    await store.markPaid(tx, Number(row.id), t.transferId, deps.clock());
  }

  /** One transaction for a chunk of rows, a savepoint per row; returns how many it paid. */
  const payChunk = (brandId: number, kind: ContractKind, chunk: OpenRow[]) =>
    inTransaction(deps.db, async (tx) => {
      let n = 0;
      for (const row of chunk) {
        try {
          await tx.transaction((sp) => payRow(sp, brandId, kind, row));
          n++;
        } catch (error) {
          // The upline cannot pay yet: only this row rolls back, and stays in_process.
          if (!(error instanceof AppError && error.code === 'INSUFFICIENT_FUNDS')) throw error;
        }
      }
      return n;
    });

  /**
   * Pays every in_process row of the kind, oldest first; returns how many were paid now. Rows go in
   * chunks (one transaction each, a savepoint per row, so ten thousand payments are not ten
   * thousand commits). One after the other on purpose: an agent is paid by its upline before it
   * pays its own downlines (older contracts first), and the outcome never depends on timing.
   */
  async function payOpen(brandId: number, kind: ContractKind): Promise<number> {
    const rows = await store.open(brandId, kind);
    let paid = 0;
    for (let i = 0; i < rows.length; i += PAY_CHUNK)
      paid += await payChunk(brandId, kind, rows.slice(i, i + PAY_CHUNK));
    return paid;
  }

  /** What a period's rows add up to. */
  async function resultOf(brandId: number, kind: ContractKind, p: Period): Promise<SettleResult> {
    const s = await store.summary(brandId, kind, p);
    return {
      kind,
      period: p.period,
      periodStart: p.start.toISOString(),
      periodEnd: p.end.toISOString(),
      contracts: s.contracts,
      paid: s.paid,
      inProcess: s.in_process,
      amount: formatMinor(s.amount),
    };
  }

  /** Settles one period of one brand and kind (computing is idempotent), then pays what is open. */
  async function settlePeriod(brandId: number, kind: ContractKind, p: Period): Promise<SettleResult> {
    await deps.catchUp?.();
    await store.compute(brandId, kind, p);
    await payOpen(brandId, kind);
    return resultOf(brandId, kind, p);
  }

  /** The period of `period` type containing `at` (refused while open), or the last closed one. */
  async function periodFor(timezone: string, period: ContractPeriod, at?: Date): Promise<Period> {
    const now = deps.clock();
    if (!at) return lastClosedPeriod(deps.db, timezone, period, now);
    const p = await periodAt(deps.db, timezone, period, at);
    if (p.end.getTime() > now.getTime()) throw fieldError('at', 'periodOpen');
    return p;
  }

  /**
   * What a scheduled job runs: for every brand with the kind enabled, each period type's closed
   * periods of the last CATCH_UP[period] (oldest first, so a run missed while the process was down
   * is made up), computing only where a contract still lacks its row; then one payment pass over
   * every open row of the kind. Answers the last closed period of each type.
   */
  async function runScheduled(
    kind: ContractKind,
    periods: ContractPeriod[] = periodsOf(kind),
  ): Promise<SettleResult[]> {
    const out: SettleResult[] = [];
    // The periods are computed once and never again: member_day_stats must hold every event so far.
    await deps.catchUp?.();
    for (const b of await store.brands()) {
      if (!(await deps.flags(b.id))[CONTRACT_FLAGS[kind]]) continue;
      const last: Period[] = [];
      for (const period of periods) {
        const closed = [await periodFor(b.timezone, period)];
        while (closed.length < CATCH_UP[period]) {
          const before = closed[0] as Period;
          closed.unshift(await periodAt(deps.db, b.timezone, period, new Date(before.start.getTime() - 1)));
        }
        for (const p of closed) if (await store.due(b.id, kind, p)) await store.compute(b.id, kind, p);
        last.push(closed.at(-1) as Period);
      }
      await payOpen(b.id, kind);
      for (const p of last) out.push(await resultOf(b.id, kind, p));
    }
    return out;
  }

  return { settlePeriod, periodFor, payOpen, runScheduled };
}
export type SettlementService = ReturnType<typeof settlementService>;
