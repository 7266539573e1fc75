import { formatMinor, type OperatorWithdrawal, type operatorWithdrawalsQuery } from '@platform/contracts';
import type { z } from 'zod';
import type { Tx } from '../../platform/db/tx';
import { AppError, invalidFields } from '../../platform/http/app-error';
import type { BrandRef } from '../../platform/http/context';
import type { Translate } from '../../platform/i18n/translate';
import { LEDGER_SOURCE, type WithdrawalsCore, type WithdrawalsDeps } from './withdrawals.core';
import type { EventRow, WithdrawalRow } from './withdrawals.store';

type Ctx = { brand: BrandRef; operatorId: number; ip: string; t: Translate; key: string };

/**
 * The operator's side: the queue, approve or reject a request, pay it out (in one or more parts),
 * and settle a part the member reported not received: force the receipt or take the part back.
 * Each action writes its audit entry in the same transaction as the change and its ledger transfer.
 */
export function operatorWithdrawals(deps: WithdrawalsDeps, core: WithdrawalsCore) {
  const { store } = deps;

  async function list(brandId: number, q: z.output<typeof operatorWithdrawalsQuery>) {
    await core.sweep();
    const { rows, total } = await store.operatorPage(brandId, {
      ...q,
      from: q.from ? new Date(q.from) : undefined,
      to: q.to ? new Date(q.to) : undefined,
      limit: q.pageSize,
      offset: (q.pageNo - 1) * q.pageSize,
    });
    return { list: await core.operatorViews(deps.db, rows), pageNo: q.pageNo, pageSize: q.pageSize, total };
  }

  async function get(brandId: number, id: number, sweep = true): Promise<OperatorWithdrawal> {
    if (sweep) await core.sweep();
    const { rows } = await store.operatorPage(brandId, { limit: 1, offset: 0, id });
    const [view] = await core.operatorViews(deps.db, rows);
    if (!view) throw new AppError('NOT_FOUND');
    return view;
  }

  /** The shared shape of an operator action: run it, audit it, answer the withdrawal as it now is. */
  async function action(
    ctx: Ctx,
    id: number,
    a: { name: string; same: (e: EventRow) => boolean },
    run: (tx: Tx, w: WithdrawalRow, now: Date) => Promise<Record<string, unknown>>,
  ): Promise<OperatorWithdrawal> {
    await core.act({ id, scope: { brandId: ctx.brand.id }, key: ctx.key, same: a.same }, async (tx, w, now) => {
      const detail = await run(tx, w, now);
      await deps.audit.record(tx, {
        brandId: ctx.brand.id,
        operatorId: ctx.operatorId,
        action: `withdrawal.${a.name}`,
        targetType: 'withdrawal',
        targetId: String(id),
        detail: { memberId: w.memberId, ...detail },
        ip: ctx.ip,
      });
    });
    return get(ctx.brand.id, id, false);
  }

  const event = (
    tx: Tx,
    ctx: Ctx,
    row: { withdrawalId: number; event: string; createdAt: Date; payoutId?: number; amountMinor?: bigint },
  ) => store.event(tx, [{ actor: 'operator', operatorId: ctx.operatorId, requestKey: ctx.key, ...row }]);

  const approve = (ctx: Ctx, id: number) =>
    action(ctx, id, { name: 'approve', same: (e) => e.event === 'approved' }, async (tx, w, now) => {
      const moved = await store.transition(tx, id, ['requested'], {
        status: 'approved',
        operatorId: ctx.operatorId,
        decidedAt: now,
      });
      if (!moved) throw core.stateError(ctx.t, w);
      await event(tx, ctx, { withdrawalId: id, event: 'approved', createdAt: now });
      return { amount: w.amountMinor };
    });

  /** Before anything is paid out (requested, or approved with nothing out): the amount goes back to cash. */
  const reject = (ctx: Ctx, id: number, reason: string) =>
    action(ctx, id, { name: 'reject', same: (e) => e.event === 'rejected' }, async (tx, w, now) => {
      const moved = await store.transition(tx, id, ['requested', 'approved'], {
        status: 'rejected',
        operatorId: ctx.operatorId,
        decidedAt: now,
        reason,
      });
      if (moved?.paidMinor !== 0n) throw core.stateError(ctx.t, w);
      await deps.ledger.transfer(
        {
          brandId: w.brandId,
          source: LEDGER_SOURCE,
          key: `withdrawal:${id}:unlock`,
          type: 'withdraw_unlock',
          from: { kind: 'member_locked', memberId: w.memberId },
          to: { kind: 'member_cash', memberId: w.memberId },
          amountMinor: w.amountMinor,
          memo: { withdrawalId: id, by: 'operator', reason },
        },
        tx,
      );
      await event(tx, ctx, { withdrawalId: id, event: 'rejected', createdAt: now });
      return { amount: w.amountMinor, reason };
    });

  /** One part out of the locked amount to the member's account; it then waits for the member's answer. */
  async function payout(ctx: Ctx, id: number, amount: bigint) {
    const minutes = (await deps.settings(ctx.brand)).withdrawAutoReceiptMinutes;
    const same = (e: EventRow) => e.event === 'paid' && e.amountMinor === amount;
    return action(ctx, id, { name: 'payout', same }, async (tx, w, now) => {
      if (!['approved', 'paid', 'disputed'].includes(w.status)) throw core.stateError(ctx.t, w);
      const left = w.amountMinor - w.paidMinor;
      if (amount > left) {
        const message = ctx.t('withdraw.payoutMax', { max: formatMinor(left) });
        throw invalidFields([{ field: 'amount', rule: 'max', message }]);
      }
      const part = await store.insertPart(tx, {
        withdrawalId: id,
        amountMinor: amount,
        status: 'paid',
        paidAt: now,
        autoReceiptAt: new Date(now.getTime() + minutes * 60_000),
        operatorId: ctx.operatorId,
      });
      await deps.ledger.transfer(
        {
          brandId: w.brandId,
          source: LEDGER_SOURCE,
          key: `withdrawal:${id}:payout:${part.id}`,
          type: 'withdraw_payout',
          from: { kind: 'member_locked', memberId: w.memberId },
          to: { kind: 'house_withdrawal' },
          amountMinor: amount,
          memo: { withdrawalId: id, payoutId: part.id },
        },
        tx,
      );
      await event(tx, ctx, { withdrawalId: id, payoutId: part.id, event: 'paid', amountMinor: amount, createdAt: now });
      await core.settle(tx, [id], now);
      return { payoutId: part.id, amount };
    });
  }

  /**
   * A part awaiting the member or reported not received counts as received: the operator has proof
   * it arrived. Spec §4's "a forced receipt returns the deposit" is read as: the forced receipt
   * settles the part. Its "returns the deposit" belongs to P2P cashiers, where a depositor paid the
   * withdrawer directly and a forced receipt releases that depositor's deposit; this platform pays
   * out from the house, so there is no third party's deposit to return.
   */
  const forceReceipt = (ctx: Ctx, id: number, pid: number) =>
    action(
      ctx,
      id,
      { name: 'force_receipt', same: (e) => e.event === 'forced' && e.payoutId === pid },
      async (tx, w, now) => {
        const part = await store.movePart(tx, pid, id, ['paid', 'not_received'], {
          status: 'received',
          confirmedAt: now,
        });
        if (!part) throw core.stateError(ctx.t, w);
        await event(tx, ctx, {
          withdrawalId: id,
          payoutId: pid,
          event: 'forced',
          amountMinor: part.amountMinor,
          createdAt: now,
        });
        await core.settle(tx, [id], now);
        return { payoutId: pid, amount: part.amountMinor };
      },
    );

  /** The part did not arrive: its amount comes back to the member's locked balance, to be paid again. */
  const returnPart = (ctx: Ctx, id: number, pid: number) =>
    action(
      ctx,
      id,
      { name: 'return', same: (e) => e.event === 'returned' && e.payoutId === pid },
      async (tx, w, now) => {
        const part = await store.movePart(tx, pid, id, ['paid', 'not_received'], { status: 'returned' });
        if (!part) throw core.stateError(ctx.t, w);
        await deps.ledger.transfer(
          {
            brandId: w.brandId,
            source: LEDGER_SOURCE,
            key: `withdrawal:${id}:return:${pid}`,
            type: 'withdraw_return',
            from: { kind: 'house_withdrawal' },
            to: { kind: 'member_locked', memberId: w.memberId },
            amountMinor: part.amountMinor,
            memo: { withdrawalId: id, payoutId: pid },
          },
          tx,
        );
        await event(tx, ctx, {
          withdrawalId: id,
          payoutId: pid,
          event: 'returned',
          amountMinor: part.amountMinor,
          createdAt: now,
        });
        await core.settle(tx, [id], now);
        return { payoutId: pid, amount: part.amountMinor };
      },
    );

  /** The n-th "not received" proof image of a part of one of the brand's withdrawals; NOT_FOUND otherwise. */
  async function partProof(brandId: number, id: number, pid: number, n: number) {
    const upload = (await store.partProofIds(brandId, id, pid))?.[n];
    if (!upload) throw new AppError('NOT_FOUND');
    return deps.uploads.readAuthorised(brandId, upload);
  }

  return { list, get, approve, reject, payout, forceReceipt, returnPart, partProof };
}
export type OperatorWithdrawals = ReturnType<typeof operatorWithdrawals>;
