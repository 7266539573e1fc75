import type { IncomingHttpHeaders } from 'node:http';
import {
  type Deposit,
  fillPath,
  formatMinor,
  OPS_CASHIER_API,
  type OperatorDeposit,
  type operatorDepositQuery,
} from '@platform/contracts';
import type { z } from 'zod';
import type { Executor } from '../../platform/db/tx';
import { inTransaction, pgErrorOf } from '../../platform/db/tx';
import { AppError } from '../../platform/http/app-error';
import type { DepositCtx, DepositsDeps } from './deposits.ports';
import type { DepositStatus, DepositView } from './deposits.store';
import { depositOut } from './deposits.view';

type Settled = Exclude<DepositStatus, 'pending'>;

/**
 * Where deposits leave `pending`: an operator's approve or reject (manual channels) or a gateway's
 * signed webhook (paid or failed). A credit is one transaction: the conditional status change, the
 * ledger transfer keyed `deposit:<id>`, the turnover it brings, and for operators the audit entry.
 */
export function depositSettlement(deps: DepositsDeps) {
  const { store } = deps;

  const stateError = (status: DepositStatus, ctx: Pick<DepositCtx, 't'>) =>
    new AppError('DEPOSIT_STATE', { status: ctx.t(`deposit.status.${status}`) });

  async function credit(tx: Executor, d: DepositView, multiplierBp: number) {
    await deps.ledger.transfer(
      {
        brandId: d.brandId,
        source: 'deposit',
        key: `deposit:${d.id}`,
        type: 'deposit',
        from: { kind: 'house_deposit' },
        to: { kind: 'member_cash', memberId: d.memberId },
        amountMinor: d.amountMinor,
        memo: { depositId: d.id, channel: d.code },
      },
      tx,
    );
    await deps.turnover.require(tx, {
      brandId: d.brandId,
      memberId: d.memberId,
      source: 'deposit',
      sourceId: String(d.id),
      amountMinor: d.amountMinor,
      multiplierBp,
    });
  }

  /**
   * Approve or reject a pending manual deposit. The Idempotency-Key of the call is kept on the
   * deposit: the same call again answers the same result; any other decision on a settled deposit
   * is DEPOSIT_STATE and moves nothing.
   */
  async function decide(
    operatorId: number,
    id: number,
    key: string,
    to: 'approved' | 'rejected',
    reason: string | null,
    ctx: DepositCtx,
  ): Promise<Deposit> {
    const brandId = ctx.brand.id;
    const { depositTurnoverBp } = await deps.settings(ctx.brand);
    const answer = (d: DepositView) => {
      if (d.status === to) return depositOut(d, ctx.lang);
      throw new AppError('IDEMPOTENCY_CONFLICT');
    };
    try {
      return await inTransaction(deps.db, async (tx) => {
        const d = await store.get(tx, brandId, id);
        if (!d) throw new AppError('NOT_FOUND');
        if (d.decisionKey === key) return answer(d);
        if (d.kind !== 'manual') throw new AppError('DEPOSIT_STATE', {}, null, 'depositByGateway');
        if (d.status !== 'pending') throw stateError(d.status, ctx);
        const now = deps.clock();
        const moved = await store.transition(tx, brandId, id, to, {
          operatorId,
          decisionKey: key,
          decidedAt: now,
          reason,
        });
        if (!moved) {
          // Another operator decided first (this one waited on the row, then found it settled).
          const current = (await store.get(tx, brandId, id)) as DepositView;
          if (current.decisionKey === key) return answer(current);
          throw stateError(current.status, ctx);
        }
        const view = { ...d, ...moved };
        if (to === 'approved') await credit(tx, view, depositTurnoverBp);
        await deps.audit.record(tx, {
          brandId,
          operatorId,
          action: to === 'approved' ? 'deposit.approve' : 'deposit.reject',
          targetType: 'deposit',
          targetId: String(id),
          detail: { memberId: d.memberId, amount: formatMinor(d.amountMinor), channel: d.code, reason },
          ip: ctx.ip,
        });
        return depositOut(view, ctx.lang);
      });
    } catch (error) {
      // The key was already used for a decision on another deposit.
      if (pgErrorOf(error)?.constraint === 'deposits_decision_key') throw new AppError('IDEMPOTENCY_CONFLICT');
      throw error;
    }
  }

  /**
   * A gateway's webhook. The signature is the authentication; the deposit must be this brand's and
   * the amount must be the deposit's. A replay (the same outcome again, even concurrently) answers
   * the same and moves nothing.
   */
  async function callback(code: string, rawBody: Buffer, headers: IncomingHttpHeaders, ctx: DepositCtx) {
    const gateway = deps.gateways.get(code);
    if (!gateway) throw new AppError('NOT_FOUND');
    const cb = gateway.verifyCallback(rawBody, headers);
    const d = await store.byGatewayRef(code, cb.gatewayRef);
    if (!d || d.brandId !== ctx.brand.id) throw new AppError('NOT_FOUND');
    if (cb.amountMinor !== d.amountMinor) throw new AppError('DEPOSIT_AMOUNT_MISMATCH');
    const to: Settled = cb.status;
    if (d.status === to) return { id: d.id, status: to, replayed: true };
    const { depositTurnoverBp } = await deps.settings(ctx.brand);
    return inTransaction(deps.db, async (tx) => {
      const moved = await store.transition(tx, d.brandId, d.id, to, { decidedAt: deps.clock() });
      if (!moved) {
        const current = (await store.get(tx, d.brandId, d.id)) as DepositView;
        if (current.status === to) return { id: d.id, status: to, replayed: true };
        throw stateError(current.status, ctx);
      }
      if (to === 'paid') await credit(tx, { ...d, ...moved }, depositTurnoverBp);
      return { id: d.id, status: to, replayed: false };
    });
  }

  async function operatorList(q: z.output<typeof operatorDepositQuery>, ctx: DepositCtx) {
    const { rows, total } = await store.operatorPage(ctx.brand.id, {
      ...q,
      from: q.from ? new Date(q.from) : undefined,
      to: q.to ? new Date(q.to) : undefined,
      limit: q.pageSize,
      offset: (q.pageNo - 1) * q.pageSize,
    });
    const list: OperatorDeposit[] = rows.map((d) => ({
      ...depositOut(d, ctx.lang),
      memberId: d.memberId,
      account: d.account,
      proof: d.proofIds.map((_, n) => fillPath(OPS_CASHIER_API.depositProof, { id: d.id, n })),
      operatorId: d.operatorId,
    }));
    return { list, pageNo: q.pageNo, pageSize: q.pageSize, total };
  }

  return { decide, callback, operatorList };
}
export type DepositSettlement = ReturnType<typeof depositSettlement>;
