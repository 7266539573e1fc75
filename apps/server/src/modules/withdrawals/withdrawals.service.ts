import {
  formatMinor,
  MAX_PAYOUT_ACCOUNTS,
  type NotReceivedBody,
  type Withdrawal,
  type WithdrawInfo,
  type withdrawRecordsQuery,
} from '@platform/contracts';
import type { z } from 'zod';
import { inTransaction } from '../../platform/db/tx';
import { AppError, invalidFields } from '../../platform/http/app-error';
import type { BrandRef } from '../../platform/http/context';
import type { Translate } from '../../platform/i18n/translate';
import { rangeOf } from '../../platform/time/date-range';
import { accountOut } from './payout-accounts.service';
import { LEDGER_SOURCE, statusText, type WithdrawalsCore, type WithdrawalsDeps } from './withdrawals.core';
import { requestHash } from './withdrawals.view';

type Ctx = { brand: BrandRef; memberId: number; t: Translate };
type Records = z.output<typeof withdrawRecordsQuery>;

/**
 * The member's side of withdrawing: what can be withdrawn, the request (amount locked at once), a
 * cancel while still awaiting approval, the records, and confirming each paid-out part.
 */
export function memberWithdrawals(deps: WithdrawalsDeps, core: WithdrawalsCore) {
  const { store, clock } = deps;

  async function info(ctx: Ctx): Promise<WithdrawInfo> {
    await core.sweep();
    const brandId = ctx.brand.id;
    const [settings, balances, turnover, accounts, password, realName] = await Promise.all([
      deps.settings(ctx.brand),
      deps.ledger.memberBalances(brandId, ctx.memberId),
      deps.turnover.outstanding(deps.db, brandId, ctx.memberId),
      deps.accounts.list(brandId, ctx.memberId),
      deps.passwords.status(ctx.memberId),
      deps.members.realName(deps.db, ctx.memberId),
    ]);
    return {
      currency: settings.currencyCode,
      balance: formatMinor(balances.cash),
      // The same rule as request(): turnover still owed locks the whole cash from withdrawing.
      withdrawable: formatMinor(turnover.remainingMinor > 0n ? 0n : balances.cash),
      locked: formatMinor(balances.locked),
      min: formatMinor(settings.withdrawMinMinor),
      max: formatMinor(settings.withdrawMaxMinor),
      turnover: {
        required: formatMinor(turnover.requiredMinor),
        done: formatMinor(turnover.doneMinor),
        remaining: formatMinor(turnover.remainingMinor),
      },
      accounts: accounts.map(accountOut),
      maxAccounts: MAX_PAYOUT_ACCOUNTS,
      realName: realName || null,
      paymentPasswordSet: password.set,
      lockedUntil: password.lockedUntil?.toISOString() ?? null,
      autoReceiptMinutes: settings.withdrawAutoReceiptMinutes,
    };
  }

  /**
   * A withdrawal request: within the brand's limits, with the payment password, once turnover is
   * met. The row and the move of the amount from cash to locked commit together, so the amount can
   * never be spent twice; the Idempotency-Key makes a retry answer the first request.
   */
  async function request(
    ctx: Ctx & { key: string },
    body: { amount: bigint; payoutAccountId: number; paymentPassword: string },
  ): Promise<Withdrawal> {
    const brandId = ctx.brand.id;
    const settings = await deps.settings(ctx.brand);
    const amountError = (rule: string, message: string) => invalidFields([{ field: 'amount', rule, message }]);
    if (body.amount < settings.withdrawMinMinor) {
      throw amountError('min', ctx.t('withdraw.amountMin', { min: formatMinor(settings.withdrawMinMinor) }));
    }
    if (body.amount > settings.withdrawMaxMinor) {
      throw amountError('max', ctx.t('withdraw.amountMax', { max: formatMinor(settings.withdrawMaxMinor) }));
    }
    const hash = requestHash(body.amount, body.payoutAccountId);
    const replay = async (row: { id: number; requestHash: string }) => {
      if (row.requestHash !== hash) throw new AppError('IDEMPOTENCY_CONFLICT');
      return core.memberView(row.id, { brandId, memberId: ctx.memberId });
    };
    const earlier = await store.byRequestKey(deps.db, brandId, ctx.memberId, ctx.key);
    if (earlier) return replay(earlier);

    await deps.passwords.verify(ctx.memberId, body.paymentPassword);
    const result = await inTransaction(deps.db, async (tx) => {
      const account = await deps.accounts.get(tx, brandId, ctx.memberId, body.payoutAccountId);
      if (!account) {
        throw new AppError('NOT_FOUND', {}, { fields: [{ field: 'payoutAccountId', rule: 'notFound', message: '' }] });
      }
      const turnover = await deps.turnover.outstanding(tx, brandId, ctx.memberId);
      if (turnover.remainingMinor > 0n) {
        throw new AppError(
          'TURNOVER_NOT_MET',
          { remaining: formatMinor(turnover.remainingMinor) },
          { remaining: formatMinor(turnover.remainingMinor) },
        );
      }
      const now = clock();
      const row = await store.insert(tx, {
        brandId,
        memberId: ctx.memberId,
        payoutAccountId: account.id,
        accountKind: account.kind,
        accountProvider: account.provider,
        accountNumber: account.accountNumber,
        accountHolder: account.holderName,
        amountMinor: body.amount,
        requestKey: ctx.key,
        requestHash: hash,
        createdAt: now,
      });
      // The same key raced in from another request and won: answer as that one.
      if (!row) return { replayOf: await store.byRequestKey(tx, brandId, ctx.memberId, ctx.key) };
      await deps.ledger.transfer(
        {
          brandId,
          source: LEDGER_SOURCE,
          key: `withdrawal:${row.id}:lock`,
          type: 'withdraw_lock',
          from: { kind: 'member_cash', memberId: ctx.memberId },
          to: { kind: 'member_locked', memberId: ctx.memberId },
          amountMinor: body.amount,
          memo: { withdrawalId: row.id },
        },
        tx,
      );
      await store.event(tx, [
        { withdrawalId: row.id, event: 'requested', amountMinor: body.amount, actor: 'member', createdAt: now },
      ]);
      return { id: row.id };
    });
    if ('replayOf' in result) return replay(result.replayOf as { id: number; requestHash: string });
    return core.memberView(result.id, { brandId, memberId: ctx.memberId });
  }

  /** Only while awaiting approval: the locked amount goes back to cash. */
  async function cancel(ctx: Ctx & { key: string }, id: number): Promise<Withdrawal> {
    const scope = { brandId: ctx.brand.id, memberId: ctx.memberId };
    await core.act({ id, scope, key: ctx.key, same: (e) => e.event === 'cancelled' }, async (tx, w, now) => {
      const moved = await store.transition(tx, id, ['requested'], { status: 'cancelled', decidedAt: now });
      if (!moved) {
        throw new AppError('WITHDRAWAL_NOT_CANCELLABLE', { status: statusText(ctx.t, w.status) });
      }
      await deps.ledger.transfer(
        {
          brandId: w.brandId,
          source: LEDGER_SOURCE,
          key: `withdrawal:${id}:unlock`,
          type: 'withdraw_unlock',
          from: { kind: 'member_locked', memberId: w.memberId },
          to: { kind: 'member_cash', memberId: w.memberId },
          amountMinor: w.amountMinor,
          memo: { withdrawalId: id, by: 'member' },
        },
        tx,
      );
      await store.event(tx, [
        { withdrawalId: id, event: 'cancelled', actor: 'member', requestKey: ctx.key, createdAt: now },
      ]);
    });
    return core.memberView(id, scope);
  }

  async function records(ctx: Ctx, q: Records) {
    await core.sweep();
    const { from, to } = rangeOf(q, clock());
    const { rows, total } = await store.memberPage(ctx.brand.id, ctx.memberId, {
      from,
      to,
      status: q.status,
      limit: q.pageSize,
      offset: (q.pageNo - 1) * q.pageSize,
    });
    return { list: await core.memberViews(deps.db, rows), pageNo: q.pageNo, pageSize: q.pageSize, total };
  }

  /** The part of a member's withdrawal, found by its id (404 for anyone else's). */
  async function partScope(ctx: Ctx, pid: number) {
    // A part past its time is settled first, so a late answer meets the automatic receipt.
    await core.sweep();
    const id = await store.withdrawalIdOfPart(deps.db, pid);
    if (!id) throw new AppError('NOT_FOUND');
    return { id, scope: { brandId: ctx.brand.id, memberId: ctx.memberId } };
  }

  /** "Received": also after reporting it not received (the money arrived late); a second answer is a no-op. */
  async function received(ctx: Ctx & { key: string }, pid: number): Promise<Withdrawal> {
    const { id, scope } = await partScope(ctx, pid);
    const same = (e: { event: string; payoutId: number | null }) => e.event === 'received' && e.payoutId === pid;
    await core.act({ id, scope, key: ctx.key, same }, async (tx, w, now) => {
      const part = await store.movePart(tx, pid, id, ['paid', 'not_received'], {
        status: 'received',
        confirmedAt: now,
      });
      if (!part) {
        const current = (await store.parts(tx, [id])).find((p) => p.id === pid);
        if (current?.status === 'received') return;
        throw core.stateError(ctx.t, w);
      }
      await store.event(tx, [
        {
          withdrawalId: id,
          payoutId: pid,
          event: 'received',
          amountMinor: part.amountMinor,
          actor: 'member',
          requestKey: ctx.key,
          createdAt: now,
        },
      ]);
      await core.settle(tx, [id], now);
    });
    return core.memberView(id, scope);
  }

  /** "Not received", with 1 to 3 proof images and an optional remark: the withdrawal is disputed. */
  async function notReceived(ctx: Ctx & { key: string }, pid: number, body: NotReceivedBody): Promise<Withdrawal> {
    if (!body.proof.length) throw invalidFields([{ field: 'proof', rule: 'required', message: '' }]);
    const { id, scope } = await partScope(ctx, pid);
    const same = (e: { event: string; payoutId: number | null }) => e.event === 'not_received' && e.payoutId === pid;
    await core.act({ id, scope, key: ctx.key, same }, async (tx, w, now) => {
      const proofIds = await deps.uploads.saveImages(tx, {
        brandId: w.brandId,
        memberId: w.memberId,
        field: 'proof',
        images: body.proof,
      });
      const part = await store.movePart(tx, pid, id, ['paid'], {
        status: 'not_received',
        confirmedAt: now,
        proofIds,
        remark: body.remark || null,
      });
      if (!part) throw core.stateError(ctx.t, w);
      await store.event(tx, [
        {
          withdrawalId: id,
          payoutId: pid,
          event: 'not_received',
          amountMinor: part.amountMinor,
          actor: 'member',
          requestKey: ctx.key,
          createdAt: now,
        },
      ]);
      await core.settle(tx, [id], now);
    });
    return core.memberView(id, scope);
  }

  return { info, request, cancel, records, received, notReceived };
}
export type MemberWithdrawals = ReturnType<typeof memberWithdrawals>;
